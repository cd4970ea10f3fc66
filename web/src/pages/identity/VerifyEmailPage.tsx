import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { Link, Navigate, useParams } from 'react-router';
import { useEmailVerification } from '../../features/identity/useEmailVerification';
import { AuthCardTitle } from './AuthCardTitle';

export const VerifyEmailPage = () => {
  const { user = '', code = '' } = useParams();
  const state = useEmailVerification(user, code);

  if (state === 'failed') return <Navigate to="/verify-error" replace />;
  if (state === 'unavailable') {
    return (
      <Stack gap="md">
        <AuthCardTitle title="We could not confirm your e-mail" />
        <Alert color="red" variant="light" role="alert">
          The server did not answer. Open the link from the e-mail again in a minute.
        </Alert>
      </Stack>
    );
  }
  if (state === 'pending') {
    return (
      <Center py="xl" role="status">
        <Stack align="center" gap="sm">
          <Loader />
          <Text>Confirming your e-mail…</Text>
        </Stack>
      </Center>
    );
  }
  return (
    <Stack gap="md">
      <AuthCardTitle title="E-mail confirmed" />
      <Alert color="teal" variant="light" role="status">
        Thank you! Your e-mail is confirmed and your account is ready.
      </Alert>
      <Button component={Link} to="/login">
        Log in
      </Button>
    </Stack>
  );
};
