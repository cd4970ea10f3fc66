import { Anchor } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { z } from 'zod';
import { Password } from '../../../../application/identity/schemas';
import { useTRPC } from '../../app/trpc';
import { SchemaForm } from '../../kit/form/SchemaForm';
import { sendForm } from '../../kit/form/sendForm';
import { SubmitButton } from '../../kit/form/SubmitButton';
import { NewPasswordFields, withRepeatedPassword } from './newPassword';

type ResetValues = { password: string; passwordRepeat: string };

const ResetForm = withRepeatedPassword(z.object({ password: Password }), 'password', 'passwordRepeat');

export const ResetPasswordForm = ({ slug, onReset }: { readonly slug: string; readonly onReset: () => void }) => {
  const trpc = useTRPC();
  const reset = useMutation(trpc.identity.resetPassword.mutationOptions());
  // A used, expired or unknown link shows the server's reason above the form; the link below gets a new one.
  const onSubmit = (values: ResetValues) =>
    sendForm(() => reset.mutateAsync({ slug, password: values.password }), ['password'], onReset);

  return (
    <SchemaForm<ResetValues> label="New password" schema={ResetForm} onSubmit={onSubmit}>
      <NewPasswordFields name="password" repeatName="passwordRepeat" />
      <SubmitButton fullWidth>Save the new password</SubmitButton>
      <Anchor component={Link} to="/forgot" size="sm" ta="center">
        Request a new link
      </Anchor>
    </SchemaForm>
  );
};
