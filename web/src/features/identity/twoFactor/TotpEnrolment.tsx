import { Alert, Button, Code, Group, Image, List, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmTotpInput } from '../../../../../application/identity/twoFactorSchemas';
import { useTRPC } from '../../../app/trpc';
import { ErrorState } from '../../../kit/ErrorState';
import { LoadingState } from '../../../kit/LoadingState';
import { formatDate } from '../../../kit/format';
import { SchemaForm } from '../../../kit/form/SchemaForm';
import { sendForm } from '../../../kit/form/sendForm';
import { SubmitButton } from '../../../kit/form/SubmitButton';
import { TextField } from '../../../kit/form/TextField';
import { countOf } from '../../../kit/plural';

type CodeValues = { code: string };
type Enrolment = { readonly secret: string; readonly url: string; readonly qr: string };

/** The ten recovery codes, shown once: after turning on, and after renewing them. */
const RecoveryCodes = ({ codes, title }: { readonly codes: readonly string[]; readonly title: string }) => (
  <Stack>
    <Alert color="green" title={title}>
      Keep these recovery codes somewhere safe: each signs you in once if you lose your phone. They are shown only now.
    </Alert>
    <List spacing={4} aria-label="Recovery codes">
      {codes.map((code) => (
        <List.Item key={code}>
          <Code>{code}</Code>
        </List.Item>
      ))}
    </List>
  </Stack>
);

/** A code from the app or a recovery code, asked before a change to two-factor itself. */
const CodeForm = ({
  label,
  submit,
  onSubmit,
  onCancel,
}: {
  readonly label: string;
  readonly submit: string;
  readonly onSubmit: (values: CodeValues) => Promise<unknown>;
  readonly onCancel: () => void;
}) => (
  <SchemaForm<CodeValues> label={label} schema={ConfirmTotpInput} onSubmit={onSubmit}>
    <TextField
      name="code"
      label="Code from the app or a recovery code"
      autoComplete="one-time-code"
      withAsterisk
      data-autofocus
    />
    <Group>
      <SubmitButton>{submit}</SubmitButton>
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
    </Group>
  </SchemaForm>
);

/**
 * Two-factor sign-in on the profile. Off: turning it on (the QR code and the secret for the authenticator app, a first
 * code to confirm, then the ten recovery codes, shown this once). On: since when and how many recovery codes are left,
 * new recovery codes, and turning it off; each change asks for a code.
 */
export const TotpEnrolment = () => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const status = useQuery(trpc.identity.twoFactorStatus.queryOptions());
  const refreshStatus = () => queryClient.invalidateQueries({ queryKey: trpc.identity.twoFactorStatus.queryKey() });
  const start = useMutation(trpc.identity.startTotpEnrolment.mutationOptions());
  const confirm = useMutation(trpc.identity.confirmTotp.mutationOptions({ onSuccess: refreshStatus }));
  const renew = useMutation(trpc.identity.renewRecoveryCodes.mutationOptions({ onSuccess: refreshStatus }));
  const turnOff = useMutation(trpc.identity.turnOffTotp.mutationOptions({ onSuccess: refreshStatus }));
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [shownCodes, setShownCodes] = useState<{ readonly title: string; readonly codes: readonly string[] } | null>(
    null,
  );
  const [change, setChange] = useState<'renew' | 'off' | null>(null);

  const begin = async () => {
    const { secret, url } = await start.mutateAsync();
    // The QR library is loaded only by the people who turn two-factor on.
    const { toDataURL } = await import('qrcode');
    setEnrolment({ secret, url, qr: await toDataURL(url, { margin: 1, width: 200 }) });
  };

  if (shownCodes)
    return (
      <Stack align="flex-start">
        <RecoveryCodes codes={shownCodes.codes} title={shownCodes.title} />
        <Button variant="default" onClick={() => setShownCodes(null)}>
          I have kept them
        </Button>
      </Stack>
    );

  if (status.isPending) return <LoadingState rows={2} label="Loading two-factor sign-in" />;
  if (status.isError)
    return <ErrorState message="Two-factor sign-in could not be loaded." onRetry={() => void status.refetch()} />;

  if (status.data.enabled)
    return (
      <Stack align="flex-start">
        <Text>
          Two-factor sign-in is on since {formatDate(status.data.enabledAt)}: you sign in with your password and a code
          from your authenticator app.
        </Text>
        <Text c={status.data.recoveryCodesLeft <= 3 ? 'orange.9' : undefined}>
          {countOf(status.data.recoveryCodesLeft, 'recovery code')} left
          {status.data.recoveryCodesLeft <= 3 ? ': get new ones before you run out.' : '.'}
        </Text>
        {change === 'renew' ? (
          <CodeForm
            label="Get new recovery codes"
            submit="Get new recovery codes"
            onCancel={() => setChange(null)}
            onSubmit={(values) =>
              sendForm(
                () => renew.mutateAsync(values),
                ['code'],
                (answer) => {
                  setChange(null);
                  setShownCodes({
                    title: 'New recovery codes: the old ones no longer work',
                    codes: answer.recoveryCodes,
                  });
                },
              )
            }
          />
        ) : change === 'off' ? (
          <CodeForm
            label="Turn off two-factor sign-in"
            submit="Turn off"
            onCancel={() => setChange(null)}
            onSubmit={(values) =>
              sendForm(
                () => turnOff.mutateAsync(values),
                ['code'],
                () => setChange(null),
              )
            }
          />
        ) : (
          <Group>
            <Button variant="default" onClick={() => setChange('renew')}>
              New recovery codes
            </Button>
            <Button variant="default" onClick={() => setChange('off')}>
              Turn off two-factor sign-in
            </Button>
          </Group>
        )}
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
            (answer) => {
              setEnrolment(null);
              setShownCodes({
                title: 'Two-factor sign-in is on: from now on you sign in with your password and a code from the app',
                codes: answer.recoveryCodes,
              });
            },
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
