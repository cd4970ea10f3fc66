import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { LoginForm } from '../../features/identity/LoginForm';
import { AuthCardTitle } from './AuthCardTitle';

export const LoginPage = () => (
  <>
    <AuthCardTitle title="Log in">Welcome back to the marketplace of IT specialists and solutions.</AuthCardTitle>
    <LoginForm />
    <Text size="sm" ta="center" mt="lg">
      No account yet?{' '}
      <Anchor component={Link} to="/registration">
        Sign up
      </Anchor>
    </Text>
  </>
);
