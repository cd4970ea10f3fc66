import type { AccessObject, ActorProfile, World } from '../accessWorld';
import type { CallContext, Outcome, Prepared, UseCase } from '../policyTable';
import { freshContract, sentSha, sideOf, statusOf, type ContractSide } from './contractWorld';

/**
 * Contracts: managers with `contract:manage` read and change every company's; a company's people with
 * `document:own` read their own once sent (a draft, or another company's contract, is not there: 404); the signing
 * page's link is the key (an unknown one: 404); DocuSign's webhook refuses a call it cannot verify (403).
 */

const has = (a: ActorProfile, scope: string) => a.scopes.includes(scope);
const needs =
  (who: (a: ActorProfile) => boolean, then: (a: ActorProfile, o: AccessObject | null) => Outcome = () => 'allow') =>
  (a: ActorProfile, o: AccessObject | null): Outcome =>
    a.kind === 'anonymous' ? 401 : who(a) ? then(a, o) : 403;
const manage = (a: ActorProfile) => has(a, 'contract:manage');
const holder = (a: ActorProfile) => has(a, 'document:own');
const exists = (o: AccessObject | null) => o !== null && o.state !== 'client:missing';
const visibleToHolder = (a: ActorProfile, o: AccessObject | null) =>
  exists(o) && o!.owner === a.companyId && statusOf(o!) !== 'draft';
/** A manager any contract; a company its own once sent; the rest is not there. */
const readable = (a: ActorProfile, o: AccessObject | null): Outcome =>
  exists(o) && (manage(a) || visibleToHolder(a, o)) ? 'allow' : 404;

const sides = [
  ['partner', 'agency'],
  ['client', 'client'],
] as const satisfies readonly [ContractSide, string][];
const companyFor = (w: World, side: ContractSide) => (side === 'client' ? w.clientId.A : w.agencyId.A);
const bodyFor = (w: World, side: ContractSide) => ({
  companyId: companyFor(w, side),
  documentType: 'contract',
  contractType: 'staff_augmentation',
  signerName: 'Mat Rix',
  signerPosition: 'Director',
  signerEmail: 'mat@matrix.test',
  ...(side === 'client' ? { commission: '20', daysPaid: '30' } : {}),
});
/** A manager's allowed write uses up the object: a fresh contract of the same company, side and status. */
const freshLike = async (w: World, o: AccessObject | null): Promise<Prepared> =>
  exists(o)
    ? {
        o: await freshContract(
          { app: w.app, admin: w.tokens.admin, clientId: w.clientId, agencyId: w.agencyId },
          o!.company as 'A' | 'B',
          sideOf(o!),
          statusOf(o!) as 'draft' | 'pending_signature',
        ),
      }
    : {};
/** What a manager's change of a contract answers in each status: a draft changes, a sent one refuses (422). */
const onStatus =
  (allowed: readonly string[]) =>
  (_a: ActorProfile, o: AccessObject | null): Outcome =>
    !exists(o) ? 404 : allowed.includes(statusOf(o!)) ? 'allow' : 422;
const id = (c: CallContext) => ({ id: c.o!.id });
const reason = (c: CallContext) => ({ id: c.o!.id, reason: 'Access matrix' });
const hiddenFromCompanies = {
  client: ['envelopeId', 'template', 'numberInternal', 'hasTemplate'],
  partner: ['envelopeId', 'template', 'numberInternal', 'hasTemplate'],
} as const;

