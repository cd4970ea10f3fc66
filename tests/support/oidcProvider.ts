import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateKeyPairSync } from 'node:crypto';
// oidc-provider (panva) ships no type declarations: the few calls made here are typed below.
// @ts-expect-error: no declaration file
import Provider from 'oidc-provider';

/** A registered client of the test's provider. */
export type TestOidcClient = { readonly clientId: string; readonly clientSecret: string; readonly redirectUri: string };

export type TestOidcProvider = {
  readonly issuer: string;
  /** `host:port` of the provider, for SSO_ALLOW_HOSTS. */
  readonly hostPort: string;
  /** Registers the client (once the app's address is known) and starts answering. */
  readonly serve: (client: TestOidcClient) => void;
  readonly stop: () => Promise<void>;
};

/**
 * A real OpenID Connect provider (oidc-provider 9) on a loopback port: discovery, keys, the authorization code flow
 * with PKCE required, and its built-in login form, where any login name is accepted and is the account's e-mail.
 * The socket listens first, so its address can go into the app's configuration before the app's address (the client's
 * redirect URI) is known.
 */
export const startOidcProvider = async (): Promise<TestOidcProvider> => {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signingKey = { ...privateKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig', alg: 'RS256' };
  return {
    issuer,
    hostPort: `127.0.0.1:${port}`,
    serve: (client) => {
      const provider = new Provider(issuer, {
        clients: [
          {
            client_id: client.clientId,
            client_secret: client.clientSecret,
            redirect_uris: [client.redirectUri],
            grant_types: ['authorization_code'],
            response_types: ['code'],
            token_endpoint_auth_method: 'client_secret_basic',
          },
        ],
        jwks: { keys: [signingKey] },
        cookies: { keys: ['a-test-cookie-key-of-the-test-provider'] },
        pkce: { required: () => true },
        claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
        findAccount: (_ctx: unknown, id: string) => ({
          accountId: id,
          claims: () => {
            const local = id.split('@')[0] ?? id;
            const [given, family] = local.split('.');
            return {
              sub: id,
              email: id,
              email_verified: true,
              given_name: given ? given[0]!.toUpperCase() + given.slice(1) : 'Test',
              family_name: family ? family[0]!.toUpperCase() + family.slice(1) : 'Person',
            };
          },
        }),
      });
      server.on('request', provider.callback());
    },
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

/**
 * A person at the provider, driven over HTTP as a browser would: follows the redirects from the authorization address,
 * keeps the provider's cookies, submits the login form with the name given and the consent form, and answers the
 * address the provider finally sends back to (the app's callback, not followed).
 */
export const signInAtProvider = async (authorizationUrl: string, login: string): Promise<URL> => {
  const cookies = new Map<string, string>();
  const origin = new URL(authorizationUrl).origin;
  const send = async (url: string, body?: URLSearchParams): Promise<Response> => {
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body,
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
    return response;
  };
  let url = authorizationUrl;
  for (let hop = 0; hop < 20; hop += 1) {
    const response = await send(url);
    if (response.status >= 300 && response.status < 400) {
      const next = new URL(response.headers.get('location')!, url);
      if (next.origin !== origin) return next;
      url = next.toString();
      continue;
    }
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (!action) throw new Error(`the provider answered ${response.status} without a form: ${page.slice(0, 300)}`);
    const form = page.includes('name="prompt" value="login"')
      ? new URLSearchParams({ prompt: 'login', login, password: 'any' })
      : new URLSearchParams({ prompt: 'consent' });
    const submitted = await send(new URL(action, url).toString(), form);
    if (submitted.status < 300 || submitted.status >= 400) throw new Error(`the form answered ${submitted.status}`);
    const next = new URL(submitted.headers.get('location')!, url);
    if (next.origin !== origin) return next;
    url = next.toString();
  }
  throw new Error('the provider kept redirecting');
};
