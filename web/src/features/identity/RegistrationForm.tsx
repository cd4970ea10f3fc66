import { Anchor, SimpleGrid, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { RegisterCompanyInput } from '../../../../application/identity/schemas';
import { useTRPC } from '../../app/trpc';
import { CaptchaField } from '../../kit/form/CaptchaField';
import { CheckboxField } from '../../kit/form/CheckboxField';
import { PasswordField } from '../../kit/form/PasswordField';
import { RadioGroupField } from '../../kit/form/RadioGroupField';
import { SchemaForm } from '../../kit/form/SchemaForm';
import { sendForm } from '../../kit/form/sendForm';
import { SubmitButton } from '../../kit/form/SubmitButton';
import { TextField } from '../../kit/form/TextField';

type RegistrationValues = {
  companyType: 'client' | 'agency';
  companyName: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  acceptTerms: boolean;
  captcha?: string;
};

const fields = [
  'companyType',
  'companyName',
  'firstName',
  'lastName',
  'email',
  'password',
  'acceptTerms',
  'captcha',
] as const;

const companyTypes = [
  { value: 'client', label: 'I am hiring', description: 'A client company looking for specialists' },
  { value: 'agency', label: 'I am a partner', description: 'An agency offering specialists and solutions' },
] as const;

export const RegistrationForm = ({ onRegistered }: { readonly onRegistered: (email: string) => void }) => {
  const trpc = useTRPC();
  const register = useMutation(trpc.identity.register.mutationOptions());

  const onSubmit = (values: RegistrationValues) =>
    sendForm(
      () => register.mutateAsync({ ...values, acceptTerms: true }),
      fields,
      () => onRegistered(values.email.trim()),
    );

  return (
    <SchemaForm<RegistrationValues>
      label="Registration"
      schema={RegisterCompanyInput}
      initialValues={{ companyType: 'client', acceptTerms: false }}
      onSubmit={onSubmit}
    >
      <RadioGroupField name="companyType" label="Company type" options={companyTypes} withAsterisk />
      <TextField name="companyName" label="Company name" autoComplete="organization" withAsterisk />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextField name="firstName" label="First name" autoComplete="given-name" withAsterisk />
        <TextField name="lastName" label="Last name" autoComplete="family-name" withAsterisk />
      </SimpleGrid>
      <TextField name="email" label="Work e-mail" type="email" autoComplete="email" withAsterisk />
      <PasswordField
        name="password"
        label="Password"
        autoComplete="new-password"
        description="At least 8 characters: latin letters, digits and symbols"
        withAsterisk
      />
      <CheckboxField
        name="acceptTerms"
        label={
          <Text component="span" size="sm">
            I accept the{' '}
            <Anchor component={Link} to="/terms-and-conditions" target="_blank" rel="noopener">
              terms and conditions
            </Anchor>
          </Text>
        }
      />
      <CaptchaField action="registration" />
      <SubmitButton fullWidth>Create account</SubmitButton>
    </SchemaForm>
  );
};
