import { Anchor, Group, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { ConfirmTotpInput } from '../../../../../application/identity/twoFactorSchemas';
import { useTRPC } from '../../../app/trpc';
import { SchemaForm } from '../../../kit/form/SchemaForm';
import { sendForm } from '../../../kit/form/sendForm';
import { SubmitButton } from '../../../kit/form/SubmitButton';
import { TextField } from '../../../kit/form/TextField';

type CodeValues = { code: string };

/** The login's second step: the 6-digit code from the authenticator app, or one of the recovery codes. */
export const TwoFactorStep = ({
  challenge,
  onToken,
  onRestart,
}: {
  readonly challenge: string;
  readonly onToken: (token: string) => void;
  readonly onRestart: () => void;
}) => {
  const trpc = useTRPC();
  const complete = useMutation(trpc.identity.loginTwoFactor.mutationOptions());
  return (
    <SchemaForm<CodeValues>
      label="Two-factor sign-in"
      schema={ConfirmTotpInput}
      onSubmit={(values) =>
        sendForm(
          () => complete.mutateAsync({ challenge, code: values.code }),
          ['code'],
          ({ token }) => onToken(token),
        )
      }
    >
      <Text size="sm">Enter the 6-digit code from your authenticator app, or one of your recovery codes.</Text>
      <TextField name="code" label="Code" autoComplete="one-time-code" inputMode="text" withAsterisk data-autofocus />
      <Group justify="flex-end">
        <Anchor component="button" type="button" size="sm" onClick={onRestart}>
          Sign in again
        </Anchor>
      </Group>
      <SubmitButton fullWidth>Verify</SubmitButton>
    </SchemaForm>
  );
};
