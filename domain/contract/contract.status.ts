import { nextStatusIn, type StatusTable } from '../moderation/statusTable';

/**
 * A contract's lifecycle as data: status x action -> next status, for the two sides that act on it.
 * `draft` is ours (the counterparty never sees it); from `pending_signature` on, the statuses are the seeds'
 * `DocumentStatus` values. The counterparty signs first, then the platform; void is possible until signed.
 */
export const contractStatuses = [
  'new',
  'draft',
  'pending_signature',
  'signed_by_counterparty',
  'signed',
  'voided',
] as const;
export type ContractStatus = (typeof contractStatuses)[number];

/** The statuses a client or partner can see: a draft is the manager's work in progress. */
export const counterpartyVisibleStatuses: readonly ContractStatus[] = [
  'pending_signature',
  'signed_by_counterparty',
  'signed',
  'voided',
];

export const managerActions = [
  'create',
  'update',
  'uploadDocument',
  'replaceTemplate',
  'send',
  'resend',
  'recall',
  'countersign',
  'void',
] as const;
/** The company's side: its signer signs, the company asks for the signing link again. */
export const counterpartyActions = ['sign', 'resend'] as const;
export type ContractAction = (typeof managerActions)[number] | (typeof counterpartyActions)[number];
export const contractActions: readonly ContractAction[] = [
  ...new Set<ContractAction>([...managerActions, ...counterpartyActions]),
];

export const contractSides = ['manager', 'counterparty'] as const;
export type ContractSide = (typeof contractSides)[number];
const actionsOfSide: { readonly [S in ContractSide]: readonly ContractAction[] } = {
  manager: managerActions,
  counterparty: counterpartyActions,
};

export const transitions: StatusTable<ContractStatus, ContractAction> = {
  new: { create: 'draft' },
  draft: {
    update: 'draft',
    uploadDocument: 'draft',
    replaceTemplate: 'draft',
    send: 'pending_signature',
    void: 'voided',
  },
  pending_signature: { sign: 'signed_by_counterparty', resend: 'pending_signature', recall: 'draft', void: 'voided' },
  signed_by_counterparty: { countersign: 'signed', void: 'voided' },
  signed: {},
  voided: {},
};

export const nextStatus = (status: ContractStatus, action: ContractAction): ContractStatus | null =>
  nextStatusIn(transitions, status, action);

/** What one side may do to a contract in this status: the side's part of the table's row, in the screens' order. */
export const allowedActions = (status: ContractStatus, side: ContractSide): ContractAction[] =>
  actionsOfSide[side].filter((action) => nextStatus(status, action) !== null);

/** A contract the marketplace counts on: signed by both sides. */
export const isInForce = (status: ContractStatus): boolean => status === 'signed';
