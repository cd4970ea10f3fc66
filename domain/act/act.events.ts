import type { WorkFormat } from '../booking/workFormat';
import type { DatePeriod } from '../shared/dates';
import type { DomainEvent } from '../shared/eventMetadata';
import type { ActAmounts } from './act.amounts';
import type { Month } from './act.period';

/** What an act is about, fixed when the agency drafts it: the candidate's project, the month, the prices of the day. */
export type ActTerms = {
  readonly actId: string;
  readonly candidateId: string;
  readonly clientId: string;
  readonly agencyId: string;
  readonly specialistId: string;
  readonly month: Month;
  /** The days of the month within the booking. */
  readonly period: DatePeriod;
  readonly workFormat: WorkFormat;
  readonly hoursPerWeek: number | null;
  readonly agencyRateCents: number;
  readonly clientRateCents: number;
  /** The platform's VAT rate at drafting, or null for a client that pays no VAT. */
  readonly vatRateBasisPoints: number | null;
};

export type ActWork = { readonly hours: number; readonly comment: string };
export type ActDocuments = { readonly invoiceFileId: string; readonly actFileId: string };

export type ActDrafted = DomainEvent<'ActDrafted', ActTerms & ActWork & { readonly amounts: ActAmounts }>;
export type ActEdited = DomainEvent<
  'ActEdited',
  { readonly actId: string } & ActWork & { readonly amounts: ActAmounts }
>;
export type ActSentToPlatform = DomainEvent<'ActSentToPlatform', { readonly actId: string }>;
export type ActSentToClient = DomainEvent<'ActSentToClient', { readonly actId: string }>;
export type ActRejected = DomainEvent<
  'ActRejected',
  { readonly actId: string; readonly by: 'manager' | 'client'; readonly reason: string }
>;
export type ActApproved = DomainEvent<'ActApproved', { readonly actId: string; readonly documents: ActDocuments }>;
export type ActAwaitingPayment = DomainEvent<'ActAwaitingPayment', { readonly actId: string }>;
export type ActPaid = DomainEvent<'ActPaid', { readonly actId: string }>;

/** A company merge put the surviving company in the merged one's place on one side of the act (`act.ownership.ts`); the status stays. */
export type ActOwnershipTransferred = DomainEvent<
  'ActOwnershipTransferred',
  {
    readonly actId: string;
    readonly side: 'client' | 'agency';
    readonly fromCompanyId: string;
    readonly toCompanyId: string;
    readonly mergeId: string;
  }
>;

export type ActEvent =
  | ActDrafted
  | ActEdited
  | ActSentToPlatform
  | ActSentToClient
  | ActRejected
  | ActApproved
  | ActAwaitingPayment
  | ActPaid
  | ActOwnershipTransferred;

export const actEventTypes: readonly ActEvent['type'][] = [
  'ActDrafted',
  'ActEdited',
  'ActSentToPlatform',
  'ActSentToClient',
  'ActRejected',
  'ActApproved',
  'ActAwaitingPayment',
  'ActPaid',
  'ActOwnershipTransferred',
];
