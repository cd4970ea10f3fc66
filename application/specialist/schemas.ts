import { z } from 'zod';
import { asOfOutputOf, facetsOutput } from '../shared/outputs';
import { schemaPerContext } from '../shared/schemaPerContext';
import type { SpecialistCard } from '../../domain/specialist/specialist.state';
import { isIsoDate } from '../../domain/shared/dates';
import type { CatalogPrice } from '../../domain/specialist/catalogPrice';
import { grades, workFormats, type SpecialistContent } from '../../domain/specialist/specialist.content';
import { actions, statuses } from '../../domain/specialist/specialist.status';
import {
  archiveExportFlag,
  changedSinceVerificationFilter,
  fieldMessages,
  isWebLink,
  itemInputs,
  itemRowOutput,
  listedStatusesOf,
  listFields,
  listPageOutput,
  rejectionFields,
  webLinkMessage,
} from '../moderation/schemas';

/**
 * The specialist card's validation rules (part 1, section 5), shared by the server and the editor.
 * A draft is checked only for limits and formats; sending to review also checks what is required.
 * Rules that need today's date or reference data take them from the context, so server and browser agree.
 */
export type CardValidationContext = {
  readonly mode: 'draft' | 'review';
  /** yyyy-mm-dd, the caller's today. */
  readonly today: string;
  /** Category ids that have subcategories: choosing one of them makes subcategories required. */
  readonly categoriesWithChildren?: ReadonlySet<string>;
  /** Known dial codes such as '+49'; without them a phone is only checked for shape. */
  readonly dialCodes?: readonly string[];
};

export const LIMITS = {
  name: 50,
  projectTitle: 200,
  projectRole: 100,
  text: 2000,
  school: 200,
  certificateField: 500,
  fieldOfStudy: 500,
  hoursPerWeekDigits: 2,
  hourPriceMax: 10_000,
  rows: 50,
  skills: 100,
  photoBytes: 2_097_152,
} as const;

const messages = {
  ...fieldMessages,
  nameChars: 'Only letters, spaces, dot, apostrophe, backtick and hyphen',
  noFuture: 'The date cannot be in the future',
  date: 'Enter a valid date',
};

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, messages.date)
  .refine(isIsoDate, messages.date);
const optionalDate = z
  .union([isoDate, z.literal(''), z.null()])
  .transform((v) => (v ? v : null))
  .default(null);
const text = (max: number) =>
  z
    .string()
    .max(max, messages.max(max))
    .default('')
    .transform((v) => v.trim());
const rowId = z.string().max(64).default('');
const id = z.string().min(1).max(64);

