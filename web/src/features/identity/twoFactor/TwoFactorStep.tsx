import { Anchor, Divider, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { ConfirmTotpInput } from '../../../../../application/identity/twoFactorSchemas';
import { useTRPC } from '../../../app/trpc';
import { SchemaForm } from '../../../kit/form/SchemaForm';
import { sendForm } from '../../../kit/form/sendForm';
import { SubmitButton } from '../../../kit/form/SubmitButton';
import { TextField } from '../../../kit/form/TextField';
import { PasskeySignIn } from './PasskeySignIn';

type CodeValues = { code: string };

/**
 * The login's second step: the 6-digit code from the authenticator app or one of the recovery codes, and a passkey,
 * whichever the user has.
 */
export const TwoFactorStep = ({
  challenge,
  methods,
  onToken,
  onRestart,
}: {
  readonly challenge: string;
  readonly methods: readonly ('totp' | 'passkey')[];
  readonly onToken: (token: string) => void;
  readonly onRestart: () => void;
}) => {
  const trpc = useTRPC();
  const complete = useMutation(trpc.identity.loginTwoFactor.mutationOptions());
  const restart = (
    <Group justify="flex-end">
      <Anchor component="button" type="button" size="sm" onClick={onRestart}>
        Sign in again
      </Anchor>
    </Group>
  );
  const passkey = methods.includes('passkey') ? (
    <PasskeySignIn
      challenge={challenge}
      label="Use a passkey"
      variant={methods.includes('totp') ? 'default' : 'filled'}
      onToken={onToken}
    />
  ) : null;
  if (!methods.includes('totp'))
    return (
      <Stack>
        <Text size="sm">Confirm it is you with your passkey.</Text>
        {passkey}
        {restart}
      </Stack>
    );
  return (
    <Stack>
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
        {restart}
        <SubmitButton fullWidth>Verify</SubmitButton>
      </SchemaForm>
      {passkey && <Divider label="or" labelPosition="center" />}
      {passkey}
    </Stack>
  );
};
