import { randomUUID } from 'node:crypto';
import { gradientPng } from '../../support/imageFixtures';
import { SLOTS } from '../../support/interviewFlow';
import { captchaSolution } from '../../support/captcha';
import { linkIn, latestMailTo } from '../../support/mailbox';
import { solutionPayload } from '../../support/solutionFixtures';
import { peopleUseCases } from './policies/people';
import {
  randomLetters,
  tinyPdf,
  type AccessObject,
  type ActorProfile,
  type CompanyKey,
  type ObjectKind,
  type World,
} from './accessWorld';
import { categoryUseCases } from './policies/categories';
import { companyUseCases } from './policies/company';
import { teamUseCases } from './policies/team';
import { companyAdminUseCases } from './policies/companyAdmin';
import { contentUseCases } from './policies/content';
import { blogUseCases } from './policies/blog';
import { clientRequestUseCases } from './policies/clientRequest';
import { contractUseCases } from './policies/contract';
import { actUseCases } from './policies/act';
import { homeUseCases } from './policies/home';
import { notificationUseCases } from './policies/notification';
import { conversationUseCases } from './policies/conversation';
import { shortlistUseCases } from './policies/shortlist';
import { companyIntegrationUseCases, integrationUseCases, webhookUseCases } from './policies/integration';
import { reviewUseCases } from './policies/review';
import { savedSearchUseCases } from './policies/savedSearch';
import { passkeyUseCases } from './policies/passkey';
import { ssoUseCases } from './policies/sso';

/**
 * Who may call every REST route and tRPC procedure, and what owning the object means for it. The matrix test
 * enumerates the routes the app mounts and the procedures of the tRPC router: one without an entry here fails
 * the test with its name, so a new endpoint cannot ship unclassified.
 *
 * An entry is a use case reached by one or more REST routes and tRPC procedures. `access` answers, for an actor
 * and an object, the expected outcome: 'allow' (2xx), 'noop' (2xx that must change nothing, such as removing an
 * id that is not in the own cart), or the refusal status: 401 for a visitor, 403 for the wrong role or scope,
 * 404 for another company's object (it is simply not there), or the status of a rule that refuses before any
 * ownership matters.
 */

export type Outcome = 'allow' | 'noop' | 400 | 401 | 403 | 404 | 422;

/** What a call is built from: the world, the actor, the object, and what `prepare` made for an allowed write. */
export type CallContext = {
  readonly w: World;
  readonly a: ActorProfile;
  readonly o: AccessObject | null;
  readonly extra: Record<string, any>;
};

export type RestCall = {
  readonly params?: Record<string, string>;
  readonly query?: Record<string, string>;
  readonly body?: unknown;
  readonly multipart?: { readonly bytes: Uint8Array; readonly name: string };
};

export type Prepared = { readonly o?: AccessObject | null; readonly extra?: Record<string, any> };

export type UseCase = {
  readonly name: string;
  /** `METHOD /express/path`, as the app mounts it. */
  readonly rest: readonly string[];
  /** tRPC procedure paths. */
  readonly trpc: readonly string[];
  readonly kind: 'read' | 'write';
  readonly object?: ObjectKind;
  readonly access: (a: ActorProfile, o: AccessObject | null) => Outcome;
  readonly restCall?: (c: CallContext) => RestCall;
  readonly trpcInput?: (c: CallContext) => unknown;
  /** For an allowed write: a fresh object (of the same company as the one in the tuple) in the state the write needs. */
  readonly prepare?: (w: World, o: AccessObject | null, actor: ActorProfile) => Promise<Prepared>;
  /** 'fresh': the call ends or changes its session, so it gets a new login and runs after every other write. */
  readonly session?: 'fresh';
  /** It changes the caller's cart: one change at a time per client, since concurrent changes of one stream answer 409 by design. */
  readonly cart?: true;
  /** Fields an actor of that kind must never receive from this use case, at any depth. */
  readonly hidden?: Partial<Record<'anonymous' | 'partner' | 'client', readonly string[]>>;
};

/* ---- Who ---- */

const has = (a: ActorProfile, scope: string) => a.scopes.includes(scope);
const isPartner = (a: ActorProfile) => a.kind === 'partner';
const isClient = (a: ActorProfile) => a.kind === 'client';

/** A visitor gets 401; an actor `who` refuses gets `otherwise` (403); everyone else gets what `then` says. */
const needs =
  (
    who: (a: ActorProfile) => boolean,
    then: (a: ActorProfile, o: AccessObject | null) => Outcome = () => 'allow',
    otherwise: Outcome = 403,
  ) =>
  (a: ActorProfile, o: AccessObject | null): Outcome =>
    a.kind === 'anonymous' ? 401 : who(a) ? then(a, o) : otherwise;

const anyone = (): Outcome => 'allow';
const signedIn = needs(() => true);
const scope = (s: string) => (a: ActorProfile) => has(a, s);
const anyOf =
  (...tests: ((a: ActorProfile) => boolean)[]) =>
  (a: ActorProfile) =>
    tests.some((t) => t(a));

/** The object is the actor's company's (for a candidate or a cart item: the client's). */
const own = (a: ActorProfile, o: AccessObject | null) => o !== null && o.owner !== null && o.owner === a.companyId;
/** The candidate is for a specialist of the actor's agency. */
const agencyOwns = (a: ActorProfile, o: AccessObject | null) =>
  o !== null && o.agencyOwner !== undefined && o.agencyOwner === a.companyId;
const exists = (o: AccessObject | null) => o !== null && o.state !== 'missing';
const ownOr404 = (a: ActorProfile, o: AccessObject | null): Outcome => (own(a, o) ? 'allow' : 404);
const existsOr404 = (_a: ActorProfile, o: AccessObject | null): Outcome => (exists(o) ? 'allow' : 404);
/** An agency's create-or-update: its own object, or an id nobody uses yet (which becomes its own). */
const ownOrNew = (a: ActorProfile, o: AccessObject | null): Outcome => (own(a, o) || !exists(o) ? 'allow' : 404);

/* ---- Building blocks of calls ---- */

const obj = (w: World, key: string) => {
  for (const list of Object.values(w.objects)) {
    const found = list.find((o) => o.key === key);
    if (found) return found;
  }
  throw new Error(`no object ${key}`);
};
const period = { startPeriod: '2027-05-01', endPeriod: '2027-08-10' };
let addresses = 0;
/** A new client address for each call (the app trusts one proxy here), so per-address abuse limits stay out of the way. */
const freshAddress = () => {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};
export const forwardedFor = freshAddress;

const tokenOf = (w: World, company: CompanyKey, kind: 'partner' | 'client') =>
  w.tokens[`${kind}${company}` as 'partnerA'];
