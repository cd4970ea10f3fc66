import { randomUUID } from 'node:crypto';
import type { AccessObject, ActorProfile } from '../accessWorld';
import type { CallContext, Outcome, UseCase } from '../policyTable';

/**
 * Shortlists are a client company's, shared by its people who book (`cart:use`): another company's list (or one
 * that does not exist) is not there (404); anyone without the scope (agencies, staff) is refused by it (403). Every
 * write goes to the company's one stream, so the matrix makes them one at a time per company (`cart: true`).
 */
const has = (a: ActorProfile, scope: string) => a.scopes.includes(scope);
const member = (a: ActorProfile) => has(a, 'cart:use');
const needsMember =
  (then: (a: ActorProfile, o: AccessObject | null) => Outcome = () => 'allow') =>
  (a: ActorProfile, o: AccessObject | null): Outcome =>
    a.kind === 'anonymous' ? 401 : member(a) ? then(a, o) : 403;
const ownOr404 = (a: ActorProfile, o: AccessObject | null): Outcome =>
  o !== null && o.state !== 'missing' && o.owner !== null && o.owner === a.companyId ? 'allow' : 404;

/** A list names what a client may see of a specialist: never the agency or its rate. */
const hidden = { client: ['agencyId', 'agencyName', 'hourPrice', 'hourPriceCents', 'email'] } as const;
const period = { startPeriod: '2027-05-01', endPeriod: '2027-08-10' };

const listId = (c: CallContext) => c.o!.id;
const entryId = (c: CallContext) => c.o!.state;
const publishedCard = (c: CallContext) =>
  c.w.objects.card.find((o) => o.key === `card.${c.o?.company === 'B' ? 'B' : 'A'}.published`)!.id;

export const shortlistUseCases: readonly UseCase[] = [
  {
    name: "the client company's shortlists",
    rest: ['GET /api/shortlist/list'],
    trpc: ['shortlist.list'],
    kind: 'read',
    access: needsMember(),
    restCall: () => ({}),
    trpcInput: () => undefined,
    hidden,
  },
  {
    name: 'one shortlist',
    rest: ['GET /api/shortlist/info/:id'],
    trpc: ['shortlist.info'],
    kind: 'read',
    object: 'shortlist',
    access: needsMember(ownOr404),
    restCall: (c) => ({ params: { id: listId(c) } }),
    trpcInput: (c) => ({ id: listId(c) }),
    hidden,
  },
  {
    name: 'compare shortlist entries over a period',
    rest: ['POST /api/shortlist/compare'],
    trpc: ['shortlist.compare'],
    kind: 'read',
    object: 'shortlist',
    access: needsMember(ownOr404),
    restCall: (c) => ({ body: { listId: listId(c), entryIds: [entryId(c)], ...period } }),
    trpcInput: (c) => ({ listId: listId(c), entryIds: [entryId(c)], ...period }),
    hidden,
  },
  {
    name: 'create a shortlist',
    cart: true,
    rest: ['POST /api/shortlist/create'],
    trpc: ['shortlist.create'],
    kind: 'write',
    access: needsMember(),
    restCall: () => ({ body: { name: `Matrix ${randomUUID().slice(0, 8)}` } }),
    trpcInput: () => ({ name: `Matrix ${randomUUID().slice(0, 8)}` }),
    hidden,
  },
  {
    // Saving a specialist already in the list changes nothing: the call succeeds for every allowed actor.
    name: 'save a specialist to a shortlist',
    cart: true,
    rest: ['POST /api/shortlist/add'],
    trpc: ['shortlist.add'],
    kind: 'write',
    object: 'shortlist',
    access: needsMember(ownOr404),
    restCall: (c) => ({ body: { listId: listId(c), specialistUuid: publishedCard(c) } }),
    trpcInput: (c) => ({ listId: listId(c), specialistUuid: publishedCard(c) }),
    hidden,
  },
  {
    // The skills a list is for: a client's colleague may name them; another company's list is not there.
    name: 'choose the skills a shortlist is for',
    cart: true,
    rest: ['POST /api/shortlist/skills'],
    trpc: ['shortlist.skills'],
    kind: 'write',
    object: 'shortlist',
    access: needsMember(ownOr404),
    restCall: (c) => ({ body: { listId: listId(c), skills: ['Java'] } }),
    trpcInput: (c) => ({ listId: listId(c), skills: ['Java', 'Kafka'] }),
    hidden,
  },
  {
    name: "the client company's requests a shortlist can be tied to",
    rest: [],
    trpc: ['shortlist.requestChoices'],
    kind: 'read',
    access: needsMember(),
    trpcInput: () => undefined,
    hidden,
  },
  {
    // Untying (requestId null) is safe to repeat; another company's list is not there (404).
    name: 'tie a shortlist to a client request',
    cart: true,
    rest: ['POST /api/shortlist/request'],
    trpc: ['shortlist.request'],
    kind: 'write',
    object: 'shortlist',
    access: needsMember(ownOr404),
    restCall: (c) => ({ body: { listId: listId(c), requestId: null } }),
    trpcInput: (c) => ({ listId: listId(c), requestId: null }),
    hidden,
  },
  {
    // Safe to repeat: an entry already removed changes nothing; another company's list is not there.
    name: 'remove a shortlist entry',
    cart: true,
    rest: ['POST /api/shortlist/remove'],
    trpc: ['shortlist.remove'],
    kind: 'write',
    object: 'shortlist',
    access: needsMember(ownOr404),
    restCall: (c) => ({ body: { listId: listId(c), entryId: randomUUID() } }),
    trpcInput: (c) => ({ listId: listId(c), entryId: randomUUID() }),
    hidden,
  },
  {
    // An agency cannot vote (403 by scope); a vote on another company's list is not there (404).
    name: 'vote on a shortlist entry',
    cart: true,
    rest: ['POST /api/shortlist/vote'],
    trpc: ['shortlist.vote'],
    kind: 'write',
    object: 'shortlist',
    access: needsMember(ownOr404),
    restCall: (c) => ({ body: { listId: listId(c), entryId: entryId(c), vote: 'up' } }),
    trpcInput: (c) => ({ listId: listId(c), entryId: entryId(c), vote: 'down' }),
    hidden,
  },
  {
    name: 'comment on a shortlist entry',
    cart: true,
    rest: ['POST /api/shortlist/comment'],
    trpc: ['shortlist.comment'],
    kind: 'write',
    object: 'shortlist',
    access: needsMember(ownOr404),
    restCall: (c) => ({ body: { listId: listId(c), entryId: entryId(c), text: 'A note from the matrix' } }),
    trpcInput: (c) => ({ listId: listId(c), entryId: entryId(c), text: 'A note from the matrix' }),
    hidden,
  },
  {
    // Goes into the caller's cart through the cart's own add (its refusals are reported in the answer, not as errors).
    name: 'book the top entries of a shortlist',
    cart: true,
    rest: ['POST /api/shortlist/book-top'],
    trpc: ['shortlist.bookTop'],
    kind: 'write',
    object: 'shortlist',
    access: needsMember(ownOr404),
    restCall: (c) => ({ body: { listId: listId(c), count: 1, ...period } }),
    trpcInput: (c) => ({ listId: listId(c), count: 1, ...period }),
    hidden,
  },
];