export const contractUseCases: readonly UseCase[] = [
  {
    // The signer a contract request names: managers only; a user who is not of that company is not there.
    name: 'the signer a contract request names',
    rest: [],
    trpc: ['contract.requestedSigner'],
    kind: 'read',
    access: needs(manage, () => 404),
    trpcInput: (c) => ({ companyId: c.w.clientId.A, userId: '00000000-0000-4000-8000-000000000000' }),
  },
  ...sides.flatMap(([side, path]): UseCase[] => [
    {
      name: `the managers' ${side} contracts`,
      rest: [`GET /admin/api/${path}-document/list`, `GET /admin/api/${path}-document/filters`],
      trpc: [],
      kind: 'read',
      access: needs(manage),
      restCall: () => ({ query: {} }),
    },
    {
      name: `${side} contract reference lists`,
      rest: [`GET /admin/api/${path}-document/document-types`, `GET /admin/api/${path}-document/contract-types`],
      trpc: [],
      kind: 'read',
      access: needs((a) => manage(a) || holder(a)),
      restCall: () => ({}),
    },
    {
      name: `one contract for the manager (${side} path)`,
      rest: [`GET /admin/api/${path}-document/info/:id`, `GET /admin/api/${path}-document/history/:id`],
      trpc: [],
      kind: 'read',
      object: 'contract',
      access: needs(manage, (_a, o) => (exists(o) ? 'allow' : 404)),
      restCall: (c) => ({ params: id(c) }),
    },
    {
      name: `a company's payment details for a contract (${side} path)`,
      rest: [`GET /admin/api/${path}-document/payment-requisites/:id`],
      trpc: [],
      kind: 'read',
      object: 'company',
      access: needs(manage, (_a, o) => (o && o.state !== 'missing' && o.company !== 'platform' ? 'allow' : 404)),
      restCall: (c) => ({ params: id(c) }),
    },
    {
      name: `create a ${side} contract`,
      rest: [`POST /admin/api/${path}-document/update`],
      trpc: [],
      kind: 'write',
      access: needs(manage),
      restCall: (c) => ({ body: bodyFor(c.w, side) }),
    },
    {
      name: `${side} contracts as an Excel file`,
      rest: [`GET /admin/api/excel-export/${path}-documents`],
      trpc: [],
      kind: 'read',
      access: needs((a) => manage(a) && has(a, 'excel:export')),
      restCall: () => ({ query: {} }),
    },
    {
      name: `upload a contract file (${side} path)`,
      rest: [`POST /admin/api/${path}-document/upload`],
      trpc: [],
      kind: 'write',
      object: 'contract',
      access: needs(manage, onStatus(['draft'])),
      prepare: freshLike,
      restCall: (c) => ({
        query: id(c),
        multipart: { bytes: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'), name: 'contract.pdf' },
      }),
    },
    {
      name: `replace a contract's text (${side} path)`,
      rest: [`POST /admin/api/${path}-document/template-update`],
      trpc: [],
      kind: 'write',
      object: 'contract',
      access: needs(manage, onStatus(['draft'])),
      prepare: freshLike,
      restCall: (c) => ({
        body: {
          ...id(c),
          template: [{ type: 'paragraph', content: [{ type: 'text', text: 'Text for {{company.legalName}}' }] }],
        },
      }),
    },
    {
      name: `send a contract for signature (${side} path)`,
      rest: [`POST /admin/api/${path}-document/docusign-send`],
      trpc: [],
      kind: 'write',
      object: 'contract',
      access: needs(manage, onStatus(['draft'])),
      prepare: freshLike,
      restCall: (c) => ({ body: id(c) }),
    },
    {
      name: `send the signing link again (${side} path)`,
      rest: [`POST /admin/api/${path}-document/resend`],
      trpc: side === 'client' ? ['contract.resend'] : [],
      kind: 'write',
      object: 'contract',
      access: needs(manage, onStatus(['pending_signature'])),
      prepare: freshLike,
      restCall: (c) => ({ body: id(c) }),
      trpcInput: id,
    },
    {
      name: `recall a contract (${side} path)`,
      rest: [`POST /admin/api/${path}-document/recall`],
      trpc: [],
      kind: 'write',
      object: 'contract',
      access: needs(manage, onStatus(['pending_signature'])),
      prepare: freshLike,
      restCall: (c) => ({ body: reason(c) }),
    },
    {
      name: `void a contract (${side} path)`,
      rest: [`POST /admin/api/${path}-document/void`],
      trpc: [],
      kind: 'write',
      object: 'contract',
      access: needs(manage, onStatus(['draft', 'pending_signature'])),
      prepare: freshLike,
      restCall: (c) => ({ body: reason(c) }),
    },
    {
      // Before the company signed, the platform's signature is refused by the table (422).
      name: `countersign a contract (${side} path)`,
      rest: [`POST /admin/api/${path}-document/countersign`],
      trpc: [],
      kind: 'write',
      object: 'contract',
      access: needs(manage, (_a, o) => (exists(o) ? 422 : 404)),
      restCall: (c) => ({
        body: {
          ...id(c),
          typedName: 'Maria Manning',
          consent: true,
          documentSha256: sentSha.get(c.o!.id) ?? 'a'.repeat(64),
        },
      }),
    },
  ]),
  {
    name: "the managers' contracts over tRPC",
    rest: [],
    trpc: ['contract.list', 'contract.statusCounts'],
    kind: 'read',
    access: needs(manage),
    trpcInput: () => ({ kind: 'client' }),
  },
  {
    name: 'contract reference lists over tRPC',
    rest: [],
    trpc: ['contract.documentTypes', 'contract.contractTypes'],
    kind: 'read',
    access: needs((a) => manage(a) || holder(a)),
    trpcInput: () => ({ kind: 'client' }),
  },
  {
    name: 'one contract for the manager over tRPC',
    rest: [],
    trpc: ['contract.info', 'contract.history', 'contract.asOf'],
    kind: 'read',
    object: 'contract',
    access: needs(manage, (_a, o) => (exists(o) ? 'allow' : 404)),
    trpcInput: (c) => ({ ...id(c), at: new Date(Date.now() + 86_400_000).toISOString() }),
  },
  {
    name: 'payment details for a contract over tRPC',
    rest: [],
    trpc: ['contract.paymentRequisites'],
    kind: 'read',
    object: 'company',
    access: needs(manage, (_a, o) => (o && o.state !== 'missing' && o.company !== 'platform' ? 'allow' : 404)),
    trpcInput: (c) => id(c),
  },
  {
    name: 'companies to make a contract with (the back office serves `list-for-document` over REST)',
    rest: [],
    trpc: ['contract.companiesForDocument'],
    kind: 'read',
    access: needs(manage),
    trpcInput: () => ({ kind: 'client' }),
  },
  {
    name: 'create a contract over tRPC',
    rest: [],
    trpc: ['contract.create'],
    kind: 'write',
    access: needs(manage),
    trpcInput: (c) => ({ kind: 'client', ...bodyFor(c.w, 'client') }),
  },
  {
    name: 'change a draft over tRPC',
    rest: [],
    trpc: ['contract.update'],
    kind: 'write',
    object: 'contract',
    access: needs(manage, onStatus(['draft'])),
    prepare: freshLike,
    trpcInput: (c) => ({ kind: sideOf(c.o!), ...bodyFor(c.w, sideOf(c.o!)), id: c.o!.id }),
  },
  {
    name: "replace a contract's text over tRPC",
    rest: [],
    trpc: ['contract.replaceTemplate'],
    kind: 'write',
    object: 'contract',
    access: needs(manage, onStatus(['draft'])),
    prepare: freshLike,
    trpcInput: (c) => ({ ...id(c), template: null }),
  },
  {
    name: 'send a contract over tRPC',
    rest: [],
    trpc: ['contract.send'],
    kind: 'write',
    object: 'contract',
    access: needs(manage, onStatus(['draft'])),
    prepare: freshLike,
    trpcInput: id,
  },
  {
    name: 'recall or void a contract over tRPC',
    rest: [],
    trpc: ['contract.recall'],
    kind: 'write',
    object: 'contract',
    access: needs(manage, onStatus(['pending_signature'])),
    prepare: freshLike,
    trpcInput: reason,
  },
  {
    name: 'void a contract over tRPC',
    rest: [],
    trpc: ['contract.void'],
    kind: 'write',
    object: 'contract',
    access: needs(manage, onStatus(['draft', 'pending_signature'])),
    prepare: freshLike,
    trpcInput: reason,
  },
  {
    name: 'countersign over tRPC',
    rest: [],
    trpc: ['contract.countersign'],
    kind: 'write',
    object: 'contract',
    access: needs(manage, (_a, o) => (exists(o) ? 422 : 404)),
    trpcInput: (c) => ({
      ...id(c),
      typedName: 'Maria Manning',
      consent: true,
      documentSha256: sentSha.get(c.o!.id) ?? 'a'.repeat(64),
    }),
  },
  {
    name: "a candidate's basis documents",
    rest: [
      'GET /admin/api/candidates/client-basis-documents/:id',
      'GET /admin/api/candidates/agency-basis-documents/:id',
    ],
    trpc: ['contract.basisDocuments'],
    kind: 'read',
    object: 'candidate',
    access: needs(
      (a) => has(a, 'candidate:manage'),
      (_a, o) => (o && o.state !== 'missing' ? 'allow' : 404),
    ),
    restCall: (c) => ({ params: id(c) }),
    trpcInput: (c) => ({ ...id(c), side: 'client' }),
  },
  // The company's own
  {
    name: 'own contracts',
    rest: ['GET /api/agency/documents/list', 'GET /api/client/documents/list'],
    trpc: ['contract.listOwn', 'contract.ownStatusCounts'],
    kind: 'read',
    access: needs(holder),
    restCall: () => ({ query: {} }),
    trpcInput: () => ({}),
    hidden: hiddenFromCompanies,
  },
  {
    name: 'one own contract',
    rest: ['GET /api/agency/documents/info/:id', 'GET /api/client/documents/info/:id'],
    trpc: ['contract.own'],
    kind: 'read',
    object: 'contract',
    access: needs(holder, (a, o) => (visibleToHolder(a, o) ? 'allow' : 404)),
    restCall: (c) => ({ params: id(c) }),
    trpcInput: id,
    hidden: hiddenFromCompanies,
  },
  {
    name: "a contract's PDF",
    rest: ['GET /api/contracts/:id/document'],
    trpc: [],
    kind: 'read',
    object: 'contract',
    // A draft has no PDF yet: nobody reads one (404).
    access: needs(
      (a) => holder(a) || manage(a),
      (a, o) => (exists(o) && statusOf(o!) !== 'draft' && readable(a, o) === 'allow' ? 'allow' : 404),
    ),
    restCall: (c) => ({ params: id(c) }),
  },
  {
    name: "the manager's uploaded contract file",
    rest: ['GET /api/contracts/:id/file'],
    trpc: [],
    kind: 'read',
    object: 'contract',
    // The matrix's contracts carry no uploaded file: a manager finds none (404).
    access: needs(manage, () => 404),
    restCall: (c) => ({ params: id(c) }),
  },
  {
    // The company's own contract only (a manager uses the back office's call); its drafts are not there.
    name: 'send the own signing link again',
    rest: ['POST /api/agency/documents/docusign-send'],
    trpc: ['contract.resendOwn'],
    kind: 'write',
    object: 'contract',
    access: needs(holder, (a, o) =>
      visibleToHolder(a, o) ? (statusOf(o!) === 'pending_signature' ? 'allow' : 422) : 404,
    ),
    prepare: freshLike,
    restCall: (c) => ({ body: id(c) }),
    trpcInput: id,
  },
  {
    // Both matrix clients hold a signed contract and an agency is no client: the rule refuses (422) after the scope
    // check; asking without a contract is the API test's (tests/api/contract).
    name: 'ask for a contract',
    rest: ['POST /api/client/documents/request-contract'],
    trpc: ['contract.requestContract'],
    kind: 'write',
    access: needs(holder, () => 422),
    restCall: () => ({ body: {} }),
    trpcInput: () => undefined,
  },
  {
    name: "the agency's NDA",
    rest: ['GET /api/agency/info-nda'],
    trpc: ['contract.ndaInfo'],
    kind: 'read',
    access: needs(holder),
    restCall: () => ({}),
    trpcInput: () => undefined,
  },
  {
    // A client's company is no party to an agency NDA (422); an agency already holding one waiting is told so (400).
    // One at a time (`fresh`): two actors of one agency would otherwise race between the voiding and the asking.
    name: 'ask for the NDA',
    rest: ['POST /api/agency/create-nda'],
    trpc: ['contract.createNda'],
    kind: 'write',
    session: 'fresh',
    access: needs(holder, (a) => (a.kind === 'partner' ? 'allow' : 422)),
    prepare: async (w, _o, actor) => {
      // Each call starts from an agency without an NDA waiting: earlier ones are voided by a manager.
      if (actor.companyId) {
        const { rows } = await w.app.pool.query<{ id: string }>(
          `select id from contracts where company_id = $1 and document_type = 'nda' and status <> 'voided'`,
          [actor.companyId],
        );
        // A session of its own: calls run before this one may have ended the admin's other sessions.
        const admin = rows.length > 0 ? await w.freshToken('admin') : '';
        for (const row of rows) {
          const voided = await w.app.api.post(
            '/admin/api/agency-document/void',
            { id: row.id, reason: 'Access matrix' },
            { token: admin },
          );
          if (voided.status !== 200)
            throw new Error(`voiding the earlier NDA: ${voided.status} ${JSON.stringify(voided.body)}`);
        }
      }
      return {};
    },
    restCall: () => ({ body: { signerName: 'Nia Dee', signerPosition: 'Owner', signerEmail: 'nia@matrix.test' } }),
    trpcInput: () => ({ signerName: 'Nia Dee', signerPosition: 'Owner', signerEmail: 'nia@matrix.test' }),
  },
  // The signing page: the link is the key; a token nobody was sent is not there for anyone.
  {
    name: 'the signing page',
    rest: ['GET /api/contract-signing/:token', 'GET /api/contract-signing/:token/document'],
    trpc: ['contract.signingPage'],
    kind: 'read',
    access: () => 404,
    restCall: () => ({ params: { token: 'NotAValidSigningTokenAtAll0123' } }),
    trpcInput: () => ({ token: 'NotAValidSigningTokenAtAll0123' }),
  },
  {
    name: 'sign from a link',
    rest: ['POST /api/contract-signing/:token/sign'],
    trpc: ['contract.sign'],
    kind: 'write',
    access: () => 404,
    restCall: () => ({
      params: { token: 'NotAValidSigningTokenAtAll0123' },
      body: { typedName: 'Any One', consent: true, documentSha256: 'a'.repeat(64) },
    }),
    trpcInput: () => ({
      token: 'NotAValidSigningTokenAtAll0123',
      typedName: 'Any One',
      consent: true,
      documentSha256: 'a'.repeat(64),
    }),
  },
  {
    name: "DocuSign's webhook",
    rest: ['POST /api/esign/docusign/webhook'],
    trpc: [],
    kind: 'write',
    access: () => 403,
    restCall: () => ({ body: { event: 'envelope-completed', data: { envelopeId: 'x' } } }),
  },
];
