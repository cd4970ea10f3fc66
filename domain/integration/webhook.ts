/**
 * The events a company's webhook endpoint may ask for (issue 37), each named `<object>.<what happened>`, and the
 * domain events that cause them. A delivery carries the event's name, its time and the object's kind and id only:
 * the receiver reads the object through the API with its key, through its role's output schema.
 */
export const webhookEventCauses = {
  'candidate.status_changed': [
    'CandidateSubmitted',
    'CandidateMoved',
    'CandidateDeclinedByClient',
    'CandidateDeclinedByPartner',
    'CandidateHired',
  ],
  'interview.confirmed': ['InterviewSlotAccepted'],
  'interview.rescheduled': ['InterviewRescheduled'],
  'interview.cancelled': ['InterviewCancelled'],
  'contract.sent': ['ContractSentForSignature'],
  'contract.signed': ['ContractCountersigned'],
  'contract.voided': ['ContractVoided'],
  'act.sent': ['ActSentToClient'],
  'act.approved': ['ActApproved'],
  'act.rejected': ['ActRejected'],
  'claim.answered': ['ClaimAnswered'],
  /** The client approved the act: its invoice is issued to the client (the agency hears `act.approved`). */
  'invoice.issued': ['ActApproved'],
  'client_request.published': ['ClientRequestPublished'],
  'response.received': ['RequestResponseSubmitted'],
  'card.published': ['SpecialistPublished'],
  'card.declined': ['SpecialistRejected'],
  'message.received': ['MessageSent'],
} as const;

export type WebhookEventType = keyof typeof webhookEventCauses;
export const webhookEventTypes = Object.keys(webhookEventCauses) as WebhookEventType[];
/**
 * The kind of object each event's payload names (`data.object`), read through the API with the key: an interview's
 * events name its candidate, an invoice is its act's (`/api/client/act/invoice/{id}`), a card is a specialist.
 */
export const webhookEventObjects: { readonly [T in WebhookEventType]: string } = {
  'candidate.status_changed': 'candidate',
  'interview.confirmed': 'candidate',
  'interview.rescheduled': 'candidate',
  'interview.cancelled': 'candidate',
  'contract.sent': 'contract',
  'contract.signed': 'contract',
  'contract.voided': 'contract',
  'act.sent': 'act',
  'act.approved': 'act',
  'act.rejected': 'act',
  'claim.answered': 'claim',
  'invoice.issued': 'invoice',
  'client_request.published': 'client_request',
  'response.received': 'response',
  'card.published': 'specialist',
  'card.declined': 'specialist',
  'message.received': 'message',
};

/** The event the 'Send test event' button sends; no endpoint subscribes to it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** The webhook events a domain event causes, in the table's order (an approved act: `act.approved`, `invoice.issued`). */
export const webhookEventsOf = (domainEventType: string): WebhookEventType[] =>
  webhookEventTypes.filter((t) => (webhookEventCauses[t] as readonly string[]).includes(domainEventType));

/** The first webhook event a domain event causes, if any. */
export const webhookEventOf = (domainEventType: string): WebhookEventType | null =>
  webhookEventsOf(domainEventType)[0] ?? null;

export const webhookDomainEventTypes: readonly string[] = [...new Set(Object.values(webhookEventCauses).flat())];

/** A delivery is tried again for 3 days after it was created, then given up. */
export const WEBHOOK_GIVE_UP_AFTER_MS = 3 * 24 * 3_600_000;
const LONGEST_WAIT_S = 6 * 3_600;

/** Exponential backoff: the wait before attempt `attempt + 1` after `attempt` failed ones (base, 2×, 4×…, at most 6 h). */
export const webhookRetryDelaySeconds = (failedAttempts: number, baseSeconds: number): number =>
  Math.min(LONGEST_WAIT_S, baseSeconds * 2 ** Math.max(0, failedAttempts - 1));

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

/** After a failed attempt: try again at a later time, or give up when the next try would fall after 3 days. */
export const afterFailedAttempt = (
  delivery: { readonly createdAt: Date; readonly attempts: number },
  now: Date,
  baseSeconds: number,
): { readonly kind: 'retry'; readonly delaySeconds: number } | { readonly kind: 'give_up' } => {
  const delaySeconds = webhookRetryDelaySeconds(delivery.attempts, baseSeconds);
  return now.getTime() + delaySeconds * 1000 - delivery.createdAt.getTime() > WEBHOOK_GIVE_UP_AFTER_MS
    ? { kind: 'give_up' }
    : { kind: 'retry', delaySeconds };
};

/** What Standard Webhooks sign: `${id}.${timestamp}.${body}` (timestamp in seconds). */
export const signedContent = (id: string, timestampSeconds: number, body: string): string =>
  `${id}.${timestampSeconds}.${body}`;
