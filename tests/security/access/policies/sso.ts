import type { ActorProfile } from '../accessWorld';
import type { Outcome, UseCase } from '../policyTable';

/**
 * A company's single sign-on is its owners' (people:manage-own), each for their own company: a member or a manager's
 * staff gets 403, a manager acting as an owner 403, a visitor 401. No company of the world has a connection, so the
 * owner's checks and enforcement answer 404 (not there) and a configuration without fields 400; the connected flow
 * against a real provider is tests/api/identity/sso.api.test.ts. Starting a sign-in is anyone's, as the login form
 * is: an e-mail of a domain no company verified is not there (404); a callback without a state is a bad request.
 */
const owner =
  (then: Outcome) =>
  (a: ActorProfile): Outcome =>
    a.kind === 'anonymous'
      ? 401
      : !a.scopes.includes('people:manage-own') || a.actingAs || a.kind === 'staff'
        ? 403
        : then;

export const ssoUseCases: readonly UseCase[] = [
  {
    name: "the company's single sign-on",
    rest: ['GET /api/company/sso/info'],
    trpc: ['sso.info'],
    kind: 'read',
    access: owner('allow'),
    hidden: { partner: ['clientSecret', 'clientSecretSealed'], client: ['clientSecret', 'clientSecretSealed'] },
    restCall: () => ({}),
    trpcInput: () => undefined,
  },
  {
    name: 'connect the company to its OpenID provider',
    rest: ['POST /api/company/sso/configure'],
    trpc: ['sso.configure'],
    kind: 'write',
    access: owner(400),
    restCall: () => ({ body: {} }),
    trpcInput: () => ({}),
  },
  {
    name: "check the company's domain record",
    rest: ['POST /api/company/sso/verify-domain'],
    trpc: ['sso.verifyDomain'],
    kind: 'write',
    access: owner(404),
    restCall: () => ({ body: {} }),
    trpcInput: () => undefined,
  },
  {
    name: 'make single sign-on the only way in',
    rest: ['POST /api/company/sso/enforce'],
    trpc: ['sso.enforce'],
    kind: 'write',
    access: owner(404),
    restCall: () => ({ body: { enforced: true } }),
    trpcInput: () => ({ enforced: true }),
  },
  {
    name: "start a sign-in through a company's provider",
    rest: ['GET /api/auth/sso/start'],
    trpc: ['sso.start'],
    kind: 'write',
    access: () => 404,
    restCall: () => ({ query: { email: 'someone@no-company-verified-this.test' } }),
    trpcInput: () => ({ email: 'someone@no-company-verified-this.test' }),
  },
  {
    name: "the provider's callback",
    rest: ['GET /api/auth/sso/callback'],
    trpc: [],
    kind: 'write',
    access: () => 400,
    restCall: () => ({}),
  },
];
