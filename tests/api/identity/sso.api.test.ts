import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inviteColleague } from '../../support/colleagues';
import { startDnsServer, type TestDnsServer } from '../../support/dnsServer';
import { signInAtProvider, startOidcProvider, type TestOidcProvider } from '../../support/oidcProvider';
import { startTestApp, type TestApp } from '../../support/testApp';

/**
 * Single sign-on for a company against a real OpenID provider (oidc-provider 9 on a loopback port, PKCE required) and
 * a real DNS server the test runs: the owner connects and verifies the domain; the domain's people sign in through
 * the provider and join the company; state, nonce and PKCE are checked; SSO can be the only way in.
 */
describe('single sign-on for a company (OpenID Connect)', () => {
  let app: TestApp;
  let provider: TestOidcProvider;
  let dns: TestDnsServer;
  let owner: string;
  const clientSecret = 'the-client-secret-of-acme-at-its-provider';

  beforeAll(async () => {
    provider = await startOidcProvider();
    dns = await startDnsServer();
    app = await startTestApp({ env: { SSO_ALLOW_HOSTS: provider.hostPort, SSO_DNS_RESOLVER: dns.address } });
    provider.serve({ clientId: 'acme-marketplace', clientSecret, redirectUri: `${app.baseUrl}/api/auth/sso/callback` });
    owner = await app.login('client@demo.test');
  });
  afterAll(async () => {
    await app.stop();
    await provider.stop();
    await dns.stop();
  });

  const configure = (body: Record<string, unknown>, token = owner) =>
    app.api.post('/api/company/sso/configure', body, { token });
  const start = (email: string) =>
    app.api.raw(`/api/auth/sso/start?email=${encodeURIComponent(email)}`, { redirect: 'manual' });
  const callback = async (url: URL) => {
    // As a browser follows the provider's redirect: a page is wanted, so a refusal is sent to the login page too.
    const res = await app.api.raw(`${url.pathname}${url.search}`, {
      redirect: 'manual',
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(res.status).toBe(302);
    return new URL(res.headers.get('location')!, app.baseUrl);
  };
  /** The whole sign-in: the app's start, the provider's login form as `login`, the app's callback. */
  const signIn = async (email: string, login = email) => {
    const started = await start(email);
    expect(started.status).toBe(302);
    return callback(await signInAtProvider(started.headers.get('location')!, login));
  };
  const tokenOf = (landing: URL) => {
    expect(landing.pathname).toBe('/login');
    const token = new URLSearchParams(landing.hash.slice(1)).get('sso_token');
    expect(token, `landed with ${landing.search}`).toBeTruthy();
    return token!;
  };

  it('a member cannot see or change it; the owner sees it unset with the redirect URI to register', async () => {
    await inviteColleague(app, owner, {
      email: 'carol.key@acme.test',
      firstName: 'Carol',
      lastName: 'Key',
      password: 'carolpass1',
    });
    const member = await app.login('carol.key@acme.test', 'carolpass1');
    expect((await app.api.get('/api/company/sso/info', { token: member })).status).toBe(403);
    expect((await configure({ issuer: provider.issuer }, member)).status).toBe(403);
    expect((await app.api.get('/api/company/sso/info')).status).toBe(401);

    const info = await app.api.get('/api/company/sso/info', { token: owner });
    expect(info.status).toBe(200);
    expect(info.body.data).toMatchObject({
      configured: false,
      redirectUri: `${app.baseUrl}/api/auth/sso/callback`,
      enforced: false,
    });
  });

  it('refuses an issuer that does not answer discovery, and one in a private network (the safe fetcher)', async () => {
    const base = { clientId: 'acme-marketplace', clientSecret, domain: 'acme.test' };
    const privateAddress = await configure({ ...base, issuer: 'http://10.1.2.3' });
    expect(privateAddress.status).toBe(400);
    expect(privateAddress.body.errors).toEqual([
      expect.objectContaining({ field: 'issuer', code: 'sso.discovery_failed' }),
    ]);
    const nothingThere = await configure({ ...base, issuer: `${provider.issuer}/not-an-issuer` });
    expect(nothingThere.status).toBe(400);
    expect((await configure({ ...base, issuer: provider.issuer, domain: 'gmail.com' })).body.errors[0].code).toBe(
      'sso.domain_shared',
    );
  });

  it('connects the provider; the secret is never answered and is stored sealed', async () => {
    const res = await configure({
      issuer: provider.issuer,
      clientId: 'acme-marketplace',
      clientSecret,
      domain: 'ACME.test',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      configured: true,
      issuer: provider.issuer,
      clientId: 'acme-marketplace',
      clientSecretSet: true,
      domain: 'acme.test',
      domainVerifiedAt: null,
      defaultRole: 'member',
      verificationRecord: {
        name: '_marketplace-sso.acme.test',
        value: expect.stringMatching(/^marketplace-sso-verification=/),
      },
    });
    expect(JSON.stringify(res.body)).not.toContain(clientSecret);
    const stored = await app.pool.query<{ client_secret_sealed: string }>(
      'select client_secret_sealed from company_sso',
    );
    expect(stored.rows[0]!.client_secret_sealed).toMatch(/^v1\./);
    expect(stored.rows[0]!.client_secret_sealed).not.toContain(clientSecret);
  });

  it('nobody signs in through it and it cannot be enforced until the DNS record proves the domain', async () => {
    const notYet = await start('ann.lee@acme.test');
    expect(notYet.status).toBe(404);
    expect((await notYet.json()).exception.code).toBe('sso.not_configured');
    const enforce = await app.api.post('/api/company/sso/enforce', { enforced: true }, { token: owner });
    expect(enforce.status).toBe(422);
    expect(enforce.body.exception.code).toBe('sso.domain_not_verified');

    const missing = await app.api.post('/api/company/sso/verify-domain', {}, { token: owner });
    expect(missing.status).toBe(422);
    expect(missing.body.exception.code).toBe('sso.domain_record_missing');
    const { verificationRecord } = (await app.api.get('/api/company/sso/info', { token: owner })).body.data;
    dns.setTxt(verificationRecord.name, 'marketplace-sso-verification=someone-elses-token');
    expect((await app.api.post('/api/company/sso/verify-domain', {}, { token: owner })).status).toBe(422);

    dns.setTxt(verificationRecord.name, verificationRecord.value);
    const verified = await app.api.post('/api/company/sso/verify-domain', {}, { token: owner });
    expect(verified.status).toBe(200);
    expect(verified.body.data.domainVerifiedAt).toEqual(expect.any(String));
  });

  it('sends a person of the domain to the provider with PKCE (S256), a nonce and a state', async () => {
    const res = await start('Ann.Lee@acme.test');
    expect(res.status).toBe(302);
    const to = new URL(res.headers.get('location')!);
    expect(to.origin).toBe(provider.issuer);
    expect(to.searchParams.get('client_id')).toBe('acme-marketplace');
    expect(to.searchParams.get('redirect_uri')).toBe(`${app.baseUrl}/api/auth/sso/callback`);
    expect(to.searchParams.get('code_challenge_method')).toBe('S256');
    expect(to.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(to.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(to.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(to.searchParams.get('login_hint')).toBe('ann.lee@acme.test');
    // Over tRPC the page gets the same address to go to.
    const trpc = await app.api.post('/trpc/sso.start', { email: 'ann.lee@acme.test' });
    expect(new URL(trpc.body.result.data.url).origin).toBe(provider.issuer);
    // A domain nobody verified is not sent anywhere.
    expect((await start('ann@elsewhere.test')).status).toBe(404);
  });

  it("a new person of the domain signs in through the provider's login form and joins the company, verified", async () => {
    const token = tokenOf(await signIn('ann.lee@acme.test'));
    const profile = await app.api.get('/api/user/profile', { token });
    expect(profile.status).toBe(200);
    expect(profile.body.data).toMatchObject({
      email: 'ann.lee@acme.test',
      name: 'Ann',
      surname: 'Lee',
      status: 'active',
      companyType: 'client',
      companyName: (await app.api.get('/api/user/profile', { token: owner })).body.data.companyName,
    });
    expect(profile.body.data.scope).not.toContain('people:manage-own');
    // The owner sees her among the company's people; her second sign-in is the same person.
    const again = tokenOf(await signIn('ann.lee@acme.test'));
    expect((await app.api.get('/api/user/profile', { token: again })).body.data.id).toBe(profile.body.data.id);
    const users = await app.pool.query('select 1 from users where email = $1', ['ann.lee@acme.test']);
    expect(users.rowCount).toBe(1);
  });

  it('an existing colleague of the domain signs in as themselves', async () => {
    const token = tokenOf(await signIn('carol.key@acme.test'));
    expect((await app.api.get('/api/user/profile', { token })).body.data).toMatchObject({
      name: 'Carol',
      surname: 'Key',
    });
  });

  it('refuses a person of another domain signing in at the provider, and creates nobody', async () => {
    const landing = await signIn('ann.lee@acme.test', 'eve.stone@other.test');
    expect(landing.pathname).toBe('/login');
    expect(landing.searchParams.get('sso_error')).toBe('sso.wrong_domain');
    expect(landing.hash).toBe('');
    expect((await app.pool.query('select 1 from users where email = $1', ['eve.stone@other.test'])).rowCount).toBe(0);
  });

  it('refuses a wrong state, and a callback used twice', async () => {
    const started = await start('ann.lee@acme.test');
    const back = await signInAtProvider(started.headers.get('location')!, 'ann.lee@acme.test');
    const forged = new URL(back);
    forged.searchParams.set('state', 'a-state-this-app-never-gave');
    expect((await callback(forged)).searchParams.get('sso_error')).toBe('sso.state_invalid');
    tokenOf(await callback(back));
    expect((await callback(back)).searchParams.get('sso_error')).toBe('sso.state_invalid');
  });

  it('refuses the code when the nonce or the PKCE verifier is not the one the sign-in started with', async () => {
    for (const column of ['nonce', 'code_verifier']) {
      const started = await start('ann.lee@acme.test');
      const back = await signInAtProvider(started.headers.get('location')!, 'ann.lee@acme.test');
      // The pending sign-in's secret is replaced, as if an attacker's own started sign-in were used with this code.
      await app.pool.query(
        `update sso_sign_ins set ${column} = 'x-another-value-of-at-least-forty-three-characters-long'
         where used_at is null`,
      );
      expect((await callback(back)).searchParams.get('sso_error'), column).toBe('sso.provider_failed');
    }
  });

  it('made the only way in, the password of the domain’s people answers auth.sso_required; others keep theirs', async () => {
    expect(
      (await app.api.post('/api/auth/login', { email: 'carol.key@acme.test', password: 'carolpass1' })).status,
    ).toBe(200);
    const enforced = await app.api.post('/api/company/sso/enforce', { enforced: true }, { token: owner });
    expect(enforced.status).toBe(200);
    expect(enforced.body.data.enforced).toBe(true);

    const refused = await app.api.post('/api/auth/login', { email: 'carol.key@acme.test', password: 'carolpass1' });
    expect(refused.status).toBe(403);
    expect(refused.body.exception.code).toBe('auth.sso_required');
    // A wrong password is still only a wrong password: the answer says nothing more.
    expect(
      (await app.api.post('/api/auth/login', { email: 'carol.key@acme.test', password: 'wrong-pass1' })).status,
    ).toBe(401);
    expect((await app.api.post('/api/auth/login', { email: 'client@demo.test', password: 'demopass1' })).status).toBe(
      200,
    );
    tokenOf(await signIn('carol.key@acme.test'));

    expect((await app.api.post('/api/company/sso/enforce', { enforced: false }, { token: owner })).status).toBe(200);
    expect(
      (await app.api.post('/api/auth/login', { email: 'carol.key@acme.test', password: 'carolpass1' })).status,
    ).toBe(200);
  });
});
