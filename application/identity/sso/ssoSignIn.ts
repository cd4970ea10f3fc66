import { err, ok, type Result } from 'neverthrow';
import { decideSsoSignIn, emailDomain, passwordSignInAllowed, ssoSignInLifetimeMs } from '../../../domain/identity/sso';
import {
  forbidden,
  notFound,
  ruleBroken,
  unauthenticated,
  validationError,
  type AppError,
} from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { UserRecord } from '../identityPorts';
import { accountBlocked, openSession, type LoginContext } from '../signIn';
import { redirectUriOf } from './companySso';
import type { SsoDeps, StoredSsoConnection } from './ssoPorts';
import { ssoRequired } from './ssoPolicies';
import { SsoStartInput } from './ssoSchemas';

const noSso = () =>
  notFound(
    'Your e-mail’s domain does not sign in through a company’s single sign-on: sign in with your password',
    'sso.not_configured',
  );
const providerFailed = () =>
  unauthenticated('Your company’s sign-in did not complete: try again', 'sso.provider_failed');
const signInClosed = () =>
  unauthenticated(
    'This sign-in has expired or was already used: start again from the sign-in page',
    'sso.state_invalid',
  );

const settingsOf = (deps: SsoDeps, c: StoredSsoConnection) => ({
  issuer: c.issuer,
  clientId: c.clientId,
  clientSecret: deps.sealer!.open(c.clientSecretSealed),
  redirectUri: redirectUriOf(deps),
});

/**
 * A person types their work e-mail: the company that verified its domain sends them to its provider. The state (kept
 * as a digest), the PKCE verifier and the nonce wait for the callback, 10 minutes and once.
 */
export const startSsoSignIn =
  (deps: SsoDeps) =>
  async (raw: unknown): Promise<Result<{ url: string }, AppError>> => {
    const parsed = parse(SsoStartInput, raw);
    if (parsed.isErr()) return err(parsed.error);
    const domain = emailDomain(parsed.value.email);
    const connection = domain ? await deps.store.findByVerifiedDomain(domain) : null;
    if (!connection || !deps.sealer) return err(noSso());
    const state = deps.identity.secrets.token();
    const nonce = deps.relyingParty.randomNonce();
    const codeVerifier = deps.relyingParty.randomVerifier();
    const url = await deps.relyingParty.authorizationUrl(settingsOf(deps, connection), {
      state,
      nonce,
      codeVerifier,
      loginHint: parsed.value.email.toLowerCase(),
    });
    if (url.isErr()) {
      deps.log?.('sso start failed', { companyId: connection.companyId, reason: url.error });
      return err(
        ruleBroken('sso.provider_unreachable', 'Your company’s sign-in service does not answer: try again later'),
      );
    }
    const now = deps.identity.clock.now();
    await deps.store.startSignIn({
      id: deps.identity.secrets.uuid(),
      stateHash: deps.identity.secrets.digest(state),
      companyId: connection.companyId,
      codeVerifier,
      nonce,
      at: now,
      expiresAt: new Date(now.getTime() + ssoSignInLifetimeMs),
    });
    return ok({ url: url.value });
  };

const nameOf = (
  claims: { givenName: string | null; familyName: string | null; name: string | null },
  email: string,
) => {
  const [first, ...rest] = (claims.name ?? '').trim().split(/\s+/);
  const firstName = (claims.givenName ?? first ?? '').trim() || email.split('@')[0]!;
  const lastName = (claims.familyName ?? rest.join(' ')).trim() || '—';
  return { firstName: firstName.slice(0, 100), lastName: lastName.slice(0, 100) };
};

/**
 * The provider's callback: the state names the pending sign-in (used once); the library redeems the code with the
 * PKCE verifier and checks the ID token's issuer, audience and nonce; the e-mail must be of the company's verified
 * domain. A person new to the platform joins the company (active, with the connection's default role); the session's
 * token is the answer.
 */
export const completeSsoSignIn =
  (deps: SsoDeps) =>
  async (
    query: Readonly<Record<string, unknown>>,
    context: LoginContext,
  ): Promise<Result<{ token: string }, AppError>> => {
    const params: Record<string, string> = {};
    for (const [key, value] of Object.entries(query)) if (typeof value === 'string') params[key] = value;
    const state = params.state;
    if (!state || state.length > 200)
      return err(validationError([{ field: 'state', message: 'The sign-in state is missing' }]));
    if (params.error) {
      deps.log?.('sso provider refused', { error: params.error, description: params.error_description });
      // The pending sign-in is spent all the same: a refused attempt cannot be completed later.
      await deps.store.takeSignIn(deps.identity.secrets.digest(state), deps.identity.clock.now());
      return err(forbidden('Your company’s sign-in was cancelled or refused', 'sso.provider_refused'));
    }
    const now = deps.identity.clock.now();
    const pending = await deps.store.takeSignIn(deps.identity.secrets.digest(state), now);
    if (!pending) return err(signInClosed());
    const connection = await deps.store.findByCompany(pending.companyId);
    if (!connection || !deps.sealer) return err(noSso());
    const claims = await deps.relyingParty.redeem(settingsOf(deps, connection), {
      params,
      state,
      nonce: pending.nonce,
      codeVerifier: pending.codeVerifier,
    });
    if (claims.isErr()) {
      deps.log?.('sso callback refused', { companyId: connection.companyId, reason: claims.error });
      return err(providerFailed());
    }
    const email = claims.value.email?.trim().toLowerCase() ?? null;
    const existing = email ? await deps.identity.store.findUserByEmail(email) : null;
    const outcome = decideSsoSignIn(connection, claims.value, existing);
    if (outcome.isErr())
      return err(
        outcome.error.code === 'auth.account_blocked'
          ? accountBlocked
          : forbidden(outcome.error.message, outcome.error.code),
      );
    if (outcome.value.kind === 'existing') {
      // The provider vouches for the e-mail, as the confirmation link would have.
      if (existing?.status === 'unverified') await deps.store.confirmEmail(outcome.value.userId, now);
      return ok(
        await openSession(deps.identity, { userId: outcome.value.userId, email: existing!.email }, context, now),
      );
    }
    const userId = deps.identity.secrets.uuid();
    const joined = await deps.store.joinCompany({
      userId,
      companyId: connection.companyId,
      email: outcome.value.email,
      ...nameOf(claims.value, outcome.value.email),
      companyRole: connection.defaultRole,
      // Nobody knows this password: the person signs in through the provider, or sets one by a reset link.
      passwordHash: await deps.identity.hasher.hash(deps.identity.secrets.token()),
      at: now,
    });
    if (joined === 'email_taken') return err(signInClosed());
    return ok(await openSession(deps.identity, { userId, email: outcome.value.email }, context, now));
  };

/**
 * Asked by the password sign-in once the password is right: a person of a domain whose company made single sign-on
 * the only way in is pointed to it.
 */
export const passwordSignInCheck =
  (store: Pick<SsoDeps['store'], 'findByVerifiedDomain'>) =>
  async (user: Pick<UserRecord, 'email' | 'companyId'>): Promise<Result<void, AppError>> => {
    const domain = emailDomain(user.email);
    const connection = domain ? await store.findByVerifiedDomain(domain) : null;
    return passwordSignInAllowed(user, connection) ? ok(undefined) : err(ssoRequired());
  };
