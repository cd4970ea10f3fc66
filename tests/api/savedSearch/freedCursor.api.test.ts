import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresSearchMatcher } from '../../../adapters/postgres/savedSearch/savedSearchStore';
import { CatalogueQuery } from '../../../application/savedSearch/schemas';
import { MATCH_WINDOW } from '../../../domain/savedSearch/savedSearch';
import { fixedInterview } from '../../support/interviewFlow';
import { registerCompany } from '../../support/companies';
import { startTestApp, type TestApp } from '../../support/testApp';
import { manualClock } from '../../support/testClock';

const DAY = 24 * 60 * 60 * 1000;
/** Tuesday 3 November 2026, 08:00 UTC; the bookings below run from 10 November 2026 to 10 February 2027. */
const clock = manualClock(new Date('2026-11-03T08:00:00Z'));
const QUERY = 'availableFrom=2026-12-01&availableTo=2026-12-20';
const EMAIL = 'freed-cursor@client.test';

/**
 * A saved search's reading of the freed days moves forward with each digest (issue 35): a release is read by one
 * digest only, a later one by the next, one committing out of order is not skipped, and two runs at once send one.
 */
describe('saved searches: the freed days a digest has read', () => {
  let app: TestApp;
  let searchId: string;
  let tokens: { client: string; agency: string; manager: string };

  beforeAll(async () => {
    app = await startTestApp({ clock });
    tokens = await app.demoTokens();
  });
  afterAll(() => app?.stop());

  const digests = async () =>
    (
      await app.pool.query<{ subject: string; text_body: string }>(
        `select subject, text_body from mail_outbox where to_address = $1 and subject like '%your saved search%'
          order by created_at, subject`,
        [EMAIL],
      )
    ).rows;
  const release = (candidateId: string) =>
    app.api.post(
      '/admin/api/candidate/update',
      { id: candidateId, status: 'rejected', comment: '' },
      {
        token: tokens.manager,
      },
    );
  /** What the next digest would read of the freed days, from where the search's cursor stands now. */
  const unread = async () => {
    const { rows } = await app.pool.query<{ freed_seen: string; freed_snapshot: string | null }>(
      'select freed_seen, freed_snapshot::text from saved_searches where id = $1',
      [searchId],
    );
    const cursor = { position: Number(rows[0]!.freed_seen), snapshot: rows[0]!.freed_snapshot };
    const today = clock.now().toISOString().slice(0, 10);
    return postgresSearchMatcher(app.pool).freedSince(CatalogueQuery.parse(QUERY).filters, today, cursor, MATCH_WINDOW);
  };

  it('names a released specialist once and never reads its release again; names a later release in the next digest', async () => {
    const first = await fixedInterview(app, tokens, 'Cursorfirst');
    const second = await fixedInterview(app, tokens, 'Cursorsecond');
    for (const { candidateId } of [first, second])
      await app.api.post(
        '/admin/api/candidate/update',
        { id: candidateId, status: 'approved', comment: '' },
        { token: tokens.manager },
      );
    // More newer matches than a digest compares (copies of the first card, published later), so both cards come
    // back to the search only as newly free, never among the newest publications.
    await app.pool.query(
      `insert into catalog_cards
         select (jsonb_populate_record(null::catalog_cards, to_jsonb(k) || jsonb_build_object(
                   'id', gen_random_uuid(), 'surname', 'Cursorcopy' || g,
                   'published_at', k.published_at + make_interval(mins => g)))).*
           from catalog_cards k, generate_series(1, $2::int) g where k.id = $1`,
      [first.specialistId, MATCH_WINDOW + 1],
    );
    const searcher = await registerCompany(app, 'client', EMAIL);
    const saved = await app.api.post(
      '/api/saved-search/create',
      { query: QUERY, title: 'December' },
      { token: searcher },
    );
    expect(saved.status).toBe(200);
    searchId = saved.body.data.id;
    expect((await app.services.savedSearch.sendDigests()).digests).toBe(0);

    expect((await release(first.candidateId)).body.data?.status).toBe('rejected');
    expect((await unread()).matches.map((m) => m.id)).toEqual([first.specialistId]);
    expect((await app.services.savedSearch.sendDigests()).digests).toBe(1);
    expect((await digests()).map((d) => d.text_body.includes(`/specialist/${first.specialistId}`))).toEqual([true]);
    // The digest moved the cursor past the release it named, in its own transaction.
    expect(await unread()).toMatchObject({ matches: [], rowsRead: 0 });

    expect((await release(second.candidateId)).body.data?.status).toBe('rejected');
    expect(await unread()).toMatchObject({ matches: [{ id: second.specialistId, freed: true }], rowsRead: 1 });
    clock.advance(DAY + 1000);
    // Two runs at once: one digest, naming the second card and not the first again.
    const runs = await Promise.all([app.services.savedSearch.sendDigests(), app.services.savedSearch.sendDigests()]);
    expect(runs.reduce((sum, run) => sum + run.digests, 0)).toBe(1);
    const [, next, ...more] = await digests();
    expect(more).toEqual([]);
    expect(next?.subject).toBe('1 new specialist matches your saved search December');
    expect(next?.text_body).toContain(`/specialist/${second.specialistId}`);
    expect(next?.text_body).toContain('(free again over your period)');
    expect(next?.text_body).not.toContain(`/specialist/${first.specialistId}`);
    expect(await unread()).toMatchObject({ matches: [], rowsRead: 0 });
  });

  it('a release that took its position before another and commits after a digest read the other is named by the next digest', async () => {
    clock.advance(DAY + 1000);
    // The oldest copy matches the search and was never told (outside the 100 newest at saving); the newest was told.
    const { rows } = await app.pool.query<{ id: string; surname: string }>(
      `select id, surname from catalog_cards where surname in ('Cursorcopy1', 'Cursorcopy${MATCH_WINDOW + 1}')`,
    );
    const oldest = rows.find((r) => r.surname === 'Cursorcopy1')!.id;
    const newest = rows.find((r) => r.surname !== 'Cursorcopy1')!.id;
    const freeing = `insert into catalog_card_freed (specialist_id, period) values ($1, '[2026-12-05,2026-12-10]')`;
    const late = await app.pool.connect();
    try {
      // As the freeing triggers write: a transaction takes its position, and commits later than the next one.
      await late.query('begin');
      await late.query(freeing, [oldest]);
      await app.pool.query(freeing, [newest]);
      // The digest reads the committed release (a card already told): nothing to tell, the cursor moves.
      expect((await app.services.savedSearch.sendDigests()).digests).toBe(0);
      expect(await unread()).toMatchObject({ matches: [], rowsRead: 0 });
      await late.query('commit');
    } finally {
      late.release();
    }
    expect(await unread()).toMatchObject({ matches: [{ id: oldest, freed: true }], rowsRead: 1 });
    expect((await app.services.savedSearch.sendDigests()).digests).toBe(1);
    const last = (await digests()).at(-1);
    expect((await digests()).length).toBe(3);
    expect(last?.text_body).toContain(`/specialist/${oldest}`);
    expect(await unread()).toMatchObject({ matches: [], rowsRead: 0 });
  });
});
