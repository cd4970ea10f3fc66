import { randomUUID } from 'node:crypto';
import type { AccessObject, ActorProfile, CompanyKey, World } from '../accessWorld';
import type { CallContext, Outcome, Prepared, UseCase } from '../policyTable';
import { freshTeam, teamMembers } from './teamWorld';

/**
 * Agency teams: an agency reads and changes its own (`specialist:manage-own`), a manager any (`specialist:moderate`);
 * another agency's team is not there (404); everyone else is refused by scope (403). The catalogue shows the teams
 * of a published card to anyone; a client adds a whole team to its cart.
 */

const has = (a: ActorProfile, scope: string) => a.scopes.includes(scope);
const needs =
  (who: (a: ActorProfile) => boolean, then: (a: ActorProfile, o: AccessObject | null) => Outcome = () => 'allow') =>
  (a: ActorProfile, o: AccessObject | null): Outcome =>
    a.kind === 'anonymous' ? 401 : who(a) ? then(a, o) : 403;
const manageOwn = (a: ActorProfile) => has(a, 'specialist:manage-own');
const moderate = (a: ActorProfile) => has(a, 'specialist:moderate');
const exists = (o: AccessObject | null) => o !== null && o.state !== 'missing';
const own = (a: ActorProfile, o: AccessObject | null) => o !== null && o.owner !== null && o.owner === a.companyId;
/** A manager any team that exists; an agency its own; the rest is not there. */
const ownTeamOr404 = (a: ActorProfile, o: AccessObject | null): Outcome =>
  exists(o) && (moderate(a) || own(a, o)) ? 'allow' : 404;

const makersOf = (w: World) => ({
  app: w.app,
  partner: { A: w.tokens.partnerA, B: w.tokens.partnerB },
  admin: w.tokens.admin,
  agencyId: w.agencyId,
  cardContent: (surname: string) => w.cardContent(surname),
});
const companyOf = (o: AccessObject | null, a: ActorProfile): CompanyKey =>
  o?.company === 'A' || o?.company === 'B' ? o.company : a.company === 'B' ? 'B' : 'A';
/** A fresh team of the object's agency, for writes that use the team up (delete, booking into one cart). */
const freshTeamFor = async (w: World, o: AccessObject | null, a: ActorProfile): Promise<Prepared> =>
  exists(o) ? { o: await freshTeam(makersOf(w), companyOf(o, a)) } : {};

const teamId = (c: CallContext) => c.o!.id;
const membersOf = (c: CallContext): readonly string[] => teamMembers.get(teamId(c)) ?? [randomUUID(), randomUUID()];
const publishedCardOf = (w: World, company: CompanyKey) =>
  w.objects.card.find((o) => o.key === `card.${company}.published`)!.id;
const period = { startPeriod: '2027-05-01', endPeriod: '2027-08-10' };

const updateBody = (c: CallContext) => ({
  teamId: teamId(c),
  name: `Renamed ${randomUUID().slice(0, 8)}`,
  specialists: membersOf(c),
});
const addTeamBody = (c: CallContext) => ({
  teamId: teamId(c),
  specialists: membersOf(c),
  requestId: randomUUID(),
  ...period,
});
/** A team as the catalogue shows it carries neither the agency nor full surnames nor the agency's rate. */
const publicHidden = ['agencyId', 'agencyName', 'surname', 'hourPrice', 'hourPriceCents'] as const;
const cartHidden = { client: ['agencyId', 'agencyName', 'hourPrice', 'hourPriceCents'] } as const;

