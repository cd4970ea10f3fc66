import type pg from 'pg';
import type { MatchCandidate, MatchCandidateReader } from '../../../application/clientRequest/clientRequestPorts';
import type { MatchRequest } from '../../../domain/matching/matching';
import { publicNameOf } from '../../../domain/specialist/publicName';

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
  team_only: boolean;
};

/**
 * The cards bookable only with their team, as the cart reads the flag (the card's content); a hashed set over the
 * partial index of migration 0270, so no card's content is read.
 */
const teamOnlyIds = `select t.id from specialist_cards t where (t.content -> 'workingConditions' ->> 'teamOnlyReserve')::boolean`;

/** What the manager's list shows of a card, and what the domain scores, with its busy periods inside the request's. */
const cardColumns = `k.id, k.agency_id, c.name as agency_name, k.name, k.surname, k.specialization_title, k.key_skill_ids,
         k.category_ids, k.subcategory_ids, k.grade, k.languages, k.work_formats, k.catalog_price_cents,
         coalesce((select jsonb_agg(jsonb_build_object('startPeriod', lower(x.p), 'endPeriod', upper(x.p) - 1))
                     from (select unnest(k.unavailable * datemultirange(a.period)) as p
                           union all
                           select b.period from specialist_bookings b where b.specialist_id = k.id and b.period && a.period) x),
                  '[]'::jsonb) as busy,
         k.id in (${teamOnlyIds}) as team_only`;
const asked = `asked as (select $1::uuid[] as skills, $2::uuid[] as categories, $3::uuid[] as subcategories,
                        daterange($4::date, $5::date, '[]') as period)`;
/**
 * Free over the period (as the catalogue's own period filter says it) and bookable alone; only to find the threshold
 * (the domain decides).
 */
const freeOver = (card: string) =>
  `not (k.unavailable && datemultirange(a.period))
   and not exists (select 1 from specialist_bookings b where b.specialist_id = ${card} and b.period && a.period)
   and ${card} not in (${teamOnlyIds})`;

/**
 * The fast path, when the request names key skills: the skills in common per card are counted on
 * `catalog_card_skills` (migration 0242, an index-only walk), the cards are probed most skills first until `limit`
 * free ones are found, and the cards with at least as many skills in common as the last of them travel. `found` says
 * whether `limit` free cards share a skill; when not, the cards that share only a category matter too (`allRelevantSql`).
 */
const bySkillsSql = `
  with ${asked},
       counts as materialized (
         select s.card_id as id, count(*)::int as common from catalog_card_skills s, asked a
          where s.skill_id = any(a.skills) group by s.card_id),
       threshold as (
         select coalesce(min(top.common), 0) as common, count(*)::int as found from (
           select c.common from (select * from counts order by common desc) c
             cross join lateral (select k.unavailable from catalog_cards k where k.id = c.id offset 0) k, asked a
            where ${freeOver('c.id')}
            limit $6) top)
  select t.found, ${cardColumns}
    from threshold t, counts r
    cross join lateral (select * from catalog_cards k where k.id = r.id offset 0) k
    join companies c on c.id = k.agency_id, asked a
   where t.found >= $6 and r.common >= t.common`;

/** Every relevant card (a key skill, a subcategory or a category in common), for a request few cards share skills with. */
const allRelevantSql = `
  with ${asked}
  select ${cardColumns}
    from catalog_cards k join companies c on c.id = k.agency_id, asked a
   where k.key_skill_ids && a.skills or k.subcategory_ids && a.subcategories or k.category_ids && a.categories`;

const toCandidate = (r: CandidateRecord): MatchCandidate => ({
  specialistId: r.id,
  agencyId: r.agency_id,
  agencyName: r.agency_name,
  name: publicNameOf(r),
  specialization: r.specialization_title,
  keySkillIds: r.key_skill_ids,
  categoryIds: r.category_ids,
  subcategoryIds: r.subcategory_ids,
  grade: r.grade,
  languages: r.languages,
  workFormats: r.work_formats,
  catalogPriceCents: r.catalog_price_cents,
  busy: r.busy,
  teamOnly: r.team_only,
});

/** Over the pool for the manager's list, or over the append's connection for the invitations at publication. */
export const postgresMatchCandidates = (db: Queryable): MatchCandidateReader => ({
  candidates: async (request: MatchRequest, limit: number) => {
    const values = [
      request.keySkillIds,
      request.categoryIds,
      request.subcategoryIds,
      request.period.startPeriod,
      request.period.endPeriod,
    ];
    if (request.keySkillIds.length > 0) {
      const { rows } = await db.query<CandidateRecord & { found: number }>(bySkillsSql, [...values, limit]);
      // One key skill in common outweighs every other reason (MATCH_WEIGHTS): past the threshold, nothing else can rank.
      if ((rows[0]?.found ?? 0) >= limit) return rows.map(toCandidate);
    }
    return (await db.query<CandidateRecord>(allRelevantSql, values)).rows.map(toCandidate);
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
