import { randomUUID } from 'node:crypto';
import { requestContent } from '../../../support/clientRequestFixtures';
import type { AccessObject, ActorProfile, CompanyKey, World } from '../accessWorld';
import type { CallContext, Outcome, Prepared, UseCase } from '../policyTable';
import { freshRequest, freshResponse, proposableCard, requestOfResponse } from './clientRequestWorld';

/**
 * Client requests: a client writes and reads its own (`client-request:manage-own`), staff moderate any
 * (`client-request:moderate`), agencies answer published ones and read only their own responses
 * (`client-request:respond`); the public reads published requests without their client. Another company's request
 * or response is not there (404); a caller of the wrong kind is refused by scope (403).
 */

const has = (a: ActorProfile, scope: string) => a.scopes.includes(scope);
const needs =
  (who: (a: ActorProfile) => boolean, then: (a: ActorProfile, o: AccessObject | null) => Outcome = () => 'allow') =>
  (a: ActorProfile, o: AccessObject | null): Outcome =>
    a.kind === 'anonymous' ? 401 : who(a) ? then(a, o) : 403;
const manageOwn = (a: ActorProfile) => has(a, 'client-request:manage-own');
const moderate = (a: ActorProfile) => has(a, 'client-request:moderate');
const respondScope = (a: ActorProfile) => has(a, 'client-request:respond');
const exists = (o: AccessObject | null) => o !== null && o.state !== 'missing';
const own = (a: ActorProfile, o: AccessObject | null) => o !== null && o.owner !== null && o.owner === a.companyId;
const ownOr404 = (a: ActorProfile, o: AccessObject | null): Outcome => (own(a, o) ? 'allow' : 404);
/** A moderator reads any request that exists, its client its own; the rest is not there. */
const readRequest = (a: ActorProfile, o: AccessObject | null): Outcome =>
  exists(o) && (moderate(a) || own(a, o)) ? 'allow' : 404;
const published = (o: AccessObject | null) => o?.state === 'published';

const makersOf = (w: World) => ({
  app: w.app,
  client: { A: w.tokens.clientA, B: w.tokens.clientB },
  partner: { A: w.tokens.partnerA, B: w.tokens.partnerB },
  admin: w.tokens.admin,
  agencyId: w.agencyId,
});
const companyOf = (o: AccessObject | null): CompanyKey => (o?.company === 'B' ? 'B' : 'A');
const agencyOf = (a: ActorProfile): CompanyKey => (a.company === 'B' ? 'B' : 'A');
/** A fresh request of the object's client in the state the write needs (publish and reject need moderation). */
const freshRequestFor =
  (state: 'moderation' | 'published') =>
  async (w: World, o: AccessObject | null): Promise<Prepared> =>
    exists(o) ? { o: await freshRequest(makersOf(w), companyOf(o), state) } : {};
const freshResponseFor = async (w: World, o: AccessObject | null): Promise<Prepared> =>
  exists(o) ? { o: await freshResponse(makersOf(w), companyOf(o)) } : {};

const id = (c: CallContext) => c.o!.id;
const requestId = (c: CallContext) => ({ requestId: id(c) });
const respondBody = (c: CallContext) => ({
  requestId: id(c),
  specialistIds: [proposableCard.get(agencyOf(c.a)) ?? randomUUID()],
  comment: 'From the access matrix',
});
const contentCache = new Map<string, Record<string, unknown>>();
const contentOf = async (w: World) => {
  const key = 'content';
  if (!contentCache.has(key)) contentCache.set(key, await requestContent(w.app.pool, { title: 'Matrix request' }));
  return contentCache.get(key)!;
};
/** A new request's body: prepared once, since building it reads the reference data. */
const prepareContent = async (w: World): Promise<Prepared> => ({ extra: { content: await contentOf(w) } });
const managerBody = (c: CallContext) => ({ clientId: c.w.clientId.A, content: c.extra.content ?? {} });

const publicHidden = ['clientId', 'clientName', 'rejectionReason'] as const;
const responseHidden = { client: ['agencyId', 'agencyName'] } as const;

