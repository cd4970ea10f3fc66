import { Alert, Button, Code, Group, Image, List, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmTotpInput } from '../../../../../application/identity/twoFactorSchemas';
import { useTRPC } from '../../../app/trpc';
import { SchemaForm } from '../../../kit/form/SchemaForm';
import { sendForm } from '../../../kit/form/sendForm';
import { SubmitButton } from '../../../kit/form/SubmitButton';
import { TextField } from '../../../kit/form/TextField';

type CodeValues = { code: string };
type Enrolment = { readonly secret: string; readonly url: string; readonly qr: string };

/**
 * Turning on two-factor sign-in: the QR code and the secret for the authenticator app, a first code to confirm,
 * then the ten recovery codes, shown this once.
 */
export const TotpEnrolment = () => {
  const trpc = useTRPC();
  const start = useMutation(trpc.identity.startTotpEnrolment.mutationOptions());
  const confirm = useMutation(trpc.identity.confirmTotp.mutationOptions());
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<readonly string[] | null>(null);

  const begin = async () => {
    const { secret, url } = await start.mutateAsync();
    // The QR library is loaded only by the people who turn two-factor on.
    const { toDataURL } = await import('qrcode');
    setEnrolment({ secret, url, qr: await toDataURL(url, { margin: 1, width: 200 }) });
  };

  if (recoveryCodes)
    return (
      <Stack>
        <Alert color="green" title="Two-factor sign-in is on">
          From now on you sign in with your password and a code from the app.
        </Alert>
        <Text>
          Keep these recovery codes somewhere safe: each signs you in once if you lose your phone. They are shown only
          now.
        </Text>
        <List spacing={4} aria-label="Recovery codes">
          {recoveryCodes.map((code) => (
            <List.Item key={code}>
              <Code>{code}</Code>
            </List.Item>
          ))}
        </List>
      </Stack>
    );

  if (!enrolment)
    return (
      <Stack align="flex-start">
        <Text>Sign in with a code from an authenticator app on your phone as well as your password.</Text>
        {start.error && <Alert color="orange">{start.error.message}</Alert>}
        <Button onClick={() => void begin().catch(() => undefined)} loading={start.isPending}>
          Turn on two-factor sign-in
        </Button>
      </Stack>
    );

  return (
    <Stack maw={420}>
      <Text>Scan this QR code with your authenticator app, or type the key into it.</Text>
      <Image src={enrolment.qr} alt="QR code for the authenticator app" w={200} h={200} />
      <Group gap="xs">
        <Text size="sm">Key:</Text>
        <Code data-testid="totp-secret">{enrolment.secret}</Code>
      </Group>
      <SchemaForm<CodeValues>
        label="Confirm two-factor sign-in"
        schema={ConfirmTotpInput}
        onSubmit={(values) =>
          sendForm(
            () => confirm.mutateAsync(values),
            ['code'],
            (answer) => setRecoveryCodes(answer.recoveryCodes),
          )
        }
      >
        <TextField name="code" label="Code from the app" autoComplete="one-time-code" withAsterisk />
        <Group>
          <SubmitButton>Turn on</SubmitButton>
        </Group>
      </SchemaForm>
    </Stack>
  );
};
