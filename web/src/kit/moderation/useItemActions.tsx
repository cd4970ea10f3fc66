import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { notify, notifyError } from '../../app/notify';
import { ConfirmDialog } from './ConfirmDialog';
import { isLinkAction, type CallAction, type ItemActions } from './itemActions';
import { ReasonDialog } from './ReasonDialog';

type Pending<Action extends string, Item> = { readonly action: Action; readonly item: Item };

export type ItemActionRunner<Action extends string, Item> = {
  readonly actions: ItemActions<Action, Item>;
  /** Asks first where the action says so (a confirmation or a reason), then calls the server. */
  readonly request: (action: Action, item: Item) => void;
  /** The action in flight and its item, to show a spinner on the right button or row. */
  readonly running: Pending<Action, Item> | null;
  /** The questions' dialogs; render them once, anywhere in the page. */
  readonly dialogs: ReactNode;
};

type Options<Action extends string, Item> = {
  /** Makes an action's call (the area's procedure of that name); the reason is empty unless the action asks for one. */
  readonly call: (action: Action, item: Item, reason: string) => Promise<unknown>;
  /** How the questions name the item ("Anna Schmidt", "“Ledger Lens”"). */
  readonly nameOf: (item: Item) => string;
  /** The procedure an action calls, so a newer notification about it replaces the older one. */
  readonly requestPathOf: (action: Action) => string;
  /** The cached answers an action makes stale (the area's queries). */
  readonly staleKey: QueryKey;
  /** Where the user goes next (the list, after an action on the item's page). */
  readonly onDone?: (action: Action, item: Item) => void;
};

/** Runs an item's actions with their questions and success texts; a refusal shows its reason and the item's current state. */
export const useItemActions = <Action extends string, Item>(
  actions: ItemActions<Action, Item>,
  { call, nameOf, requestPathOf, staleKey, onDone }: Options<Action, Item>,
): ItemActionRunner<Action, Item> => {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending<Action, Item> | null>(null);
  const callOf = (action: Action): CallAction<Item> | null => {
    const found = actions[action];
    return isLinkAction(found) ? null : found;
  };

  const mutation = useMutation({
    mutationFn: ({ action, item, reason }: Pending<Action, Item> & { readonly reason?: string }) =>
      call(action, item, reason ?? ''),
    onSuccess: async (_result, { action, item }) => {
      setPending(null);
      notify({ kind: 'success', message: callOf(action)?.success(item) ?? 'Done', requestPath: requestPathOf(action) });
      // Leave first: the page left behind need not reload an item the user no longer looks at.
      onDone?.(action, item);
      await queryClient.invalidateQueries({ queryKey: staleKey });
    },
    onError: (error, { action }) => {
      setPending(null);
      notifyError(error, requestPathOf(action));
      // A conflict or a refused transition means the item changed under the user: show its current state.
      void queryClient.invalidateQueries({ queryKey: staleKey });
    },
  });

  const request = (action: Action, item: Item) => {
    const asks = callOf(action);
    if (!asks) return;
    if (asks.confirm || asks.reason) setPending({ action, item });
    else mutation.mutate({ action, item });
  };

  const close = () => {
    if (!mutation.isPending) setPending(null);
  };
  const asked = pending ? callOf(pending.action) : null;
  const name = pending ? nameOf(pending.item) : '';

  const dialogs = (
    <>
      <ConfirmDialog
        opened={Boolean(asked?.confirm)}
        title={asked?.confirm?.title ?? ''}
        message={asked?.confirm?.message(name) ?? ''}
        confirmLabel={asked?.confirm?.button ?? 'Confirm'}
        confirmColour={asked?.colour}
        busy={mutation.isPending}
        onConfirm={() => pending && mutation.mutate(pending)}
        onCancel={close}
      />
      <ReasonDialog
        opened={Boolean(asked?.reason)}
        question={asked?.reason}
        name={name}
        colour={asked?.colour}
        onSubmit={async (reason) => {
          if (pending) await mutation.mutateAsync({ ...pending, reason }).catch(() => undefined);
        }}
        onCancel={close}
      />
    </>
  );

  return {
    actions,
    request,
    dialogs,
    running: mutation.isPending ? { action: mutation.variables.action, item: mutation.variables.item } : null,
  };
};
