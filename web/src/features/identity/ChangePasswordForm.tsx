import { Group } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { FormApi } from 'final-form';
import { ChangePasswordInput } from '../../../../application/identity/schemas';
import { notify } from '../../app/notify';
import { useTRPC } from '../../app/trpc';
import { PasswordField } from '../../kit/form/PasswordField';
import { SchemaForm } from '../../kit/form/SchemaForm';
import { sendForm } from '../../kit/form/sendForm';
import { SubmitButton } from '../../kit/form/SubmitButton';
import { NewPasswordFields, withRepeatedPassword } from './newPassword';

type ChangePasswordValues = { currentPassword: string; newPassword: string; newPasswordRepeat: string };

const ChangePasswordWithRepeat = withRepeatedPassword(ChangePasswordInput, 'newPassword', 'newPasswordRepeat');

export const ChangePasswordForm = () => {
  const trpc = useTRPC();
  const change = useMutation(trpc.identity.changePassword.mutationOptions());

  const onSubmit = (values: ChangePasswordValues, form: FormApi<ChangePasswordValues>) =>
    sendForm(
      () => change.mutateAsync({ currentPassword: values.currentPassword, newPassword: values.newPassword }),
      ['currentPassword', 'newPassword'],
      () => {
        notify({
          kind: 'success',
          message: 'Password changed. Your other sessions have been ended.',
          requestPath: 'identity.changePassword',
        });
        // Restarting inside onSubmit would be overwritten by final-form's own end-of-submit update.
        window.setTimeout(() => form.restart());
      },
    );

  return (
    <SchemaForm<ChangePasswordValues>
      label="Change password"
      schema={ChangePasswordWithRepeat}
      onSubmit={onSubmit}
      maw={420}
    >
      <PasswordField name="currentPassword" label="Current password" autoComplete="current-password" withAsterisk />
      <NewPasswordFields name="newPassword" repeatName="newPasswordRepeat" />
      <Group>
        <SubmitButton>Change password</SubmitButton>
      </Group>
    </SchemaForm>
  );
};
