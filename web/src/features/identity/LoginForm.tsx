import { Anchor, Group, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Form } from 'react-final-form';
import { Link } from 'react-router';
import { LoginInput } from '../../../../application/identity/schemas';
import { useSession } from '../../app/session/SessionProvider';
import { useTRPC } from '../../app/trpc';
import { FormErrorAlert } from '../../kit/form/FormErrorAlert';
import { PasswordField } from '../../kit/form/PasswordField';
import { SubmitButton } from '../../kit/form/SubmitButton';
import { submitErrorsOf } from '../../kit/form/submitErrors';
import { TextField } from '../../kit/form/TextField';
import { zodValidate } from '../../kit/form/zodValidate';

type LoginValues = { email: string; password: string };

/** On success the token is stored; the guest guard then takes the user to the saved target or /pa. */
export const LoginForm = () => {
  const trpc = useTRPC();
  const { logIn } = useSession();
  const login = useMutation(trpc.identity.login.mutationOptions());

  const onSubmit = async (values: LoginValues) => {
    try {
      const { token } = await login.mutateAsync(values);
      logIn(token);
      return undefined;
    } catch (error) {
      // Wrong credentials, an unconfirmed e-mail and too many attempts all read best above the form.
      return submitErrorsOf(error, ['email', 'password']);
    }
  };

  return (
    <Form<LoginValues>
      onSubmit={onSubmit}
      validate={zodValidate(LoginInput)}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Log in">
          <Stack gap="md">
            <FormErrorAlert />
            <TextField name="email" label="E-mail" type="email" autoComplete="email" withAsterisk data-autofocus />
            <PasswordField name="password" label="Password" autoComplete="current-password" withAsterisk />
            <Group justify="flex-end">
              <Anchor component={Link} to="/forgot" size="sm">
                Forgot your password?
              </Anchor>
            </Group>
            <SubmitButton fullWidth>Log in</SubmitButton>
          </Stack>
        </form>
      )}
    />
  );
};
