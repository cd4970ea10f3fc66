import { Alert, Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ResetPasswordForm } from '../../features/identity/ResetPasswordForm';
import { AuthCardTitle } from './AuthCardTitle';

export const ResetPasswordPage = () => {
  const { slug = '' } = useParams();
  const [done, setDone] = useState(false);
  if (done) {
    return (
      <Stack gap="md">
        <AuthCardTitle title="Password changed" />
        <Alert color="teal" variant="light" role="status">
          Your new password is saved. Log in with it.
        </Alert>
        <Button component={Link} to="/login">
          Log in
        </Button>
      </Stack>
    );
  }
  return (
    <>
      <AuthCardTitle title="Set a new password" />
      <ResetPasswordForm slug={slug} onReset={() => setDone(true)} />
    </>
  );
};
