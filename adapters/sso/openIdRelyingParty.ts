import * as oidc from 'openid-client';
import { err, ok, type Result } from 'neverthrow';
import type { OpenIdClaims, OpenIdClientSettings, OpenIdRelyingParty } from '../../application/identity/sso/ssoPorts';
import { safeHttpFetch, type SafeFetchInit } from '../http/safeFetch';

export type RelyingPartyOptions = {
  /** `host:port` pairs of providers reached although local, over http (SSO_ALLOW_HOSTS: the tests' own provider). */
  readonly allowHosts: readonly string[];
  readonly timeoutMs?: number;
};

const reasonOf = (e: unknown): string =>
  e instanceof Error ? `${e.name}: ${e.message}${'code' in e ? ` (${String(e.code)})` : ''}` : String(e);

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

/**
 * The relying party on openid-client 6: discovery, the authorization code flow with PKCE (S256) and nonce, the ID
 * token's signature checked against the provider's keys (non-repudiation checks). Every request — discovery, keys,
 * token — goes through the safe fetcher, so a provider's address cannot point into our network; plain http only for
 * the allowed test hosts.
 */
export const openIdRelyingParty = (options: RelyingPartyOptions): OpenIdRelyingParty => {
  const allowed = new Set(options.allowHosts.map((h) => h.toLowerCase()));
  const fetcher = safeHttpFetch({ allowHosts: options.allowHosts, timeoutMs: options.timeoutMs ?? 10_000 });
  const customFetch: oidc.CustomFetch = (url, init) => fetcher(url, init as unknown as SafeFetchInit);

  const configurationOf = async (settings: OpenIdClientSettings): Promise<oidc.Configuration> => {
    const issuer = new URL(settings.issuer);
    const testHost = allowed.has(
      `${issuer.hostname.toLowerCase()}:${issuer.port || (issuer.protocol === 'https:' ? '443' : '80')}`,
    );
    return oidc.discovery(
      issuer,
      settings.clientId,
      { redirect_uris: [settings.redirectUri], response_types: ['code'] },
      oidc.ClientSecretBasic(settings.clientSecret),
      {
        [oidc.customFetch]: customFetch,
        execute: [oidc.enableNonRepudiationChecks, ...(testHost ? [oidc.allowInsecureRequests] : [])],
        timeout: Math.ceil((options.timeoutMs ?? 10_000) / 1000),
      },
    );
  };

  return {
    check: async (settings) => {
      try {
        await configurationOf(settings);
        return ok(undefined);
      } catch (e) {
        return err(reasonOf(e));
      }
    },
    authorizationUrl: async (settings, request) => {
      try {
        const config = await configurationOf(settings);
        const url = oidc.buildAuthorizationUrl(config, {
          redirect_uri: settings.redirectUri,
          scope: 'openid email profile',
          response_type: 'code',
          state: request.state,
          nonce: request.nonce,
          code_challenge: await oidc.calculatePKCECodeChallenge(request.codeVerifier),
          code_challenge_method: 'S256',
          login_hint: request.loginHint,
        });
        return ok(url.toString());
      } catch (e) {
        return err(reasonOf(e));
      }
    },
    redeem: async (settings, callback): Promise<Result<OpenIdClaims, string>> => {
      try {
        const config = await configurationOf(settings);
        const currentUrl = new URL(settings.redirectUri);
        for (const [key, value] of Object.entries(callback.params)) currentUrl.searchParams.set(key, value);
        const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
          pkceCodeVerifier: callback.codeVerifier,
          expectedState: callback.state,
          expectedNonce: callback.nonce,
          idTokenExpected: true,
        });
        const idClaims = tokens.claims();
        if (!idClaims) return err('no ID token');
        // Providers may keep the profile's claims for the UserInfo endpoint (the spec's place for scope claims when an
        // access token is issued): asked there, for the ID token's subject only.
        const claims =
          typeof idClaims.email === 'string'
            ? idClaims
            : { ...(await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub)), ...idClaims };
        return ok({
          email: text(claims.email),
          emailVerified: typeof claims.email_verified === 'boolean' ? claims.email_verified : null,
          givenName: text(claims.given_name),
          familyName: text(claims.family_name),
          name: text(claims.name),
        });
      } catch (e) {
        return err(reasonOf(e));
      }
    },
    randomVerifier: () => oidc.randomPKCECodeVerifier(),
    randomNonce: () => oidc.randomNonce(),
  };
};
