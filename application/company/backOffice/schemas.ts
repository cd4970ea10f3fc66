import { z } from 'zod';
import { pageOutput } from '../../shared/outputs';

/**
 * The managers' back office for companies (`/admin/api/agencies/*`, `/admin/api/clients/*`,
 * `/admin/api/excel-export/*`, tRPC `companyAdmin.*`): lists, merges, personal managers, exports, history.
 */

export const companyKinds = ['agency', 'client'] as const;
export type CompanyKindName = (typeof companyKinds)[number];

export const COMPANY_LIST_SORTS = ['createdAt', 'name', 'employees', 'country'] as const;
export type CompanyListSort = (typeof COMPANY_LIST_SORTS)[number];

/** The seeds' page sizes of admin lists: 20 by default, 8, 16 and 24 offered. */
export const COMPANY_PAGE_SIZES = [20, 8, 16, 24] as const;

/** A day as `YYYY-MM-DD` that exists in the calendar. */
export const isoDay = z
  .string({ error: 'Enter a date as YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD')
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    'This date does not exist',
  );

/** A `createdAt` range, as the seeds' from/to filters; either end may be left open, both inclusive days (UTC). */
export const DayRange = z
  .object({ from: isoDay.optional(), to: isoDay.optional() })
  .refine((r) => !r.from || !r.to || r.from <= r.to, {
    message: 'The start date must not be after the end date',
    path: ['to'],
  });

