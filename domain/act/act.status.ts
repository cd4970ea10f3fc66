import { nextStatusIn, type StatusTable } from '../moderation/statusTable';

/**
 * A completion act's lifecycle as data: status x action -> next status, for the three sides that act on it.
 * The agency drafts the month's act and sends it to the platform; a manager checks it and sends it to the client
 * (or rejects it back); the client approves or rejects with a reason; the manager follows the payment.
 * `new` is the act before its first event. The seeds' statuses from `sent_for_approval_to_platform` on.
 */
export const actStatuses = [
  'new',
  'draft',
  'sent_for_approval_to_platform',
  'sent_for_approval_to_client',
  'approved',
  'rejected',
  'awaiting_payment',
  'paid',
] as const;
export type ActStatus = (typeof actStatuses)[number];

export const agencyActions = ['create', 'edit', 'sendToPlatform'] as const;
export const managerActions = ['sendToClient', 'reject', 'markAwaitingPayment', 'markPaid'] as const;
export const clientActions = ['approve', 'reject'] as const;
export type ActAction =
  (typeof agencyActions)[number] | (typeof managerActions)[number] | (typeof clientActions)[number];
export const actActions: readonly ActAction[] = [
  ...new Set<ActAction>([...agencyActions, ...managerActions, ...clientActions]),
];

export const actSides = ['agency', 'manager', 'client'] as const;
export type ActSide = (typeof actSides)[number];
export const actionsOfSide: { readonly [S in ActSide]: readonly ActAction[] } = {
  agency: agencyActions,
  manager: managerActions,
  client: clientActions,
};

/**
 * `reject` is one action in the table for the manager (while the act waits for the platform) and the client (while it
 * waits for the client): who may take it is the side's status set, `rejectableBy`.
 */
export const transitions: StatusTable<ActStatus, ActAction> = {
  new: { create: 'draft' },
  draft: { edit: 'draft', sendToPlatform: 'sent_for_approval_to_platform' },
  sent_for_approval_to_platform: { sendToClient: 'sent_for_approval_to_client', reject: 'rejected' },
  sent_for_approval_to_client: { approve: 'approved', reject: 'rejected' },
  approved: { markAwaitingPayment: 'awaiting_payment' },
  rejected: { edit: 'rejected', sendToPlatform: 'sent_for_approval_to_platform' },
  awaiting_payment: { markPaid: 'paid' },
  paid: {},
};

/** Where each side may reject: the manager before the client sees the act, the client while it waits for them. */
export const rejectableBy: { readonly [S in Exclude<ActSide, 'agency'>]: ActStatus } = {
  manager: 'sent_for_approval_to_platform',
  client: 'sent_for_approval_to_client',
};

export const nextStatus = (status: ActStatus, action: ActAction): ActStatus | null =>
  nextStatusIn(transitions, status, action);

/** May this side take this action on an act in this status: its actions, the table's row, and whose turn a reject is. */
export const sideMay = (status: ActStatus, side: ActSide, action: ActAction): boolean =>
  actionsOfSide[side].includes(action) &&
  nextStatus(status, action) !== null &&
  (action !== 'reject' || (side !== 'agency' && rejectableBy[side] === status));

/** What one side may do to an act in this status, in the screens' order (the buttons the web renders). */
export const allowedActions = (status: ActStatus, side: ActSide): ActAction[] =>
  actionsOfSide[side].filter((action) => sideMay(status, side, action));

/** Which statuses each side sees: the client only from the moment the platform sent it, the others always. */
export const clientVisibleStatuses: readonly ActStatus[] = [
  'sent_for_approval_to_client',
  'approved',
  'awaiting_payment',
  'paid',
];

/** An act whose invoice and act PDFs exist: approved by the client, and everything after. */
export const hasDocuments = (status: ActStatus): boolean =>
  status === 'approved' || status === 'awaiting_payment' || status === 'paid';

/** The seeds' badge colours (section 4); awaiting_payment takes the entity icons' orange. */
export const actStatusColor: { readonly [S in ActStatus]: 'gray' | 'yellow' | 'green' | 'red' | 'orange' } = {
  new: 'gray',
  draft: 'gray',
  sent_for_approval_to_platform: 'yellow',
  sent_for_approval_to_client: 'yellow',
  approved: 'yellow',
  rejected: 'red',
  awaiting_payment: 'orange',
  paid: 'green',
};

export const actStatusTitle: { readonly [S in ActStatus]: string } = {
  new: 'New',
  draft: 'Draft',
  sent_for_approval_to_platform: 'Sent for approval to the platform',
  sent_for_approval_to_client: 'Sent for approval to the client',
  approved: 'Approved',
  rejected: 'Rejected',
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid',
};
