import { Group, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { FormApi } from 'final-form';
import { Form } from 'react-final-form';
import { z } from 'zod';
import { ChangePasswordInput } from '../../../../application/identity/schemas';
import { notify } from '../../app/notify';
import { useTRPC } from '../../app/trpc';
import { FormErrorAlert } from '../../kit/form/FormErrorAlert';
import { PasswordField } from '../../kit/form/PasswordField';
import { SubmitButton } from '../../kit/form/SubmitButton';
import { submitErrorsOf } from '../../kit/form/submitErrors';
import { zodValidate } from '../../kit/form/zodValidate';

type ChangePasswordValues = { currentPassword: string; newPassword: string; newPasswordRepeat: string };

const ChangePasswordWithRepeat = ChangePasswordInput.extend({
  newPasswordRepeat: z.string({ error: 'Repeat the new password' }).min(1, 'Repeat the new password'),
}).refine((values) => values.newPassword === values.newPasswordRepeat, { message: 'The passwords do not match', path: ['newPasswordRepeat'] });

export const ChangePasswordForm = () => {
  const trpc = useTRPC();
  const change = useMutation(trpc.identity.changePassword.mutationOptions());

  const onSubmit = async (values: ChangePasswordValues, form: FormApi<ChangePasswordValues>) => {
    try {
      await change.mutateAsync({ currentPassword: values.currentPassword, newPassword: values.newPassword });
    } catch (error) {
      return submitErrorsOf(error, ['currentPassword', 'newPassword']);
    }
    notify({ kind: 'success', message: 'Password changed. Your other sessions have been ended.', requestPath: 'identity.changePassword' });
    window.setTimeout(() => form.restart());
    return undefined;
  };

  return (
    <Form<ChangePasswordValues>
      onSubmit={onSubmit}
      validate={zodValidate(ChangePasswordWithRepeat)}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Change password">
          <Stack gap="md" maw={420}>
            <FormErrorAlert />
            <PasswordField name="currentPassword" label="Current password" autoComplete="current-password" withAsterisk />
            <PasswordField name="newPassword" label="New password" autoComplete="new-password" description="At least 8 characters: latin letters, digits and symbols" withAsterisk />
            <PasswordField name="newPasswordRepeat" label="Repeat the new password" autoComplete="new-password" withAsterisk />
            <Group>
              <SubmitButton>Change password</SubmitButton>
            </Group>
          </Stack>
        </form>
      )}
    />
  );
};