const flag = z.preprocess(
  (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
  z.boolean({ error: 'Must be true or false' }),
);

/**
 * A company list (`/admin/api/agencies/list`, `/admin/api/clients/list`): page, count, sort (`-` for descending,
 * by default `createdAt` ascending as the seeds say) and the seeds' company filters: `createdAt` range, `contracted`,
 * `country`, `search` (name, legal name, tax number, an employee's e-mail). Filters come flat or as `filters[...]`.
 */
export const CompanyListInput = z.object({
  page: z.coerce.number({ error: 'Page must be a number' }).int().min(1).max(100_000).default(1),
  count: z.coerce.number({ error: 'Count must be a number' }).int().min(1).max(100).default(20),
  sort: z
    .string()
    .max(32)
    .refine(
      (v) => (COMPANY_LIST_SORTS as readonly string[]).includes(v.replace(/^-/, '')),
      `Sort by one of: ${COMPANY_LIST_SORTS.join(', ')}`,
    )
    .optional(),
  search: z.string({ error: 'Must be text' }).trim().max(200, 'Must be at most 200 characters').optional(),
  country: z
    .string({ error: 'Choose a country' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Choose a country from the list')
    .optional(),
  contracted: flag.optional(),
  createdAt: DayRange.optional(),
});
export type CompanyListInput = z.input<typeof CompanyListInput>;
export type CompanyListQuery = z.output<typeof CompanyListInput>;

/** The web's call names the kind of company; the seeds' paths name it in the path. */
export const CompanyListForKindInput = CompanyListInput.extend({
  type: z.enum(companyKinds, { error: 'Choose agency or client' }),
});
export type CompanyListForKindInput = z.input<typeof CompanyListForKindInput>;

const person = z.object({ id: z.string(), name: z.string(), surname: z.string(), email: z.string() });

export const CompanyListRowOutput = z.object({
  id: z.string(),
  type: z.enum(companyKinds),
  name: z.string(),
  legalName: z.string().nullable(),
  countryCode: z.string().nullable(),
  countryName: z.string().nullable(),
  taxNumber: z.string().nullable(),
  logoUrl: z.string().nullable(),
  employees: z.number().int(),
  contracted: z.boolean(),
  personalManager: person.nullable(),
  createdAt: z.date(),
});
export type CompanyListRowOutput = z.output<typeof CompanyListRowOutput>;
export const CompanyListOutput = pageOutput(CompanyListRowOutput);
export type CompanyListOutput = z.output<typeof CompanyListOutput>;

export const CompanyKindInput = z.object({ type: z.enum(companyKinds, { error: 'Choose agency or client' }) });

/** `filters`: the values the list can be narrowed to, each with how many companies carry it. */
export const CompanyFiltersOutput = z.object({
  countries: z.array(z.object({ id: z.string(), title: z.string(), count: z.number().int() })),
  contracted: z.object({ yes: z.number().int(), no: z.number().int() }),
  createdAt: z.object({ min: z.date().nullable(), max: z.date().nullable() }),
});
export type CompanyFiltersOutput = z.output<typeof CompanyFiltersOutput>;

/** `list-for-dropdown`: companies to choose from (id, title), searched by name. */
export const DropdownInput = z.object({
  search: z.string({ error: 'Must be text' }).trim().max(200, 'Must be at most 200 characters').optional(),
  count: z.coerce.number({ error: 'Count must be a number' }).int().min(1).max(100).default(20),
});
export const DropdownOutput = z.object({ items: z.array(z.object({ id: z.string(), title: z.string() })) });
export type DropdownOutput = z.output<typeof DropdownOutput>;

/** `list-for-document`: what a contract needs of each company (legal name, addresses, tax number, default payment details). */
export const DocumentPartyOutput = z.object({
  id: z.string(),
  title: z.string(),
  legalName: z.string().nullable(),
  legalAddress: z.string().nullable(),
  taxNumber: z.string().nullable(),
  registrationNumber: z.string().nullable(),
  countryCode: z.string().nullable(),
  paymentInfo: z
    .object({ id: z.string(), bankName: z.string(), account: z.string(), swift: z.string(), currency: z.string() })
    .nullable(),
});
export const DocumentPartiesOutput = z.object({ items: z.array(DocumentPartyOutput) });
export type DocumentPartiesOutput = z.output<typeof DocumentPartiesOutput>;

/** `list-for-merge/{id}`: the companies a duplicate may be merged into (same kind, alive, not itself), searched by name. */
export const MergeTargetsInput = z.object({
  id: z.uuid('Company id is invalid'),
  search: z.string({ error: 'Must be text' }).trim().max(200, 'Must be at most 200 characters').optional(),
  count: z.coerce.number({ error: 'Count must be a number' }).int().min(1).max(100).default(20),
});
export type MergeTargetsInput = z.input<typeof MergeTargetsInput>;
export const MergeTargetsOutput = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      legalName: z.string().nullable(),
      taxNumber: z.string().nullable(),
      employees: z.number().int(),
      createdAt: z.date(),
    }),
  ),
});
export type MergeTargetsOutput = z.output<typeof MergeTargetsOutput>;

/** `merge` (and its preview): the duplicate (`id`) merged into the company that stays (`targetId`). */
export const MergeInput = z.object({
  id: z.uuid('Choose the duplicate company'),
  targetId: z.uuid('Choose the company to merge into'),
});
export type MergeInput = z.input<typeof MergeInput>;

/** What a merge moves, counted: the confirmation names each. */
export const MergeCountsOutput = z.object({
  users: z.number().int(),
  specialists: z.number().int(),
  solutions: z.number().int(),
  candidates: z.number().int(),
  cartItems: z.number().int(),
  files: z.number().int(),
  solutionRequests: z.number().int(),
  teams: z.number().int(),
  paymentDetails: z.number().int(),
  contracts: z.number().int(),
  invitations: z.number().int(),
  other: z.number().int(),
});
export type MergeCountsOutput = z.output<typeof MergeCountsOutput>;

const companyRef = z.object({ id: z.string(), name: z.string(), type: z.enum(companyKinds) });

export const MergePreviewOutput = z.object({ merged: companyRef, survivor: companyRef, moves: MergeCountsOutput });
export type MergePreviewOutput = z.output<typeof MergePreviewOutput>;