export const clientRequestUseCases: readonly UseCase[] = [
  // Client
  {
    name: 'a client writes a new request',
    rest: ['POST /api/client-request/save-draft', 'POST /api/client-request/send-to-moderation'],
    trpc: ['clientRequest.saveDraft', 'clientRequest.sendToModeration'],
    kind: 'write',
    access: needs(manageOwn),
    prepare: prepareContent,
    restCall: (c) => ({ body: { content: c.extra.content ?? {} } }),
    trpcInput: (c) => ({ content: c.extra.content ?? {} }),
  },
  {
    name: 'a client closes its request',
    rest: ['POST /api/client-request/close'],
    trpc: ['clientRequest.close'],
    kind: 'write',
    object: 'clientRequest',
    access: needs(manageOwn, ownOr404),
    prepare: freshRequestFor('published'),
    restCall: (c) => ({ body: requestId(c) }),
    trpcInput: requestId,
  },
  {
    name: "the client's own requests",
    rest: ['GET /api/client-request/list'],
    trpc: ['clientRequest.listForClient'],
    kind: 'read',
    access: needs(manageOwn),
    restCall: () => ({ query: {} }),
    trpcInput: () => ({}),
  },
  {
    name: 'one request for its client or staff',
    rest: ['GET /api/client-request/info/:id', 'GET /admin/api/client-request/info/:id'],
    trpc: ['clientRequest.info'],
    kind: 'read',
    object: 'clientRequest',
    access: needs((a) => manageOwn(a) || moderate(a), readRequest),
    restCall: (c) => ({ params: { id: id(c) } }),
    trpcInput: requestId,
  },
  {
    name: 'the responses to a request',
    rest: ['GET /api/client-request/responses/:id', 'GET /admin/api/client-request/responses/:id'],
    trpc: ['clientRequest.responses'],
    kind: 'read',
    object: 'clientRequest',
    access: needs((a) => manageOwn(a) || moderate(a), readRequest),
    restCall: (c) => ({ params: { id: id(c) } }),
    trpcInput: requestId,
    hidden: responseHidden,
  },
  // Public
  {
    name: 'published requests',
    rest: ['GET /api/client-request/public-list'],
    trpc: ['clientRequest.publicList'],
    kind: 'read',
    access: () => 'allow',
    restCall: () => ({ query: {} }),
    trpcInput: () => ({}),
    hidden: { anonymous: publicHidden, partner: publicHidden, client: publicHidden },
  },
  {
    name: 'one published request',
    rest: ['GET /api/client-request/public-info/:id'],
    trpc: ['clientRequest.publicInfo'],
    kind: 'read',
    object: 'clientRequest',
    access: (_a, o) => (published(o) ? 'allow' : 404),
    restCall: (c) => ({ params: { id: id(c) } }),
    trpcInput: requestId,
    hidden: { anonymous: publicHidden, partner: publicHidden, client: publicHidden },
  },
  // Agency
  {
    name: 'an agency answers a published request',
    rest: ['POST /api/agency/client-request-response/respond'],
    trpc: ['clientRequest.respond'],
    kind: 'write',
    object: 'clientRequest',
    // Each allowed caller answers a fresh request: two callers of one agency answering one request at once meet on its one stream (409 by design).
    access: needs(respondScope, (_a, o) => (published(o) ? 'allow' : 404)),
    prepare: freshRequestFor('published'),
    restCall: (c) => ({ body: respondBody(c) }),
    trpcInput: respondBody,
  },
  {
    name: 'an agency withdraws its response',
    rest: ['POST /api/agency/client-request-response/withdraw'],
    trpc: ['clientRequest.withdrawResponse'],
    kind: 'write',
    object: 'requestResponse',
    access: needs(respondScope, ownOr404),
    prepare: freshResponseFor,
    restCall: (c) => ({ body: { responseId: id(c) } }),
    trpcInput: (c) => ({ responseId: id(c) }),
  },
  {
    name: "the agency's own responses",
    rest: ['GET /api/agency/client-request-response/list'],
    trpc: ['clientRequest.myResponses'],
    kind: 'read',
    access: needs(respondScope),
    restCall: () => ({ query: {} }),
    trpcInput: () => ({}),
  },
  {
    name: 'one own response',
    rest: ['GET /api/agency/client-request-response/info/:id'],
    trpc: ['clientRequest.myResponse'],
    kind: 'read',
    object: 'requestResponse',
    access: needs(respondScope, ownOr404),
    restCall: (c) => ({ params: { id: id(c) } }),
    trpcInput: (c) => ({ responseId: id(c) }),
  },
  {
    // Named by the response's request: the agency that answered it reads its response; any other finds none.
    name: "the agency's response to a request",
    rest: ['GET /api/agency/client-request-response/of-request/:id'],
    trpc: ['clientRequest.myResponseTo'],
    kind: 'read',
    object: 'requestResponse',
    access: needs(respondScope, ownOr404),
    restCall: (c) => ({ params: { id: requestOfResponse.get(id(c)) ?? id(c) } }),
    trpcInput: (c) => ({ requestId: requestOfResponse.get(id(c)) ?? id(c) }),
  },
  {
    name: 'what an agency can propose',
    rest: ['GET /api/agency/client-request-response/choices'],
    trpc: ['clientRequest.respondChoices'],
    kind: 'read',
    access: needs(respondScope),
    restCall: () => ({}),
    trpcInput: () => undefined,
  },
  // Manager
  {
    name: 'a manager writes a request for a client',
    rest: ['POST /admin/api/client-request/save-draft', 'POST /admin/api/client-request/send-to-moderation'],
    trpc: ['clientRequest.managerSaveDraft', 'clientRequest.managerSendToModeration'],
    kind: 'write',
    access: needs(moderate),
    prepare: prepareContent,
    restCall: (c) => ({ body: managerBody(c) }),
    trpcInput: managerBody,
  },
  {
    name: 'a manager publishes a request in moderation',
    rest: ['POST /admin/api/client-request/publish'],
    trpc: ['clientRequest.publish'],
    kind: 'write',
    object: 'clientRequest',
    access: needs(moderate, (_a, o) => (exists(o) ? 'allow' : 404)),
    prepare: freshRequestFor('moderation'),
    restCall: (c) => ({ body: requestId(c) }),
    trpcInput: requestId,
  },
  {
    name: 'a manager rejects a request in moderation',
    rest: ['POST /admin/api/client-request/reject'],
    trpc: ['clientRequest.reject'],
    kind: 'write',
    object: 'clientRequest',
    access: needs(moderate, (_a, o) => (exists(o) ? 'allow' : 404)),
    prepare: freshRequestFor('moderation'),
    restCall: (c) => ({ body: { ...requestId(c), reason: 'Matrix reason' } }),
    trpcInput: (c) => ({ ...requestId(c), reason: 'Matrix reason' }),
  },
  {
    name: 'a manager closes a request',
    rest: ['POST /admin/api/client-request/close'],
    trpc: ['clientRequest.managerClose'],
    kind: 'write',
    object: 'clientRequest',
    access: needs(moderate, (_a, o) => (exists(o) ? 'allow' : 404)),
    prepare: freshRequestFor('published'),
    restCall: (c) => ({ body: requestId(c) }),
    trpcInput: requestId,
  },
  {
    name: "the managers' list of requests",
    rest: ['GET /admin/api/client-request/list'],
    trpc: ['clientRequest.listForManager'],
    kind: 'read',
    access: needs(moderate),
    restCall: () => ({ query: {} }),
    trpcInput: () => ({}),
  },
  {
    name: 'the clients a manager writes a request for',
    rest: [],
    trpc: ['clientRequest.clientChoices'],
    kind: 'read',
    access: needs(moderate),
    trpcInput: () => ({ search: '' }),
  },
  {
    name: "a request's history",
    rest: ['GET /admin/api/client-request/history/:id'],
    trpc: ['clientRequest.history'],
    kind: 'read',
    object: 'clientRequest',
    access: needs(moderate, (_a, o) => (exists(o) ? 'allow' : 404)),
    restCall: (c) => ({ params: { id: id(c) } }),
    trpcInput: requestId,
  },
  {
    // Staff only: the client sees the agencies' responses, never the catalogue ranked for its request.
    name: "a published request's matching specialists",
    rest: ['GET /api/client-request/matches/:id'],
    trpc: ['clientRequest.matches'],
    kind: 'read',
    object: 'clientRequest',
    access: needs(moderate, (_a, o) => (published(o) ? 'allow' : 404)),
    restCall: (c) => ({ params: { id: id(c) } }),
    trpcInput: requestId,
  },
];