export const teamUseCases: readonly UseCase[] = [
  {
    name: "the agency's own teams",
    rest: ['GET /api/team/list'],
    trpc: ['team.listForAgency'],
    kind: 'read',
    access: needs(manageOwn),
    restCall: () => ({ query: {} }),
    trpcInput: () => ({}),
  },
  {
    name: "the managers' list of every team",
    rest: ['GET /admin/api/team/list'],
    trpc: ['team.listForManager'],
    kind: 'read',
    access: needs(moderate),
    restCall: () => ({ query: {} }),
    trpcInput: () => ({}),
  },
  {
    name: 'one team',
    rest: ['GET /api/team/info/:id', 'GET /admin/api/team/info/:id'],
    trpc: ['team.info'],
    kind: 'read',
    object: 'team',
    access: needs((a) => manageOwn(a) || moderate(a), ownTeamOr404),
    restCall: (c) => ({ params: { id: teamId(c) } }),
    trpcInput: (c) => ({ teamId: teamId(c) }),
  },
  {
    // An agency's choices are always its own cards (the agency named is ignored); a manager's are those of the agency named.
    name: 'cards a team can take',
    rest: ['GET /api/team/member-choices', 'GET /admin/api/team/member-choices'],
    trpc: ['team.memberChoices'],
    kind: 'read',
    access: needs((a) => manageOwn(a) || moderate(a)),
    restCall: (c) => ({ query: { agencyId: c.w.agencyId.A } }),
    trpcInput: (c) => ({ agencyId: c.w.agencyId.A }),
  },
  {
    name: 'create a team',
    rest: ['POST /api/team/create'],
    trpc: ['team.create'],
    kind: 'write',
    access: needs(manageOwn),
    prepare: async (w, _o, a) => {
      const team = await freshTeam(makersOf(w), companyOf(null, a));
      // A second team of the same cards under another name: the cards stay published and the agency's own.
      return { extra: { specialists: teamMembers.get(team.id) } };
    },
    restCall: (c) => ({
      body: {
        name: `New ${randomUUID().slice(0, 8)}`,
        specialists: c.extra.specialists ?? [publishedCardOf(c.w, 'A'), publishedCardOf(c.w, 'B')],
      },
    }),
    trpcInput: (c) => ({
      name: `New ${randomUUID().slice(0, 8)}`,
      specialists: c.extra.specialists ?? [publishedCardOf(c.w, 'A'), publishedCardOf(c.w, 'B')],
    }),
  },
  {
    name: 'change a team',
    rest: ['POST /api/team/update', 'POST /admin/api/team/update'],
    trpc: ['team.update'],
    kind: 'write',
    object: 'team',
    access: needs((a) => manageOwn(a) || moderate(a), ownTeamOr404),
    restCall: (c) => ({ body: updateBody(c) }),
    trpcInput: updateBody,
  },
  {
    name: 'delete a team',
    rest: ['POST /api/team/delete', 'POST /admin/api/team/delete'],
    trpc: ['team.delete'],
    kind: 'write',
    object: 'team',
    access: needs((a) => manageOwn(a) || moderate(a), ownTeamOr404),
    prepare: freshTeamFor,
    restCall: (c) => ({ body: { teamId: teamId(c) } }),
    trpcInput: (c) => ({ teamId: teamId(c) }),
  },
  {
    name: "a catalogue card's teams",
    rest: ['GET /api/team-catalog/specialist/:id'],
    trpc: ['team.ofSpecialist'],
    kind: 'read',
    object: 'card',
    access: (_a, o) => (o?.state === 'published' ? 'allow' : 404),
    restCall: (c) => ({ params: { id: c.o!.id } }),
    trpcInput: (c) => ({ specialistId: c.o!.id }),
    hidden: { anonymous: publicHidden, client: publicHidden, partner: publicHidden },
  },
  {
    // Any client books any agency's team, whole; an id that is no team is not there.
    name: 'add a team to the cart',
    cart: true,
    rest: ['POST /api/specialist-request-list/add-specialists'],
    trpc: ['cart.addTeam'],
    kind: 'write',
    object: 'team',
    access: needs(
      (a) => a.kind === 'client',
      (_a, o) => (exists(o) ? 'allow' : 404),
    ),
    prepare: freshTeamFor,
    restCall: (c) => ({ body: addTeamBody(c) }),
    trpcInput: addTeamBody,
    hidden: cartHidden,
  },
];
