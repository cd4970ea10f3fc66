import { z } from 'zod';
import { contractKinds, contractTypeCodes, documentTypeCodes } from '../../domain/contract/contract.kinds';
import { contractActions, contractStatuses } from '../../domain/contract/contract.status';
import { ContentBlocksSchema } from '../content/schemas';
import { DayRange, isoDay } from '../company/backOffice/schemas';
import { Email } from '../identity/schemas';
import { statusListFilter } from '../moderation/schemas';
import { asOfOutputOf, HistoryPageOutput, pageOutput, StatusCountsOutput } from '../shared/outputs';

/**
 * Inputs and answers of contracts: `/admin/api/agency-document/*`, `/admin/api/client-document/*`,
 * `/api/{agency,client}/documents/*`, the signing page `/api/contract-signing/*`, tRPC `contract.*`.
 * The web's forms check with the same schemas.
 */

const uuid = z.uuid('Must be a valid id');
const max = (n: number) => `Must be at most ${n} characters`;
const requiredText = (label: string, limit: number) =>
  z
    .string({ error: `Enter the ${label}` })
    .trim()
    .min(1, `Enter the ${label}`)
    .max(limit, max(limit));
const flag = z.preprocess(
  (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
  z.boolean({ error: 'Must be true or false' }),
);
const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v);

/** The seeds send the commission as text ('20' or '20.5', a percent); it is kept in basis points. */
const commission = z.preprocess(
  blankToNull,
  z
    .union([z.string(), z.number()], { error: 'Enter the commission as a percent' })
    .transform((v) => String(v).trim().replace(',', '.'))
    .refine((v) => /^\d{1,2}(\.\d{1,2})?$/.test(v), 'Enter the commission as a percent from 0 to 99.99, such as 20')
    .transform((v) => Math.round(Number(v) * 100))
    .nullable(),
);
/** Days paid: text in the seeds, a whole number of days here. */
const daysPaid = z.preprocess(
  blankToNull,
  z
    .union([z.string(), z.number()], { error: 'Enter a number of days' })
    .transform((v) => String(v).trim())
    .refine(
      (v) => /^\d{1,3}$/.test(v) && Number(v) >= 1 && Number(v) <= 365,
      'Enter a whole number of days from 1 to 365',
    )
    .transform(Number)
    .nullable(),
);
/** The seeds send `signerEmail: { email }`; a plain e-mail is taken too. */
const signerEmail = z.preprocess(
  (v) => (typeof v === 'object' && v !== null && 'email' in v ? (v as { email: unknown }).email : v),
  Email,
);

export const CONTRACT_LIMITS = {
  signerName: 200,
  signerPosition: 200,
  numberInternal: 40,
  reason: 1000,
  mails: 20,
} as const;

/** What a manager fills in on a contract (the seeds' contract entity). */
export const ContractFields = z.object({
  date: z.preprocess(blankToNull, isoDay.nullable()).default(null),
  documentType: z.enum(documentTypeCodes, { error: 'Choose a document type' }),
  contractType: z.enum(contractTypeCodes, { error: 'Choose a contract type' }),
  signerName: requiredText("signer's name", CONTRACT_LIMITS.signerName),
  signerPosition: requiredText("signer's position", CONTRACT_LIMITS.signerPosition),
  signerEmail,
  numberChange: flag.default(false),
  numberInternal: z
    .preprocess(
      blankToNull,
      z
        .string({ error: 'Must be text' })
        .trim()
        .max(CONTRACT_LIMITS.numberInternal, max(CONTRACT_LIMITS.numberInternal))
        .nullable(),
    )
    .default(null),
  useNumberInternal: flag.default(true),
  paymentRequisite: z.preprocess(blankToNull, uuid.nullable()).default(null),
  mailForNotifications: z
    .array(Email, { error: 'Give a list of e-mails' })
    .max(CONTRACT_LIMITS.mails, `At most ${CONTRACT_LIMITS.mails} e-mails`)
    .default([]),
  commission: commission.default(null),
  daysPaid: daysPaid.default(null),
});
export type ContractFields = z.output<typeof ContractFields>;

/** The company: `companyId`, or the seeds' `client: { id }` / `agency: { id }`. */
const companyOf = (raw: unknown) => {
  if (typeof raw !== 'object' || raw === null) return raw;
  const r = raw as Record<string, unknown>;
  const nested = (r.client ?? r.agency) as { id?: unknown } | undefined;
  return r.companyId === undefined && nested && typeof nested === 'object' ? { ...r, companyId: nested.id } : r;
};

