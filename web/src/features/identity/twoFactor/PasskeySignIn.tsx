import { Alert, Button, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../../app/trpc';
import { passkeyProblemOf, passkeysSupported, answerPasskeyRequest } from './passkeyBrowser';

/**
 * 'Sign in with a passkey': with the challenge a password earned, the login's second step; without one, the passkey
 * alone signs in (the browser offers the passkeys it holds for this site). The token goes to `onToken`.
 */
export const PasskeySignIn = ({
  challenge,
  label,
  variant = 'default',
  onToken,
}: {
  readonly challenge?: string;
  readonly label: string;
  readonly variant?: 'default' | 'filled';
  readonly onToken: (token: string) => void;
}) => {
  const trpc = useTRPC();
  const options = useMutation(trpc.identity.passkeySignInOptions.mutationOptions());
  const signIn = useMutation(trpc.identity.loginPasskey.mutationOptions());
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!passkeysSupported()) return null;

  const run = async () => {
    setProblem(null);
    setBusy(true);
    try {
      const started = await options.mutateAsync(challenge ? { challenge } : {});
      const credential = await answerPasskeyRequest(started.options);
      const { token } = await signIn.mutateAsync({ ceremony: started.ceremony, credential } as never);
      onToken(token);
    } catch (error) {
      setProblem(passkeyProblemOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs">
      <Button fullWidth variant={variant} onClick={() => void run()} loading={busy}>
        {label}
      </Button>
      {problem && (
        <Alert color="orange" title="Not signed in">
          {problem}
        </Alert>
      )}
    </Stack>
  );
};
