import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { notify, notifyError } from '../../app/notify';
import { useTRPC, useTRPCClient } from '../../app/trpc';
import { ConfirmDialog } from '../specialist/card/ConfirmDialog';
import { solutionActionTexts, solutionSuccessTextOf, type SolutionCallAction } from './solutionActions';
import { solutionTitleOf, type SolutionStatus } from './solutionLabels';

/** What an action needs to know: the solution's id, the version the user saw, its status and title. */
export type SolutionTarget = { readonly id: string; readonly version: number; readonly status: SolutionStatus; readonly title: string };

type Pending = { readonly action: SolutionCallAction; readonly solution: SolutionTarget };

export type SolutionActionRunner = {
  /** Asks first where the action is destructive, then calls the server. */
  readonly request: (action: SolutionCallAction, solution: SolutionTarget) => void;
  /** The confirmation dialog; render it once, anywhere in the page. */
  readonly dialogs: ReactNode;
  readonly running: Pending | null;
};

/** Runs solution actions with confirmations and success texts; `onDone` decides where the user goes next. */
export const useSolutionActions = (onDone?: (action: SolutionCallAction, solution: SolutionTarget) => void): SolutionActionRunner => {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending | null>(null);

  const mutation = useMutation({
    mutationFn: ({ action, solution }: Pending) => {
      const target = { solutionId: solution.id, version: solution.version };
      switch (action) {
        case 'deactivate':
          return client.solution.deactivate.mutate(target);
        case 'moveToDraft':
          return client.solution.moveToDraft.mutate(target);
        case 'deleteDraft':
          return client.solution.deleteDraft.mutate(target);
        case 'archive':
          return client.solution.archive.mutate(target);
        case 'publish':
          return client.solution.publish.mutate(target);
        case 'managerArchive':
          return client.solution.managerArchive.mutate(target);
        case 'restoreFromArchive':
          return client.solution.restoreFromArchive.mutate(target);
        default: {
          const _exhaustive: never = action;
          return _exhaustive;
        }
      }
    },
    onSuccess: async (_result, { action, solution }) => {
      setPending(null);
      notify({ kind: 'success', message: solutionSuccessTextOf(action), requestPath: `solution.${action}` });
      onDone?.(action, solution);
      await queryClient.invalidateQueries({ queryKey: trpc.solution.pathKey() });
    },
    onError: (error, { action }) => {
      setPending(null);
      notifyError(error, `solution.${action}`);
      // A conflict or a refused transition means the solution changed under the user: show its current state.
      void queryClient.invalidateQueries({ queryKey: trpc.solution.pathKey() });
    },
  });

  const request = (action: SolutionCallAction, solution: SolutionTarget) => {
    if (solutionActionTexts[action].confirm) setPending({ action, solution });
    else mutation.mutate({ action, solution });
  };

  const running = mutation.isPending ? mutation.variables : null;
  const confirm = pending ? solutionActionTexts[pending.action].confirm : undefined;
  const colour = pending ? solutionActionTexts[pending.action].colour : undefined;

  const dialogs = (
    <ConfirmDialog
      opened={Boolean(pending && confirm)}
      title={confirm?.title ?? ''}
      message={pending && confirm ? confirm.message(solutionTitleOf(pending.solution)) : ''}
      confirmLabel={confirm?.button ?? 'Confirm'}
      {...(colour ? { confirmColour: colour } : {})}
      busy={mutation.isPending}
      onConfirm={() => pending && mutation.mutate(pending)}
      onCancel={() => {
        if (!mutation.isPending) setPending(null);
      }}
    />
  );

  return { request, dialogs, running };
};
