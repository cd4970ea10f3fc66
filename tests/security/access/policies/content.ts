import type { AccessObject, ActorProfile } from '../accessWorld';
import type { Outcome, UseCase } from '../policyTable';
import { futureMoment } from './contentWorld';

/**
 * Terms and conditions: anyone reads the versions; any signed-in user accepts for themselves, never a manager
 * acting as them (403); managers with `terms:manage` write versions, and edit only one not yet in force (422).
 */

const has = (a: ActorProfile, scope: string) => a.scopes.includes(scope);
const needs =
  (who: (a: ActorProfile) => boolean, then: (a: ActorProfile, o: AccessObject | null) => Outcome = () => 'allow') =>
  (a: ActorProfile, o: AccessObject | null): Outcome =>
    a.kind === 'anonymous' ? 401 : who(a) ? then(a, o) : 403;
const manage = (a: ActorProfile) => has(a, 'terms:manage');
const exists = (o: AccessObject | null) => o !== null && o.state !== 'missing';
const existsOr404 = (_a: ActorProfile, o: AccessObject | null): Outcome => (exists(o) ? 'allow' : 404);
const blocks = (text: string) => [{ type: 'paragraph', content: [{ type: 'text', text }] }];

export const contentUseCases: readonly UseCase[] = [
  {
    name: 'the terms in force',
    rest: ['GET /api/legal-document/terms-and-conditions/active'],
    trpc: ['content.activeTerms'],
    kind: 'read',
    access: () => 'allow',
    restCall: () => ({}),
    trpcInput: () => undefined,
  },
  {
    name: 'a terms version',
    rest: ['GET /api/legal-document/terms-and-conditions/info'],
    trpc: ['content.termsInfo'],
    kind: 'read',
    object: 'termsVersion',
    access: existsOr404,
    restCall: (c) => ({ query: { id: c.o!.id } }),
    trpcInput: (c) => ({ id: c.o!.id }),
  },
  {
    // The user's own declaration: a manager acting as them is refused; a missing version is not there.
    name: 'accept the terms',
    rest: ['POST /api/legal-document/accept'],
    trpc: ['content.acceptTerms'],
    kind: 'write',
    object: 'termsVersion',
    access: (a, o) => (a.kind === 'anonymous' ? 401 : a.actingAs ? 403 : exists(o) ? 'allow' : 404),
    restCall: (c) => ({ body: { id: c.o!.id } }),
    trpcInput: (c) => ({ id: c.o!.id }),
  },
  {
    name: "the managers' terms versions",
    rest: ['GET /admin/api/legal-document/terms-and-conditions/list'],
    trpc: ['content.termsVersions'],
    kind: 'read',
    access: needs(manage),
    restCall: () => ({ query: {} }),
    trpcInput: () => ({}),
  },
  {
    name: 'a terms version in the editor',
    rest: ['GET /admin/api/legal-document/terms-and-conditions/info/:id'],
    trpc: ['content.termsVersion'],
    kind: 'read',
    object: 'termsVersion',
    access: needs(manage, existsOr404),
    restCall: (c) => ({ params: { id: c.o!.id } }),
    trpcInput: (c) => ({ id: c.o!.id }),
  },
  {
    name: 'who accepted a terms version, in Excel',
    rest: ['GET /admin/api/excel-export/terms-acceptances'],
    trpc: [],
    kind: 'read',
    object: 'termsVersion',
    access: needs((a) => manage(a) && has(a, 'excel:export'), existsOr404),
    restCall: (c) => ({ query: { id: c.o!.id } }),
  },
  {
    name: 'create a terms version',
    rest: ['POST /admin/api/legal-document/terms-and-conditions/create'],
    trpc: ['content.createTermsVersion'],
    kind: 'write',
    access: needs(manage),
    restCall: () => ({ body: { content: blocks('New terms'), effectiveFrom: futureMoment() } }),
    trpcInput: () => ({ content: blocks('New terms'), effectiveFrom: futureMoment() }),
  },
  {
    // Only a version not yet in force is edited; the one in force answers 422 to the managers.
    name: 'edit a terms version',
    rest: ['POST /admin/api/legal-document/terms-and-conditions/update'],
    trpc: ['content.updateTermsVersion'],
    kind: 'write',
    object: 'termsVersion',
    access: needs(manage, (_a, o) => (!exists(o) ? 404 : o!.state === 'upcoming' ? 'allow' : 422)),
    restCall: (c) => ({ body: { id: c.o!.id, content: blocks('Edited terms') } }),
    trpcInput: (c) => ({ id: c.o!.id, content: blocks('Edited terms') }),
  },
];
