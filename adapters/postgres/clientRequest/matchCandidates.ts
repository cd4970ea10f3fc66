import type pg from 'pg';
import type { MatchCandidate, MatchCandidateReader } from '../../../application/clientRequest/clientRequestPorts';
import { MATCH_WEIGHTS, scoreCeiling, type MatchRequest } from '../../../domain/matching/matching';
import { publicNameOf } from '../../../domain/specialist/publicName';

type Queryable = Pick<pg.Pool, 'query'> | pg.PoolClient;

type ScoredRecord = CandidateRecord & { found: number; last_score: number };

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
 * whether `limit` free cards share a skill; when not, the cards that share only a category matter too (`byScoreSql`).
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

/**
 * The domain's score (`matchCard`, `MATCH_WEIGHTS` passed in as `a.w`) said in SQL, only to narrow: the points a card
 * would get if it were free and bookable. The domain still filters and scores what travels.
 */
const scoreOf = `(select count(*) from unnest(a.skills) s where s = any(k.key_skill_ids))::int * a.w[1]
    + case when k.subcategory_ids && a.subcategories then a.w[2] when k.category_ids && a.categories then a.w[3] else 0 end
    + case when k.grade = a.grade then a.w[4] else 0 end
    + case when k.catalog_price_cents <= a.budget then a.w[5] else 0 end
    + case when a.work_format = any(k.work_formats) then a.w[6] else 0 end`;

/** A card that shares a key skill or a subcategory with the request: the first tier read. */
const sharesSkillOrSubcategory = 'k.key_skill_ids && a.skills or k.subcategory_ids && a.subcategories';
/** A card of the request's category with the grade asked, or one sharing a key skill or a subcategory: the second tier. */
const sharesGradeOrMore = `${sharesSkillOrSubcategory} or k.grade = a.grade and k.category_ids && a.categories`;
/** A card that shares anything with the request (a category too): every relevant card. */
const sharesAnything = `${sharesSkillOrSubcategory} or k.category_ids && a.categories`;

/**
 * The relevant cards (`relevant`, a condition over `catalog_cards k`) scored from their catalogue rows, probed best
 * first (the domain's order: score, then id) until `limit` free and bookable ones are found; the cards up to the last
 * of them travel, with `found` (how many free ones) and `lastScore` (the last one's score). Reading every relevant card
 * with its busy periods and ranking them all in the domain took seconds for a category of 17,000 cards.
 */
const byScoreSql = (relevant: string) => `
  with asked as (select $1::uuid[] as skills, $2::uuid[] as categories, $3::uuid[] as subcategories,
                        daterange($4::date, $5::date, '[]') as period, $7::text as grade, $8::int as budget,
                        $9::text as work_format, $10::int[] as w),
       scored as materialized (
         select k.id, ${scoreOf} as score from catalog_cards k, asked a where ${relevant}),
       top as (
         select r.score, r.id from (select * from scored order by score desc, id) r
           cross join lateral (select k.unavailable from catalog_cards k where k.id = r.id offset 0) k, asked a
          where ${freeOver('r.id')}
          order by r.score desc, r.id
          limit $6),
       last as (select t.score, t.id, (select count(*) from top)::int as found from top t order by t.score, t.id desc limit 1)
  select l.found, l.score as last_score, ${cardColumns}
    from last l, scored r
    cross join lateral (select * from catalog_cards k where k.id = r.id offset 0) k
    join companies c on c.id = k.agency_id, asked a
   where r.score > l.score or (r.score = l.score and r.id <= l.id)`;
/** The tiers read in turn, narrowest first, each with what no card outside it can outscore. */
const tiers = [
  {
    sql: byScoreSql(sharesSkillOrSubcategory),
    applies: (request: MatchRequest) => request.keySkillIds.length > 0 || request.subcategoryIds.length > 0,
    ceiling: (request: MatchRequest) => scoreCeiling(request, { withoutGrade: false }),
  },
  {
    sql: byScoreSql(sharesGradeOrMore),
    applies: (request: MatchRequest) => request.grade !== null,
    ceiling: (request: MatchRequest) => scoreCeiling(request, { withoutGrade: true }),
  },
];
const byScoreOfAnythingSql = byScoreSql(sharesAnything);

