import { actStatusTitle, actStatuses, type ActAction, type ActStatus } from '../../../../domain/act/act.status';
import type { RouterOutputs } from '../../app/trpc';
import { formatDayWords } from '../../kit/format';

export type AgencyAct = RouterOutputs['act']['agencyInfo'];
export type ClientAct = RouterOutputs['act']['clientInfo'];
export type ManagerAct = RouterOutputs['act']['info'];
export type AnyAct = AgencyAct | ClientAct | ManagerAct;
export type ActSide = 'agency' | 'client' | 'manager';

/** The statuses a list filters by (never `new`, which no stored act has). */
export const listedActStatuses = actStatuses.filter((s): s is Exclude<ActStatus, 'new'> => s !== 'new');
export const clientActStatuses: readonly ActStatus[] = [
  'sent_for_approval_to_client',
  'approved',
  'awaiting_payment',
  'paid',
];
export const isActStatus = (value: string): value is Exclude<ActStatus, 'new'> =>
  (listedActStatuses as readonly string[]).includes(value);
export const actStatusLabelOf = (status: ActStatus): string => actStatusTitle[status];

export const actActionLabel: Record<ActAction, string> = {
  create: 'Create',
  edit: 'Edit',
  sendToPlatform: 'Send for approval',
  sendToClient: 'Send to the client',
  reject: 'Reject',
  approve: 'Approve',
  markAwaitingPayment: 'Mark awaiting payment',
  markPaid: 'Mark paid',
};

export const actPathOf = (side: ActSide, id: string): string =>
  side === 'manager' ? `/manager/acts/${id}` : `/pa/acts/${id}`;

type BillableItem = RouterOutputs['act']['billable']['items'][number];

/** Why the act form's month list is empty, in words: no specialist chosen, a booking not started, or months billed. */
export const emptyMonthsReason = (chosen: BillableItem | undefined): string => {
  if (!chosen) return 'Choose the specialist first: their months not billed yet are listed here.';
  if (chosen.nextActFrom === chosen.startPeriod)
    return `The booking starts on ${formatDayWords(chosen.startPeriod)}: the first act can be created from then.`;
  if (chosen.nextActFrom)
    return `Every started month of this booking has an act already: the next can be created from ${formatDayWords(chosen.nextActFrom)}.`;
  return 'Every month of this booking has an act already.';
};
