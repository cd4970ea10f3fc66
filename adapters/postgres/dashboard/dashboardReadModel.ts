import type pg from 'pg';
import type { DashboardReadModel } from '../../../application/dashboard/dashboardPorts';

/** One row of integer counts. */
const countsOf = async <K extends string>(
  pool: pg.Pool,
  sql: string,
  values: unknown[],
): Promise<Record<K, number>> => {
  const { rows } = await pool.query<Record<K, number>>(sql, values);
  return rows[0] as Record<K, number>;
};
const one = async (pool: pg.Pool, sql: string, values: unknown[] = []): Promise<number> =>
  (await countsOf<'n'>(pool, sql, values)).n;

/**
 * The dashboards' counts, straight from the read models (cards, solutions, candidates, contracts, client requests,
 * companies). Every per-company count names the company in its where clause; the platform's queues count everything.
 */
export const postgresDashboardReadModel = (pool: pg.Pool): DashboardReadModel => ({
  agencyCards: (agencyId) =>
    countsOf(
      pool,
      `select count(*) filter (where status = 'moderation')::int as moderation, count(*) filter (where status = 'rejected')::int as rejected,
              count(*) filter (where status = 'published')::int as published, count(*) filter (where status = 'draft')::int as drafts
         from specialist_cards where agency_id = $1`,
      [agencyId],
    ),
  agencySolutions: (agencyId) =>
    countsOf(
      pool,
      `select count(*) filter (where status = 'moderation')::int as moderation, count(*) filter (where status = 'rejected')::int as rejected,
              count(*) filter (where status = 'published')::int as published
         from solutions where agency_id = $1`,
      [agencyId],
    ),
  agencyRequestsWaiting: (agencyId, statuses) =>
    one(
      pool,
      `select count(*)::int as n from candidates where agency_id = $1 and status = any($2::text[]) and proposed_slots = '[]'::jsonb and interview_at is null`,
      [agencyId, statuses],
    ),
  contractsToSign: (companyId) =>
    one(pool, `select count(*)::int as n from contracts where company_id = $1 and status = 'pending_signature'`, [
      companyId,
    ]),
  clientCandidates: (clientId, answerStatuses, now) =>
    countsOf(
      pool,
      `select count(*) filter (where status = any($2::text[]) and not exists (select 1 from jsonb_array_elements(proposed_slots) s where (s->>'date') || 'T' || (s->>'time') > $3))::int as "inReview",
              count(*) filter (where status = any($2::text[]) and exists (select 1 from jsonb_array_elements(proposed_slots) s where (s->>'date') || 'T' || (s->>'time') > $3))::int as "awaitingChoice",
              count(*) filter (where status = 'interview')::int as interviews,
              count(*) filter (where status in ('approved', 'waiting-start-work'))::int as approved
         from candidates where client_id = $1`,
      [clientId, answerStatuses, now],
    ),
  clientRequests: (clientId) =>
    countsOf(
      pool,
      `select count(*) filter (where status = 'moderation')::int as moderation, count(*) filter (where status = 'published')::int as published,
              coalesce(sum(responses_count) filter (where status = 'published'), 0)::int as responses
         from client_requests where client_id = $1`,
      [clientId],
    ),
  specialistsInModeration: () =>
    one(pool, `select count(*)::int as n from specialist_cards where status = 'moderation'`),
  solutionsInModeration: () => one(pool, `select count(*)::int as n from solutions where status = 'moderation'`),
  contractsToCountersign: () =>
    countsOf(
      pool,
      `select count(*) filter (where kind = 'client')::int as client, count(*) filter (where kind = 'partner')::int as partner
         from contracts where status = 'signed_by_counterparty'`,
      [],
    ),
  clientRequestsInModeration: () =>
    one(pool, `select count(*)::int as n from client_requests where status = 'moderation'`),
  candidatesToReview: () => one(pool, `select count(*)::int as n from candidates where status = 'review_by_manager'`),
  // As the back office's 'contracted' filter reads it: a signed contract that is not an NDA.
  clientsWithoutContract: () =>
    one(
      pool,
      `select count(*)::int as n from companies c where c.type = 'client' and c.merged_into is null
          and not exists (select 1 from contracts k where k.company_id = c.id and k.status = 'signed' and k.document_type <> 'nda')`,
    ),
});