const post = async (w: World, path: string, body: unknown, token: string) => {
  const response = await w.app.api.post(path, body, { token });
  if (response.status !== 200)
    throw new Error(`prepare: ${path} answered ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data;
};

/** The letter of the company an object belongs to, or the actor's when the object is new. */
const letterOf = (o: AccessObject | null, actor: ActorProfile): CompanyKey =>
  o?.company === 'A' || o?.company === 'B' ? o.company : actor.company === 'B' ? 'B' : 'A';

/** A card of the object's agency in the status a write needs, made by its agency (and the manager); an unused id for a new one. */
const freshCard = async (
  w: World,
  o: AccessObject | null,
  actor: ActorProfile,
  state: 'draft' | 'moderation' | 'published' | 'archived',
): Promise<Prepared> => {
  if (!o || o.state === 'missing')
    return { o: { key: 'card.new', kind: 'card', id: randomUUID(), company: null, owner: null, state: 'missing' } };
  return agencyCard(w, letterOf(o, actor), state);
};

const agencyCard = async (
  w: World,
  c: CompanyKey,
  state: 'draft' | 'moderation' | 'published' | 'archived',
): Promise<Prepared> => {
  const agency = tokenOf(w, c, 'partner');
  const content = await w.cardContent(`Fresh${randomLetters()}`);
  const route =
    state === 'draft' || state === 'archived' ? '/api/specialist/save-draft' : '/api/specialist/send-to-publish';
  const { specialistId } = await post(w, route, { content }, agency);
  if (state === 'published') await post(w, '/admin/api/specialist/publish', { specialistId }, w.tokens.admin);
  if (state === 'archived') await post(w, '/api/specialist/archive', { specialistId }, agency);
  return {
    o: { key: `card.fresh.${state}`, kind: 'card', id: specialistId, company: c, owner: w.agencyId[c], state },
    extra: { content },
  };
};

/** A solution of the object's agency in the status a write needs; an unused id (with the actor's own logo) for a new one. */
const freshSolution = async (
  w: World,
  o: AccessObject | null,
  actor: ActorProfile,
  state: 'draft' | 'moderation' | 'published' | 'archived',
): Promise<Prepared> => {
  const c = letterOf(o, actor);
  const agency = tokenOf(w, c, 'partner');
  const content = await solutionPayload(w.app, agency, { title: `Fresh ${randomUUID().slice(0, 6)}` });
  if (!o || o.state === 'missing')
    return {
      o: { key: 'solution.new', kind: 'solution', id: randomUUID(), company: null, owner: null, state: 'missing' },
      extra: { content },
    };
  const route =
    state === 'draft' || state === 'archived' ? '/api/solution/save-draft' : '/api/solution/send-to-publish';
  const { solutionId } = await post(w, route, { content }, agency);
  if (state === 'published') await post(w, '/admin/api/solution/publish', { solutionId }, w.tokens.admin);
  if (state === 'archived') await post(w, '/api/solution/archive', { solutionId }, agency);
  return {
    o: { key: `solution.fresh.${state}`, kind: 'solution', id: solutionId, company: c, owner: w.agencyId[c], state },
    extra: { content },
  };
};

const cartQueues = new Map<string, Promise<unknown>>();
/** One client's cart takes one change at a time: concurrent changes of one stream answer 409 by design. */
export const oneCartChangeAtATime = <T>(client: CompanyKey, change: () => Promise<T>): Promise<T> => {
  const next = (cartQueues.get(client) ?? Promise.resolve()).then(change, change);
  cartQueues.set(
    client,
    next.catch(() => undefined),
  );
  return next;
};

const addToCart = async (w: World, client: CompanyKey, specialistId: string): Promise<string> => {
  const cart = await post(
    w,
    '/api/specialist-request-list/add-specialist',
    { specialistUuid: specialistId, ...period },
    tokenOf(w, client, 'client'),
  );
  return cart.specialists.items.find((i: { specialistUuid: string }) => i.specialistUuid === specialistId).id as string;
};

/** A published card of the other agency put in the client's cart: answers the item. */
const freshCartItem = async (w: World, client: CompanyKey): Promise<Prepared> => {
  const card = await agencyCard(w, client === 'A' ? 'B' : 'A', 'published');
  const itemId = await oneCartChangeAtATime(client, () => addToCart(w, client, card.o!.id));
  return {
    o: {
      key: 'cartItem.fresh',
      kind: 'cartItem',
      id: itemId,
      company: client,
      owner: w.clientId[client],
      state: 'in_cart',
    },
    extra: { cardId: card.o!.id },
  };
};

/** A candidate of the client for a fresh card of the agency, awaiting the manager. */
const freshCandidate = async (w: World, client: CompanyKey, agency: CompanyKey): Promise<Prepared> => {
  const card = await agencyCard(w, agency, 'published');
  const created = await oneCartChangeAtATime(client, async () => {
    const itemId = await addToCart(w, client, card.o!.id);
    const body = {
      requestId: randomUUID(),
      contact: { name: 'Clara Client', email: 'clara@client.test', phone: '' },
      comment: '',
      specialists: [{ id: itemId, slots: SLOTS }],
    };
    return post(w, '/api/specialist-request/create', body, tokenOf(w, client, 'client'));
  });
  const o: AccessObject = {
    key: 'candidate.fresh',
    kind: 'candidate',
    id: created.candidates[0].id,
    company: client,
    owner: w.clientId[client],
    agencyOwner: w.agencyId[agency],
    agencyCompany: agency,
    state: 'review_by_manager',
  };
  return { o };
};
/** The candidate's client and agency as the tuple's candidate has them. */
const sameParties = (o: AccessObject | null, actor: ActorProfile): [CompanyKey, CompanyKey] => [
  letterOf(o, actor),
  o?.agencyCompany ?? letterOf(o, actor),
];

const proposedTime = { date: '2026-11-05', time: '11:00' };
/** A fresh candidate the platform's manager passed on to the agency after the review: the agency may answer it. */
const passedOnCandidate = async (w: World, client: CompanyKey, agency: CompanyKey): Promise<Prepared> => {
  const prepared = await freshCandidate(w, client, agency);
  await post(
    w,
    '/admin/api/candidate/update',
    { id: prepared.o!.id, status: 'CV_pending_client', comment: '' },
    w.tokens.admin,
  );
  return { o: { ...prepared.o!, state: 'CV_pending_client' } };
};

const freshCandidateWithProposal = async (w: World, client: CompanyKey, agency: CompanyKey): Promise<Prepared> => {
  const prepared = await passedOnCandidate(w, client, agency);
  await post(
    w,
    '/api/interview-request/propose-slots',
    { id: prepared.o!.id, slots: [proposedTime], comment: '' },
    tokenOf(w, agency, 'partner'),
  );
  return prepared;
};

/** A new company through the real sign-up; answers its user's e-mail and the verification link's parts. */
const freshRegistration = async (w: World) => {
  const email = `fresh-${randomUUID().slice(0, 12)}@fresh.test`;
  await w.app.api.post(
    '/api/auth/registration',
    {
      companyType: 'client',
      companyName: 'Fresh Ltd',
      firstName: 'Fresh',
      lastName: 'User',
      email,
      password: 'fresh-pass-1',
      acceptTerms: true,
      captcha: await captchaSolution(w.app, 'registration'),
    },
    { headers: { 'x-forwarded-for': freshAddress() } },
  );
  const [, , user, code] = linkIn((await latestMailTo(w.app.pool, email))!.text, '/verify-email/').split('/');
  return { email, user: user as string, code: code as string };
};

const passwordOf = (c: CallContext) =>
  c.w.passwords[c.w.emails[c.a.name as keyof World['emails']] ?? ''] ?? 'demopass1';

const registrationBody = () => ({
  companyType: 'agency',
  companyName: 'Matrix Ltd',
  firstName: 'Mia',
  lastName: 'Matrix',
  email: `matrix-${randomUUID().slice(0, 12)}@matrix.test`,
  password: 'matrix-pass-1',
  acceptTerms: true,
});

/* ---- Field rules (API3): what a role must never receive ---- */

/** The catalogue shows neither contacts nor the agency nor the agency's own rate to anyone but managers. */
const catalogueHidden = [
  'agencyName',
  'agencyId',
  'email',
  'phone',
  'birthDate',
  'surname',
  'hourPrice',
  'hourPriceCents',
  'socialLinks',
] as const;
/** A client never learns which agency stands behind a candidate, nor the agency's rate; a partner never the client's price. */
const candidateHidden = {
  client: ['agencyId', 'agencyName', 'hourPrice', 'hourPriceCents'],
  partner: ['clientHourPriceCents', 'clientHourPrice'],
} as const;
const cartHidden = { client: ['agencyId', 'agencyName', 'hourPrice', 'hourPriceCents'] } as const;

/* ---- The table ---- */

const cardId = (c: CallContext) => (c.o as AccessObject).id;
const solutionId = cardId;

export const useCases: readonly UseCase[] = [
  ...peopleUseCases,
  /* Identity */
  {
    name: 'log in',
    rest: ['POST /api/auth/login'],
    trpc: ['identity.login'],
    kind: 'write',
    access: anyone,
    restCall: () => ({ body: { email: 'client-b@client-b.test', password: 'second-pass-1' } }),
    trpcInput: () => ({ email: 'client-b@client-b.test', password: 'second-pass-1' }),
  },
  {
    name: 'log out',
    rest: ['POST /api/auth/logout'],
    trpc: ['identity.logout'],
    kind: 'write',
    access: signedIn,
    session: 'fresh',
    restCall: () => ({ body: {} }),
    trpcInput: () => undefined,
  },
  {
    name: 'register a company',
    rest: ['POST /api/auth/registration'],
    trpc: ['identity.register'],
    kind: 'write',
    access: anyone,
    prepare: async (w) => ({ extra: { captcha: await captchaSolution(w.app, 'registration') } }),
    restCall: (c) => ({ body: { ...registrationBody(), captcha: c.extra.captcha } }),
    trpcInput: (c) => ({ ...registrationBody(), captcha: c.extra.captcha }),
  },
  {
    name: 'verify an e-mail',
    rest: ['POST /api/auth/verify-email/:user/:code'],
    trpc: ['identity.verifyEmail'],
    kind: 'write',
    access: anyone,
    prepare: async (w) => ({ extra: await freshRegistration(w) }),
    restCall: (c) => ({ params: { user: c.extra.user, code: c.extra.code }, body: {} }),
    trpcInput: (c) => ({ userId: c.extra.user, code: c.extra.code }),
  },
  {
    name: 'ask for a password reset',
    rest: ['POST /api/auth/forgot-password'],
    trpc: ['identity.forgotPassword'],
    kind: 'write',
    access: anyone,
    prepare: async (w) => ({ extra: { captcha: await captchaSolution(w.app, 'passwordReset') } }),
    restCall: (c) => ({ body: { email: `nobody-${randomUUID().slice(0, 8)}@nowhere.test`, captcha: c.extra.captcha } }),
    trpcInput: (c) => ({ email: `nobody-${randomUUID().slice(0, 8)}@nowhere.test`, captcha: c.extra.captcha }),
  },
  {
    name: 'reset a password',
    rest: ['POST /api/auth/reset-password'],
    trpc: ['identity.resetPassword'],
    kind: 'write',
    access: anyone,
    prepare: async (w) => {
      const { email, user, code } = await freshRegistration(w);
      await w.app.api.post(`/api/auth/verify-email/${user}/${code}`, {});
      await w.app.api.post(
        '/api/auth/forgot-password',
        { email, captcha: await captchaSolution(w.app, 'passwordReset') },
        { headers: { 'x-forwarded-for': freshAddress() } },
      );
      return {
        extra: {
          slug: linkIn((await latestMailTo(w.app.pool, email))!.text, '/reset-password/')
            .split('/')
            .pop(),
        },
      };
    },
    restCall: (c) => ({ body: { slug: c.extra.slug, password: 'reset-pass-1' } }),
    trpcInput: (c) => ({ slug: c.extra.slug, password: 'reset-pass-1' }),
  },
  {
    // A manager acting as a user never takes over their credentials.
    name: 'change the own password',
    rest: ['POST /api/user/change-password'],
    trpc: ['identity.changePassword'],
    kind: 'write',
    session: 'fresh',
    access: needs(
      () => true,
      (a) => (a.actingAs ? 403 : 'allow'),
    ),
    // The same password again: the change is real (other sessions end), and later logins still work.
    restCall: (c) => ({ body: { currentPassword: passwordOf(c), newPassword: passwordOf(c) } }),
    trpcInput: (c) => ({ currentPassword: passwordOf(c), newPassword: passwordOf(c) }),
  },
  {
    // The user's clock for interview times; a manager acting as a user reads on the manager's own clock.
    name: 'set the own time zone',
    rest: ['POST /api/user/time-zone'],
    trpc: ['identity.setTimeZone'],
    kind: 'write',
    access: needs(
      () => true,
      (a) => (a.actingAs ? 403 : 'allow'),
    ),
    restCall: () => ({ body: { timeZone: 'Europe/Berlin' } }),
    trpcInput: () => ({ timeZone: 'Europe/Berlin' }),
  },
  {
    name: 'read the own profile',
    rest: ['GET /api/user/profile'],
    trpc: ['identity.profile'],
    kind: 'read',
    access: signedIn,
    restCall: () => ({}),
    trpcInput: () => undefined,
  },
  {
    // A pending secret changes nothing until confirmed; a manager acting as a user never takes over their credentials.
    name: 'start turning on two-factor sign-in',
    rest: ['POST /api/user/two-factor/totp'],
    trpc: ['identity.startTotpEnrolment'],
    kind: 'write',
    access: needs(
      () => true,
      (a) => (a.actingAs ? 403 : 'allow'),
    ),
    restCall: () => ({ body: {} }),
    trpcInput: () => undefined,
  },
  {
    // Turning it on for real would change every later login of the world: an empty code is refused (400) by the
    // owner's call, after the caller is checked; the allowed confirmation is tests/api/identity/twoFactor.api.test.ts.
    name: 'confirm two-factor sign-in',
    rest: ['POST /api/user/two-factor/totp/confirm'],
    trpc: ['identity.confirmTotp'],
    kind: 'write',
    access: needs(
      () => true,
      (a) => (a.actingAs ? 403 : 400),
    ),
    restCall: () => ({ body: { code: '' } }),
    trpcInput: () => ({ code: '' }),
  },
  {
    // Everyone signed in reads their own two-factor state (a manager acting as a user reads that user's).
    name: 'read two-factor sign-in state',
    rest: ['GET /api/user/two-factor'],
    trpc: ['identity.twoFactorStatus'],
    kind: 'read',
    access: signedIn,
    restCall: () => ({}),
    trpcInput: () => undefined,
  },
  {
    // Turning it off or renewing codes needs a good code; an empty one is refused (400) after the caller is checked.
    // The allowed calls are tests/api/identity/twoFactor.api.test.ts.
    name: 'turn two-factor off or renew the recovery codes',
    rest: ['POST /api/user/two-factor/totp/disable', 'POST /api/user/two-factor/recovery-codes'],
    trpc: ['identity.turnOffTotp', 'identity.renewRecoveryCodes'],
    kind: 'write',
    access: needs(
      () => true,
      (a) => (a.actingAs ? 403 : 400),
    ),
    restCall: () => ({ body: { code: '' } }),
    trpcInput: () => ({ code: '' }),
  },
  {
    // Where a user is signed in is theirs alone: a manager acting as them sees none of it.
    name: 'list own sessions',
    rest: ['GET /api/user/sessions'],
    trpc: ['identity.sessions'],
    kind: 'read',
    access: needs(
      () => true,
      (a) => (a.actingAs ? 403 : 'allow'),
    ),
    restCall: () => ({}),
    trpcInput: () => undefined,
  },
  {
    // Ending every other session here would end the matrix's own sessions: a session that is not the caller's is
    // unknown (404); ending one's own and all the others is tests/api/identity/sessions.api.test.ts.
    name: 'end own sessions',
    rest: ['POST /api/user/sessions/end'],
    trpc: ['identity.endSessions'],
    kind: 'write',
    access: needs(
      () => true,
      (a) => (a.actingAs ? 403 : 404),
    ),
    restCall: () => ({ body: { id: '00000000-0000-4000-8000-000000000001' } }),
    trpcInput: () => ({ id: '00000000-0000-4000-8000-000000000001' }),
  },
  {
    // Everyone signed in reads whether their own calendar subscription is on (a manager acting as a user, that user's).
    name: 'read own calendar subscription state',
    rest: ['GET /api/user/calendar-feed'],
    trpc: ['interview.calendarFeed'],
    kind: 'read',
    access: signedIn,
    restCall: () => ({}),
    trpcInput: () => undefined,
  },
  {
    // A subscription is its owner's: a manager acting as a user never makes an address that outlives the visit.
    name: 'turn own calendar subscription on, renew it or turn it off',
    rest: ['POST /api/user/calendar-feed', 'DELETE /api/user/calendar-feed'],
    trpc: ['interview.turnOnCalendarFeed', 'interview.turnOffCalendarFeed'],
    kind: 'write',
    access: needs(
      () => true,
      (a) => (a.actingAs ? 403 : 'allow'),
    ),
    restCall: () => ({}),
    trpcInput: () => undefined,
  },
  {
    // The feed's token is its only key: a token nobody was given is unknown to everyone, signed in or not; a real
    // feed shows only its owner's interviews (tests/api/interview/calendarFeed.api.test.ts).
    name: 'read a calendar subscription',
    rest: ['GET /api/calendar/feed/:token.ics'],
    trpc: [],
    kind: 'read',
    access: () => 404,
    restCall: () => ({ params: { token: 'x'.repeat(43) } }),
  },
  {
    // A challenge nobody was given is refused alike for everyone; the real second step is twoFactor.api.test.ts.
    name: "the login's second step",
    rest: ['POST /api/auth/login/two-factor'],
    trpc: ['identity.loginTwoFactor'],
    kind: 'write',
    access: () => 401,
    restCall: () => ({ body: { challenge: 'x'.repeat(43), code: '123456' } }),
    trpcInput: () => ({ challenge: 'x'.repeat(43), code: '123456' }),
  },
  {
    name: 'list users to act as',
    rest: ['GET /admin/api/impersonation/candidates'],
    trpc: ['identity.impersonationCandidates'],
    kind: 'read',
    access: needs(scope('user:impersonate')),
    restCall: () => ({ query: {} }),
    trpcInput: () => ({}),
  },
  {
    // Only partner and client users can be acted as; staff and unknown users are not there.
    name: 'start acting as a user',
    rest: ['POST /admin/api/impersonation/start'],
    trpc: ['identity.startImpersonation'],
    kind: 'write',
    object: 'user',
    session: 'fresh',
    access: needs(scope('user:impersonate'), (_a, o) => (exists(o) && o!.company !== 'platform' ? 'allow' : 404)),
    restCall: (c) => ({ body: { userId: c.o!.id } }),
    trpcInput: (c) => ({ userId: c.o!.id }),
  },
  {
    // Stopping is for a session that acts as someone; any other signed-in caller breaks that rule (422).
    name: 'stop acting as a user',
    rest: ['POST /admin/api/impersonation/stop'],
    trpc: ['identity.stopImpersonation'],
    kind: 'write',
    session: 'fresh',
    access: needs(
      () => true,
      (a) => (a.actingAs ? 'allow' : 422),
    ),
    restCall: () => ({ body: {} }),
    trpcInput: () => undefined,
  },
  {
    name: 'subscribe to the newsletter',
    rest: ['POST /api/subscription/newsletter'],
    trpc: ['identity.subscribeNewsletter'],
    kind: 'write',
    access: anyone,
    prepare: async (w) => ({ extra: { captcha: await captchaSolution(w.app, 'newsletter') } }),
    restCall: (c) => ({ body: { email: `reader-${randomUUID().slice(0, 8)}@news.test`, captcha: c.extra.captcha } }),
    trpcInput: (c) => ({ email: `reader-${randomUUID().slice(0, 8)}@news.test`, captcha: c.extra.captcha }),
  },
  {
    name: 'the OpenAPI documents (the REST API, and its webhooks)',
    rest: ['GET /api/openapi.json', 'GET /api/openapi-webhooks.json'],
    trpc: [],
    kind: 'read',
    access: anyone,
    restCall: () => ({}),
  },
  {
    name: 'a captcha challenge',
    rest: ['GET /api/captcha/challenge'],
    trpc: [],
    kind: 'read',
    access: anyone,
    restCall: () => ({ query: { action: 'registration' } }),
  },
  {
    name: 'which captcha the forms use',
    rest: ['GET /api/captcha/settings'],
    trpc: ['captcha.settings'],
    kind: 'read',
    access: anyone,
    restCall: () => ({}),
    trpcInput: () => undefined,
  },

  /* Reference data: public */
  ...(
    [
      ['GET /api/enum/list', 'reference.enumeration', { type: 'Language' }],
      ['GET /api/country/list', 'reference.countries', {}],
      ['GET /api/categories/list/', 'reference.categories', {}],
      ['GET /api/categories/tree/', 'reference.categoryTree', {}],
      ['GET /api/specialization/list', 'reference.specializations', {}],
      ['GET /api/key-skill/list', 'reference.keySkills', { search: 'java' }],
      ['GET /api/work-industry/list', 'reference.workIndustries', undefined],
      ['GET /api/social-network/list', 'reference.socialNetworks', undefined],
      ['GET /api/settings/reservation-period-boundaries', 'reference.reservationPeriodBoundaries', undefined],
      ['GET /api/settings/prices', 'reference.prices', undefined],
    ] as const
  ).map(([rest, trpc, input]): UseCase => ({
    name: `reference ${trpc}`,
    rest: [rest],
    trpc: [trpc],
    kind: 'read',
    access: anyone,
    restCall: () => ({ query: (input ?? {}) as Record<string, string> }),
    trpcInput: () => input,
  })),
  {
    name: 'cities of a country',
    rest: ['GET /api/city/list/:country'],
    trpc: ['reference.cities'],
    kind: 'read',
    access: anyone,
    restCall: () => ({ params: { country: 'DE' } }),
    trpcInput: () => ({ country: 'DE' }),
  },
  {
    name: 'cities by name',
    rest: ['GET /api/city/get-by-name/:name'],
    trpc: ['reference.citiesByName'],
    kind: 'read',
    access: anyone,
    restCall: () => ({ params: { name: 'Ber' } }),
    trpcInput: () => ({ name: 'Ber' }),
  },
  {
    name: 'popular key skills',
    rest: ['GET /api/specialization/popular-key-skills'],
    trpc: ['reference.popularKeySkills'],
    kind: 'read',
    access: anyone,
    restCall: (c) => ({ query: { id: c.w.defaults.specializationId } }),
    trpcInput: (c) => ({ id: c.w.defaults.specializationId }),
  },
  ...categoryUseCases,
  ...teamUseCases,
  ...contentUseCases,
  ...blogUseCases,
  ...clientRequestUseCases,
  ...contractUseCases,
  ...actUseCases,
  ...homeUseCases,
  ...notificationUseCases,
  ...conversationUseCases,
  ...shortlistUseCases,
  ...integrationUseCases,
  ...webhookUseCases,
  ...companyIntegrationUseCases,
  ...reviewUseCases,
  ...savedSearchUseCases,
  ...passkeyUseCases,
  ...ssoUseCases,

  /* Companies: a company's own users their company, staff with company:manage any; the rest is not there (policies/company.ts) */
  ...companyUseCases,
  ...companyAdminUseCases,

  /* Specialist cards: the agency's own */
  {
    name: 'save a card as draft',
    rest: ['POST /api/specialist/save-draft'],
    trpc: ['specialist.saveDraft'],
    kind: 'write',
    object: 'card',
    access: needs(isPartner, ownOrNew),
    prepare: (w, o, a) => freshCard(w, o, a, 'draft'),
    restCall: (c) => ({ body: { specialistId: cardId(c), content: c.extra.content ?? c.extra.defaultContent } }),
    trpcInput: (c) => ({ specialistId: cardId(c), content: c.extra.content ?? c.extra.defaultContent }),
  },
  {
    name: 'send a card to moderation',
    rest: ['POST /api/specialist/send-to-publish'],
    trpc: ['specialist.sendToReview'],
    kind: 'write',
    object: 'card',
    access: needs(isPartner, ownOrNew),
    prepare: (w, o, a) => freshCard(w, o, a, 'draft'),
    restCall: (c) => ({ body: { specialistId: cardId(c), content: c.extra.content ?? c.extra.defaultContent } }),
    trpcInput: (c) => ({ specialistId: cardId(c), content: c.extra.content ?? c.extra.defaultContent }),
  },
  ...(
    [
      ['deactivate a card', 'POST /api/specialist/deactivate', 'specialist.deactivate', 'published'],
      ['delete a draft card', 'POST /api/specialist/delete', 'specialist.deleteDraft', 'draft'],
      ['archive a card', 'POST /api/specialist/archive', 'specialist.archive', 'draft'],
    ] as const
  ).map(([name, rest, trpc, state]): UseCase => ({
    name,
    rest: [rest],
    trpc: [trpc],
    kind: 'write',
    object: 'card',
    access: needs(isPartner, ownOr404),
    prepare: (w, o, a) => freshCard(w, o, a, state),
    restCall: (c) => ({ body: { specialistId: cardId(c) } }),
    trpcInput: (c) => ({ specialistId: cardId(c) }),
  })),
  {
    name: "the agency's card list",
    rest: [
      'GET /api/specialist/list-v2/:agencyUuid',
      'GET /api/specialist/list-v2-excel/:agencyUuid',
      'GET /api/specialist/filters-v2/:agencyUuid',
    ],
    trpc: ['specialist.listForAgency', 'specialist.filtersForAgency'],
    kind: 'read',
    object: 'company',
    // Another agency's id lists nothing, as if it had no cards.
    access: needs(isPartner),
    restCall: (c) => ({ params: { agencyUuid: c.o!.id }, query: {} }),
    trpcInput: (c) => ({ agencyUuid: c.o!.id }),
  },
  {
    name: 'one card for its agency or a moderator',
    rest: [
      'GET /api/specialist/info/:id',
      'GET /admin/api/specialist/info/:id',
      'GET /api/specialist/info-v:version/:id',
      'GET /admin/api/specialist/info-v:version/:id',
    ],
    trpc: ['specialist.info'],
    kind: 'read',
    object: 'card',
    // Whoever may not read the card, a client included, finds nothing there.
    access: needs(
      () => true,
      (a, o) => (exists(o) && (has(a, 'specialist:moderate') || (isPartner(a) && own(a, o))) ? 'allow' : 404),
    ),
    restCall: (c) => ({ params: { id: cardId(c), version: '2' } }),
    trpcInput: (c) => ({ specialistId: cardId(c) }),
  },
  {
    name: 'catalogue price of a rate',
    rest: [
      'GET /api/specialist/estimated-price',
      'GET /api/specialist/catalog-price',
      'GET /admin/api/specialist/estimated-price',
      'GET /admin/api/specialist/catalog-price',
    ],
    trpc: ['specialist.estimatePrice'],
    kind: 'read',
    access: needs(anyOf(scope('specialist:manage-own'), scope('specialist:moderate'))),
    restCall: () => ({ query: { price: '40' } }),
    trpcInput: () => ({ price: 40 }),
  },

  /* Specialist cards: moderation */
  {
    name: "the moderators' card lists and filters",
    rest: [
      'GET /admin/api/specialist/list-v2',
      'GET /admin/api/specialist/list',
      'GET /admin/api/specialist/archive-list-v2',
      'GET /admin/api/specialist/archive-list',
      'GET /admin/api/specialist/filters-v2',
      'GET /admin/api/specialist/filters',
      'GET /admin/api/specialist/archive-filters-v2',
      'GET /admin/api/specialist/archive-filters',
    ],
    trpc: [
      'specialist.listForManager',
      'specialist.listArchiveForManager',
      'specialist.filtersForManager',
      'specialist.archiveFiltersForManager',
    ],
    kind: 'read',
    access: needs(scope('specialist:moderate')),
    restCall: () => ({ query: {} }),
    trpcInput: () => ({}),
  },
  {
    name: 'cards as an Excel file for staff',
    rest: ['GET /admin/api/excel-export/specialists'],
    trpc: [],
    kind: 'read',
    access: needs((a) => has(a, 'specialist:moderate') && has(a, 'excel:export')),
    restCall: () => ({ query: {} }),
  },
  {
    name: 'history of a card',
    rest: ['GET /admin/api/specialist/history/:id'],
    trpc: ['specialist.history'],
    kind: 'read',
    object: 'card',
    access: needs(scope('specialist:moderate'), existsOr404),
    restCall: (c) => ({ params: { id: cardId(c) }, query: {} }),
    trpcInput: (c) => ({ specialistId: cardId(c) }),
  },
  {
    name: 'a card as of a moment',
    rest: ['GET /admin/api/specialist/as-of/:id'],
    trpc: ['specialist.asOf'],
    kind: 'read',
    object: 'card',
    access: needs(scope('specialist:moderate'), existsOr404),
    restCall: (c) => ({ params: { id: cardId(c) }, query: { at: '2030-01-01T00:00:00Z' } }),
    trpcInput: (c) => ({ specialistId: cardId(c), at: '2030-01-01T00:00:00Z' }),
  },
  ...(
    [
      ['publish a card', ['POST /admin/api/specialist/publish'], 'specialist.publish', 'moderation', {}],
      [
        'save a card as moderator',
        ['POST /admin/api/specialist/save'],
        'specialist.managerSave',
        'moderation',
        { content: true },
      ],
      ["a moderator's one submit button on a card", [], 'specialist.managerSubmit', 'moderation', { content: true }],
      [
        'decline a card',
        ['POST /admin/api/specialist/reject'],
        'specialist.reject',
        'moderation',
        { reasons: ['Projects are not described'], comment: 'Describe one project' },
      ],
      ['block a card', ['POST /admin/api/specialist/block'], 'specialist.block', 'published', { reason: 'Duplicate' }],
      ['hide a card', ['POST /admin/api/specialist/hide'], 'specialist.hide', 'published', {}],
      [
        'archive a card as moderator',
        ['POST /admin/api/specialist/archive', 'POST /admin/api/specialist/delete'],
        'specialist.managerArchive',
        'draft',
        {},
      ],
      [
        'return a card from the archive',
        ['POST /admin/api/specialist/draft-from-archive'],
        'specialist.restoreFromArchive',
        'archived',
        {},
      ],
    ] as const
  ).map(([name, rest, trpc, state, fields]): UseCase => {
    const input = (c: CallContext) => ({
      specialistId: cardId(c),
      ...fields,
      ...('content' in fields ? { content: c.extra.content ?? c.extra.defaultContent } : {}),
    });
    return {
      name,
      rest,
      trpc: [trpc],
      kind: 'write',
      object: 'card',
      access: needs(scope('specialist:moderate'), existsOr404),
      prepare: (w, o, a) => freshCard(w, o, a, state),
      restCall: (c) => ({ body: input(c) }),
      trpcInput: input,
    };
  }),

  /* Public catalogue */
  {
    name: 'catalogue filter values',
    rest: ['GET /api/specialist-catalog/filters'],
    trpc: ['catalog.filters'],
    kind: 'read',
    access: anyone,
    restCall: () => ({ query: {} }),
    trpcInput: () => ({}),
    hidden: { anonymous: catalogueHidden, partner: catalogueHidden, client: catalogueHidden },
  },
  {
    name: 'catalogue lists and search',
    rest: [
      'POST /api/specialist-catalog/list',
      'GET /api/specialist-catalog/specialists-count',
      'GET /api/search/suggest',
      'GET /api/search',
    ],
    trpc: ['catalog.list', 'catalog.counts', 'catalog.suggest', 'catalog.search'],
    kind: 'read',
    access: anyone,
    restCall: () => ({ body: {}, query: { term: 'java', search: 'java' } }),
    trpcInput: () => ({ term: 'java', search: 'java' }),
    hidden: { anonymous: catalogueHidden, partner: catalogueHidden, client: catalogueHidden },
  },
  {
    name: 'a published card in the catalogue',
    rest: [
      'GET /api/specialist-catalog/info/:id',
      'GET /api/specialist-catalog/similar/:id',
      'GET /api/specialist-catalog/download/:id',
      'GET /api/specialist/download/:id',
    ],
    trpc: ['catalog.info', 'catalog.similar'],
    kind: 'read',
    object: 'card',
    access: (_a, o) => (o?.state === 'published' ? 'allow' : 404),
    restCall: (c) => ({ params: { id: cardId(c) } }),
    trpcInput: (c) => ({ id: cardId(c) }),
    hidden: { anonymous: catalogueHidden, partner: catalogueHidden, client: catalogueHidden },
  },
  {
    name: "a published card with the manager's review",
    rest: ['GET /api/specialist-catalog/verified/info/:id'],
    trpc: ['catalog.verifiedInfo'],
    kind: 'read',
    object: 'card',
    access: needs(anyOf(isClient, scope('specialist:moderate')), (_a, o) => (o?.state === 'published' ? 'allow' : 404)),
    restCall: (c) => ({ params: { id: cardId(c) } }),
    trpcInput: (c) => ({ id: cardId(c) }),
    hidden: { client: catalogueHidden },
  },
  {
    name: 'recently viewed cards',
    rest: ['GET /api/history/specialists'],
    trpc: ['catalog.recentlyViewed'],
    kind: 'read',
    access: signedIn,
    restCall: () => ({}),
    trpcInput: () => undefined,
  },

  /* Solutions: the agency's own */
  {
    name: 'save a solution as draft',
    rest: ['POST /api/solution/save-draft'],
    trpc: ['solution.saveDraft'],
    kind: 'write',
    object: 'solution',
    access: needs(isPartner, ownOrNew),
    prepare: (w, o, a) => freshSolution(w, o, a, 'draft'),
    restCall: (c) => ({ body: { solutionId: solutionId(c), content: c.extra.content ?? c.extra.defaultSolution } }),
    trpcInput: (c) => ({ solutionId: solutionId(c), content: c.extra.content ?? c.extra.defaultSolution }),
  },
  {
    name: 'send a solution to moderation',
    rest: ['POST /api/solution/send-to-publish'],
    trpc: ['solution.sendToReview'],
    kind: 'write',
    object: 'solution',
    access: needs(isPartner, ownOrNew),
    prepare: (w, o, a) => freshSolution(w, o, a, 'draft'),
    restCall: (c) => ({ body: { solutionId: solutionId(c), content: c.extra.content ?? c.extra.defaultSolution } }),
    trpcInput: (c) => ({ solutionId: solutionId(c), content: c.extra.content ?? c.extra.defaultSolution }),
  },
  ...(
    [
      ['deactivate a solution', 'POST /api/solution/deactivate', 'solution.deactivate', 'published'],
      ['move a solution to draft', 'POST /api/solution/move-to-draft', 'solution.moveToDraft', 'moderation'],
      ['delete a draft solution', 'POST /api/solution/delete', 'solution.deleteDraft', 'draft'],
      ['archive a solution', 'POST /api/solution/archive', 'solution.archive', 'draft'],
    ] as const
  ).map(([name, rest, trpc, state]): UseCase => ({
    name,
    rest: [rest],
    trpc: [trpc],
    kind: 'write',
    object: 'solution',
    access: needs(isPartner, ownOr404),
    prepare: (w, o, a) => freshSolution(w, o, a, state),
    restCall: (c) => ({ body: { solutionId: solutionId(c) } }),
    trpcInput: (c) => ({ solutionId: solutionId(c) }),
  })),
  {
    name: "the agency's solution list",
    rest: ['GET /api/solution/list', 'GET /api/solution/filters'],
    trpc: ['solution.listForAgency', 'solution.filtersForAgency'],
    kind: 'read',
    access: needs(isPartner),
    restCall: () => ({ query: {} }),
    trpcInput: () => undefined,
  },
  {
    name: 'one solution for its agency or a moderator',
    rest: ['GET /api/solution/info/:id', 'GET /admin/api/solution/info/:id'],
    trpc: ['solution.info'],
    kind: 'read',
    object: 'solution',
    access: needs(
      () => true,
      (a, o) => (exists(o) && (has(a, 'solution:moderate') || (isPartner(a) && own(a, o))) ? 'allow' : 404),
    ),
    restCall: (c) => ({ params: { id: solutionId(c) } }),
    trpcInput: (c) => ({ solutionId: solutionId(c) }),
  },

  /* Solutions: moderation */
  ...(
    [
      ['save a solution as moderator', 'POST /admin/api/solution/save', 'solution.managerSave', 'moderation', true],
      ["a moderator's one submit button on a solution", null, 'solution.managerSubmit', 'moderation', true],
      ['publish a solution', 'POST /admin/api/solution/publish', 'solution.publish', 'moderation', false],
      ['archive a solution as moderator', 'POST /admin/api/solution/delete', 'solution.managerArchive', 'draft', false],
      [
        'return a solution from the archive',
        'POST /admin/api/solution/draft-from-archive',
        'solution.restoreFromArchive',
        'archived',
        false,
      ],
    ] as const
  ).map(([name, rest, trpc, state, withContent]): UseCase => {
    const input = (c: CallContext) => ({
      solutionId: solutionId(c),
      ...(withContent ? { content: c.extra.content ?? c.extra.defaultSolution } : {}),
    });
    return {
      name,
      rest: rest === null ? [] : [rest],
      trpc: [trpc],
      kind: 'write',
      object: 'solution',
      access: needs(scope('solution:moderate'), existsOr404),
      prepare: (w, o, a) => freshSolution(w, o, a, state),
      restCall: (c) => ({ body: input(c) }),
      trpcInput: input,
    };
  }),
  {
    name: 'reject a solution',
    rest: ['POST /admin/api/solution/reject'],
    trpc: ['solution.reject'],
    kind: 'write',
    object: 'solution',
    access: needs(scope('solution:moderate'), existsOr404),
    prepare: (w, o, a) => freshSolution(w, o, a, 'moderation'),
    restCall: (c) => ({
      body: { solutionId: solutionId(c), reasons: ['The description is too short'], comment: 'Say more' },
    }),
    trpcInput: (c) => ({ solutionId: solutionId(c), reasons: ['The description is too short'], comment: 'Say more' }),
  },
  {
    name: "the moderators' solution lists and filters",
    rest: [
      'GET /admin/api/solution/list',
      'GET /admin/api/solution/archive-list',
      'GET /admin/api/solution/filters',
      'GET /admin/api/solution/archive-filters',
    ],
    trpc: [
      'solution.listForManager',
      'solution.listArchiveForManager',
      'solution.filtersForManager',
      'solution.archiveFiltersForManager',
    ],
    kind: 'read',
    access: needs(scope('solution:moderate')),
    restCall: () => ({ query: {} }),
    trpcInput: () => undefined,
  },
  {
    name: 'solutions as an Excel file for staff',
    rest: ['GET /admin/api/excel-export/solutions'],
    trpc: [],
    kind: 'read',
    access: needs((a) => has(a, 'solution:moderate') && has(a, 'excel:export')),
    restCall: () => ({ query: {} }),
  },
  {
    name: 'history of a solution',
    rest: ['GET /admin/api/solution/history/:id'],
    trpc: ['solution.history'],
    kind: 'read',
    object: 'solution',
    access: needs(scope('solution:moderate'), existsOr404),
    restCall: (c) => ({ params: { id: solutionId(c) }, query: {} }),
    trpcInput: (c) => ({ solutionId: solutionId(c) }),
  },
  {
    name: 'a solution as of a moment',
    rest: ['GET /admin/api/solution/as-of/:id'],
    trpc: ['solution.asOf'],
    kind: 'read',
    object: 'solution',
    access: needs(scope('solution:moderate'), existsOr404),
    restCall: (c) => ({ params: { id: solutionId(c) }, query: { at: '2030-01-01T00:00:00Z' } }),
    trpcInput: (c) => ({ solutionId: solutionId(c), at: '2030-01-01T00:00:00Z' }),
  },

  /* Solutions: public catalogue and requests */
  {
    name: 'solution catalogue',
    rest: ['POST /api/solution-catalog/list', 'GET /api/solution-categories/tree/'],
    trpc: ['solution.catalogList', 'solution.categoryTree'],
    kind: 'read',
    access: anyone,
    restCall: () => ({ body: {} }),
    trpcInput: () => undefined,
  },
  {
    name: 'a published solution',
    rest: ['GET /api/solution-catalog/info/:id'],
    trpc: ['solution.catalogInfo'],
    kind: 'read',
    object: 'solution',
    access: (_a, o) => (o?.state === 'published' ? 'allow' : 404),
    restCall: (c) => ({ params: { id: solutionId(c) } }),
    trpcInput: (c) => ({ solutionId: solutionId(c) }),
  },
  {
    name: 'request a published solution',
    rest: ['POST /api/solution-request/create'],
    trpc: ['solution.request'],
    kind: 'write',
    object: 'solution',
    access: needs(isClient, (_a, o) => (o?.state === 'published' ? 'allow' : 404)),
    restCall: (c) => ({ body: { solutionId: solutionId(c), comment: 'Matrix request' } }),
    trpcInput: (c) => ({ solutionId: solutionId(c), comment: 'Matrix request' }),
  },
  {
    // An agency lists the requests for its solutions, a client its own, a moderator all.
    name: 'solution requests',
    rest: ['GET /api/solution-request/list'],
    trpc: ['solution.listRequests'],
    kind: 'read',
    access: needs(anyOf(isPartner, isClient, scope('solution:moderate'))),
    restCall: () => ({ query: {} }),
    trpcInput: () => undefined,
  },

  /* Request cart: a client company's own */
  {
    name: 'the cart',
    rest: ['GET /api/specialist-request-list/specialists'],
    trpc: ['cart.get'],
    kind: 'read',
    access: needs(isClient),
    restCall: () => ({}),
    trpcInput: () => undefined,
    hidden: cartHidden,
  },
  {
    name: 'add a specialist to the cart',
    cart: true,
    rest: ['POST /api/specialist-request-list/add-specialist'],
    trpc: ['cart.addSpecialist'],
    kind: 'write',
    access: needs(isClient),
    prepare: async (w, _o, a) =>
      agencyCard(w, a.company === 'B' ? 'A' : 'B', 'published').then((p) => ({ extra: { cardId: p.o!.id } })),
    restCall: (c) => ({ body: { specialistUuid: c.extra.cardId ?? obj(c.w, 'card.A.published').id, ...period } }),
    trpcInput: (c) => ({ specialistUuid: c.extra.cardId ?? obj(c.w, 'card.A.published').id, ...period }),
    hidden: cartHidden,
  },
  // Adding a whole team to the cart: with the teams (policies/team.ts).
  {
    name: 'change a cart item',
    cart: true,
    rest: ['POST /api/specialist-request-list/update-specialist'],
    trpc: ['cart.updateItem'],
    kind: 'write',
    object: 'cartItem',
    access: needs(isClient, ownOr404),
    prepare: (w, o, a) => freshCartItem(w, letterOf(o, a)),
    restCall: (c) => ({ body: { id: c.o!.id, startPeriod: '2027-05-02', endPeriod: '2027-08-12' } }),
    trpcInput: (c) => ({ id: c.o!.id, startPeriod: '2027-05-02', endPeriod: '2027-08-12' }),
    hidden: cartHidden,
  },
  {
    // Removing an id that is not in the own cart is harmless: it answers the cart and changes nothing.
    name: 'remove cart items',
    cart: true,
    rest: ['POST /api/specialist-request-list/remove-specialist'],
    trpc: ['cart.removeItems'],
    kind: 'write',
    object: 'cartItem',
    access: needs(isClient, (a, o) => (own(a, o) ? 'allow' : 'noop')),
    prepare: (w, o, a) => freshCartItem(w, letterOf(o, a)),
    restCall: (c) => ({ body: { ids: [c.o!.id] } }),
    trpcInput: (c) => ({ ids: [c.o!.id] }),
    hidden: cartHidden,
  },

  /* Interview requests and candidates */
  {
    name: 'what scheduling needs',
    rest: ['POST /api/specialist-request/init'],
    trpc: ['interview.init'],
    kind: 'read',
    access: needs(isClient),
    restCall: () => ({ body: {} }),
    trpcInput: () => undefined,
    hidden: cartHidden,
  },
  {
    name: 'submit an interview request',
    cart: true,
    rest: ['POST /api/specialist-request/create'],
    trpc: ['interview.create'],
    kind: 'write',
    access: needs(isClient),
    prepare: async (w, _o, a) => {
      const item = await freshCartItem(w, letterOf(null, a));
      return { extra: { itemId: item.o!.id } };
    },
    restCall: (c) => ({
      body: {
        requestId: randomUUID(),
        contact: { name: 'Matrix', email: 'matrix@client.test' },
        specialists: [{ id: c.extra.itemId ?? obj(c.w, 'cartItem.A').id, slots: SLOTS }],
      },
    }),
    trpcInput: (c) => ({
      requestId: randomUUID(),
      contact: { name: 'Matrix', email: 'matrix@client.test' },
      specialists: [{ id: c.extra.itemId ?? obj(c.w, 'cartItem.A').id, slots: SLOTS }],
    }),
    hidden: candidateHidden,
  },
  {
    // Another client's id lists nothing, as if it had no candidates.
    name: "the client's candidates",
    rest: ['GET /api/specialist-request/list/:clientUuid'],
    trpc: ['interview.listForClient'],
    kind: 'read',
    object: 'company',
    access: needs(isClient),
    restCall: (c) => ({ params: { clientUuid: c.o!.id }, query: {} }),
    trpcInput: (c) => ({ clientUuid: c.o!.id }),
    hidden: candidateHidden,
  },
  {
    name: "counts of the client's candidates",
    rest: ['GET /api/specialist-request/filters'],
    trpc: [],
    kind: 'read',
    access: needs(isClient),
    restCall: () => ({}),
  },
  {
    name: 'one candidate',
    rest: [
      'GET /api/specialist-request/info/:id',
      'GET /admin/api/candidate/info/:id',
      'GET /admin/api/candidates/info/:id',
    ],
    trpc: ['interview.info'],
    kind: 'read',
    object: 'candidate',
    // The client and the agency of the candidate see it, the pipeline's managers any; for everyone else it is not there.
    access: needs(
      () => true,
      (a, o) =>
        exists(o) && (has(a, 'candidate:manage') || (isClient(a) && own(a, o)) || (isPartner(a) && agencyOwns(a, o)))
          ? 'allow'
          : 404,
    ),
    restCall: (c) => ({ params: { id: c.o!.id } }),
    trpcInput: (c) => ({ id: c.o!.id }),
    hidden: candidateHidden,
  },
  {
    // The interview's calendar file: the world's candidates have no fixed interview yet, so even their participants
    // find none (404), as does anyone else; a participant's download of a fixed interview, and everyone else's 404
    // there, are tests/api/interview/interviewInvitation.api.test.ts.
    name: "an interview's calendar invitation",
    rest: ['GET /api/interview/:id/invite.ics'],
    trpc: [],
    kind: 'read',
    object: 'candidate',
    access: needs(
      () => true,
      () => 404,
    ),
    restCall: (c) => ({ params: { id: c.o!.id } }),
  },
  {
    name: 'take a proposed interview time',
    rest: ['POST /api/specialist-request/choose-slot'],
    trpc: ['interview.chooseProposedSlot'],
    kind: 'write',
    object: 'candidate',
    access: needs(isClient, (a, o) => (own(a, o) ? 'allow' : 404)),
    prepare: (w, o, a) => freshCandidateWithProposal(w, ...sameParties(o, a)),
    restCall: (c) => ({ body: { id: c.o!.id, slot: proposedTime } }),
    trpcInput: (c) => ({ id: c.o!.id, slot: proposedTime }),
    hidden: candidateHidden,
  },
  ...(
    [
      ['hire after the interview', 'POST /api/specialist-request/hire', 'interview.hire', {}],
      [
        'decline after the interview',
        'POST /api/specialist-request/decline',
        'interview.declineCandidate',
        { reason: 'Not the fit we need' },
      ],
      [
        'ask for another interview',
        'POST /api/specialist-request/another-interview',
        'interview.requestAnotherInterview',
        { slots: [proposedTime] },
      ],
    ] as const
  ).map(([name, rest, trpc, fields]): UseCase => ({
    // The client's decisions: the world's candidates have had no interview yet, so the client's own is refused by
    // the table (422; the decisions themselves are tests/api/interview/clientDecision.api.test.ts); another
    // company's candidate is not there.
    name,
    rest: [rest],
    trpc: [trpc],
    kind: 'write',
    object: 'candidate',
    access: needs(isClient, (a, o) => (own(a, o) ? 422 : 404)),
    restCall: (c) => ({ body: { id: c.o!.id, ...fields } }),
    trpcInput: (c) => ({ id: c.o!.id, ...fields }),
    hidden: candidateHidden,
  })),
  // Panels (issue 34): the client names its own people as interviewers while no time is fixed; the agency and the
  // platform never do (403), another company's candidate is not there (404). Another company's user as an interviewer
  // (400) and the invitations of a panel are tests/api/interview/panels.api.test.ts.
  {
    name: "the client's people it may name as interviewers",
    rest: ['GET /api/specialist-request/colleagues'],
    trpc: ['interview.colleagues'],
    kind: 'read',
    access: needs(isClient),
    restCall: () => ({}),
    trpcInput: () => undefined,
  },
  {
    // Naming nobody on a candidate that names nobody: the own client's call answers 200 and changes nothing (naming
    // colleagues, with the invitations they then receive, is the API test).
    name: "name the interviewers of a candidate's interview",
    rest: ['POST /api/specialist-request/interviewers'],
    trpc: ['interview.nameInterviewers'],
    kind: 'write',
    object: 'candidate',
    access: needs(isClient, (a, o) => (own(a, o) ? 'noop' : 404)),
    restCall: (c) => ({ body: { id: c.o!.id, interviewers: [] } }),
    trpcInput: (c) => ({ id: c.o!.id, interviewers: [] }),
    hidden: candidateHidden,
  },
  {
    name: "the partner's interview requests",
    rest: ['GET /api/interview-request/list'],
    trpc: ['interview.listForPartner'],
    kind: 'read',
    access: needs(isPartner),
    restCall: () => ({ query: {} }),
    trpcInput: () => ({}),
    hidden: candidateHidden,
  },
  ...(
    [
      [
        'accept an interview slot',
        'POST /api/interview-request/accept-slot',
        'interview.acceptSlot',
        { slot: SLOTS[0] },
      ],
      [
        'propose other slots',
        'POST /api/interview-request/propose-slots',
        'interview.proposeSlots',
        { slots: [proposedTime] },
      ],
      [
        'decline an interview request',
        'POST /api/interview-request/decline',
        'interview.decline',
        { reason: 'Not available' },
      ],
    ] as const
  ).map(([name, rest, trpc, fields]): UseCase => ({
    name,
    rest: [rest],
    trpc: [trpc],
    kind: 'write',
    object: 'candidate',
    access: needs(isPartner, (a, o) => (agencyOwns(a, o) ? 'allow' : 404)),
    prepare: (w, o, a) => passedOnCandidate(w, letterOf(o, a), letterOf(null, a)),
    restCall: (c) => ({ body: { id: c.o!.id, ...fields } }),
    trpcInput: (c) => ({ id: c.o!.id, ...fields }),
    hidden: candidateHidden,
  })),
  // Moving and cancelling a fixed interview (issue 34): no candidate of the world has a fixed interview, so the
  // parties' own are refused by the table (422); another company's is not there (404). The moves themselves, with
  // their mails and invitations, are tests/api/interview/interviewReschedule.api.test.ts.
  ...(
    [
      ['reschedule', { slots: [proposedTime], reason: 'Travelling' }],
      ['pick-rescheduled-slot', { slot: proposedTime }],
      ['cancel-interview', { reason: 'On hold' }],
    ] as const
  ).flatMap(([move, fields]): UseCase[] => [
    {
      name: `the client's ${move} of an interview`,
      rest: [`POST /api/specialist-request/${move}`],
      trpc: [],
      kind: 'write',
      object: 'candidate',
      access: needs(isClient, (a, o) => (own(a, o) ? 422 : 404)),
      restCall: (c) => ({ body: { id: c.o!.id, ...fields } }),
      hidden: candidateHidden,
    },
    {
      name: `the agency's ${move} of an interview`,
      rest: [`POST /api/interview-request/${move}`],
      trpc: [],
      kind: 'write',
      object: 'candidate',
      access: needs(isPartner, (a, o) => (agencyOwns(a, o) ? 422 : 404)),
      restCall: (c) => ({ body: { id: c.o!.id, ...fields } }),
      hidden: candidateHidden,
    },
    {
      name: `the manager's ${move} of an interview for a party`,
      rest: [`POST /admin/api/candidate/${move}`, `POST /admin/api/candidates/${move}`],
      trpc: [],
      kind: 'write',
      object: 'candidate',
      access: needs(scope('candidate:manage'), (_a, o) => (exists(o) ? 422 : 404)),
      restCall: (c) => ({ body: { id: c.o!.id, forSide: 'client', ...fields } }),
    },
  ]),
  ...(
    [
      ['interview.proposeReschedule', { slots: [proposedTime], reason: 'Travelling', forSide: 'client' }],
      ['interview.pickRescheduledSlot', { slot: proposedTime }],
      ['interview.cancelInterview', { reason: 'On hold', forSide: 'client' }],
    ] as const
  ).map(([procedure, fields]): UseCase => ({
    // tRPC takes the caller's own side: the manager's for any candidate, a party's for its own.
    name: `${procedure} from the caller's side`,
    rest: [],
    trpc: [procedure],
    kind: 'write',
    object: 'candidate',
    access: needs(anyOf(scope('candidate:manage'), isClient, isPartner), (a, o) =>
      has(a, 'candidate:manage')
        ? exists(o)
          ? 422
          : 404
        : (isClient(a) && own(a, o)) || (isPartner(a) && agencyOwns(a, o))
          ? 422
          : 404,
    ),
    prepare: (w, o, a) => passedOnCandidate(w, letterOf(o, a), letterOf(null, a)),
    trpcInput: (c) => ({ id: c.o!.id, ...fields }),
    hidden: candidateHidden,
  })),
  // The video link of a fixed interview (issue 34): the agency's and the manager's, never the client's. No candidate of
  // the world has a fixed interview, so an allowed caller's own is refused by the table (422); another company's is
  // not there (404). Setting it, with the participants' updated invitations, is tests/api/interview/videoLink.api.test.ts.
  {
    name: "the agency's video link of an interview",
    rest: ['POST /api/interview-request/video-link'],
    trpc: [],
    kind: 'write',
    object: 'candidate',
    access: needs(isPartner, (a, o) => (agencyOwns(a, o) ? 422 : 404)),
    prepare: (w, o, a) => passedOnCandidate(w, letterOf(o, a), letterOf(null, a)),
    restCall: (c) => ({ body: { id: c.o!.id, videoUrl: 'https://meet.example.com/room' } }),
    hidden: candidateHidden,
  },
  {
    name: "the manager's video link of an interview",
    rest: ['POST /admin/api/candidate/video-link', 'POST /admin/api/candidates/video-link'],
    trpc: [],
    kind: 'write',
    object: 'candidate',
    access: needs(scope('candidate:manage'), (_a, o) => (exists(o) ? 422 : 404)),
    restCall: (c) => ({ body: { id: c.o!.id, videoUrl: 'https://meet.example.com/room' } }),
  },
  {
    // tRPC takes the caller's side: the manager's for any candidate, the agency's for its own; a client joins the
    // call and never sets it (403).
    name: "interview.setVideoLink from the caller's side",
    rest: [],
    trpc: ['interview.setVideoLink'],
    kind: 'write',
    object: 'candidate',
    access: needs(anyOf(scope('candidate:manage'), isPartner), (a, o) =>
      has(a, 'candidate:manage') ? (exists(o) ? 422 : 404) : agencyOwns(a, o) ? 422 : 404,
    ),
    prepare: (w, o, a) => passedOnCandidate(w, letterOf(o, a), letterOf(null, a)),
    trpcInput: (c) => ({ id: c.o!.id, videoUrl: 'https://meet.example.com/room' }),
    hidden: candidateHidden,
  },
  {
    name: "the pipeline managers' candidate lists",
    rest: [
      'GET /admin/api/candidate/list',
      'GET /admin/api/candidate/filters',
      'GET /admin/api/candidates/list',
      'GET /admin/api/candidates/filters',
    ],
    trpc: ['interview.listForManager'],
    kind: 'read',
    access: needs(scope('candidate:manage')),
    restCall: () => ({ query: {} }),
    trpcInput: () => ({}),
  },
  {
    name: 'candidates as Excel files for staff',
    rest: ['GET /admin/api/excel-export/candidates', 'GET /admin/api/excel-export/working-specialists'],
    trpc: [],
    kind: 'read',
    access: needs((a) => has(a, 'candidate:manage') && has(a, 'excel:export')),
    restCall: () => ({ query: {} }),
  },
  {
    name: 'history of a candidate',
    rest: ['GET /admin/api/candidate/history/:id', 'GET /admin/api/candidates/history/:id'],
    trpc: ['interview.history'],
    kind: 'read',
    object: 'candidate',
    access: needs(scope('candidate:manage'), existsOr404),
    restCall: (c) => ({ params: { id: c.o!.id }, query: {} }),
    trpcInput: (c) => ({ id: c.o!.id }),
  },
  {
    name: 'move a candidate',
    rest: ['POST /admin/api/candidate/update', 'POST /admin/api/candidates/update'],
    trpc: ['interview.move'],
    kind: 'write',
    object: 'candidate',
    access: needs(scope('candidate:manage'), existsOr404),
    prepare: (w, o, a) => freshCandidate(w, ...sameParties(o, a)),
    restCall: (c) => ({ body: { id: c.o!.id, status: 'interview_with_tn_hr' } }),
    trpcInput: (c) => ({ id: c.o!.id, status: 'interview_with_tn_hr' }),
  },
  {
    name: "change a candidate's client price",
    rest: ['POST /admin/api/candidate/change-client-price', 'POST /admin/api/candidates/change-client-price'],
    trpc: ['interview.changeClientPrice'],
    kind: 'write',
    object: 'candidate',
    access: needs(scope('candidate:manage'), existsOr404),
    prepare: (w, o, a) => freshCandidate(w, ...sameParties(o, a)),
    restCall: (c) => ({ body: { id: c.o!.id, price: 61.5 } }),
    trpcInput: (c) => ({ id: c.o!.id, price: 61.5 }),
  },

  /* Files and CV imports */
  {
    // Whoever edits cards or solutions uploads for the own company; staff with file:upload-any for any company they name.
    name: 'upload a file',
    rest: ['POST /api/files/upload'],
    trpc: [],
    kind: 'write',
    object: 'company',
    access: needs(anyOf(isPartner, scope('file:upload-any')), (a, o) =>
      own(a, o) ? 'allow' : !has(a, 'file:upload-any') ? 403 : exists(o) ? 'allow' : 400,
    ),
    restCall: (c) => ({
      query: { purpose: 'photo', companyId: c.o!.id },
      multipart: { bytes: gradientPng(8, 8), name: 'matrix.png' },
    }),
  },
  {
    name: 'import a CV',
    rest: ['POST /api/specialist/cv-import'],
    trpc: [],
    kind: 'write',
    object: 'company',
    access: needs(anyOf(isPartner, scope('file:upload-any')), (a, o) =>
      own(a, o) ? 'allow' : !has(a, 'file:upload-any') ? 403 : exists(o) ? 'allow' : 400,
    ),
    restCall: (c) => ({ query: { companyId: c.o!.id }, multipart: { bytes: tinyPdf, name: 'matrix.pdf' } }),
  },
  {
    // Photos are public to anyone holding the id; certificates only to their company and staff with file:read-any.
    name: 'read a file',
    rest: ['GET /api/files/:id'],
    trpc: [],
    kind: 'read',
    object: 'file',
    access: (a, o) =>
      o?.state === 'public' || (o?.state === 'private' && (own(a, o) || has(a, 'file:read-any'))) ? 'allow' : 404,
    restCall: (c) => ({ params: { id: c.o!.id } }),
  },
  {
    name: 'a CV import',
    rest: ['GET /api/specialist/cv-import/:importId'],
    trpc: ['files.cvImport'],
    kind: 'read',
    object: 'cvImport',
    access: needs(
      () => true,
      (a, o) => (exists(o) && ((a.kind !== 'staff' && own(a, o)) || has(a, 'file:read-any')) ? 'allow' : 404),
    ),
    restCall: (c) => ({ params: { importId: c.o!.id } }),
    trpcInput: (c) => ({ importId: c.o!.id }),
  },
];

/**
 * Fields that reach a role today although the role's output must not carry them (API3). The matrix asserts
 * exactly this list: it fails when a leak is fixed (remove the line) or a new one appears. Each line:
 * `<operation> <actor kind> <field>`. Responses do not go through per-role output schemas yet (issue 19, "Responses
 * carry only what the caller may see"); these are reported to the lead, not fixed here.
 */
// The candidate leaks the matrix found first (a client reading the agency and the full surname, a partner the client's
// price) are gone: each side reads candidates through its own output schema. None is known now.
export const knownLeaks: readonly string[] = [];
