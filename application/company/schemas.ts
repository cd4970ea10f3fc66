import { z } from 'zod';
import { paymentCurrencies } from '../../domain/company/currencies';
import { accountMessage } from '../../domain/company/iban';
import { swiftMessage } from '../../domain/company/swift';
import { VAT_RATE_LIMITS, vatRateMessage } from '../../domain/company/vat';
import { isWebLink, webLinkMessage } from '../moderation/schemas';

/**
 * Input and output of the company profile (`/api/agency/*`, `/api/client/*`, `/admin/api/agencies/*`,
 * `/admin/api/clients/*`, tRPC `company.*`). The web's forms check with the same schemas.
 */

export const CompanyIdInput = z.object({ id: z.uuid('Company id is invalid') });
export type CompanyIdInput = z.input<typeof CompanyIdInput>;

export const COMPANY_LIMITS = {
  name: 200,
  legalName: 300,
  city: 100,
  address: 500,
  website: 2000,
  number: 50,
  description: 2000,
  bankName: 200,
  bankAddress: 500,
  account: 34,
} as const;

const max = (n: number) => `Must be at most ${n} characters`;
/** Optional text: blank becomes null (not told), so an emptied field clears the fact. */
const optionalText = (limit: number) =>
  z
    .string({ error: 'Must be text' })
    .trim()
    .max(limit, max(limit))
    .nullable()
    .transform((v) => (v ? v : null));

/** A website as people type it: `acme.com` is taken as `https://acme.com`; it must then be an http(s) address. */
export const websiteOf = (typed: string): string => (/^[a-z][a-z0-9+.-]*:/i.test(typed) ? typed : `https://${typed}`);
const website = z
  .string({ error: 'Must be text' })
  .trim()
  .max(COMPANY_LIMITS.website, max(COMPANY_LIMITS.website))
  .nullable()
  .transform((v) => (v ? websiteOf(v) : null))
  .refine((v) => v === null || isWebLink(v), webLinkMessage)
  .refine((v) => v === null || v.length <= COMPANY_LIMITS.website, max(COMPANY_LIMITS.website));

/**
 * The main data of a profile. Every field is optional in an update: a field left out keeps its value, `null` or an
 * empty text clears it (the name cannot be cleared). VAT: `vatPayer` true with `vatRate` (percent), false with
 * `withoutVatArticle` (an id of the `WithoutVATArticle` list), null when not told.
 */
export const CompanyProfileFields = z.object({
  name: z
    .string({ error: 'Enter the company name' })
    .trim()
    .min(1, 'Enter the company name')
    .max(COMPANY_LIMITS.name, max(COMPANY_LIMITS.name)),
  legalName: optionalText(COMPANY_LIMITS.legalName),
  countryCode: z
    .string({ error: 'Choose a country' })
    .trim()
    .toUpperCase()
    .nullable()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || /^[A-Z]{2}$/.test(v), 'Choose a country from the list'),
  city: optionalText(COMPANY_LIMITS.city),
  legalAddress: optionalText(COMPANY_LIMITS.address),
  postalAddress: optionalText(COMPANY_LIMITS.address),
  website,
  logoId: z.uuid('Upload the logo again').nullable(),
  registrationNumber: optionalText(COMPANY_LIMITS.number),
  taxNumber: optionalText(COMPANY_LIMITS.number),
  employeesCount: optionalText(COMPANY_LIMITS.number),
  description: optionalText(COMPANY_LIMITS.description),
  vatPayer: z.boolean({ error: 'Say whether the company pays VAT' }).nullable(),
  vatRate: z
    .number({ error: 'Enter the VAT rate as a number' })
    .min(VAT_RATE_LIMITS.minBasisPoints / 100, vatRateMessage)
    .max(VAT_RATE_LIMITS.maxBasisPoints / 100, vatRateMessage)
    .nullable(),
  withoutVatArticle: optionalText(COMPANY_LIMITS.number),
});
export type CompanyProfileFields = z.output<typeof CompanyProfileFields>;

