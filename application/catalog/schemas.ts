import { isIsoDate } from '../../domain/shared/dates';
import { z } from 'zod';
import { grades } from '../../domain/specialist/specialist.content';
import { catalogSorts, defaultCatalogSort, pageSizes } from './catalogChoices';

/** The public catalogue's request and answer shapes, shared by the server and the web (`/staff`, `/search`, `/specialist/{id}`). */

const list = <T extends z.ZodType>(item: T) =>
  z
    .union([item, z.array(item), z.string()])
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return undefined;
      const parts = (Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value])
        .map((v) => (typeof v === 'string' ? v.trim() : v))
        .filter((v) => v !== '');
      const parsed = z.array(item).max(50).safeParse(parts);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'Invalid list' });
        return z.NEVER;
      }
      return parsed.data.length > 0 ? (parsed.data as z.output<T>[]) : undefined;
    });

// A real calendar date: PostgreSQL refuses 2026-74-15 with an error, not an empty answer.
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use yyyy-MM-dd')
  .refine(isIsoDate, 'Use yyyy-MM-dd');
const whole = (max: number) => z.coerce.number({ error: 'Digits only' }).int('Digits only').min(0).max(max).optional();

/** The filters as the web's query string carries them (camelCase). */
const webFilterFields = {
  category: list(z.uuid('Unknown category')),
  subCategories: list(z.uuid('Unknown subcategory')),
  role: list(z.uuid('Unknown specialization')),
  keySkills: list(z.uuid('Unknown key skill')),
  grade: list(z.enum(grades)),
  /** Catalogue price per hour, whole dollars. */
  priceFrom: whole(100_000),
  priceTo: whole(100_000),
  country: list(z.string().regex(/^[A-Z]{2}$/, 'Unknown country')),
  city: list(z.uuid('Unknown city')),
  /** `en` (any level) or `en:B2` (B2 or better). */
  languages: list(z.string().regex(/^[a-z]{2,3}(:(A1|A2|B1|B2|C1|C2|native))?$/, 'Language as en or en:B2')),
  workFormat: list(z.enum(['full-time', 'part-time'])),
  /** Only specialists with no reservation overlapping these dates. */
  availableFrom: isoDate.optional(),
  availableTo: isoDate.optional(),
  gender: z.enum(['m', 'f']).optional(),
  ageFrom: whole(100),
  ageTo: whole(100),
  /** Years of project work. */
  experienceFrom: whole(60),
  experienceTo: whole(60),
  search: z.string().trim().max(100).optional(),
};
type WebFilterKey = keyof typeof webFilterFields;

/** `{ from, to }` (either may be left out) or `[from, to]`: the seeds' ranges. */
const range = <Bound extends z.ZodType>(bound: Bound) =>
  z
    .preprocess(
      (value) =>
        Array.isArray(value) && value.length <= 2 ? { from: value[0] ?? undefined, to: value[1] ?? undefined } : value,
      z.strictObject({ from: bound, to: bound }, { error: 'Give a range as { from, to }' }),
    )
    .optional();

/** The seeds' own keys of the catalogue list body (part 2, "Catalogue filter keys"), each with the web key it stands for. */
export const seedFilterKeys = {
  category_id: 'category',
  sub_category_id: 'subCategories',
  specialization: 'role',
  key_skill: 'keySkills',
  city_id: 'city',
  language: 'languages',
  work_format: 'workFormat',
} as const satisfies Record<string, WebFilterKey>;
/** The seeds' range keys, each with the pair of web keys it stands for. */
export const seedRangeKeys = {
  hour_price: ['priceFrom', 'priceTo'],
  reservation_date: ['availableFrom', 'availableTo'],
  age: ['ageFrom', 'ageTo'],
  work_duration: ['experienceFrom', 'experienceTo'],
} as const satisfies Record<string, readonly [WebFilterKey, WebFilterKey]>;

const seedFilterFields = {
  category_id: webFilterFields.category,
  sub_category_id: webFilterFields.subCategories,
  specialization: webFilterFields.role,
  key_skill: webFilterFields.keySkills,
  city_id: webFilterFields.city,
  language: webFilterFields.languages,
  work_format: webFilterFields.workFormat,
  hour_price: range(webFilterFields.priceFrom),
  reservation_date: range(webFilterFields.availableFrom),
  age: range(webFilterFields.ageFrom),
  work_duration: range(webFilterFields.experienceFrom),
} satisfies Record<keyof typeof seedFilterKeys | keyof typeof seedRangeKeys, z.ZodType>;

