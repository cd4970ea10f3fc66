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

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use yyyy-MM-dd');
const whole = (max: number) => z.coerce.number({ error: 'Digits only' }).int('Digits only').min(0).max(max).optional();

export const languageLevels = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'native'] as const;

/** The seeds' filter keys, as the query string carries them. */
export const CatalogFilters = z
  .object({
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
  })
  .superRefine((f, ctx) => {
    if (f.priceFrom !== undefined && f.priceTo !== undefined && f.priceFrom > f.priceTo) ctx.addIssue({ code: 'custom', path: ['priceTo'], message: 'The upper price must not be below the lower one' });
    if (f.availableFrom && f.availableTo && f.availableFrom > f.availableTo) ctx.addIssue({ code: 'custom', path: ['availableTo'], message: 'The period must end after it starts' });
    if (f.ageFrom !== undefined && f.ageTo !== undefined && f.ageFrom > f.ageTo) ctx.addIssue({ code: 'custom', path: ['ageTo'], message: 'The upper age must not be below the lower one' });
    if (f.experienceFrom !== undefined && f.experienceTo !== undefined && f.experienceFrom > f.experienceTo) ctx.addIssue({ code: 'custom', path: ['experienceTo'], message: 'The upper experience must not be below the lower one' });
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
  /** Only in the verified variant. */
  readonly review?: { readonly hrReview: string; readonly hrReviewDate: string | null };
};

export type SuggestionGroup = { readonly group: 'keySkill' | 'specialization' | 'category' | 'solutionCategory'; readonly title: string; readonly items: readonly { id: string; title: string }[] };

export const SuggestInput = z.object({ term: z.string().trim().min(1, 'Type something to search').max(100) });
export const SearchInput = z.object({ search: z.string().trim().min(1, 'Type something to search').max(100), page: z.coerce.number().int().min(1).max(1000).default(1) });
export const CatalogIdInput = z.object({ id: z.uuid('Unknown specialist') });
