import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATCH_WINDOW } from '../../../domain/savedSearch/savedSearch';
import { fixedInterview, PERIOD } from '../../support/interviewFlow';
import { registerCompany } from '../../support/companies';
import { startTestApp, type TestApp } from '../../support/testApp';
import { manualClock } from '../../support/testClock';

const DAY = 24 * 60 * 60 * 1000;
/** Tuesday 3 November 2026, 08:00 UTC; the booking below runs from 10 November 2026 to 10 February 2027 (`PERIOD`). */
const START = new Date('2026-11-03T08:00:00Z');
const clock = manualClock(START);

/** A specialist booked over a saved search's period, then released, reaches the search's digest once (issue 35). */
describe('saved searches: newly available specialists', () => {
  let app: TestApp;
  let client: string;
  let agency: string;
  let manager: string;

  beforeAll(async () => {
    app = await startTestApp({ clock });
    ({ client, agency, manager } = await app.demoTokens());
  });
  afterAll(() => app?.stop());

  const digestsTo = async (email: string) =>
    (
      await app.pool.query<{ subject: string; text_body: string }>(
        `select subject, text_body from mail_outbox where to_address = $1 and subject like '%your saved search%' order by created_at`,
        [email],
      )
    ).rows;
  const move = (candidateId: string, status: string) =>
    app.api.post('/admin/api/candidate/update', { id: candidateId, status, comment: '' }, { token: manager });

  it('a search over a period where a card was booked gets no digest; the booking is released; the next digest names that card exactly once', async () => {
    const { candidateId, specialistId } = await fixedInterview(app, { client, agency, manager }, 'Freedagain');
    expect((await move(candidateId, 'approved')).body.data?.status).toBe('approved');
    expect(
      (await app.api.get(`/api/specialist/info/${specialistId}`, { token: agency })).body.data.clientReservations,
    ).toEqual([PERIOD]);
    // A real catalogue holds many cards published after this one: more newer matches than a digest compares
    // (copies of its catalogue row, published a minute apart after it, as the bench seeds the catalogue), so the
    // card comes back to the search only as newly free, never among the newest publications.
    await app.pool.query(
      `insert into catalog_cards
         select (jsonb_populate_record(null::catalog_cards, to_jsonb(k) || jsonb_build_object(
                   'id', gen_random_uuid(), 'surname', 'Newer' || g,
                   'published_at', k.published_at + make_interval(mins => g)))).*
           from catalog_cards k, generate_series(1, $2::int) g where k.id = $1`,
      [specialistId, MATCH_WINDOW + 1],
    );

    const email = 'newly-free@client.test';
    const searcher = await registerCompany(app, 'client', email);
    const saved = await app.api.post(
      '/api/saved-search/create',
      { query: 'availableFrom=2026-12-01&availableTo=2026-12-20', title: 'Free in December' },
      { token: searcher },
    );
    expect(saved.status).toBe(200);
    // Booked over the search's period: no match, nothing new.
    expect((await app.services.savedSearch.sendDigests()).digests).toBe(0);

    // The manager rejects the approved candidate: the reservation is released in the same transaction.
    expect((await move(candidateId, 'rejected')).body.data?.status).toBe('rejected');
    expect(
      (await app.api.get(`/api/specialist/info/${specialistId}`, { token: agency })).body.data.clientReservations,
    ).toEqual([]);

    expect((await app.services.savedSearch.sendDigests()).digests).toBe(1);
    const [digest] = await digestsTo(email);
    expect(digest?.subject).toBe('1 new specialist matches your saved search Free in December');
    expect(digest?.text_body.split(`/specialist/${specialistId}`)).toHaveLength(2);
    expect(digest?.text_body).toContain('(free again over your period)');

    // Told once: later runs, a day apart, name it no more.
    clock.advance(DAY + 1000);
    expect((await app.services.savedSearch.sendDigests()).digests).toBe(0);
    clock.advance(DAY + 1000);
    expect((await app.services.savedSearch.sendDigests()).digests).toBe(0);
    expect(await digestsTo(email)).toHaveLength(1);
  });

  it('a search without a period is told nothing by a release: the card matched it all along', async () => {
    clock.set(START);
    ({ client, agency, manager } = await app.demoTokens());
    const { candidateId } = await fixedInterview(app, { client, agency, manager }, 'Nevergone');
    expect((await move(candidateId, 'approved')).body.data?.status).toBe('approved');
    const email = 'no-period@client.test';
    const searcher = await registerCompany(app, 'client', email);
    expect((await app.api.post('/api/saved-search/create', { query: '' }, { token: searcher })).status).toBe(200);
    expect((await move(candidateId, 'rejected')).body.data?.status).toBe('rejected');
    expect((await app.services.savedSearch.sendDigests()).digests).toBe(0);
    expect(await digestsTo(email)).toEqual([]);
  });
});
