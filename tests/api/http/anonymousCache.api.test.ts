import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishVariant } from '../../support/catalogFixtures';
import { startTestApp, type TestApp } from '../../support/testApp';

/**
 * Anonymous catalogue answers carry an ETag of the catalogue's version: a browser or shared cache revalidates with
 * 304, and any publication, hiding, blocking or booking gives a new answer at once, in every process.
 */
describe('cached anonymous catalogue answers', () => {
  let app: TestApp;
  let tokens: { agency: string; manager: string; client: string };
  const filters = () => fetch(`${app.baseUrl}/api/specialist-catalog/filters`);
  const list = () =>
    fetch(`${app.baseUrl}/api/specialist-catalog/list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ count: 24 }),
    });
  const surnamesIn = async (response: Response) =>
    ((await response.json()) as { data: { items: { surnameInitial: string }[] } }).data.items
      .map((i) => i.surnameInitial)
      .sort();

  beforeAll(async () => {
    app = await startTestApp();
    const [agency, manager, client] = await Promise.all([
      app.login('agency@demo.test'),
      app.login('manager@demo.test'),
      app.login('client@demo.test'),
    ]);
    tokens = { agency, manager, client };
    await publishVariant(app, tokens, { surname: 'Alpha', skills: ['Java'] });
  });
  afterAll(() => app?.stop());

  it('answers 304 to a visitor whose copy is current, and the full answer once a card is published, hidden or blocked', async () => {
    const first = await filters();
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"c\d+-/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(
      (await fetch(`${app.baseUrl}/api/specialist-catalog/filters`, { headers: { 'if-none-match': etag } })).status,
    ).toBe(304);

    const second = await publishVariant(app, tokens, { surname: 'Bravo', skills: ['Java'] });
    const afterPublish = await fetch(`${app.baseUrl}/api/specialist-catalog/filters`, {
      headers: { 'if-none-match': etag },
    });
    expect(afterPublish.status).toBe(200);
    const etagAfterPublish = afterPublish.headers.get('etag')!;
    expect(etagAfterPublish).not.toBe(etag);

    await app.api.post('/admin/api/specialist/hide', { specialistId: second }, { token: tokens.manager });
    const afterHide = await fetch(`${app.baseUrl}/api/specialist-catalog/filters`, {
      headers: { 'if-none-match': etagAfterPublish },
    });
    expect(afterHide.status).toBe(200);
  });

  it('never serves a stale list from memory: a repeated request is the same answer until the catalogue changes', async () => {
    const before = await surnamesIn(await list());
    expect(await surnamesIn(await list())).toEqual(before);
    const id = await publishVariant(app, tokens, { surname: 'Charlie', skills: ['Java'] });
    expect(await surnamesIn(await list())).toEqual([...before, 'C.'].sort());
    await app.api.post(
      '/admin/api/specialist/block',
      { specialistId: id, reason: 'Fake profile' },
      { token: tokens.manager },
    );
    expect(await surnamesIn(await list())).toEqual(before);
  });

  it('a hard reload (Cache-Control: no-cache) gets an answer made now, outside the cache', async () => {
    const reload = await fetch(`${app.baseUrl}/api/specialist-catalog/filters`, {
      headers: { 'cache-control': 'no-cache' },
    });
    expect(reload.status).toBe(200);
    expect(reload.headers.get('etag') ?? '').not.toMatch(/^W\/"c\d+-/);
    expect((await reload.json()) as unknown).toEqual((await (await filters()).json()) as unknown);
  });

  it('a booking changes the version too', async () => {
    const etag = (await filters()).headers.get('etag');
    const {
      rows: [card],
    } = await app.pool.query<{ id: string }>('select id from catalog_cards limit 1');
    const {
      rows: [client],
    } = await app.pool.query<{ id: string }>(`select id from companies where type = 'client' limit 1`);
    await app.pool.query(
      `insert into specialist_bookings (candidate_id, specialist_id, client_id, period, created_at)
      values (gen_random_uuid(), $1, $2, daterange(current_date + 10, current_date + 40, '[]'), now())`,
      [card!.id, client!.id],
    );
    expect((await filters()).headers.get('etag')).not.toBe(etag);
  });

  it('keeps callers with a token out of the cache: a manager sees more than a visitor', async () => {
    const response = await fetch(`${app.baseUrl}/api/specialist-catalog/filters`, {
      headers: { authorization: `Bearer ${tokens.manager}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control') ?? '').not.toContain('public');
    expect(response.headers.get('etag') ?? '').not.toMatch(/^W\/"c\d+-/);
  });

  it('does not cache a refused request', async () => {
    const refused = await fetch(`${app.baseUrl}/api/specialist-catalog/filters?availableFrom=2026-74-15`);
    expect(refused.status).toBe(400);
    expect(refused.headers.get('etag')).toBeNull();
  });
});
