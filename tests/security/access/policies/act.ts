import type { AccessObject, ActorProfile } from '../accessWorld';
import type { CallContext, Outcome, Prepared, UseCase } from '../policyTable';
import { freshAct, freshClaim, workingCandidateOf, type ActState } from './actWorld';

/**
 * Acts and claims. An agency (`act:own`) drafts and sends its own acts; a client (`document:own`) reads, approves and
 * rejects its own once the platform sent them; managers with `contract:manage` check, send and follow payment. Each
 * side's PDF is its own (404 otherwise). Claims: clients with `candidate:view-own` file them about their specialists
 * on projects, managers with `candidate:manage` answer and close them. Another company's object is not there (404).
 */

const has = (a: ActorProfile, scope: string) => a.scopes.includes(scope);
const needs =
  (who: (a: ActorProfile) => boolean, then: (a: ActorProfile, o: AccessObject | null) => Outcome = () => 'allow') =>
  (a: ActorProfile, o: AccessObject | null): Outcome =>
    a.kind === 'anonymous' ? 401 : who(a) ? then(a, o) : 403;
const agency = (a: ActorProfile) => has(a, 'act:own');
const client = (a: ActorProfile) => has(a, 'document:own');
const manager = (a: ActorProfile) => has(a, 'contract:manage');
const claimant = (a: ActorProfile) => has(a, 'candidate:view-own');
const claimManager = (a: ActorProfile) => has(a, 'candidate:manage');
const exists = (o: AccessObject | null) => o !== null && o.state !== 'missing';
const clientSees = (o: AccessObject) =>
  ['sent_for_approval_to_client', 'approved', 'awaiting_payment', 'paid'].includes(o.state);
const hasDocuments = (o: AccessObject) => ['approved', 'awaiting_payment', 'paid'].includes(o.state);
const agencyOwns = (a: ActorProfile, o: AccessObject | null) => exists(o) && o!.agencyOwner === a.companyId;
const clientOwns = (a: ActorProfile, o: AccessObject | null) => exists(o) && o!.owner === a.companyId && clientSees(o!);

/** Where a side's act is there, what a write answers in each status: allowed in the ones named, else the table's 422. */
const inStates =
  (sees: (a: ActorProfile, o: AccessObject | null) => boolean, states: readonly string[]) =>
  (a: ActorProfile, o: AccessObject | null): Outcome =>
    !sees(a, o) ? 404 : states.includes(o!.state) ? 'allow' : 422;
const managerSees = (_a: ActorProfile, o: AccessObject | null) => exists(o);
/** An allowed move uses up the object: a fresh act of the same company in the same state. */
const freshLike = async (_w: unknown, o: AccessObject | null): Promise<Prepared> =>
  exists(o) ? { o: await freshAct(o!.company as 'A' | 'B', o!.state as ActState) } : {};
const freshOpenClaim = async (_w: unknown, o: AccessObject | null): Promise<Prepared> =>
  exists(o) ? { o: await freshClaim(o!.company as 'A' | 'B') } : {};

const id = (c: CallContext) => ({ id: c.o!.id });
const reason = (c: CallContext) => ({ id: c.o!.id, reason: 'Access matrix' });
const hidden = {
  client: ['agencyName', 'agencyId', 'agencyRateCents', 'agencyAmountCents', 'actUrl'],
  partner: ['clientRateCents', 'feeCents', 'netCents', 'vatCents', 'totalCents', 'invoiceUrl', 'vatRateBasisPoints'],
} as const;
const companyCandidate = (a: ActorProfile) => workingCandidateOf.get(a.company === 'B' ? 'B' : 'A')!;

