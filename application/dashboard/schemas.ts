import { z } from 'zod';

const count = z.number().int().min(0);

/**
 * What `/pa` shows an agency: its cards and solutions by the statuses that ask for something (in moderation, declined
 * to fix, published), interview requests waiting for its answer, contracts waiting for its signature. A count whose
 * scope the caller lacks is absent.
 */
export const AgencySummaryOutput = z.object({
  side: z.literal('agency'),
  specialists: z.object({ moderation: count, rejected: count, published: count, drafts: count }).optional(),
  solutions: z.object({ moderation: count, rejected: count, published: count }).optional(),
  interviewRequestsWaiting: count.optional(),
  contractsToSign: count.optional(),
});
export type AgencySummaryOutput = z.output<typeof AgencySummaryOutput>;

/** What `/pa` shows a client: the request being built, interviews, and contracts waiting for its signature. */
export const ClientSummaryOutput = z.object({
  side: z.literal('client'),
  cartItems: count.optional(),
  candidates: z.object({ inReview: count, awaitingChoice: count, interviews: count, approved: count }).optional(),
  contractsToSign: count.optional(),
  clientRequests: z.object({ moderation: count, published: count, responses: count }).optional(),
});
export type ClientSummaryOutput = z.output<typeof ClientSummaryOutput>;

/** What `/manager` shows a member of the platform staff: the queues their scopes open, and only those. */
export const ManagerSummaryOutput = z.object({
  side: z.literal('manager'),
  specialistsInModeration: count.optional(),
  solutionsInModeration: count.optional(),
  contractsToCountersign: z.object({ client: count, partner: count }).optional(),
  clientRequestsInModeration: count.optional(),
  candidatesToReview: count.optional(),
  clientsWithoutContract: count.optional(),
});
export type ManagerSummaryOutput = z.output<typeof ManagerSummaryOutput>;

export const DashboardSummaryOutput = z.discriminatedUnion('side', [
  AgencySummaryOutput,
  ClientSummaryOutput,
  ManagerSummaryOutput,
]);
export type DashboardSummaryOutput = z.output<typeof DashboardSummaryOutput>;
