import { isIsoDate } from '../../domain/shared/dates';
import { z } from 'zod';
import { grades } from '../../domain/specialist/specialist.content';

/** The public catalogue's request and answer shapes, shared by the server and the web (`/staff`, `/search`, `/specialist/{id}`). */

const list = <T extends z.ZodType>(item: T) =>
  z
    .union([item, z.array(item), z.string()])
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return undefined;
      const parts = (Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value]).map((v) => (typeof v === 'string' ? v.trim() : v)).filter((v) => v !== '');
      const parsed = z.array(item).max(50).safeParse(parts);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'Invalid list' });
        return z.NEVER;
      }
      return parsed.data.length > 0 ? (parsed.data as z.output<T>[]) : undefined;
    });

// A real calendar date: PostgreSQL refuses 2026-74-15 with an error, not an empty answer.
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use yyyy-MM-dd').refine(isIsoDate, 'Use yyyy-MM-dd');
const whole = (max: number) => z.coerce.number({ error: 'Digits only' }).int('Digits only').min(0).max(max).optional();

export const languageLevels = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'native'] as const;

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
    .preprocess((value) => (Array.isArray(value) && value.length <= 2 ? { from: value[0] ?? undefined, to: value[1] ?? undefined } : value), z.strictObject({ from: bound, to: bound }, { error: 'Give a range as { from, to }' }))
    .optional();

/** The seeds' own keys of the catalogue list body (part 2, "Catalogue filter keys"), each with the web key it stands for. */
export const seedFilterKeys = {
  category_id: 'category', sub_category_id: 'subCategories', specialization: 'role', key_skill: 'keySkills', city_id: 'city', language: 'languages', work_format: 'workFormat',
} as const satisfies Record<string, WebFilterKey>;
/** The seeds' range keys, each with the pair of web keys it stands for. */
export const seedRangeKeys = {
  hour_price: ['priceFrom', 'priceTo'], reservation_date: ['availableFrom', 'availableTo'], age: ['ageFrom', 'ageTo'], work_duration: ['experienceFrom', 'experienceTo'],
} as const satisfies Record<string, readonly [WebFilterKey, WebFilterKey]>;

const seedFilterFields = {
  category_id: webFilterFields.category, sub_category_id: webFilterFields.subCategories, specialization: webFilterFields.role, key_skill: webFilterFields.keySkills,
  city_id: webFilterFields.city, language: webFilterFields.languages, work_format: webFilterFields.workFormat,
  hour_price: range(webFilterFields.priceFrom), reservation_date: range(webFilterFields.availableFrom), age: range(webFilterFields.ageFrom), work_duration: range(webFilterFields.experienceFrom),
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
    for (const [seed, web] of Object.entries(seedFilterKeys)) take(web, given[seed as keyof typeof seedFilterKeys], seed);
    for (const [seed, [fromKey, toKey]] of Object.entries(seedRangeKeys)) {
      const bounds = given[seed as keyof typeof seedRangeKeys];
      take(fromKey, bounds?.from, seed);
      take(toKey, bounds?.to, seed);
    }
    for (const [fromKey, toKey, message] of orderedRanges) {
      const [from, to] = [filters[fromKey], filters[toKey]] as [number | string | undefined, number | string | undefined];
      if (from !== undefined && to !== undefined && from > to) refuse(origin[toKey] ?? toKey, message);
    }
    return filters as { [K in WebFilterKey]?: z.output<(typeof webFilterFields)[K]> };
  });
export type CatalogFilters = z.output<typeof CatalogFilters>;

export const catalogSorts = ['specialization', 'priceAsc', 'priceDesc', 'newest'] as const;
export type CatalogSort = (typeof catalogSorts)[number];
export const pageSizes = [8, 16, 24] as const;

export const CatalogListInput = z.object({
  filters: CatalogFilters.prefault({}),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  count: z.coerce.number().refine((n): n is 8 | 16 | 24 => (pageSizes as readonly number[]).includes(n), 'Show 8, 16 or 24 at a time').default(8),
  sort: z.enum(catalogSorts).default('specialization'),
});
export type CatalogListInput = z.input<typeof CatalogListInput>;

export type CatalogItem = {
  readonly id: string;
  readonly photoUrl: string | null;
  readonly name: string;
  /** The first letter of the surname only. */
  readonly surnameInitial: string;
  readonly specialization: string;
  readonly grade: string | null;
  readonly keySkills: readonly string[];
  readonly city: string | null;
  readonly countryCode: string | null;
  readonly languages: readonly { language: string; level: string }[];
  readonly priceCents: number;
  /** Free today (no reservation covers today); otherwise the first free day after the current one. */
  readonly availableNow: boolean;
  readonly availableFrom: string | null;
  readonly verified: boolean;
};

export type CatalogPage = { readonly items: readonly CatalogItem[]; readonly meta: { readonly total: number; readonly page: number; readonly count: number; readonly pages: number } };

export type FacetValue = { readonly id: string; readonly title: string; readonly count: number };
export type CatalogFacets = {
  readonly categories: FacetValue[];
  readonly specializations: FacetValue[];
  readonly grades: FacetValue[];
  readonly workFormats: FacetValue[];
  readonly countries: FacetValue[];
  readonly languages: FacetValue[];
  readonly price: { readonly min: number; readonly max: number };
  readonly total: number;
};

export type PublicSpecialist = {
  readonly id: string;
  readonly photoUrl: string | null;
  readonly name: string;
  readonly surnameInitial: string;
  readonly specialization: string;
  readonly specializationId: string | null;
  readonly grade: string | null;
  readonly categories: readonly { id: string; title: string }[];
  readonly keySkills: readonly string[];
  readonly domains: readonly string[];
  readonly city: string | null;
  readonly country: string | null;
  readonly age: number | null;
  readonly gender: 'm' | 'f';
  readonly languages: readonly { language: string; level: string }[];
  readonly description: string;
  readonly projects: readonly { title: string; role: string; description: string; responsibilities: string; stack: string; start: string; finish: string | null; untilNow: boolean }[];
  readonly education: readonly { school: string; degree: string; fieldOfStudy: string; endDate: string | null }[];
  readonly certificates: readonly { school: string; title: string; date: string | null }[];
  readonly conditions: { readonly workFormats: readonly string[]; readonly hoursPerWeek: number; readonly engagementTypes: readonly string[]; readonly readyForRelocation: boolean | null; readonly businessTrips: boolean };
  readonly price: { readonly catalogPriceCents: number; readonly withVatCents: number; readonly vatCents: number };
  readonly experienceMonths: number;
  readonly availableNow: boolean;
  readonly verified: boolean;
  readonly publishedAt: string;
  /** Only for platform managers. */
  readonly agencyName?: string;
  /** Only in the verified variant; `forEarlierVersion` when the agency edited the card after the manager wrote it. */
  readonly review?: { readonly hrReview: string; readonly hrReviewDate: string | null; readonly forEarlierVersion: boolean };
};

export type SuggestionGroup = { readonly group: 'keySkill' | 'specialization' | 'category' | 'solutionCategory'; readonly title: string; readonly items: readonly { id: string; title: string }[] };

export const SuggestInput = z.object({ term: z.string().trim().min(1, 'Type something to search').max(100) });
export const SearchInput = z.object({ search: z.string().trim().min(1, 'Type something to search').max(100), page: z.coerce.number().int().min(1).max(1000).default(1) });
export const CatalogIdInput = z.object({ id: z.uuid('Unknown specialist') });
