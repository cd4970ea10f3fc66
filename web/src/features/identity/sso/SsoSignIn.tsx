import { Alert, Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { SsoStartInput } from '../../../../../application/identity/sso/ssoSchemas';
import { useTRPC } from '../../../app/trpc';
import { SchemaForm } from '../../../kit/form/SchemaForm';
import { sendForm } from '../../../kit/form/sendForm';
import { SubmitButton } from '../../../kit/form/SubmitButton';
import { TextField } from '../../../kit/form/TextField';
import { ssoErrorText } from './ssoWords';

/** What the provider's callback left in the login page's address: the session's token, or why there is none. */
const landing = (): { readonly token: string | null; readonly error: string | null } => {
  if (typeof window === 'undefined') return { token: null, error: null };
  return {
    token: new URLSearchParams(window.location.hash.slice(1)).get('sso_token'),
    error: new URLSearchParams(window.location.search).get('sso_error'),
  };
};

/**
 * The login page's way in through a company's single sign-on: the person types their work e-mail and goes to their
 * company's provider; a domain no company verified is said above the field. Back from the provider, the token in the
 * address's fragment is stored (and dropped from the address and the history at once) and the guest guard takes the
 * person in; a refusal is said in words.
 */
export const SsoSignIn = ({ onToken }: { readonly onToken: (token: string) => void }) => {
  const trpc = useTRPC();
  const start = useMutation(trpc.sso.start.mutationOptions());
  const [back] = useState(landing);
  const [open, setOpen] = useState(back.error !== null);
  useEffect(() => {
    if (!back.token && !back.error) return;
    window.history.replaceState(null, '', window.location.pathname);
    if (!back.token) return;
    // After the session provider's own first effects, which read the stored token of a fresh page.
    const token = back.token;
    const timer = setTimeout(() => onToken(token), 0);
    return () => clearTimeout(timer);
  }, [back, onToken]);

  if (!open)
    return (
      <Button variant="default" fullWidth onClick={() => setOpen(true)}>
        Sign in with your company&apos;s SSO
      </Button>
    );
  return (
    <Stack gap="xs">
      {back.error ? (
        <Alert color="red" title="You are not signed in" role="alert">
          {ssoErrorText(back.error)}
        </Alert>
      ) : null}
      <Text size="sm">Enter your work e-mail: we take you to your company&apos;s sign-in page.</Text>
      <SchemaForm<{ email: string }>
        label="Sign in with your company's SSO"
        schema={SsoStartInput}
        onSubmit={(values) =>
          sendForm(
            () => start.mutateAsync({ email: values.email }),
            ['email'],
            ({ url }) => window.location.assign(url),
          )
        }
      >
        <TextField name="email" label="Work e-mail" type="email" autoComplete="email" withAsterisk />
        <SubmitButton fullWidth>Continue to your company&apos;s sign-in</SubmitButton>
      </SchemaForm>
    </Stack>
  );
};
