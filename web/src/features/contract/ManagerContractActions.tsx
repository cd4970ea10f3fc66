import { Button, Group } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CONTRACT_LIMITS } from '../../../../application/contract/schemas';
import { notify, notifyError } from '../../app/notify';
import { useTRPC } from '../../app/trpc';
import { ReasonDialog } from '../../kit/moderation/ReasonDialog';
import type { ReasonQuestion } from '../../kit/moderation/itemActions';
import { CountersignDialog } from './CountersignDialog';
import type { ManagerContract } from './managerContractList';

const reasonRule = (values: { reason?: string }) => {
  const reason = (values.reason ?? '').trim();
  if (!reason) return { reason: 'Say why' };
  if (reason.length > CONTRACT_LIMITS.reason) return { reason: `Must be at most ${CONTRACT_LIMITS.reason} characters` };
  return undefined;
};

const questions: Record<'recall' | 'void', ReasonQuestion> = {
  recall: {
    title: 'Recall to draft',
    message: (number) =>
      `Contract ${number} goes back to draft: the signing link stops working and the signer is told. Say why.`,
    button: 'Recall',
    label: 'Reason',
    maxLength: CONTRACT_LIMITS.reason,
    validate: reasonRule,
  },
  void: {
    title: 'Void the contract',
    message: (number) =>
      `Contract ${number} will be voided for good: nobody can sign it any more. This cannot be undone. Say why.`,
    button: 'Void',
    label: 'Reason',
    maxLength: CONTRACT_LIMITS.reason,
    validate: reasonRule,
  },
};

/** The manager's buttons, only those the server allows for the contract's status (`allowedActions`). */
export const ManagerContractActions = ({ contract }: { readonly contract: ManagerContract }) => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'recall' | 'void' | 'countersign' | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: trpc.contract.pathKey() });
  const options = (path: string, message: string) => ({
    onSuccess: (answer: ManagerContract) => {
      refresh();
      // The answer is the contract as its page reads it: the new status shows without waiting for the refetch.
      queryClient.setQueryData(trpc.contract.info.queryKey({ id: answer.id }), answer);
      notify({ kind: 'success' as const, message, requestPath: path });
    },
    onError: (error: unknown) => notifyError(error, path),
  });
  const send = useMutation(
    trpc.contract.send.mutationOptions(
      options('contract.send', `Contract ${contract.number} was sent to ${contract.signerEmail.email} for signature`),
    ),
  );
  const resend = useMutation(
    trpc.contract.resend.mutationOptions(
      options('contract.resend', `A new signing link was sent to ${contract.signerEmail.email}`),
    ),
  );
  const recall = useMutation(trpc.contract.recall.mutationOptions());
  const voidContract = useMutation(trpc.contract.void.mutationOptions());
  const allowed = new Set(contract.allowedActions);

  const withReason = (action: 'recall' | 'void') => async (reason: string) => {
    try {
      await (action === 'recall' ? recall : voidContract).mutateAsync({ id: contract.id, reason });
      refresh();
      notify({
        kind: 'success',
        message:
          action === 'recall'
            ? `Contract ${contract.number} is a draft again`
            : `Contract ${contract.number} was voided`,
        requestPath: `contract.${action}`,
      });
      setDialog(null);
    } catch (error) {
      notifyError(error, `contract.${action}`);
    }
  };

  const any = ['send', 'resend', 'recall', 'countersign', 'void'].some((a) => allowed.has(a as never));
  if (!any) return null;
  return (
    <>
      <Group gap="sm" wrap="wrap">
        {allowed.has('send') ? (
          <Button onClick={() => send.mutate({ id: contract.id })} loading={send.isPending}>
            Send for signature
          </Button>
        ) : null}
        {allowed.has('countersign') ? <Button onClick={() => setDialog('countersign')}>Countersign</Button> : null}
        {allowed.has('resend') ? (
          <Button variant="default" onClick={() => resend.mutate({ id: contract.id })} loading={resend.isPending}>
            Send link again
          </Button>
        ) : null}
        {allowed.has('recall') ? (
          <Button variant="default" onClick={() => setDialog('recall')}>
            Recall
          </Button>
        ) : null}
        {allowed.has('void') ? (
          <Button variant="outline" color="red" onClick={() => setDialog('void')}>
            Void
          </Button>
        ) : null}
      </Group>
      <ReasonDialog
        opened={dialog === 'recall'}
        question={questions.recall}
        name={contract.number}
        onSubmit={withReason('recall')}
        onCancel={() => setDialog(null)}
      />
      <ReasonDialog
        opened={dialog === 'void'}
        question={questions.void}
        name={contract.number}
        onSubmit={withReason('void')}
        onCancel={() => setDialog(null)}
        colour="red"
      />
      {allowed.has('countersign') ? (
        <CountersignDialog contract={contract} opened={dialog === 'countersign'} onClose={() => setDialog(null)} />
      ) : null}
    </>
  );
};
