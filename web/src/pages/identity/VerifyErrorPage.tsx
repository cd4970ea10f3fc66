import { Alert, Button, Group, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { AuthCardTitle } from './AuthCardTitle';

export const VerifyErrorPage = () => (
  <Stack gap="md">
    <AuthCardTitle title="The link does not work" />
    <Alert color="red" variant="light" role="alert">
      The confirmation link is invalid or has already been used. If you have confirmed your e-mail already, just log in.
    </Alert>
    <Group grow>
      <Button component={Link} to="/login">
        Log in
      </Button>
      <Button component={Link} to="/registration" variant="outline">
        Sign up again
      </Button>
    </Group>
  </Stack>
);