/** Every filter key the catalogue takes, the web's and the seeds' (the API document shows these). */
export const CatalogFilterKeys = z.object({ ...webFilterFields, ...seedFilterFields });
const knownKeys: ReadonlySet<string> = new Set(Object.keys(CatalogFilterKeys.shape));

/** The ranges whose ends must come in order, with what to say when they do not. */
const orderedRanges = [
  ['priceFrom', 'priceTo', 'The upper price must not be below the lower one'],
  ['availableFrom', 'availableTo', 'The period must end after it starts'],
  ['ageFrom', 'ageTo', 'The upper age must not be below the lower one'],
  ['experienceFrom', 'experienceTo', 'The upper experience must not be below the lower one'],
] as const;

/**
 * The catalogue's filters, by the web's keys or the seeds' (`hour_price: { from, to }` is `priceFrom` and `priceTo`).
 * A key it does not know is refused by name rather than ignored, which would answer the unfiltered list; so is one
 * filter given under both names.
 */
export const CatalogFilters = z
  .looseObject(CatalogFilterKeys.shape)
  // Unknown keys are read only to be refused by name below; the API document says there are none.
  .meta({ additionalProperties: false })
  .transform((given, ctx) => {
    const refuse = (key: string, message: string) => ctx.addIssue({ code: 'custom', path: [key], message });
    for (const key of Object.keys(given)) if (!knownKeys.has(key)) refuse(key, `Unknown filter "${key}"`);
    const filters: Partial<Record<WebFilterKey, unknown>> = {};
    const origin: Partial<Record<WebFilterKey, string>> = {};
    const take = (key: WebFilterKey, value: unknown, from: string) => {
      if (value === undefined) return;
      if (origin[key] !== undefined) return refuse(from, `The same filter as ${origin[key]}: give one of them`);
      filters[key] = value;
      origin[key] = from;
    };
    for (const key of Object.keys(webFilterFields) as WebFilterKey[]) take(key, given[key], key);
    for (const [seed, web] of Object.entries(seedFilterKeys))
      take(web, given[seed as keyof typeof seedFilterKeys], seed);
    for (const [seed, [fromKey, toKey]] of Object.entries(seedRangeKeys)) {
      const bounds = given[seed as keyof typeof seedRangeKeys];
      take(fromKey, bounds?.from, seed);
      take(toKey, bounds?.to, seed);
    }
    for (const [fromKey, toKey, message] of orderedRanges) {
      const [from, to] = [filters[fromKey], filters[toKey]] as [
        number | string | undefined,
        number | string | undefined,
      ];
      if (from !== undefined && to !== undefined && from > to) refuse(origin[toKey] ?? toKey, message);
    }
    return filters as { [K in WebFilterKey]?: z.output<(typeof webFilterFields)[K]> };
  });
export type CatalogFilters = z.output<typeof CatalogFilters>;

export const CatalogListInput = z.object({
  filters: CatalogFilters.prefault({}),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  count: z.coerce
    .number()
    .refine((n): n is 8 | 16 | 24 => (pageSizes as readonly number[]).includes(n), 'Show 8, 16 or 24 at a time')
    .default(8),
  sort: z.enum(catalogSorts).default(defaultCatalogSort),
});
export type CatalogListInput = z.input<typeof CatalogListInput>;

const languageOutput = z.object({ language: z.string(), level: z.string() });
const titled = z.object({ id: z.string(), title: z.string() });

/** One card of the public list: the name as the catalogue shows it ("Anna S."), never the agency or its contacts. */
export const CatalogItemOutput = z.object({
  id: z.string(),
  photoUrl: z.string().nullable(),
  name: z.string(),
  /** The first letter of the surname only. */
  surnameInitial: z.string(),
  specialization: z.string(),
  grade: z.string().nullable(),
  keySkills: z.array(z.string()),
  city: z.string().nullable(),
  countryCode: z.string().nullable(),
  languages: z.array(languageOutput),
  priceCents: z.number(),
  /** Free today (no reservation covers today); otherwise the first free day after the current one. */
  availableNow: z.boolean(),
  availableFrom: z.string().nullable(),
  verified: z.boolean(),
});
export type CatalogItem = z.output<typeof CatalogItemOutput>;
export const CatalogItemsOutput = z.array(CatalogItemOutput);

export const CatalogPageOutput = z.object({
  items: z.array(CatalogItemOutput),
  meta: z.object({
    total: z.number(),
    /** True when more cards match than `total`: a filtered list counts up to 10,000 matches. */
    totalCapped: z.boolean(),
    page: z.number(),
    count: z.number(),
    pages: z.number(),
  }),
});
export type CatalogPage = z.output<typeof CatalogPageOutput>;