export const CreateContractInput = z.preprocess(
  companyOf,
  ContractFields.extend({ companyId: z.uuid('Choose the company') }),
);
export type CreateContractInput = z.input<typeof CreateContractInput>;
export const UpdateContractInput = ContractFields.extend({ id: uuid, version: z.number().int().min(1).optional() });
export type UpdateContractInput = z.input<typeof UpdateContractInput>;

export const ContractKindSchema = z.enum(contractKinds);
export const ContractIdInput = z.object({ id: uuid });
export const ReasonInput = z.object({
  id: uuid,
  reason: z
    .string({ error: 'Say why' })
    .trim()
    .min(1, 'Say why')
    .max(CONTRACT_LIMITS.reason, max(CONTRACT_LIMITS.reason)),
});
export const TemplateUpdateInput = z.object({ id: uuid, template: ContentBlocksSchema.nullable() });
export const UploadContractInput = z.object({ id: uuid });
export const CompanyIdInput = z.object({ id: uuid });
export const CompaniesForDocumentInput = z.object({
  search: z.string().trim().max(200, max(200)).default(''),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** A signature as the signer gives it: the name typed, the consent ticked, the fingerprint of the PDF shown. */
const signature = {
  typedName: z
    .string({ error: 'Type your full name' })
    .trim()
    .min(1, 'Type your full name')
    .max(CONTRACT_LIMITS.signerName, max(CONTRACT_LIMITS.signerName)),
  consent: z.literal(true, { error: 'Tick the box to agree to sign electronically' }),
  documentSha256: z.string({ error: 'Open the document first' }).regex(/^[0-9a-f]{64}$/, 'Open the document first'),
};
export const CountersignInput = z.object({ id: uuid, ...signature });
export const SigningTokenInput = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,200}$/, 'This signing link is not valid'),
});
export const SignByLinkInput = SigningTokenInput.extend(signature);

export const CONTRACT_SORTS = ['createdAt', 'signedAt', 'number', 'status', 'company'] as const;
const codes = <C extends string>(values: readonly [C, ...C[]]) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.enum(values, { error: 'Unknown value' })));

/**
 * A contract list: page (8 per page by default, the seeds' partner document lists), sort, and filters: status,
 * document and contract type, `signedAt` range, company (`agencyUuid`/`clientUuid` in the seeds), search.
 */
export const ContractListQuery = z.object({
  page: z.coerce.number({ error: 'Page must be a number' }).int().min(1).max(100_000).default(1),
  count: z.coerce.number({ error: 'Count must be a number' }).int().min(1).max(100).default(8),
  sort: z
    .string()
    .max(32)
    .refine(
      (v) => (CONTRACT_SORTS as readonly string[]).includes(v.replace(/^-/, '')),
      `Sort by one of: ${CONTRACT_SORTS.join(', ')}`,
    )
    .default('-createdAt'),
  status: statusListFilter(contractStatuses.filter((s) => s !== 'new') as ['draft']).optional(),
  documentType: codes(documentTypeCodes).optional(),
  contractType: codes(contractTypeCodes).optional(),
  signedAt: DayRange.optional(),
  companyId: z.uuid('Choose a company from the list').optional(),
  search: z.string({ error: 'Must be text' }).trim().max(100, max(100)).optional(),
});
export const ContractListInput = z.preprocess((raw) => {
  if (typeof raw !== 'object' || raw === null) return raw;
  const r = raw as Record<string, unknown>;
  // A REST query is flat: the range also comes as `signedAtFrom` and `signedAtTo` (as the company lists' `createdAtFrom`).
  const flatRange =
    r.signedAtFrom || r.signedAtTo
      ? { ...(r.signedAtFrom ? { from: r.signedAtFrom } : {}), ...(r.signedAtTo ? { to: r.signedAtTo } : {}) }
      : undefined;
  return {
    ...r,
    companyId: r.companyId ?? r.agencyUuid ?? r.clientUuid,
    signedAt: r.signedAt ?? r.signed_at ?? flatRange,
  };
}, ContractListQuery);
export type ContractListInput = z.input<typeof ContractListInput>;
export const ContractHistoryInput = z.object({
  id: uuid,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  count: z.coerce.number().int().min(1).max(100).default(50),
});
export const ContractAsOfInput = z.object({ id: uuid, at: z.coerce.date({ error: 'Enter a valid date and time' }) });
export const ContractExportInput = z.object({ sort: z.string().max(32).default('-createdAt') }).passthrough();

// ---------- answers ----------

const ref = z.object({ code: z.string(), title: z.string() });
const signatureOutput = z.object({
  name: z.string(),
  email: z.string(),
  position: z.string(),
  signedAt: z.string(),
  provider: z.string(),
});

