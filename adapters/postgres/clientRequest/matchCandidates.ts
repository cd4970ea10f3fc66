import type pg from 'pg';
import type { MatchCandidate, MatchCandidateReader } from '../../../application/clientRequest/clientRequestPorts';
import type { MatchRequest } from '../../../domain/matching/matching';

type Queryable = Pick<pg.Pool, 'query'> | pg.PoolClient;

type CandidateRecord = {
  id: string;
  agency_id: string;
  agency_name: string;
  name: string;
  surname: string;
  specialization_title: string;
  key_skill_ids: string[];
  category_ids: string[];
  subcategory_ids: string[];
  grade: string | null;
  languages: string[];
  work_formats: string[];
  catalog_price_cents: number;
  busy: { startPeriod: string; endPeriod: string }[];
};

/**
 * The catalogue's cards a request may match (domain/matching/matching.ts ranks them). Relevant cards share a key
 * skill, a subcategory or a category (the GIN indexes of `catalog_cards`). One key skill in common outweighs every
 * other reason, so only the cards with as many skills in common as the `limit`-th card free in the period (or more)
 * can rank in the first `limit`: those travel, each with its busy periods inside the request's period (agency
 * 'not available' and client bookings), and the domain's rule decides which are free. The count of common skills and
 * the free test below only narrow what travels; the score and the filter are the domain's.
 */
const candidatesSql = `
  with asked as (select $1::uuid[] as skills, $2::uuid[] as categories, $3::uuid[] as subcategories,
                        daterange($4::date, $5::date, '[]') as period),
       relevant as (
         select k.id, k.unavailable,
                cardinality(array(select unnest(k.key_skill_ids) intersect select unnest(a.skills))) as common
           from catalog_cards k, asked a
          where k.key_skill_ids && a.skills or k.subcategory_ids && a.subcategories or k.category_ids && a.categories),
       booked as (select distinct b.specialist_id from specialist_bookings b, asked a where b.period && a.period),
       threshold as (
         select coalesce(min(common), 2147483647) as common
           from (select r.common from relevant r, asked a
                  where not (r.unavailable && datemultirange(a.period)) and r.id not in (select specialist_id from booked)
                  order by r.common desc limit $6) top)
  select k.id, k.agency_id, c.name as agency_name, k.name, k.surname, k.specialization_title, k.key_skill_ids,
         k.category_ids, k.subcategory_ids, k.grade, k.languages, k.work_formats, k.catalog_price_cents,
         coalesce((select jsonb_agg(jsonb_build_object('startPeriod', lower(x.p), 'endPeriod', upper(x.p) - 1))
                     from (select unnest(k.unavailable * datemultirange(a.period)) as p
                           union all
                           select b.period from specialist_bookings b where b.specialist_id = k.id and b.period && a.period) x),
                  '[]'::jsonb) as busy
    from relevant r join catalog_cards k on k.id = r.id join companies c on c.id = k.agency_id, asked a, threshold t
   where r.common >= t.common`;

const toCandidate = (r: CandidateRecord): MatchCandidate => ({
  specialistId: r.id,
  agencyId: r.agency_id,
  agencyName: r.agency_name,
  // As the catalogue names a specialist: the first name and the surname's initial.
  name: `${r.name} ${r.surname.slice(0, 1)}.`.trim(),
  specialization: r.specialization_title,
  keySkillIds: r.key_skill_ids,
  categoryIds: r.category_ids,
  subcategoryIds: r.subcategory_ids,
  grade: r.grade,
  languages: r.languages,
  workFormats: r.work_formats,
  catalogPriceCents: r.catalog_price_cents,
  busy: r.busy,
});

/** Over the pool for the manager's list, or over the append's connection for the invitations at publication. */
export const postgresMatchCandidates = (db: Queryable): MatchCandidateReader => ({
  candidates: async (request: MatchRequest, limit: number) => {
    const { rows } = await db.query<CandidateRecord>(candidatesSql, [
      request.keySkillIds,
      request.categoryIds,
      request.subcategoryIds,
      request.period.startPeriod,
      request.period.endPeriod,
      limit,
    ]);
    return rows.map(toCandidate);
  },
});

/** What the matching reads of a request as its read model holds it (in the publication's transaction), or null. */
export const storedMatchRequest = async (db: Queryable, requestId: string): Promise<MatchRequest | null> => {
  const { rows } = await db.query<{
    key_skill_ids: string[];
    category_ids: string[];
    subcategory_ids: string[];
    grade: string | null;
    period_from: string;
    period_to: string;
    work_format: MatchRequest['workFormat'];
    budget_per_hour_cents: number | null;
  }>(
    `select key_skill_ids, category_ids, subcategory_ids, grade, to_char(period_from, 'YYYY-MM-DD') as period_from,
            to_char(period_to, 'YYYY-MM-DD') as period_to, work_format, budget_per_hour_cents
       from client_requests where id = $1`,
    [requestId],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    keySkillIds: r.key_skill_ids,
    categoryIds: r.category_ids,
    subcategoryIds: r.subcategory_ids,
    grade: r.grade,
    period: { startPeriod: r.period_from, endPeriod: r.period_to },
    workFormat: r.work_format,
    budgetPerHourCents: r.budget_per_hour_cents,
  };
};
