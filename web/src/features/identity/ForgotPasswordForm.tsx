import { Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Form } from 'react-final-form';
import { ForgotPasswordInput } from '../../../../application/identity/schemas';
import { useTRPC } from '../../app/trpc';
import { FormErrorAlert } from '../../kit/form/FormErrorAlert';
import { SubmitButton } from '../../kit/form/SubmitButton';
import { submitErrorsOf } from '../../kit/form/submitErrors';
import { TextField } from '../../kit/form/TextField';
import { zodValidate } from '../../kit/form/zodValidate';

type ForgotValues = { email: string };

export const ForgotPasswordForm = ({ onSent }: { readonly onSent: (email: string) => void }) => {
  const trpc = useTRPC();
  const forgot = useMutation(trpc.identity.forgotPassword.mutationOptions());

  const onSubmit = async (values: ForgotValues) => {
    try {
      await forgot.mutateAsync(values);
    } catch (error) {
      return submitErrorsOf(error, ['email']);
    }
    onSent(values.email.trim());
    return undefined;
  };

  return (
    <Form<ForgotValues>
      onSubmit={onSubmit}
      validate={zodValidate(ForgotPasswordInput)}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Password recovery">
          <Stack gap="md">
            <FormErrorAlert />
            <TextField name="email" label="E-mail" type="email" autoComplete="email" withAsterisk />
            <SubmitButton fullWidth>Send the link</SubmitButton>
          </Stack>
        </form>
      )}
    />
  );
};
