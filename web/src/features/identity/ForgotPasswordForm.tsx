import { useMutation } from '@tanstack/react-query';
import { ForgotPasswordInput } from '../../../../application/identity/schemas';
import { useTRPC } from '../../app/trpc';
import { CaptchaField } from '../../kit/form/CaptchaField';
import { SchemaForm } from '../../kit/form/SchemaForm';
import { sendForm } from '../../kit/form/sendForm';
import { SubmitButton } from '../../kit/form/SubmitButton';
import { TextField } from '../../kit/form/TextField';

type ForgotValues = { email: string; captcha?: string };

export const ForgotPasswordForm = ({ onSent }: { readonly onSent: (email: string) => void }) => {
  const trpc = useTRPC();
  const forgot = useMutation(trpc.identity.forgotPassword.mutationOptions());
  const onSubmit = (values: ForgotValues) =>
    sendForm(
      () => forgot.mutateAsync(values),
      ['email', 'captcha'],
      () => onSent(values.email.trim()),
    );

  return (
    <SchemaForm<ForgotValues> label="Password recovery" schema={ForgotPasswordInput} onSubmit={onSubmit}>
      <TextField name="email" label="E-mail" type="email" autoComplete="email" withAsterisk />
      <CaptchaField action="passwordReset" />
      <SubmitButton fullWidth>Send the link</SubmitButton>
    </SchemaForm>
  );
};