/**
 * A request naming no key skill and no subcategory: every card of its categories is relevant and scores the category's
 * point plus what it has of the grade, the budget and the work format asked, so the cards fall into a few score levels,
 * each the cards with exactly those reasons. Each level is read in the domain's order of ties (the card's id) through
 * the primary key, stopping at the free cards still needed; a level's plain conditions let the planner estimate it, so
 * a sparse one is read through the indexes instead. Scoring the whole category first took about 200 ms at 17,000 cards.
 */
const byLevelsOfCategory = async (db: Queryable, request: MatchRequest, limit: number): Promise<MatchCandidate[]> => {
  const values: unknown[] = [request.categoryIds, request.period.startPeriod, request.period.endPeriod];
  const param = (value: unknown, type: string) => {
    values.push(value);
    return `$${values.length}::${type}`;
  };
  const bonuses: { weight: number; has: string; hasNot: string }[] = [];
  if (request.grade !== null) {
    const grade = param(request.grade, 'text');
    bonuses.push({
      weight: MATCH_WEIGHTS.grade,
      has: `k.grade = ${grade}`,
      hasNot: `k.grade is distinct from ${grade}`,
    });
  }
  if (request.budgetPerHourCents !== null) {
    const budget = param(request.budgetPerHourCents, 'int');
    bonuses.push({
      weight: MATCH_WEIGHTS.budget,
      has: `k.catalog_price_cents <= ${budget}`,
      hasNot: `k.catalog_price_cents > ${budget}`,
    });
  }
  const workFormat = param([request.workFormat], 'text[]');
  bonuses.push({
    weight: MATCH_WEIGHTS.workFormat,
    has: `k.work_formats @> ${workFormat}`,
    hasNot: `not k.work_formats @> ${workFormat}`,
  });
  // Every combination of reasons, by the points it adds; combinations worth the same points are one level.
  const levels = new Map<number, string[]>();
  for (let mask = 0; mask < 1 << bonuses.length; mask++) {
    const has = (i: number) => (mask & (1 << i)) !== 0;
    const points = bonuses.reduce((sum, bonus, i) => (has(i) ? sum + bonus.weight : sum), 0);
    const reasons = bonuses.map((bonus, i) => (has(i) ? bonus.has : bonus.hasNot)).join(' and ');
    levels.set(points, [...(levels.get(points) ?? []), `(${reasons})`]);
  }
  const limitParam = `$${values.length + 1}::int`;
  const found: MatchCandidate[] = [];
  for (const [, level] of [...levels].sort(([a], [b]) => b - a)) {
    const { rows } = await db.query<CandidateRecord>(
      `with top as materialized (
         select k.id from catalog_cards k, (select daterange($2::date, $3::date, '[]') as period) a
          where k.category_ids && $1::uuid[] and (${level.join(' or ')}) and ${freeOver('k.id')}
          order by k.id limit ${limitParam})
       select ${cardColumns}
         from top r
         cross join lateral (select * from catalog_cards k where k.id = r.id offset 0) k
         join companies c on c.id = k.agency_id, (select daterange($2::date, $3::date, '[]') as period) a
        order by k.id`,
      [...values, limit - found.length],
    );
    found.push(...rows.map(toCandidate));
    if (found.length >= limit) break;
  }
  return found;
};

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
    if (request.keySkillIds.length === 0 && request.subcategoryIds.length === 0)
      return byLevelsOfCategory(db, request, limit);
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
    const scored = [
      ...values,
      limit,
      request.grade,
      request.budgetPerHourCents,
      request.workFormat,
      [
        MATCH_WEIGHTS.skill,
        MATCH_WEIGHTS.subcategory,
        MATCH_WEIGHTS.category,
        MATCH_WEIGHTS.grade,
        MATCH_WEIGHTS.budget,
        MATCH_WEIGHTS.workFormat,
      ],
    ];
    // The cards sharing a skill or the subcategory first, then those with the grade asked too: when `limit` free ones
    // of a tier outscore anything a card outside it can reach, the category's other cards (most of it) are never read.
    for (const tier of tiers) {
      if (!tier.applies(request)) continue;
      const { rows } = await db.query<ScoredRecord>(tier.sql, scored);
      const first = rows[0];
      if (first && first.found >= limit && first.last_score > tier.ceiling(request)) return rows.map(toCandidate);
    }
    const { rows } = await db.query<ScoredRecord>(byScoreOfAnythingSql, scored);
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
