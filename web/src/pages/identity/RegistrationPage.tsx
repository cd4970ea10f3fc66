import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { RegistrationForm } from '../../features/identity/RegistrationForm';
import { AuthCardTitle } from './AuthCardTitle';

export const RegistrationPage = () => {
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);

  if (registeredEmail) {
    return (
      <Stack gap="md">
        <AuthCardTitle title="Check your e-mail" />
        <Alert color="teal" variant="light" role="status" title="Almost done">
          We sent a confirmation link to <strong>{registeredEmail}</strong>. Follow it to finish the registration, then
          log in.
        </Alert>
        <Text size="sm" c="dimmed">
          No e-mail after a few minutes? Check the spam folder, or sign up again with the right address.
        </Text>
        <Button component={Link} to="/login" variant="outline">
          Go to login
        </Button>
      </Stack>
    );
  }

  return (
    <>
      <AuthCardTitle title="Sign up">Register your company to hire specialists or to offer them.</AuthCardTitle>
      <RegistrationForm onRegistered={setRegisteredEmail} />
      <Text size="sm" ta="center" mt="lg">
        Already registered?{' '}
        <Anchor component={Link} to="/login">
          Log in
        </Anchor>
      </Text>
    </>
  );
};
