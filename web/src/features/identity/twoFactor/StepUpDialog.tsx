import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { StepUpInput } from '../../../../../application/identity/stepUpSchemas';
import { useTRPC } from '../../../app/trpc';
import { stepUpAsker } from '../../../app/trpcClient';
import { ErrorState } from '../../../kit/ErrorState';
import { LoadingState } from '../../../kit/LoadingState';
import { PasswordField } from '../../../kit/form/PasswordField';
import { SchemaForm } from '../../../kit/form/SchemaForm';
import { sendForm } from '../../../kit/form/sendForm';
import { SubmitButton } from '../../../kit/form/SubmitButton';
import { TextField } from '../../../kit/form/TextField';
import { answerPasskeyRequest, passkeyProblemOf } from './passkeyBrowser';

/** The ways the person proves it is them: a code, a passkey, or the password where they have no second factor. */
const StepUpForm = ({ onProven }: { readonly onProven: () => void }) => {
  const trpc = useTRPC();
  const methods = useQuery(trpc.identity.stepUpMethods.queryOptions(undefined, { staleTime: 0 }));
  const stepUp = useMutation(trpc.identity.stepUp.mutationOptions());
  const options = useMutation(trpc.identity.stepUpPasskeyOptions.mutationOptions());
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const confirmWithPasskey = async () => {
    setProblem(null);
    setBusy(true);
    try {
      const started = await options.mutateAsync();
      const credential = await answerPasskeyRequest(started.options);
      await stepUp.mutateAsync({ ceremony: started.ceremony, credential } as never);
      onProven();
    } catch (error) {
      setProblem(passkeyProblemOf(error));
    } finally {
      setBusy(false);
    }
  };

  if (methods.isPending) return <LoadingState rows={2} label="Loading how to confirm" />;
  if (methods.isError)
    return <ErrorState message="How to confirm could not be loaded." onRetry={() => void methods.refetch()} />;
  const has = (method: 'totp' | 'passkey' | 'password') => methods.data.methods.includes(method);
  return (
    <Stack>
      <Text size="sm">This action binds you or your company. Confirm it is you; it then goes ahead.</Text>
      {has('totp') && (
        <SchemaForm<{ code: string }>
          label="Confirm with a code"
          schema={StepUpInput}
          onSubmit={(values) => sendForm(() => stepUp.mutateAsync({ code: values.code }), ['code'], onProven)}
        >
          <TextField
            name="code"
            label="Code from the app or a recovery code"
            autoComplete="one-time-code"
            withAsterisk
            data-autofocus
          />
          <SubmitButton>Confirm</SubmitButton>
        </SchemaForm>
      )}
      {has('passkey') && (
        <Button variant={has('totp') ? 'default' : 'filled'} onClick={() => void confirmWithPasskey()} loading={busy}>
          Confirm with a passkey
        </Button>
      )}
      {has('password') && (
        <SchemaForm<{ password: string }>
          label="Confirm with your password"
          schema={StepUpInput}
          onSubmit={(values) =>
            sendForm(() => stepUp.mutateAsync({ password: values.password }), ['password'], onProven)
          }
        >
          <PasswordField name="password" label="Password" autoComplete="current-password" withAsterisk data-autofocus />
          <SubmitButton>Confirm</SubmitButton>
        </SchemaForm>
      )}
      {problem && (
        <Alert color="orange" title="Not confirmed">
          {problem}
        </Alert>
      )}
    </Stack>
  );
};

/**
 * Mounted once in the signed-in areas: when an act that binds answers 403 auth.step_up_required, asks the person to
 * prove it is them (the tRPC link waits), then the act is sent again; closing the dialog gives the refusal back.
 * Several refused calls at once wait for one dialog.
 */
export const StepUpDialog = () => {
  const [opened, setOpened] = useState(false);
  const waiting = useRef<{ promise: Promise<boolean>; resolve: (proven: boolean) => void } | null>(null);

  useEffect(() => {
    const ask = () => {
      if (!waiting.current) {
        let resolve: (proven: boolean) => void = () => undefined;
        const promise = new Promise<boolean>((r) => (resolve = r));
        waiting.current = { promise, resolve };
        setOpened(true);
      }
      return waiting.current.promise;
    };
    stepUpAsker.ask = ask;
    return () => {
      if (stepUpAsker.ask === ask) stepUpAsker.ask = null;
    };
  }, []);

  const finish = (proven: boolean) => {
    waiting.current?.resolve(proven);
    waiting.current = null;
    setOpened(false);
  };

  return (
    <Modal
      opened={opened}
      onClose={() => finish(false)}
      title="Confirm it is you"
      centered
      closeButtonProps={{ 'aria-label': 'Cancel' }}
    >
      {opened && <StepUpForm onProven={() => finish(true)} />}
    </Modal>
  );
};