const personName = (max = LIMITS.name) =>
  z
    .string()
    .trim()
    .max(max, messages.max(max))
    .regex(/^[\p{L} .'`-]*$/u, messages.nameChars)
    .default('');

const Project = z.object({
  id: rowId,
  title: text(LIMITS.projectTitle),
  role: text(LIMITS.projectRole),
  description: text(LIMITS.text),
  responsibilities: text(LIMITS.text),
  stack: text(LIMITS.text),
  start: optionalDate,
  finish: optionalDate,
  untilNow: z.boolean().default(false),
});

const Education = z.object({
  id: rowId,
  school: text(LIMITS.school),
  degree: text(LIMITS.school),
  fieldOfStudy: text(LIMITS.fieldOfStudy),
  endDate: optionalDate,
});

const Certificate = z.object({
  id: rowId,
  school: text(LIMITS.certificateField),
  title: text(LIMITS.certificateField),
  date: optionalDate,
  fileId: z.string().max(64).nullable().default(null),
});

const Texts = z.object({
  surname: personName(),
  name: personName(),
  middleName: personName(),
  description: text(LIMITS.text),
  projects: z.array(Project).max(LIMITS.rows).default([]),
  education: z.array(Education).max(LIMITS.rows).default([]),
  certificates: z.array(Certificate).max(LIMITS.rows).default([]),
});

const Shared = z.object({
  gender: z.enum(['m', 'f'], { error: 'Choose the gender' }).nullable().default(null),
  birthDate: optionalDate,
  phone: z
    .string()
    .trim()
    .max(20, messages.max(20))
    .regex(/^(\+\d{6,18})?$/, 'Enter the phone in international format, such as +491701234567')
    .default(''),
  email: z.union([z.literal(''), z.email('Enter a valid e-mail').max(254)]).default(''),
  // Only http(s): a `javascript:` or `data:` link would run in the browser of whoever clicks it.
  socialLinks: z
    .array(
      z.object({
        title: text(100),
        link: z.string().trim().max(2000, messages.max(2000)).refine(isWebLink, webLinkMessage),
      }),
    )
    .max(20)
    .default([]),
  photoId: z.string().max(64).nullable().default(null),
  countryCode: z
    .string()
    .regex(/^[A-Z]{2}$/, 'Choose a country')
    .nullable()
    .default(null),
  cityId: z.string().max(64).nullable().default(null),
  categories: z.array(id).max(20).default([]),
  subcategories: z.array(id).max(50).default([]),
  specializationId: id.nullable().default(null),
  grade: z.enum(grades, { error: 'Choose a grade' }).nullable().default(null),
  workIndustries: z.array(id).max(30).default([]),
  keySkills: z
    .array(z.object({ id: id.nullable().default(null), title: z.string().trim().min(1).max(100) }))
    .max(LIMITS.skills)
    .default([]),
  languages: z
    .array(z.object({ language: z.string().max(16).default(''), level: z.string().max(16).default('') }))
    .max(20)
    .default([]),
});

const WorkingConditions = z.object({
  /** Whole dollars per hour, as the agency enters it. */
  hourPrice: z.coerce
    .number({ error: 'Digits only' })
    .int('Digits only')
    .min(0)
    .max(LIMITS.hourPriceMax, `At most ${LIMITS.hourPriceMax}`)
    .default(0),
  workFormats: z.array(z.enum(workFormats)).max(2).default([]),
  hoursPerWeek: z.coerce
    .number({ error: 'Digits only' })
    .int('Digits only')
    .min(0)
    .max(99, 'At most 2 digits')
    .default(0),
  engagementTypes: z.array(id).max(10).default([]),
  readyForRelocation: z.boolean().nullable().default(null),
  businessTrips: z.boolean().default(false),
  teamOnlyReserve: z.boolean().default(false),
});

const Reservation = z.object({ startPeriod: optionalDate, endPeriod: optionalDate });

/** The card as the editor sends it. */
export const SpecialistContentInput = z.object({
  shared: Shared.default(Shared.parse({})),
  texts: z.object({ en: Texts }),
  workingConditions: WorkingConditions.default(WorkingConditions.parse({})),
  agencyReservations: z.array(Reservation).max(LIMITS.rows).default([]),
});
export type SpecialistContentInput = z.input<typeof SpecialistContentInput>;
export type ParsedSpecialistContent = z.output<typeof SpecialistContentInput>;

export const ManagerReviewInput = z.object({ verified: z.boolean().default(false), hrReview: text(LIMITS.text) });

type Issue = { path: (string | number)[]; message: string };

const isBlankProject = (p: z.output<typeof Project>) =>
  !p.title && !p.role && !p.description && !p.responsibilities && !p.stack && !p.start && !p.finish && !p.untilNow;
const isBlankEducation = (e: z.output<typeof Education>) => !e.school && !e.degree && !e.fieldOfStudy && !e.endDate;
const isBlankCertificate = (c: z.output<typeof Certificate>) => !c.school && !c.title && !c.date && !c.fileId;

/** The cross-field rules of section 5: what is required, and how dates relate. */
export const cardIssues = (card: ParsedSpecialistContent, context: CardValidationContext): Issue[] => {
  const issues: Issue[] = [];
  const review = context.mode === 'review';
  const add = (path: (string | number)[], message: string) => issues.push({ path, message });
  const { shared, workingConditions: conditions } = card;
  const texts = card.texts.en;
  const notFuture = (path: (string | number)[], date: string | null) =>
    date && date > context.today && add(path, messages.noFuture);

  // Personal
  if (review && !texts.surname) add(['texts', 'en', 'surname'], messages.required);
  if (review && !texts.name) add(['texts', 'en', 'name'], messages.required);
  if (review && !shared.gender) add(['shared', 'gender'], messages.required);
  if (review && !shared.countryCode) add(['shared', 'countryCode'], messages.required);
  if (shared.countryCode && review && !shared.cityId) add(['shared', 'cityId'], messages.required);
  notFuture(['shared', 'birthDate'], shared.birthDate);
  if (shared.phone && context.dialCodes && !context.dialCodes.some((code) => shared.phone.startsWith(code)))
    add(['shared', 'phone'], 'The phone must start with a country dial code');

  // Role and skills
  if (review && shared.categories.length === 0) add(['shared', 'categories'], messages.required);
  if (review && !shared.specializationId) add(['shared', 'specializationId'], messages.required);
  if (review && shared.keySkills.length === 0) add(['shared', 'keySkills'], messages.required);
  if (review && !shared.grade) add(['shared', 'grade'], messages.required);
  if (
    review &&
    shared.subcategories.length === 0 &&
    shared.categories.some((c) => context.categoriesWithChildren?.has(c))
  )
    add(['shared', 'subcategories'], messages.required);
  shared.languages.forEach((row, i) => {
    if (row.language && !row.level) add(['shared', 'languages', i, 'level'], 'Choose a level');
    if (row.level && !row.language) add(['shared', 'languages', i, 'language'], 'Choose a language');
  });

  // Projects
  texts.projects.forEach((p, i) => {
    if (isBlankProject(p)) return;
    const at = (field: string) => ['texts', 'en', 'projects', i, field];
    if (!p.title) add(at('title'), messages.required);
    if (!p.role) add(at('role'), messages.required);
    if (!p.description) add(at('description'), messages.required);
    if (!p.start) add(at('start'), messages.required);
    notFuture(at('start'), p.start);
    if (!p.untilNow && !p.finish) add(at('finish'), messages.required);
    if (p.start && !p.untilNow && p.finish && p.start >= p.finish)
      add(at('start'), 'The start must be before the finish');
  });

  // Education and certificates
  texts.education.forEach((e, i) => {
    if (isBlankEducation(e)) return;
    const at = (field: string) => ['texts', 'en', 'education', i, field];
    if (!e.school) add(at('school'), messages.required);
    if (e.school && !e.degree) add(at('degree'), messages.required);
    if (!e.fieldOfStudy) add(at('fieldOfStudy'), messages.required);
    if (!e.endDate) add(at('endDate'), messages.required);
  });
  texts.certificates.forEach((c, i) => {
    if (isBlankCertificate(c)) return;
    const at = (field: string) => ['texts', 'en', 'certificates', i, field];
    if (!c.title) add(at('title'), messages.required);
    if (!c.date) add(at('date'), messages.required);
    notFuture(at('date'), c.date);
  });

  // Working conditions and reservations
  if (review && conditions.hourPrice <= 0) add(['workingConditions', 'hourPrice'], 'Enter the hourly rate');
  if (review && conditions.workFormats.length === 0) add(['workingConditions', 'workFormats'], messages.required);
  if (conditions.workFormats.includes('part-time') && review && conditions.hoursPerWeek <= 0)
    add(['workingConditions', 'hoursPerWeek'], messages.required);
  card.agencyReservations.forEach((r, i) => {
    if (!r.startPeriod && !r.endPeriod) return;
    if (!r.startPeriod) add(['agencyReservations', i, 'startPeriod'], messages.required);
    if (!r.endPeriod) add(['agencyReservations', i, 'endPeriod'], messages.required);
    if (r.startPeriod && r.endPeriod && r.startPeriod === r.endPeriod)
      add(['agencyReservations', i, 'endPeriod'], 'The start and end dates must differ');
    else if (r.startPeriod && r.endPeriod && r.startPeriod > r.endPeriod)
      add(['agencyReservations', i, 'startPeriod'], 'The start must be before the end');
  });
  return issues;
};

const cardSchemaFor = (context: CardValidationContext) =>
  SpecialistContentInput.superRefine((card, ctx) => {
    for (const issue of cardIssues(card, context))
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
type CardSchema = ReturnType<typeof cardSchemaFor>;

const cardSchemas = schemaPerContext<CardSchema>();

/**
 * The card schema for a given context: field limits plus the cross-field rules. Built once per context (the same
 * category set and dial codes, mode and day), not once per save.
 */
export const specialistCardSchema = (context: CardValidationContext): CardSchema =>
  cardSchemas([context.categoriesWithChildren, context.dialCodes], `${context.mode}|${context.today}`, () =>
    cardSchemaFor(context),
  );

/* ---- Inputs of the card's use cases ---- */

const inputs = itemInputs('specialistId', z.uuid('Specialist id is invalid'));
export const {
  IdInput: SpecialistIdInput,
  SaveInput: SaveCardInput,
  ActionInput: SimpleCardActionInput,
  HistoryInput,
  AsOfInput: CardAsOfInput,
} = inputs;
export const ManagerSaveInput = inputs.ManagerSaveInput.extend({ review: ManagerReviewInput.optional() });
export const PublishInput = inputs.PublishInput.extend({ review: ManagerReviewInput.optional() });

export const RejectInput = SimpleCardActionInput.extend(rejectionFields(LIMITS.text));

export const BlockInput = SimpleCardActionInput.extend({
  reason: z
    .string({ error: 'Give a reason' })
    .trim()
    .min(1, 'Give a reason')
    .max(LIMITS.text, messages.max(LIMITS.text)),
});

export const specialistSortFields = [
  'createdAt',
  'updatedAt',
  'publishedAt',
  'surname',
  'hourPrice',
  'status',
] as const;
const listBase = {
  ...listFields(listedStatusesOf(statuses), specialistSortFields),
  specializationId: z.string().max(64).optional(),
  grade: z.enum(grades).optional(),
};

export const AgencyListInput = z.object({
  agencyUuid: z.uuid('Agency id is invalid'),
  count: z.coerce.number().int().min(1).max(100).default(5),
  ...listBase,
});

export const ManagerListInput = z.object({
  count: z.coerce.number().int().min(1).max(100).default(20),
  agencyId: z.uuid('Agency id is invalid').optional(),
  ...listBase,
  ...changedSinceVerificationFilter,
});
export const ManagerExportInput = ManagerListInput.extend({ isArchiveExport: archiveExportFlag });

export const PriceInput = z.object({
  price: z.coerce
    .number({ error: 'Digits only' })
    .int('Digits only')
    .min(0)
    .max(LIMITS.hourPriceMax, `At most ${LIMITS.hourPriceMax}`),
});

/* ---- Answers (the OpenAPI document and the tRPC output are these; nothing else leaves) ---- */

/** What every card command answers; the manager's one submit button also says whether it published or saved. */
export const CardActionOutput = z.object({ specialistId: z.string(), status: z.enum(statuses), version: z.number() });
export const CardSubmitOutput = CardActionOutput.extend({ outcome: z.enum(['published', 'saved']) });

/** One row of the agency's and the manager's lists, with what the caller may do to the card now (`allowedActions`). */
export const CardListItemOutput = itemRowOutput(statuses, actions).extend({
  surname: z.string(),
  name: z.string(),
  specializationId: z.string().nullable(),
  specializationTitle: z.string().nullable(),
  grade: z.string().nullable(),
  keySkills: z.array(z.string()).readonly(),
  hourPriceCents: z.number(),
  verified: z.boolean(),
  photoId: z.string().nullable(),
});
export const CardListOutput = listPageOutput(CardListItemOutput);

/** One card for its agency or a manager: the row, everything the editor shows, and the review for managers only. */
export const CardDetailsOutput = CardListItemOutput.extend({
  content: z.custom<SpecialistContent>().meta({ type: 'object', description: 'The card as the editor shows it' }),
  review: z
    .object({
      verified: z.boolean(),
      hrReview: z.string(),
      hrReviewDate: z.string().nullable(),
      forEarlierVersion: z.boolean(),
    })
    .nullable(),
  price: z
    .custom<CatalogPrice>()
    .meta({ type: 'object', description: 'Agency rate, catalogue price, VAT and the price with VAT, in cents' }),
  clientReservations: z.array(z.object({ startPeriod: z.string(), endPeriod: z.string() })),
});

export const CardFacetsOutput = facetsOutput(['statuses', 'specializations', 'grades']);
/** The catalogue price of an hourly rate: rate, price with the service fee, VAT; cents, and the price in whole dollars. */
export const PriceEstimateOutput = z.object({
  agencyRate: z.number(),
  catalogPrice: z.number(),
  catalogPriceWithVat: z.number(),
  vat: z.number(),
  catalogHourPrice: z.number(),
});
export const CardAsOfOutput = asOfOutputOf<SpecialistCard>();
