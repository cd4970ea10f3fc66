import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ForgotPasswordForm } from '../../features/identity/ForgotPasswordForm';
import { AuthCardTitle } from './AuthCardTitle';

export const ForgotPasswordPage = () => {
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <Stack gap={0}>
      <AuthCardTitle title="Forgot your password?">
        {sentTo ? null : 'Enter the e-mail of your account and we will send you a link to set a new password.'}
      </AuthCardTitle>
      {sentTo ? (
        <Alert color="teal" variant="light" role="status" title="Check your e-mail">
          If an account with <strong>{sentTo}</strong> exists, we sent it a link to set a new password. The link works
          once, within one hour.
        </Alert>
      ) : (
        <ForgotPasswordForm onSent={setSentTo} />
      )}
      <Text size="sm" ta="center" mt="lg">
        <Anchor component={Link} to="/login">
          Back to login
        </Anchor>
      </Text>
    </Stack>
  );
};
