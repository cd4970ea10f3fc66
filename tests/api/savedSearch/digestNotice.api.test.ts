import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishVariant } from '../../support/catalogFixtures';
import { registerCompany } from '../../support/companies';
import { startTestApp, type TestApp } from '../../support/testApp';
import { manualClock } from '../../support/testClock';

type Notice = { kind: string; title: string; body: string; link: string };

/** A saved search's digest is in its owner's bell too, written with the digest's e-mail, once per digest. */
describe("a saved search's digest in the notification centre", () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ clock: manualClock() });
  });
  afterAll(() => app?.stop());

  const notices = async (token: string): Promise<Notice[]> => {
    const res = await app.api.get('/api/notifications/list', { token });
    expect(res.status).toBe(200);
    return (res.body.data.items as Notice[]).filter((n) => n.kind === 'savedSearchDigest');
  };

  it('the user whose search produced the digest reads how many new specialists match it, linking to the search; nobody else does', async () => {
    const searcher = await registerCompany(app, 'client', 'digest-bell@client.test');
    const otherClient = await registerCompany(app, 'client', 'digest-bell-other@client.test');
    const saved = await app.api.post(
      '/api/saved-search/create',
      { query: 'search=Quokkaland', title: 'Quokkaland engineers' },
      { token: searcher },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await app.services.savedSearch.sendDigests()).digests).toBe(0);
    expect(await notices(searcher)).toEqual([]);

    const { agency, manager } = await app.demoTokens();
    await publishVariant(app, { agency, manager }, { surname: 'Quokka', description: 'Quokkaland payments.' });
    await publishVariant(app, { agency, manager }, { surname: 'Quokkatwo', description: 'Quokkaland too.' });
    expect((await app.services.savedSearch.sendDigests()).digests).toBe(1);

    const [notice, ...more] = await notices(searcher);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      title: '2 new specialists match "Quokkaland engineers"',
      link: '/staff?search=Quokkaland',
    });
    // The e-mail went in the same transaction: one digest, one notification, under one key.
    const stored = await app.pool.query<{ mails: number; notices: number }>(
      `select (select count(*)::int from mail_outbox where idempotency_key like 'saved-search-digest|%' and to_address = 'digest-bell@client.test') as mails,
              (select count(*)::int from notifications n join users u on u.id = n.user_id
                where n.kind = 'savedSearchDigest' and u.email = 'digest-bell@client.test') as notices`,
    );
    expect(stored.rows[0]).toEqual({ mails: 1, notices: 1 });
    // Within the day nothing more goes, to the mail or the bell; another company's user reads nothing of it.
    expect((await app.services.savedSearch.sendDigests()).digests).toBe(0);
    expect(await notices(searcher)).toHaveLength(1);
    expect(await notices(otherClient)).toEqual([]);
  });
});
