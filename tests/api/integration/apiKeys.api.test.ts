import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany } from '../../support/companies';
import { cardPayload } from '../../support/specialistPayloads';
import { startTestApp, type TestApp } from '../../support/testApp';
import { manualClock, type ManualClock } from '../../support/testClock';

type Key = { id: string; name: string; prefix: string; scopes: string[]; status: string; secret?: string };

/**
 * A company's API keys (issue 37): an owner makes one with some of their scopes, the secret is shown once and kept
 * only as a digest, and the key acts on the REST API as its company with those scopes only.
 */
describe('API keys', () => {
  let app: TestApp;
  let clock: ManualClock;
  let agency: string;
  let agencyId: string;
  let otherAgency: string;

  beforeAll(async () => {
    clock = manualClock();
    app = await startTestApp({ clock });
    agency = await app.login('agency@demo.test');
    otherAgency = await registerCompany(app, 'agency', 'keys-other@agency.test');
    agencyId = (await app.api.get('/api/user/profile', { token: agency })).body.data.agencyId;
  });
  afterAll(() => app?.stop());

  const createKey = async (token: string, body: Record<string, unknown>) =>
    app.api.post('/api/integration/api-key/create', body, { token });
  const newKey = async (token: string, scopes: string[], name = 'ATS') => {
    const res = await createKey(token, { name, scopes });
    expect(res.status).toBe(200);
    return res.body.data as Key & { secret: string };
  };
  const sendCard = (token: string, surname: string) =>
    cardPayload(app.pool, { surname }).then((content) =>
      app.api.post('/api/specialist/send-to-publish', { content }, { token }),
    );

  it('shows the secret once, stores only its SHA-256 digest, and lists the key without it', async () => {
    const key = await newKey(agency, ['specialist:manage-own'], 'Staffing tool');
    expect(key.secret).toMatch(/^hmk_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({ name: 'Staffing tool', scopes: ['specialist:manage-own'], status: 'active' });
    expect(key.secret.startsWith(key.prefix)).toBe(true);

    const { rows } = await app.pool.query<Record<string, unknown>>('select * from api_keys where id = $1', [key.id]);
    expect(rows[0]?.secret_hash).toBe(createHash('sha256').update(key.secret).digest('hex'));
    expect(JSON.stringify(rows[0])).not.toContain(key.secret);

    const listed = await app.api.get('/api/integration/api-key/list', { token: agency });
    expect(listed.status).toBe(200);
    const item = (listed.body.data.items as Key[]).find((k) => k.id === key.id);
    expect(item).toMatchObject({ name: 'Staffing tool', prefix: key.prefix, status: 'active' });
    expect(item).not.toHaveProperty('secret');
    expect(JSON.stringify(listed.body)).not.toContain(key.secret);
    expect(listed.body.data.grantableScopes).toContain('specialist:manage-own');
    expect(listed.body.data.grantableScopes).not.toContain('people:manage-own');
  });

  it('refuses scopes the owner may not give: staff scopes, managing people, another company type’s', async () => {
    for (const scopes of [['company:manage'], ['people:manage-own'], ['cart:use'], ['user:impersonate']]) {
      const res = await createKey(agency, { name: 'Too much', scopes });
      expect(res.status).toBe(400);
      expect(res.body.errors[0]).toMatchObject({ field: 'scopes' });
    }
    expect((await createKey(agency, { name: '', scopes: ['act:own'] })).body.errors[0]).toMatchObject({
      field: 'name',
    });
    const past = await createKey(agency, { name: 'Old', scopes: ['act:own'], expiresAt: '2020-01-01T00:00:00Z' });
    expect(past.status).toBe(400);
    expect(past.body.errors[0]).toMatchObject({ field: 'expiresAt' });
    expect((await createKey('', { name: 'x', scopes: ['act:own'] })).status).toBe(401);
  });

  it('acts as its company with its scopes only: 403 without the scope, and the write names the key', async () => {
    const key = await newKey(agency, ['specialist:manage-own']);
    const list = await app.api.get(`/api/specialist/list-v2/${agencyId}`, { token: key.secret });
    expect(list.status).toBe(200);

    const sent = await sendCard(key.secret, 'Keyholder');
    expect(sent.status).toBe(200);
    const specialistId = sent.body.data.specialistId as string;
    const { rows } = await app.pool.query<{ meta: Record<string, unknown> }>(
      "select message_metadata as meta from emt_messages where message_metadata->>'apiKeyId' = $1",
      [key.id],
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]?.meta).toMatchObject({ apiKeyId: key.id, actorRole: 'partner' });
    expect(rows[0]?.meta).not.toHaveProperty('emulatedBy');

    // Another scope of the same company: refused.
    expect((await app.api.get('/api/agency/act/list', { token: key.secret })).status).toBe(403);
    // A key never manages keys, even one given every scope it may hold.
    const wide = await newKey(
      agency,
      (await app.api.get('/api/integration/api-key/list', { token: agency })).body.data.grantableScopes,
    );
    expect((await app.api.get('/api/integration/api-key/list', { token: wide.secret })).status).toBe(403);
    expect((await createKey(wide.secret, { name: 'Minted', scopes: ['act:own'] })).status).toBe(403);

    // Another company's key never reads this company's card.
    const foreign = await newKey(otherAgency, ['specialist:manage-own']);
    expect((await app.api.get(`/api/specialist/info/${specialistId}`, { token: key.secret })).status).toBe(200);
    expect((await app.api.get(`/api/specialist/info/${specialistId}`, { token: foreign.secret })).status).toBe(404);
  });

  it("across every documented operation, a key with every scope it may hold has no staff power and never reads another company's draft", async () => {
    const grantable = async (token: string) =>
      (await app.api.get('/api/integration/api-key/list', { token })).body.data.grantableScopes as string[];
    const own = await newKey(agency, ['specialist:manage-own']);
    // A surname is letters only: the time's digits as letters make it unique.
    const marker = `Sweepmarker${String(Date.now()).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
    // A card in moderation: its agency's and the staff's only, not in the catalogue.
    const draft = await sendCard(own.secret, marker);
    expect(draft.status).toBe(200);
    const draftId = draft.body.data.specialistId as string;
    expect(
      JSON.stringify((await app.api.get(`/api/specialist/info/${draftId}`, { token: own.secret })).body),
    ).toContain(marker);

    const foreign = await newKey(otherAgency, await grantable(otherAgency));
    const document = (await app.api.get('/api/openapi.json')).body as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
    };
    let staffCalls = 0;
    let reads = 0;
    for (const [template, operations] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(operations)) {
        // Every path parameter and every `id`-like query names the other company's draft.
        const url =
          template.replace(/\{([^}]+)\}/g, (_m, name: string) => (name === 'version' ? '2' : draftId)) +
          (operation.parameters?.some((p) => p.in === 'query' && /id$/i.test(p.name))
            ? '?' +
              operation.parameters
                .filter((p) => p.in === 'query' && /id$/i.test(p.name))
                .map((p) => `${p.name}=${draftId}`)
                .join('&')
            : '');
        if (template.startsWith('/admin/api/')) {
          staffCalls++;
          const answer =
            method === 'get'
              ? await app.api.get(url, { token: foreign.secret })
              : await app.api.post(url, { id: draftId, specialistId: draftId }, { token: foreign.secret });
          expect([401, 403], `${method.toUpperCase()} ${template}`).toContain(answer.status);
        } else if (method === 'get' && !template.includes('openapi')) {
          reads++;
          const answer = await app.api.get(url, { token: foreign.secret });
          expect(JSON.stringify(answer.body ?? ''), `GET ${template}`).not.toContain(marker);
        }
      }
    expect(staffCalls).toBeGreaterThan(50);
    expect(reads).toBeGreaterThan(50);
  });

  it('is the REST API only: not the web’s tRPC, not the staff API, not a person’s own profile or password', async () => {
    const key = await newKey(agency, ['specialist:manage-own', 'company:manage-own']);
    expect((await app.api.get('/trpc/integration.listApiKeys', { token: key.secret })).status).toBe(401);
    expect((await app.api.get('/api/user/profile', { token: key.secret })).status).toBe(401);
    expect((await app.api.get('/api/notifications/list', { token: key.secret })).status).toBe(401);
    expect(
      (
        await app.api.post(
          '/api/user/change-password',
          { oldPassword: 'demopass1', password: 'taken-over-1' },
          { token: key.secret },
        )
      ).status,
    ).toBe(401);
    expect(
      (await app.api.post('/admin/api/specialist/publish', { specialistId: agencyId }, { token: key.secret })).status,
    ).toBe(401);
  });

  it('records the last use and its address, at most once a minute from one address', async () => {
    const key = await newKey(agency, ['specialist:manage-own']);
    await app.api.get(`/api/specialist/list-v2/${agencyId}`, { token: key.secret });
    const seen = (await app.api.get('/api/integration/api-key/list', { token: agency })).body.data.items.find(
      (k: Key) => k.id === key.id,
    );
    expect(seen.lastUsedAt).toBe(clock.now().toISOString());
    expect(seen.lastUsedAddress).toMatch(/127\.0\.0\.1|::1/);
  });

  it('stops working when revoked or expired; another company cannot revoke it (404)', async () => {
    const key = await newKey(agency, ['specialist:manage-own']);
    const use = () => app.api.get(`/api/specialist/list-v2/${agencyId}`, { token: key.secret });
    expect((await use()).status).toBe(200);
    expect((await app.api.post('/api/integration/api-key/revoke', { id: key.id }, { token: otherAgency })).status).toBe(
      404,
    );
    expect((await use()).status).toBe(200);
    const revoked = await app.api.post('/api/integration/api-key/revoke', { id: key.id }, { token: agency });
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.status).toBe('revoked');
    expect((await use()).status).toBe(401);

    const expiring = await createKey(agency, {
      name: 'A day',
      scopes: ['specialist:manage-own'],
      expiresAt: new Date(clock.now().getTime() + 86_400_000).toISOString(),
    });
    const secret = expiring.body.data.secret as string;
    expect((await app.api.get(`/api/specialist/list-v2/${agencyId}`, { token: secret })).status).toBe(200);
    clock.advance(86_400_000);
    agency = await app.login('agency@demo.test'); // the owner's session has gone idle meanwhile
    expect((await app.api.get(`/api/specialist/list-v2/${agencyId}`, { token: secret })).status).toBe(401);
    const listed = (await app.api.get('/api/integration/api-key/list', { token: agency })).body.data.items as Key[];
    expect(listed.find((k) => k.id === expiring.body.data.id)?.status).toBe('expired');
  });

  it('is limited per key: past 200 requests a minute, 429 with Retry-After, while another key goes on', async () => {
    const key = await newKey(agency, ['specialist:manage-own']);
    const other = await newKey(agency, ['specialist:manage-own']);
    const use = (secret: string) => app.api.get('/api/specialist/list-v2/not-a-uuid', { token: secret });
    for (let batch = 0; batch < 10; batch += 1) {
      const answers = await Promise.all(Array.from({ length: 20 }, () => use(key.secret)));
      expect(answers.every((a) => a.status !== 429)).toBe(true);
    }
    const refused = await use(key.secret);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await use(other.secret)).status).not.toBe(429);
    clock.advance(61_000);
    expect((await use(key.secret)).status).not.toBe(429);
  });
});
