import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresMatchCandidates } from '../../../adapters/postgres/clientRequest/matchCandidates';
import { rankMatches, type MatchCard, type MatchRequest } from '../../../domain/matching/matching';
import { publishVariant } from '../../support/catalogFixtures';
import { startTestApp, type TestApp } from '../../support/testApp';
import { manualClock } from '../../support/testClock';

const PERIOD = { startPeriod: '2026-11-12', endPeriod: '2027-02-20' };

/**
 * A request naming no key skill and no subcategory (issue 35): every card of its category is relevant, and the read
 * model reads them level by level of score instead of scoring the whole category. What it hands over must rank exactly
 * as the domain ranks every card of the catalogue, read here without the read model.
 */
describe('request matches of a whole category', () => {
  let app: TestApp;
  let categoryIds: string[];

  beforeAll(async () => {
    app = await startTestApp({ clock: manualClock() });
    const tokens = await app.demoTokens();
    const card = await publishVariant(app, tokens, { surname: 'Levelmatch', skills: ['Java'], grade: 'senior' });
    await publishVariant(app, tokens, { surname: 'Levelteam', skills: ['Java'], grade: 'senior', teamOnly: true });
    await publishVariant(app, tokens, {
      surname: 'Levelbooked',
      skills: ['Java'],
      grade: 'senior',
      reservations: [{ startPeriod: '2026-12-01', endPeriod: '2026-12-10' }],
    });
    // Four hundred cards of the same category with every grade, price and work format, some not available over part
    // of the period and some booked by a client over it, as the bench seeds its catalogue.
    await app.pool.query(
      `insert into catalog_cards
         select (jsonb_populate_record(null::catalog_cards, to_jsonb(k) || jsonb_build_object(
                   'id', gen_random_uuid(), 'surname', 'Levelcopy' || g,
                   'grade', (array['junior', 'middle', 'senior', 'lead', null])[1 + g % 5],
                   'catalog_price_cents', 2000 + ((g * 37) % 120) * 100,
                   'work_formats', case when g % 4 = 0 then array['part-time'] when g % 4 = 1 then array['full-time', 'part-time'] else array['full-time'] end,
                   'unavailable', case when g % 6 = 0 then datemultirange(daterange(date '2026-12-20' + g % 30, date '2027-01-10' + g % 30, '[]')) else '{}'::datemultirange end))).*
           from catalog_cards k, generate_series(1, 400) g where k.id = $1`,
      [card],
    );
    await app.pool.query(
      `insert into specialist_bookings (candidate_id, specialist_id, client_id, period, created_at)
         select gen_random_uuid(), k.id, (select id from companies where type = 'client' limit 1),
                daterange(date '2027-01-01', date '2027-03-01', '[]'), now()
           from catalog_cards k where k.surname like 'Levelcopy%' and right(k.surname, 1) = '7'`,
    );
    categoryIds = (await app.pool.query('select category_ids from catalog_cards where id = $1', [card])).rows[0]
      .category_ids;
  });
  afterAll(() => app?.stop());

  /** Every published card as the domain reads it, with all its busy periods and its team-only flag. */
  const everyCard = async (): Promise<MatchCard[]> =>
    (
      await app.pool.query<MatchCard>(
        `select k.id as "specialistId", k.agency_id as "agencyId", k.key_skill_ids as "keySkillIds",
                k.category_ids as "categoryIds", k.subcategory_ids as "subcategoryIds", k.grade, k.languages,
                k.work_formats as "workFormats", k.catalog_price_cents as "catalogPriceCents",
                (select coalesce(jsonb_agg(jsonb_build_object('startPeriod', lower(x.p), 'endPeriod', upper(x.p) - 1)), '[]')
                   from (select unnest(k.unavailable) as p union all
                         select b.period from specialist_bookings b where b.specialist_id = k.id) x) as busy,
                coalesce((select (t.content -> 'workingConditions' ->> 'teamOnlyReserve')::boolean
                            from specialist_cards t where t.id = k.id), false) as "teamOnly"
           from catalog_cards k`,
      )
    ).rows;

  it('ranks as the domain ranks every card, with and without a grade, a budget, for either work format', async () => {
    const cards = await everyCard();
    const reader = postgresMatchCandidates(app.pool);
    const base: MatchRequest = {
      keySkillIds: [],
      categoryIds,
      subcategoryIds: [],
      grade: 'senior',
      period: PERIOD,
      workFormat: 'full-time',
      budgetPerHourCents: 6500,
    };
    for (const request of [
      base,
      { ...base, grade: null },
      { ...base, grade: null, budgetPerHourCents: null },
      { ...base, workFormat: 'part-time' as const },
      { ...base, grade: 'lead', budgetPerHourCents: 2100 },
    ])
      for (const limit of [1, 7, 50, 1000]) {
        const read = await reader.candidates(request, limit);
        const expected = rankMatches(request, cards, limit);
        expect(rankMatches(request, read, limit)).toEqual(expected);
        // Only the free cards it needs travel: the whole category is never read out.
        expect(read.length).toBe(expected.length);
        expect(expected.length).toBe(limit === 1000 ? rankMatches(request, cards, 1000).length : limit);
      }
  });
});
