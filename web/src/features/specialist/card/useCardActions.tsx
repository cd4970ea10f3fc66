import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { notify, notifyError } from '../../../app/notify';
import { useTRPC, useTRPCClient } from '../../../app/trpc';
import { BlockDialog } from '../moderation/BlockDialog';
import { actionTexts, successTextOf, type CallAction } from './cardActions';
import { ConfirmDialog } from './ConfirmDialog';
import { fullNameOf, type SpecialistStatus } from './specialistLabels';

/** What an action needs to know about the card: its id, the version the user saw, and how to name it. */
export type ActionTarget = {
  readonly id: string;
  readonly version: number;
  readonly status: SpecialistStatus;
  readonly name: string;
  readonly surname: string;
};

type Pending = { readonly action: CallAction; readonly card: ActionTarget };
type Run = Pending & { readonly reason?: string };

export type CardActionRunner = {
  /** Asks first where the action is destructive (or needs a reason), then calls the server. */
  readonly request: (action: CallAction, card: ActionTarget) => void;
  /** The confirmation dialogs; render them once, anywhere in the page. */
  readonly dialogs: ReactNode;
  /** The action in flight and its card, to show a spinner on the right button. */
  readonly running: Pending | null;
};

/** Runs card actions with the seeds' confirmations and success texts; `onDone` decides where the user goes next. */
export const useCardActions = (onDone?: (action: CallAction, card: ActionTarget) => void): CardActionRunner => {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending | null>(null);

  const mutation = useMutation({
    mutationFn: ({ action, card, reason }: Run) => {
      const target = { specialistId: card.id, version: card.version };
      switch (action) {
        case 'deactivate':
          return client.specialist.deactivate.mutate(target);
        case 'deleteDraft':
          return client.specialist.deleteDraft.mutate(target);
        case 'archive':
          return client.specialist.archive.mutate(target);
        case 'publish':
          return client.specialist.publish.mutate(target);
        case 'block':
          return client.specialist.block.mutate({ ...target, reason: reason ?? '' });
        case 'hide':
          return client.specialist.hide.mutate(target);
        case 'managerArchive':
          return client.specialist.managerArchive.mutate(target);
        case 'restoreFromArchive':
          return client.specialist.restoreFromArchive.mutate(target);
        default: {
          const _exhaustive: never = action;
          return _exhaustive;
        }
      }
    },
    onSuccess: async (_result, { action, card }) => {
      setPending(null);
      notify({ kind: 'success', message: successTextOf(action, card.status), requestPath: `specialist.${action}` });
      // Leave first: the page left behind need not reload a card the user no longer looks at.
      onDone?.(action, card);
      await queryClient.invalidateQueries({ queryKey: trpc.specialist.pathKey() });
    },
    onError: (error, { action }) => {
      setPending(null);
      notifyError(error, `specialist.${action}`);
      // A conflict or a refused transition means the card changed under the user: show them its current state.
      void queryClient.invalidateQueries({ queryKey: trpc.specialist.pathKey() });
    },
  });

  const request = (action: CallAction, card: ActionTarget) => {
    if (action === 'block' || actionTexts[action].confirm) setPending({ action, card });
    else mutation.mutate({ action, card });
  };

  const running = mutation.isPending ? { action: mutation.variables.action, card: mutation.variables.card } : null;
  const confirm = pending && pending.action !== 'block' ? actionTexts[pending.action].confirm : undefined;
  const close = () => {
    if (!mutation.isPending) setPending(null);
  };

  const dialogs = (
    <>
      <ConfirmDialog
        opened={Boolean(pending && confirm)}
        title={confirm?.title ?? ''}
        message={pending && confirm ? confirm.message(fullNameOf(pending.card)) : ''}
        confirmLabel={confirm?.button ?? 'Confirm'}
        {...(pending && actionTexts[pending.action].colour ? { confirmColour: actionTexts[pending.action].colour } : {})}
        busy={mutation.isPending}
        onConfirm={() => pending && mutation.mutate(pending)}
        onCancel={close}
      />
      <BlockDialog
        opened={pending?.action === 'block'}
        specialistName={pending ? fullNameOf(pending.card) : ''}
        onSubmit={async (reason) => {
          if (!pending) return;
          await mutation.mutateAsync({ ...pending, reason }).catch(() => undefined);
        }}
        onCancel={close}
      />
    </>
  );

  return { request, dialogs, running };
};
