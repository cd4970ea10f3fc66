import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { LoginForm } from '../../features/identity/LoginForm';
import { SsoSignIn } from '../../features/identity/sso/SsoSignIn';
import { useSession } from '../../app/session/SessionProvider';
import { AuthCardTitle } from './AuthCardTitle';

export const LoginPage = () => {
  const { logIn } = useSession();
  return (
    <>
      <AuthCardTitle title="Log in">Welcome back to the marketplace of IT specialists and solutions.</AuthCardTitle>
      <LoginForm />
      <Stack mt="md">
        <SsoSignIn onToken={logIn} />
      </Stack>
      <Text size="sm" ta="center" mt="lg">
        No account yet?{' '}
        <Anchor component={Link} to="/registration">
          Sign up
        </Anchor>
      </Text>
    </>
  );
};
