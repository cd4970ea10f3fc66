import type { AccessObject, ActorProfile } from '../accessWorld';
import type { Outcome, UseCase } from '../policyTable';

/**
 * Reviews follow the engagement: its client's people who write requests (`request:create`) review it, its agency's
 * (`request:respond`) answer, staff who run candidates (`candidate:manage`) hide. The world's working candidates started
 * on the world's today, so none may be reviewed yet: the own client is refused by the rule (422, a month on the
 * project); another company's candidate, and an unknown one, are not there (404). The world holds no review: an answer
 * or a hide by the side allowed finds none (404). The allowed paths are tried in tests/api/review.
 */
const has = (a: ActorProfile, scope: string) => a.scopes.includes(scope);
const exists = (o: AccessObject | null) => o !== null && o.state !== 'missing';
const needs =
  (scope: string, then: (a: ActorProfile, o: AccessObject | null) => Outcome = () => 'allow') =>
  (a: ActorProfile, o: AccessObject | null): Outcome =>
    a.kind === 'anonymous' ? 401 : has(a, scope) ? then(a, o) : 403;

/** What nobody outside the platform reads of a review: who wrote it, its companies' ids, the agency's name. */
const hidden = {
  anonymous: ['authorId', 'author_id', 'agencyId', 'agencyName', 'clientId', 'hiddenReason'],
  client: ['authorId', 'author_id', 'agencyId', 'agencyName', 'hiddenReason'],
  partner: ['authorId', 'author_id', 'clientId', 'hiddenReason'],
} as const;

const scores = { overall: 5, skills: 5, communication: 4, reliability: 5, value: 4 };

export const reviewUseCases: readonly UseCase[] = [
  {
    name: "a published specialist's reviews",
    rest: ['GET /api/specialist-catalog/reviews/:id'],
    trpc: ['review.ofSpecialist'],
    kind: 'read',
    object: 'card',
    access: (_a, o) => (o?.state === 'published' ? 'allow' : 404),
    restCall: (c) => ({ params: { id: c.o!.id } }),
    trpcInput: (c) => ({ id: c.o!.id }),
    hidden,
  },
  {
    name: "the client's engagements and their reviews",
    rest: [],
    trpc: ['review.engagements'],
    kind: 'read',
    access: needs('request:create'),
    trpcInput: () => undefined,
    hidden,
  },
  {
    name: "the reviews of the agency's specialists",
    rest: [],
    trpc: ['review.agencyList'],
    kind: 'read',
    access: needs('request:respond'),
    trpcInput: () => ({}),
    hidden,
  },
  {
    name: 'every review, for staff',
    rest: ['GET /admin/api/review/list'],
    trpc: ['review.managerList'],
    kind: 'read',
    access: needs('candidate:manage'),
    restCall: () => ({ query: {} }),
    trpcInput: () => ({}),
  },
  {
    name: 'write a review of an engagement',
    rest: ['POST /api/review/create'],
    trpc: ['review.write'],
    kind: 'write',
    object: 'workingCandidate',
    access: needs('request:create', (a, o) => (exists(o) && o!.owner === a.companyId ? 422 : 404)),
    restCall: (c) => ({ body: { candidateId: c.o!.id, ...scores, text: 'Matrix' } }),
    trpcInput: (c) => ({ candidateId: c.o!.id, ...scores, text: 'Matrix' }),
  },
  {
    name: 'answer a review',
    rest: ['POST /api/review/answer'],
    trpc: ['review.answer'],
    kind: 'write',
    object: 'workingCandidate',
    access: needs('request:respond', () => 404),
    restCall: (c) => ({ body: { id: c.o!.id, text: 'Thank you' } }),
    trpcInput: (c) => ({ id: c.o!.id, text: 'Thank you' }),
  },
  {
    name: 'hide a review',
    rest: ['POST /admin/api/review/hide'],
    trpc: ['review.hide'],
    kind: 'write',
    object: 'workingCandidate',
    access: needs('candidate:manage', () => 404),
    restCall: (c) => ({ body: { id: c.o!.id, reason: 'Matrix' } }),
    trpcInput: (c) => ({ id: c.o!.id, reason: 'Matrix' }),
  },
];
