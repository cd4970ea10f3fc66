import { Anchor, Divider, Group, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoginInput } from '../../../../application/identity/schemas';
import { useSession } from '../../app/session/SessionProvider';
import { useTRPC } from '../../app/trpc';
import { PasswordField } from '../../kit/form/PasswordField';
import { SchemaForm } from '../../kit/form/SchemaForm';
import { sendForm } from '../../kit/form/sendForm';
import { SubmitButton } from '../../kit/form/SubmitButton';
import { TextField } from '../../kit/form/TextField';
import { PasskeySignIn } from './twoFactor/PasskeySignIn';
import { TwoFactorStep } from './twoFactor/TwoFactorStep';

type LoginValues = { email: string; password: string };

/** On success the token is stored; the guest guard then takes the user to the saved target or /pa. */
export const LoginForm = () => {
  const trpc = useTRPC();
  const { logIn } = useSession();
  const login = useMutation(trpc.identity.login.mutationOptions());
  // With two-factor on, the password earns a challenge: the second step asks for the code.
  const [challenge, setChallenge] = useState<{
    readonly challenge: string;
    readonly methods: readonly ('totp' | 'passkey')[];
  } | null>(null);

  // Wrong credentials, an unconfirmed e-mail and too many attempts all read best above the form.
  const onSubmit = (values: LoginValues) =>
    sendForm(
      () => login.mutateAsync(values),
      ['email', 'password'],
      (answer) => ('token' in answer ? logIn(answer.token) : setChallenge(answer)),
    );

  if (challenge)
    return (
      <TwoFactorStep
        challenge={challenge.challenge}
        methods={challenge.methods}
        onToken={logIn}
        onRestart={() => setChallenge(null)}
      />
    );
  return (
    <Stack>
      <SchemaForm<LoginValues> label="Log in" schema={LoginInput} onSubmit={onSubmit}>
        <TextField name="email" label="E-mail" type="email" autoComplete="email" withAsterisk data-autofocus />
        <PasswordField name="password" label="Password" autoComplete="current-password" withAsterisk />
        <Group justify="flex-end">
          <Anchor component={Link} to="/forgot" size="sm">
            Forgot your password?
          </Anchor>
        </Group>
        <SubmitButton fullWidth>Log in</SubmitButton>
      </SchemaForm>
      <Divider label="or" labelPosition="center" />
      <PasskeySignIn label="Sign in with a passkey" onToken={logIn} />
    </Stack>
  );
};
