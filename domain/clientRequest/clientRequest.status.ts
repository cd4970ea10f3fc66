import { nextStatusIn, type StatusTable } from '../moderation/statusTable';

/**
 * A client request's lifecycle as data: status x action -> next status. The client (or a manager posting for it)
 * writes and sends it; a manager publishes or rejects it; the client closes it, or the platform does when its
 * period starts. Anything not in the table is refused by `decide` with a coded error.
 */
export const clientRequestStatuses = ['new', 'draft', 'moderation', 'published', 'rejected', 'closed'] as const;
export type ClientRequestStatus = (typeof clientRequestStatuses)[number];

export const clientActions = ['saveDraft', 'sendToModeration', 'close'] as const;
/** A manager may also write a request for a client, besides moderating it. */
export const managerActions = ['saveDraft', 'sendToModeration', 'publish', 'reject', 'close'] as const;
/** The platform closes a request whose period has started (the daily job). */
export const systemActions = ['expire'] as const;
export type ClientRequestAction =
  (typeof clientActions)[number] | (typeof managerActions)[number] | (typeof systemActions)[number];
export const clientRequestActions: readonly ClientRequestAction[] = [
  ...new Set<ClientRequestAction>([...clientActions, ...managerActions, ...systemActions]),
];

export const clientRequestSides = ['client', 'manager', 'system'] as const;
export type ClientRequestSide = (typeof clientRequestSides)[number];
export const actionsOfSide: { readonly [Side in ClientRequestSide]: readonly ClientRequestAction[] } = {
  client: clientActions,
  manager: managerActions,
  system: systemActions,
};

export const transitions: StatusTable<ClientRequestStatus, ClientRequestAction> = {
  new: { saveDraft: 'draft', sendToModeration: 'moderation' },
  draft: { saveDraft: 'draft', sendToModeration: 'moderation', close: 'closed', expire: 'closed' },
  moderation: {
    saveDraft: 'draft',
    sendToModeration: 'moderation',
    publish: 'published',
    reject: 'rejected',
    close: 'closed',
    expire: 'closed',
  },
  published: { close: 'closed', expire: 'closed' },
  rejected: { saveDraft: 'draft', sendToModeration: 'moderation', close: 'closed', expire: 'closed' },
  closed: {},
};

export const nextStatus = (status: ClientRequestStatus, action: ClientRequestAction): ClientRequestStatus | null =>
  nextStatusIn(transitions, status, action);

/** The buttons a side gets on a request in this status: the side's row of the table, in the side's order. */
export const allowedActions = (status: ClientRequestStatus, side: ClientRequestSide): ClientRequestAction[] =>
  actionsOfSide[side].filter((action) => nextStatus(status, action) !== null);

/** Agencies see and answer a request only while it is published. */
export const isOpenForResponses = (status: ClientRequestStatus): boolean => status === 'published';

/** Statuses the daily job closes once the period has started. */
export const expiringStatuses: readonly ClientRequestStatus[] = (
  clientRequestStatuses as readonly ClientRequestStatus[]
).filter((s) => nextStatus(s, 'expire') !== null);
