import { Anchor, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Form } from 'react-final-form';
import { Link } from 'react-router';
import { useTRPC } from '../../app/trpc';
import { FormErrorAlert } from '../../kit/form/FormErrorAlert';
import { PasswordField } from '../../kit/form/PasswordField';
import { SubmitButton } from '../../kit/form/SubmitButton';
import { submitErrorsOf } from '../../kit/form/submitErrors';
import { zodValidate } from '../../kit/form/zodValidate';
import { NewPasswordWithRepeat } from './newPasswordSchema';

type ResetValues = { password: string; passwordRepeat: string };

export const ResetPasswordForm = ({ slug, onReset }: { readonly slug: string; readonly onReset: () => void }) => {
  const trpc = useTRPC();
  const reset = useMutation(trpc.identity.resetPassword.mutationOptions());

  const onSubmit = async (values: ResetValues) => {
    try {
      await reset.mutateAsync({ slug, password: values.password });
    } catch (error) {
      // A used, expired or unknown link shows the server's reason above the form; the link below gets a new one.
      return submitErrorsOf(error, ['password']);
    }
    onReset();
    return undefined;
  };

  return (
    <Form<ResetValues>
      onSubmit={onSubmit}
      validate={zodValidate(NewPasswordWithRepeat)}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="New password">
          <Stack gap="md">
            <FormErrorAlert />
            <PasswordField name="password" label="New password" autoComplete="new-password" description="At least 8 characters: latin letters, digits and symbols" withAsterisk />
            <PasswordField name="passwordRepeat" label="Repeat the new password" autoComplete="new-password" withAsterisk />
            <SubmitButton fullWidth>Save the new password</SubmitButton>
            <Anchor component={Link} to="/forgot" size="sm" ta="center">
              Request a new link
            </Anchor>
          </Stack>
        </form>
      )}
    />
  );
};