/** What the company sees of its contract: its terms, the status, the PDF; never the manager's drafts or internals. */
/** Who asked for a contract (`?requestedBy=` of the request's link): the signer a new contract starts from. */
export const RequestedSignerInput = z.object({
  companyId: z.uuid('Company id is invalid'),
  userId: z.uuid('User id is invalid'),
});
export const RequestedSignerOutput = z.object({ name: z.string(), position: z.string(), email: z.string() });
export type RequestedSignerOutput = z.output<typeof RequestedSignerOutput>;

export const CompanyContractOutput = z.object({
  id: z.string(),
  kind: ContractKindSchema,
  number: z.string(),
  /** The document's one name, as its PDF and e-mails say it. */
  title: z.string(),
  date: z.string().nullable(),
  /** The date the sent document bears (`date`, else the day it was sent); null while a draft. */
  sentOn: z.string().nullable(),
  documentType: ref,
  contractType: ref,
  status: z.enum(contractStatuses),
  company: z.object({ id: z.string(), name: z.string() }),
  signerName: z.string(),
  signerPosition: z.string(),
  signerEmail: z.object({ email: z.string() }),
  mailForNotifications: z.array(z.string()).readonly(),
  commission: z.string().nullable(),
  daysPaid: z.number().nullable(),
  documentSha256: z.string().nullable(),
  /** Where the PDF is read: the signed one when there is one, else the one sent for signature. */
  documentUrl: z.string().nullable(),
  counterpartySignature: signatureOutput.nullable(),
  platformSignature: signatureOutput.nullable(),
  voidReason: z.string().nullable(),
  allowedActions: z.array(z.enum(contractActions)).readonly(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CompanyContractOutput = z.output<typeof CompanyContractOutput>;

/** The manager's contract: every field of the seeds' entity, the file, the template and the provider's envelope. */
export const ManagerContractOutput = CompanyContractOutput.extend({
  numberChange: z.boolean(),
  numberInternal: z.string().nullable(),
  useNumberInternal: z.boolean(),
  paymentRequisite: z.string().nullable(),
  document: z.object({ fileId: z.string(), name: z.string(), url: z.string() }).nullable(),
  hasTemplate: z.boolean(),
  template: ContentBlocksSchema.nullable(),
  provider: z.string().nullable(),
  envelopeId: z.string().nullable(),
  version: z.number(),
});
export type ManagerContractOutput = z.output<typeof ManagerContractOutput>;

export const CompanyContractListOutput = pageOutput(CompanyContractOutput);
export const ManagerContractListOutput = pageOutput(ManagerContractOutput);
export const ContractFiltersOutput = StatusCountsOutput;
export const ContractHistoryOutput = HistoryPageOutput;
export const ReferenceListOutput = z.array(z.object({ id: z.string(), title: z.string() })).readonly();
export const PaymentRequisitesOutput = z
  .array(
    z.object({
      id: z.string(),
      bankName: z.string(),
      account: z.string(),
      swift: z.string(),
      currency: z.string(),
      isDefault: z.boolean(),
    }),
  )
  .readonly();
export const CompaniesForDocumentOutput = z.array(z.object({ id: z.string(), name: z.string() })).readonly();

/** The signing page: enough for a signer without an account to know what they sign. */
export const SigningPageOutput = z.object({
  number: z.string(),
  title: z.string(),
  companyName: z.string(),
  signerName: z.string(),
  signerEmail: z.string(),
  status: z.enum(contractStatuses),
  documentSha256: z.string(),
  documentUrl: z.string(),
  expiresAt: z.string(),
});
export const SignedOutput = z.object({ status: z.enum(contractStatuses), number: z.string() });

export const ContractRequestOutput = z.object({
  sent: z.boolean(),
  personalManager: z.object({ name: z.string(), email: z.string() }).nullable(),
});

/** NDA of an agency (`GET /api/agency/info-nda`): its latest NDA, or none. */
export const NdaInfoOutput = z.object({ nda: CompanyContractOutput.nullable() });
export const CreateNdaInput = z.object({
  signerName: requiredText("signer's name", CONTRACT_LIMITS.signerName),
  signerPosition: requiredText("signer's position", CONTRACT_LIMITS.signerPosition),
  signerEmail,
});

/** The contract as it was at a moment (managers only): the whole state, typed as the domain's. */
export const ContractAsOfOutput = asOfOutputOf<import('../../domain/contract/contract.state').Contract>();
export const ContractKindInput = z.object({ kind: ContractKindSchema });
export const ManagerContractListInput = ContractListQuery.extend({ kind: ContractKindSchema });
export const ContractUpdateInput = ContractFields.partial().extend({ id: z.string(), version: z.number().optional() });
export const BasisDocumentsInput = z.object({ id: z.string(), side: z.enum(['client', 'agency']) });
export const ManagerContractsOutput = z.array(ManagerContractOutput).readonly();