/** `POST /api/agency/update/{id}` and the others: the company's id and the fields that change; `version` as loaded. */
export const UpdateCompanyInput = CompanyProfileFields.partial().extend({
  id: z.uuid('Company id is invalid'),
  /** The profile version the editor loaded: a save over a newer one is a conflict (409). */
  version: z.number({ error: 'Version must be a number' }).int().min(0).optional(),
});
export type UpdateCompanyInput = z.input<typeof UpdateCompanyInput>;

/** One payment entry as typed; the domain normalises and checks the account (IBAN checksum) and the SWIFT code. */
export const PaymentInfoFields = z.object({
  id: z.uuid('Payment details id is invalid').optional(),
  bankName: z
    .string({ error: 'Enter the bank name' })
    .trim()
    .min(1, 'Enter the bank name')
    .max(COMPANY_LIMITS.bankName, max(COMPANY_LIMITS.bankName)),
  account: z
    .string({ error: accountMessage })
    .trim()
    .min(1, 'Enter the IBAN or account number')
    .max(60, accountMessage),
  swift: z.string({ error: swiftMessage }).trim().min(1, 'Enter the SWIFT code').max(20, swiftMessage),
  bankAddress: z
    .string({ error: 'Must be text' })
    .trim()
    .max(COMPANY_LIMITS.bankAddress, max(COMPANY_LIMITS.bankAddress))
    .default(''),
  currency: z.enum(paymentCurrencies, { error: 'Choose a currency from the list' }).default('USD'),
  isDefault: z.boolean({ error: 'Must be true or false' }).default(false),
});
export type PaymentInfoFields = z.input<typeof PaymentInfoFields>;

/** The seeds' `payment-info/update/` (companyId and paymentInfo): adds an entry, or edits the one whose id it names. */
export const SavePaymentInfoInput = z.object({
  companyId: z.uuid('Company id is invalid'),
  paymentInfo: PaymentInfoFields,
});
export type SavePaymentInfoInput = z.input<typeof SavePaymentInfoInput>;

/** The seeds' `payment-info/delete/` (id of the entry). */
export const DeletePaymentInfoInput = z.object({ id: z.uuid('Payment details id is invalid') });
export type DeletePaymentInfoInput = z.input<typeof DeletePaymentInfoInput>;

export const CompanyHistoryInput = z.object({
  id: z.uuid('Company id is invalid'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  count: z.coerce.number().int().min(1).max(100).default(20),
});
export type CompanyHistoryInput = z.input<typeof CompanyHistoryInput>;

/* ---- Answers, per reader ---- */

const person = z.object({
  id: z.string(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
});

/** The card of the personal area (`info/{id}`): who the company is and who looks after it. */
export const CompanyInfoOutput = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(['agency', 'client']),
  createdAt: z.date(),
  countryCode: z.string().nullable(),
  website: z.string().nullable(),
  logoId: z.string().nullable(),
  logoUrl: z.string().nullable(),
  personalManager: person.nullable(),
  employees: z.number().int(),
});
export type CompanyInfoOutput = z.output<typeof CompanyInfoOutput>;

export const PaymentDetailOutput = z.object({
  id: z.string(),
  bankName: z.string(),
  account: z.string(),
  isIban: z.boolean(),
  swift: z.string(),
  bankAddress: z.string(),
  currency: z.string(),
  isDefault: z.boolean(),
  createdAt: z.date(),
});
export type PaymentDetailOutput = z.output<typeof PaymentDetailOutput>;