export const MergeResultOutput = z.object({
  mergeId: z.string(),
  status: z.enum(['moving', 'done']),
  merged: companyRef,
  survivor: companyRef,
  moved: MergeCountsOutput,
  /** Cart items of the duplicate the survivor already had for overlapping dates: not added twice. */
  cartItemsSkipped: z.number().int(),
});
export type MergeResultOutput = z.output<typeof MergeResultOutput>;

/** The personal manager of a company: a platform employee, or null to leave the company without one. */
export const AssignPersonalManagerInput = z.object({
  companyId: z.uuid('Company id is invalid'),
  managerId: z.uuid('Choose a platform employee').nullable(),
});
export type AssignPersonalManagerInput = z.input<typeof AssignPersonalManagerInput>;
export const PersonalManagerOutput = z.object({ companyId: z.string(), personalManager: person.nullable() });
export type PersonalManagerOutput = z.output<typeof PersonalManagerOutput>;

/** Platform employees who may look after a company (active, holding a staff role). */
export const PersonalManagerChoicesOutput = z.object({ items: z.array(person.extend({ role: z.string() })) });
export type PersonalManagerChoicesOutput = z.output<typeof PersonalManagerChoicesOutput>;

export const CompanyRefInput = z.object({ id: z.uuid('Company id is invalid') });
export type CompanyRefInput = z.input<typeof CompanyRefInput>;

/**
 * The manager's company page beside the profile: the company the id stands for now (a merged id answers its
 * survivor, with `mergedFrom` saying so), what it owns with counts, its personal manager and who was merged into it.
 */
export const CompanyOverviewOutput = z.object({
  id: z.string(),
  type: z.enum(companyKinds),
  name: z.string(),
  /** The id asked for when it was a merged duplicate of this company. */
  mergedFrom: companyRef.nullable(),
  createdAt: z.date(),
  contracted: z.boolean(),
  personalManager: person.nullable(),
  counts: z.object({
    employees: z.number().int(),
    specialists: z.number().int(),
    solutions: z.number().int(),
    candidates: z.number().int(),
    teams: z.number().int(),
  }),
  mergedCompanies: z.array(z.object({ id: z.string(), name: z.string(), mergedAt: z.date().nullable() })),
  /** A merge into this company that has not finished moving its streams yet. */
  mergeInProgress: z.boolean(),
});
export type CompanyOverviewOutput = z.output<typeof CompanyOverviewOutput>;

export const EmployeeRowOutput = z.object({
  id: z.string(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  role: z.string(),
  companyRole: z.string().nullable(),
  status: z.string(),
  createdAt: z.date(),
});
export const EmployeesOutput = z.object({ items: z.array(EmployeeRowOutput) });
export type EmployeesOutput = z.output<typeof EmployeesOutput>;

/** The company's change history: its own rows, its payment details' and its people's, with actor and impersonator. */
export const CompanyChangesInput = z.object({
  id: z.uuid('Company id is invalid'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  count: z.coerce.number().int().min(1).max(100).default(20),
});
export type CompanyChangesInput = z.input<typeof CompanyChangesInput>;
const historyPerson = z.object({
  id: z.string(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
});
export const CompanyChangesOutput = pageOutput(
  z.object({
    id: z.string(),
    action: z.string(),
    at: z.date(),
    actor: historyPerson.nullable(),
    emulatedBy: historyPerson.nullable(),
    /** The person the change was about, when it was about one of the company's people. */
    subject: z.object({ id: z.string(), name: z.string() }).nullable(),
    details: z.record(z.string(), z.unknown()),
  }),
);
export type CompanyChangesOutput = z.output<typeof CompanyChangesOutput>;

/** An export's query: the same filters as the list (page and count are ignored: the whole filtered list is exported). */
export const CompanyExportInput = CompanyListInput.omit({ page: true, count: true });
export const EmployeesExportInput = z.object({ id: z.uuid('Company id is invalid') });