const facetValue = z.object({ id: z.string(), title: z.string(), count: z.number() });
export type FacetValue = z.output<typeof facetValue>;
export const CatalogFacetsOutput = z.object({
  categories: z.array(facetValue),
  specializations: z.array(facetValue),
  grades: z.array(facetValue),
  workFormats: z.array(facetValue),
  countries: z.array(facetValue),
  languages: z.array(facetValue),
  price: z.object({ min: z.number(), max: z.number() }),
  total: z.number(),
});
export type CatalogFacets = z.output<typeof CatalogFacetsOutput>;

/** The public page of a published card: no surname, no contacts, no agency. */
const readonlyList = <T extends z.ZodType>(item: T) => z.array(item).readonly();

export const PublicSpecialistOutput = z.object({
  id: z.string(),
  photoUrl: z.string().nullable(),
  name: z.string(),
  surnameInitial: z.string(),
  specialization: z.string(),
  specializationId: z.string().nullable(),
  grade: z.string().nullable(),
  categories: readonlyList(titled),
  keySkills: readonlyList(z.string()),
  domains: readonlyList(z.string()),
  city: z.string().nullable(),
  country: z.string().nullable(),
  age: z.number().nullable(),
  gender: z.enum(['m', 'f']).nullable(),
  languages: readonlyList(languageOutput),
  description: z.string(),
  projects: readonlyList(
    z.object({
      title: z.string(),
      role: z.string(),
      description: z.string(),
      responsibilities: z.string(),
      stack: z.string(),
      start: z.string(),
      finish: z.string().nullable(),
      untilNow: z.boolean(),
    }),
  ),
  education: readonlyList(
    z.object({ school: z.string(), degree: z.string(), fieldOfStudy: z.string(), endDate: z.string().nullable() }),
  ),
  certificates: readonlyList(z.object({ school: z.string(), title: z.string(), date: z.string().nullable() })),
  conditions: z.object({
    workFormats: readonlyList(z.string()),
    hoursPerWeek: z.number(),
    engagementTypes: readonlyList(z.string()),
    readyForRelocation: z.boolean().nullable(),
    businessTrips: z.boolean(),
  }),
  price: z.object({ catalogPriceCents: z.number(), withVatCents: z.number(), vatCents: z.number() }),
  experienceMonths: z.number(),
  availableNow: z.boolean(),
  verified: z.boolean(),
  publishedAt: z.string(),
  /** Only in the verified variant; `forEarlierVersion` when the agency edited the card after the manager wrote it. */
  review: z
    .object({ hrReview: z.string(), hrReviewDate: z.string().nullable(), forEarlierVersion: z.boolean() })
    .optional(),
});
/** The same page for the platform's managers: with the agency. */
export const ManagerPublicSpecialistOutput = PublicSpecialistOutput.extend({ agencyName: z.string() });
export type PublicSpecialist = z.output<typeof PublicSpecialistOutput> & { readonly agencyName?: string };
/** The answer of `info`: the schema of the caller's side (documented as either). */
export const SpecialistPageOutput = z.union([ManagerPublicSpecialistOutput, PublicSpecialistOutput]);

export const SuggestionGroupOutput = z.object({
  group: z.enum(['keySkill', 'specialization', 'category', 'solutionCategory']),
  title: z.string(),
  items: z.array(titled),
});
export type SuggestionGroup = z.output<typeof SuggestionGroupOutput>;
export const SuggestionsOutput = z.array(SuggestionGroupOutput);

export const PopularSpecializationsOutput = z.array(z.object({ id: z.string(), title: z.string() }));

export const CatalogCountsOutput = z.object({
  total: z.number(),
  categories: z.array(z.object({ id: z.string(), title: z.string(), slug: z.string(), count: z.number() })),
});

export const SearchOutput = z.object({
  specialists: CatalogPageOutput,
  solutions: z.array(
    z.object({ id: z.string(), title: z.string(), shortDescription: z.string(), logoUrl: z.string().nullable() }),
  ),
  nothingFound: z.boolean(),
});

export const SuggestInput = z.object({ term: z.string().trim().min(1, 'Type something to search').max(100) });
export const SearchInput = z.object({
  search: z.string().trim().min(1, 'Type something to search').max(100),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export const CatalogIdInput = z.object({ id: z.uuid('Unknown specialist') });