/** The profile as its own company's users read it. */
export const CompanyProfileOutput = z.object({
  id: z.string(),
  type: z.enum(['agency', 'client']),
  name: z.string(),
  legalName: z.string().nullable(),
  countryCode: z.string().nullable(),
  countryName: z.string().nullable(),
  city: z.string().nullable(),
  legalAddress: z.string().nullable(),
  postalAddress: z.string().nullable(),
  website: z.string().nullable(),
  logoId: z.string().nullable(),
  logoUrl: z.string().nullable(),
  registrationNumber: z.string().nullable(),
  taxNumber: z.string().nullable(),
  employeesCount: z.string().nullable(),
  description: z.string().nullable(),
  vatPayer: z.boolean().nullable(),
  /** Percent, for the form; `VATRate` of the vat-rate call. */
  vatRate: z.number().nullable(),
  withoutVatArticle: z.string().nullable(),
  paymentInfo: z.array(PaymentDetailOutput),
  completeness: z.object({ percent: z.number().int(), missing: z.array(z.string()) }),
  /** What the solution editor's contact card still lacks (company name, country, website, logo). */
  missingContactFacts: z.array(z.string()),
  /** Whether the caller can upload a logo (the files area decides who uploads). */
  canChangeLogo: z.boolean(),
  version: z.number().int(),
});
export type CompanyProfileOutput = z.output<typeof CompanyProfileOutput>;

/** A manager sees everything: besides the profile, when it was made and changed, and by whom (the impersonator too). */
export const ManagerCompanyProfileOutput = CompanyProfileOutput.extend({
  createdAt: z.date(),
  updatedAt: z.date(),
  updatedBy: z.object({ actor: person.nullable(), emulatedBy: person.nullable(), at: z.date() }).nullable(),
});
export type ManagerCompanyProfileOutput = z.output<typeof ManagerCompanyProfileOutput>;

/** Either reader's profile (the REST document lists both shapes). */
export const CompanyProfileViewOutput = z.union([ManagerCompanyProfileOutput, CompanyProfileOutput]);
export type CompanyProfileView = CompanyProfileOutput &
  Partial<Pick<ManagerCompanyProfileOutput, 'createdAt' | 'updatedAt' | 'updatedBy'>>;

/** `GET /api/agency/vat-rate/{id}`: `VATRate` in percent (0 for a company that pays no VAT, null while not told). */
export const VatRateOutput = z.object({
  VATRate: z.number().nullable(),
  vatPayer: z.boolean().nullable(),
  withoutVatArticle: z.string().nullable(),
});
export type VatRateOutput = z.output<typeof VatRateOutput>;

export const PaymentInfoListOutput = z.object({ items: z.array(PaymentDetailOutput) });
export type PaymentInfoListOutput = z.output<typeof PaymentInfoListOutput>;

/** One change of a company, for the manager's history: what, who, as whom, when. */
export const CompanyHistoryEntryOutput = z.object({
  id: z.string(),
  action: z.string(),
  at: z.date(),
  actor: person.nullable(),
  emulatedBy: person.nullable(),
  details: z.record(z.string(), z.unknown()),
});
export const CompanyHistoryOutput = z.object({
  items: z.array(CompanyHistoryEntryOutput),
  meta: z.object({ page: z.number().int(), count: z.number().int(), total: z.number().int() }),
});
export type CompanyHistoryOutput = z.output<typeof CompanyHistoryOutput>;

/** The agency's getting-started dashboard (`GET /api/agency/dashboard/`). */
export const AgencyDashboardOutput = z.object({
  companyId: z.string(),
  profile: z.object({ percent: z.number().int(), missing: z.array(z.string()) }),
  specialists: z.object({ total: z.number().int(), published: z.number().int(), firstId: z.string().nullable() }),
  solutions: z.object({ total: z.number().int(), published: z.number().int(), firstId: z.string().nullable() }),
  /** Agency contracts are not kept by the platform yet: `none` says so rather than pretending. */
  contract: z.object({ status: z.enum(['none', 'pending_signature', 'signed']), signedAt: z.date().nullable() }),
  requests: z.object({ waiting: z.number().int() }),
});
export type AgencyDashboardOutput = z.output<typeof AgencyDashboardOutput>;
