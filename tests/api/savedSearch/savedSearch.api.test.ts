import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishVariant } from '../../support/catalogFixtures';
import { registerCompany } from '../../support/companies';
import { startTestApp, type TestApp } from '../../support/testApp';
import { manualClock, type ManualClock } from '../../support/testClock';

const DAY = 24 * 60 * 60 * 1000;

/** Saved catalogue searches over REST: one's own only, a daily digest of new matches, a one-click unsubscribe signed out. */
describe('saved searches', () => {
  let app: TestApp;
  let clock: ManualClock;
  let client: string;
  let agency: string;
  let manager: string;
  let otherClient: string;
  let java: string;

  const digestsTo = async (email: string) =>
    (
      await app.pool.query<{ subject: string; text_body: string; list_unsubscribe: string | null }>(
        `select subject, text_body, list_unsubscribe from mail_outbox where to_address = $1 and subject like '%your saved search%' order by created_at`,
        [email],
      )
    ).rows;

  beforeAll(async () => {
    clock = manualClock();
    app = await startTestApp({ clock });
    ({ client, agency, manager } = await app.demoTokens());
    otherClient = await registerCompany(app, 'client', 'saved-search-other@client.test');
    java = (await app.pool.query(`select id from key_skills where lower(title) = 'java'`)).rows[0].id;
  });
  afterAll(() => app?.stop());

  it('a user saves a catalogue address, lists it, and another user finds nothing of it (404)', async () => {
    const created = await app.api.post(
      '/api/saved-search/create',
      { query: `?keySkills=${java}&search=ledger&page=2`, title: 'Ledger people' },
      { token: client },
    );
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ title: 'Ledger people', alerts: true, lastDigestAt: null });
    expect(created.body.data.query).toBe(`keySkills=${java}&search=ledger`);
    const listed = await app.api.get('/api/saved-search/list', { token: client });
    expect(listed.body.data.items.map((s: { id: string }) => s.id)).toContain(created.body.data.id);
    expect((await app.api.get('/api/saved-search/list', { token: otherClient })).body.data.items).toEqual([]);
    const foreign = await app.api.post(
      '/api/saved-search/delete',
      { savedSearchId: created.body.data.id },
      { token: otherClient },
    );
    expect(foreign.status).toBe(404);
    const own = await app.api.post(
      '/api/saved-search/delete',
      { savedSearchId: created.body.data.id },
      { token: client },
    );
    expect(own.status).toBe(200);
    expect((await app.api.get('/api/saved-search/list', { token: client })).body.data.items).toEqual([]);
  });

  it('refuses what is not a catalogue address with the field (400), and a visitor (401)', async () => {
    const unknown = await app.api.post('/api/saved-search/create', { query: 'colour=blue' }, { token: client });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].field).toBe('query');
    const order = await app.api.post(
      '/api/saved-search/create',
      { query: 'priceFrom=90&priceTo=10' },
      { token: client },
    );
    expect(order.status).toBe(400);
    expect((await app.api.post('/api/saved-search/create', { query: '' })).status).toBe(401);
    expect((await app.api.get('/api/saved-search/list')).status).toBe(401);
    expect((await app.api.post('/api/saved-search/delete', { savedSearchId: 'nope' }, { token: client })).status).toBe(
      400,
    );
    expect(
      (await app.api.post('/api/saved-search/delete', { savedSearchId: randomUUID() }, { token: client })).status,
    ).toBe(404);
  });

  it('exactly one digest a day names the newly published match, with a one-click unsubscribe that works signed out', async () => {
    const email = 'saved-search-digest@agency.test';
    const searcher = await registerCompany(app, 'agency', email);
    const saved = await app.api.post(
      '/api/saved-search/create',
      { query: 'search=Zanzibarian', title: 'Zanzibarian developers' },
      { token: searcher },
    );
    expect(saved.status).toBe(200);
    // Nothing new yet: no digest.
    expect((await app.services.savedSearch.sendDigests()).digests).toBe(0);

    const card = await publishVariant(
      app,
      { agency, manager },
      {
        surname: 'Zanzi',
        name: 'Lena',
        description: 'Zanzibarian payments engineer.',
      },
    );
    expect((await app.services.savedSearch.sendDigests()).digests).toBe(1);
    // Within the day, nothing more goes, whatever is published.
    await publishVariant(app, { agency, manager }, { surname: 'Zanzitwo', description: 'Zanzibarian too.' });
    expect((await app.services.savedSearch.sendDigests()).digests).toBe(0);

    const digests = await digestsTo(email);
    expect(digests).toHaveLength(1);
    expect(digests[0]?.subject).toBe('1 new specialist matches your saved search Zanzibarian developers');
    expect(digests[0]?.text_body).toContain(`/specialist/${card}`);
    const unsubscribeUrl = digests[0]!.list_unsubscribe!;
    expect(unsubscribeUrl).toMatch(/\/api\/saved-search\/unsubscribe\/[A-Za-z0-9_-]+$/);
    const token = unsubscribeUrl.split('/').at(-1)!;
    expect(digests[0]?.text_body).toContain(`/saved-search/unsubscribe/${token}`);

    // A day later the second card is new: one more digest, naming only it.
    clock.advance(DAY + 1000);
    expect((await app.services.savedSearch.sendDigests()).digests).toBe(1);
    const second = (await digestsTo(email))[1];
    expect(second?.text_body).not.toContain(`/specialist/${card}`);

    // Signed out: reading the link changes nothing; the one-click POST (as a mail client sends it) stops the alerts.
    const read = await app.api.get(`/api/saved-search/unsubscribe/${token}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual({ title: 'Zanzibarian developers', alerts: true });
    const oneClick = await fetch(`${app.baseUrl}/api/saved-search/unsubscribe/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect((await app.api.get(`/api/saved-search/unsubscribe/${token}`)).body.data.alerts).toBe(false);
    expect((await app.api.post(`/api/saved-search/unsubscribe/${token}`, {})).status).toBe(200);
    // The clock passed the sign-in's idle end: the owner signs in again and reads the alerts off.
    const again = await app.login(email, 'second-pass-1');
    expect((await app.api.get('/api/saved-search/list', { token: again })).body.data.items[0].alerts).toBe(false);

    const fresh = await app.demoTokens();
    await publishVariant(app, fresh, { surname: 'Zanzithree', description: 'Zanzibarian three.' });
    clock.advance(DAY + 1000);
    expect((await app.services.savedSearch.sendDigests()).digests).toBe(0);
    expect(await digestsTo(email)).toHaveLength(2);
    expect((await app.api.get(`/api/saved-search/unsubscribe/${'x'.repeat(40)}`)).status).toBe(404);
  });
});