export const actUseCases: readonly UseCase[] = [
  // The agency
  {
    name: "the agency's acts and what it can bill",
    rest: ['GET /api/agency/act/list', 'GET /api/agency/act/billable'],
    trpc: ['act.agencyList', 'act.billable'],
    kind: 'read',
    access: needs(agency),
    restCall: () => ({ query: {} }),
    trpcInput: () => ({}),
    hidden,
  },
  {
    name: 'one act of the agency',
    rest: ['GET /api/agency/act/info/:id'],
    trpc: ['act.agencyInfo'],
    kind: 'read',
    object: 'act',
    access: needs(agency, (a, o) => (agencyOwns(a, o) ? 'allow' : 404)),
    restCall: (c) => ({ params: id(c) }),
    trpcInput: id,
    hidden,
  },
  {
    name: "the agency's act PDF",
    rest: ['GET /api/agency/act/document/:id'],
    trpc: [],
    kind: 'read',
    object: 'act',
    access: needs(agency, (a, o) => (agencyOwns(a, o) && hasDocuments(o!) ? 'allow' : 404)),
    restCall: (c) => ({ params: id(c) }),
  },
  {
    // The matrix's app stands on 2 November 2026, before any booked month starts: the month is refused (400) for everyone allowed to ask.
    name: 'draft an act',
    rest: ['POST /api/agency/act/create'],
    trpc: ['act.create'],
    kind: 'write',
    access: needs(agency, () => 400),
    restCall: (c) => ({ body: { candidateId: companyCandidate(c.a), month: '2026-11', hours: 10 } }),
    trpcInput: (c) => ({ candidateId: companyCandidate(c.a), month: '2026-11', hours: 10 }),
  },
  {
    name: 'change a draft or rejected act',
    rest: ['POST /api/agency/act/update'],
    trpc: ['act.update'],
    kind: 'write',
    object: 'act',
    access: needs(agency, inStates(agencyOwns, ['draft', 'rejected'])),
    prepare: freshLike,
    restCall: (c) => ({ body: { ...id(c), hours: 21, comment: 'Matrix' } }),
    trpcInput: (c) => ({ ...id(c), hours: 21, comment: 'Matrix' }),
  },
  {
    name: 'send an act to the platform',
    rest: ['POST /api/agency/act/send'],
    trpc: ['act.sendToPlatform'],
    kind: 'write',
    object: 'act',
    access: needs(agency, inStates(agencyOwns, ['draft', 'rejected'])),
    prepare: freshLike,
    restCall: (c) => ({ body: id(c) }),
    trpcInput: id,
  },
  // The client
  {
    name: "the client's acts",
    rest: ['GET /api/client/act/list'],
    trpc: ['act.clientList'],
    kind: 'read',
    access: needs(client),
    restCall: () => ({ query: {} }),
    trpcInput: () => ({}),
    hidden,
  },
  {
    name: 'one act of the client',
    rest: ['GET /api/client/act/info/:id'],
    trpc: ['act.clientInfo'],
    kind: 'read',
    object: 'act',
    access: needs(client, (a, o) => (clientOwns(a, o) ? 'allow' : 404)),
    restCall: (c) => ({ params: id(c) }),
    trpcInput: id,
    hidden,
  },
  {
    name: "the client's invoice PDF",
    rest: ['GET /api/client/act/invoice/:id'],
    trpc: [],
    kind: 'read',
    object: 'act',
    access: needs(client, (a, o) => (clientOwns(a, o) && hasDocuments(o!) ? 'allow' : 404)),
    restCall: (c) => ({ params: id(c) }),
  },
  {
    name: 'approve an act',
    rest: ['POST /api/client/act/approve'],
    trpc: ['act.approve'],
    kind: 'write',
    object: 'act',
    access: needs(client, inStates(clientOwns, ['sent_for_approval_to_client'])),
    prepare: freshLike,
    restCall: (c) => ({ body: id(c) }),
    trpcInput: id,
  },
  {
    name: 'reject an act as the client',
    rest: ['POST /api/client/act/reject'],
    trpc: ['act.rejectAsClient'],
    kind: 'write',
    object: 'act',
    access: needs(client, inStates(clientOwns, ['sent_for_approval_to_client'])),
    prepare: freshLike,
    restCall: (c) => ({ body: reason(c) }),
    trpcInput: reason,
  },
  {
    name: "the client's specialist on a project",
    rest: ['GET /api/client/working-specialists/info/:id'],
    trpc: ['act.workingSpecialist'],
    kind: 'read',
    object: 'workingCandidate',
    access: needs(claimant, (a, o) => (exists(o) && o!.owner === a.companyId ? 'allow' : 404)),
    restCall: (c) => ({ params: id(c) }),
    trpcInput: id,
    hidden,
  },
  {
    name: 'claim reasons and own claims',
    rest: ['GET /api/client/specialist-claim/reasons', 'GET /api/client/specialist-claim/list'],
    trpc: ['act.claimReasons', 'act.ownClaims'],
    kind: 'read',
    access: needs(claimant),
    restCall: () => ({ query: {} }),
    trpcInput: () => ({}),
    hidden,
  },
  {
    name: 'file a claim',
    rest: ['POST /api/client/specialist-claim/create'],
    trpc: ['act.createClaim'],
    kind: 'write',
    access: needs(claimant),
    restCall: (c) => ({ body: { candidateId: companyCandidate(c.a), reasons: ['other'], comment: 'Matrix' } }),
    trpcInput: (c) => ({ candidateId: companyCandidate(c.a), reasons: ['other'], comment: 'Matrix' }),
  },
  // Managers
  {
    name: "the managers' acts",
    rest: ['GET /admin/api/act/list', 'GET /admin/api/act/filters'],
    trpc: ['act.list'],
    kind: 'read',
    access: needs(manager),
    restCall: () => ({ query: {} }),
    trpcInput: () => ({}),
  },
  {
    name: 'one act for the manager',
    rest: ['GET /admin/api/act/info/:id', 'GET /admin/api/act/history/:id'],
    trpc: ['act.info', 'act.history'],
    kind: 'read',
    object: 'act',
    access: needs(manager, (_a, o) => (exists(o) ? 'allow' : 404)),
    restCall: (c) => ({ params: id(c) }),
    trpcInput: id,
  },
  {
    name: 'both PDFs for the manager',
    rest: ['GET /admin/api/act/invoice/:id', 'GET /admin/api/act/document/:id'],
    trpc: [],
    kind: 'read',
    object: 'act',
    access: needs(manager, (_a, o) => (exists(o) && hasDocuments(o!) ? 'allow' : 404)),
    restCall: (c) => ({ params: id(c) }),
  },
  {
    name: 'acts as an Excel file',
    rest: ['GET /admin/api/excel-export/acts'],
    trpc: [],
    kind: 'read',
    access: needs((a) => manager(a) && has(a, 'excel:export')),
    restCall: () => ({ query: {} }),
  },
  ...(
    [
      [
        'send an act to the client',
        'POST /admin/api/act/send-to-client',
        'act.sendToClient',
        ['sent_for_approval_to_platform'],
        id,
      ],
      [
        'reject an act as the platform',
        'POST /admin/api/act/reject',
        'act.rejectAsManager',
        ['sent_for_approval_to_platform'],
        reason,
      ],
      [
        'mark an act awaiting payment',
        'POST /admin/api/act/mark-awaiting-payment',
        'act.markAwaitingPayment',
        ['approved'],
        id,
      ],
      ['mark an act paid', 'POST /admin/api/act/mark-paid', 'act.markPaid', ['awaiting_payment'], id],
    ] as const
  ).map(([name, rest, trpc, states, body]): UseCase => ({
    name,
    rest: [rest],
    trpc: [trpc],
    kind: 'write',
    object: 'act',
    access: needs(manager, inStates(managerSees, states)),
    prepare: freshLike,
    restCall: (c) => ({ body: body(c) }),
    trpcInput: body,
  })),
  {
    name: "the managers' claims",
    rest: ['GET /admin/api/specialist-claim/list'],
    trpc: ['act.claims'],
    kind: 'read',
    access: needs(claimManager),
    restCall: () => ({ query: {} }),
    trpcInput: () => ({}),
  },
  {
    name: 'one claim for the manager',
    rest: ['GET /admin/api/specialist-claim/info/:id'],
    trpc: ['act.claim'],
    kind: 'read',
    object: 'claim',
    access: needs(claimManager, (_a, o) => (exists(o) ? 'allow' : 404)),
    restCall: (c) => ({ params: id(c) }),
    trpcInput: id,
  },
  {
    name: 'answer a claim',
    rest: ['POST /admin/api/specialist-claim/answer'],
    trpc: ['act.answerClaim'],
    kind: 'write',
    object: 'claim',
    // Two managers answering one claim at the same moment: the second gets 409, so each answer gets a claim of its own.
    access: needs(claimManager, (_a, o) => (exists(o) ? 'allow' : 404)),
    prepare: freshOpenClaim,
    restCall: (c) => ({ body: { ...id(c), answer: 'Matrix answer' } }),
    trpcInput: (c) => ({ ...id(c), answer: 'Matrix answer' }),
  },
  {
    name: 'close a claim',
    rest: ['POST /admin/api/specialist-claim/close'],
    trpc: ['act.closeClaim'],
    kind: 'write',
    object: 'claim',
    access: needs(claimManager, (_a, o) => (exists(o) ? 'allow' : 404)),
    prepare: freshOpenClaim,
    restCall: (c) => ({ body: id(c) }),
    trpcInput: id,
  },
];
