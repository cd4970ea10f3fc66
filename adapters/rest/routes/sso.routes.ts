import { z } from 'zod';
import type { SsoService } from '../../../application/identity/sso/ssoService';
import {
  ConfigureSsoInput,
  EnforceSsoInput,
  SsoInfoOutput,
  SsoStartInput,
} from '../../../application/identity/sso/ssoSchemas';
import { sendError } from '../envelope';
import type { RestRoutes } from '../restRoute';

const tag = 'identity';

/** Where the web app takes over after the provider's callback: the login page reads the token or the error. */
export const ssoLandingPath = '/login';

const CallbackQuery = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
  iss: z.string().optional(),
  error: z.string().optional(),
  error_description: z.string().optional(),
});

/** A company's single sign-on (issue 36): the owner's connection and domain, and the sign-in through the provider. */
export const ssoRoutes = (routes: RestRoutes, sso: SsoService): void => {
  routes.add({
    method: 'get',
    path: '/api/company/sso/info',
    tag,
    summary:
      "The company's single sign-on: provider, domain and its TXT record, enforcement (owners; never the secret)",
    auth: true,
    response: SsoInfoOutput,
    handle: (r) => sso.getSsoInfo(r.actor),
  });
  routes.add({
    method: 'post',
    path: '/api/company/sso/configure',
    tag,
    summary:
      "Connect the company to its OpenID Connect provider (issuer, client id and secret, e-mail domain, joiners' role); the issuer must answer discovery",
    auth: true,
    body: ConfigureSsoInput,
    response: SsoInfoOutput,
    handle: (r) => sso.configureSso(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: '/api/company/sso/verify-domain',
    tag,
    summary:
      "Check the domain's DNS TXT record; found, the domain's people sign in through the provider (422 until then)",
    auth: true,
    response: SsoInfoOutput,
    handle: (r) => sso.verifySsoDomain(r.actor),
  });
  routes.add({
    method: 'post',
    path: '/api/company/sso/enforce',
    tag,
    summary:
      "Make single sign-on the only way in for the verified domain's people (their passwords answer 403 auth.sso_required), or not",
    auth: true,
    body: EnforceSsoInput,
    response: SsoInfoOutput,
    handle: (r) => sso.enforceSso(r.actor, r.body),
  });
  routes.raw({
    method: 'get',
    path: '/api/auth/sso/start',
    tag,
    summary:
      "Sign in through the company's provider: redirects (302) to it for an e-mail of a verified domain; 404 sso.not_configured otherwise",
    query: SsoStartInput,
    raw: async (r, res) => {
      const started = await sso.startSsoSignIn(r.query);
      started.match(
        ({ url }) => res.redirect(302, url),
        (error) => sendError(res, error),
      );
    },
  });
  routes.raw({
    method: 'get',
    path: '/api/auth/sso/callback',
    tag,
    summary:
      "The provider's redirect back: redirects to the web app's /login with the session's token in the fragment (#sso_token=), or ?sso_error=<code>",
    query: CallbackQuery,
    raw: async (r, res) => {
      const completed = await sso.completeSsoSignIn(r.query, { address: r.address, userAgent: r.userAgent });
      res.set('cache-control', 'no-store');
      res.set('referrer-policy', 'no-referrer');
      completed.match(
        // The fragment never reaches a server or a log; the page stores the token and drops it from the history.
        ({ token }) => res.redirect(302, `${ssoLandingPath}#sso_token=${encodeURIComponent(token)}`),
        // A call without a state never came from a provider: it is answered as the API answers a bad request.
        // A browser is sent to the login page, which says why; any other client gets the API's error envelope.
        (error) =>
          error.kind !== 'validation' && res.req.accepts(['json', 'html']) === 'html'
            ? res.redirect(302, `${ssoLandingPath}?sso_error=${encodeURIComponent(error.code)}`)
            : sendError(res, error),
      );
    },
  });
};
