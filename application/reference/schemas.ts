import { z } from 'zod';

/** Input schemas of the reference lists. Query strings arrive as text; the same schemas accept the app's typed input. */
export const enumerationTypes = [
  'Language',
  'LanguageLevel',
  'EducationLevel',
  'EngagementType',
  'EmployeesCount',
  'WithoutVATArticle',
  'DocumentStatus',
  'SocialNetwork',
] as const;
export type EnumerationType = (typeof enumerationTypes)[number];

export const categoryKinds = ['specialist', 'solution'] as const;
export type CategoryKind = (typeof categoryKinds)[number];

export const SEARCH_MAX_LENGTH = 100;
export const ID_LIST_MAX = 100;
export const KEY_SKILLS_LIMIT_MAX = 1000;

const search = z
  .string({ error: 'Search must be text' })
  .trim()
  .max(SEARCH_MAX_LENGTH, `Search must be at most ${SEARCH_MAX_LENGTH} characters`)
  .optional()
  .transform((value) => (value ? value : undefined));

/** Ids as a list, a repeated query parameter, or one comma-separated value: `a,b`, `?x=a&x=b` and `['a', 'b']` mean the same. */
const idList = (label: string) =>
  z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === '') return [];
      const parts = (Array.isArray(value) ? value : [value]).flatMap((part) => (typeof part === 'string' ? part.split(',') : [part]));
      return parts.map((part) => (typeof part === 'string' ? part.trim() : part)).filter((part) => part !== '');
    },
    z
      .array(z.uuid(`Each ${label} must be a valid id`), { error: `${label} must be a list of ids` })
      .max(ID_LIST_MAX, `At most ${ID_LIST_MAX} ${label} ids`)
      .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
  );

export const EnumerationInput = z.object({
  type: z.enum(enumerationTypes, { error: `Type must be one of ${enumerationTypes.join(', ')}` }),
});
export type EnumerationInput = z.input<typeof EnumerationInput>;

export const CountriesInput = z.object({ search });
export type CountriesInput = z.input<typeof CountriesInput>;

export const CitiesOfCountryInput = z.object({
  country: z
    .string({ error: 'Country code is required' })
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Country must be a two-letter ISO 3166 code')
    .transform((code) => code.toUpperCase()),
});
export type CitiesOfCountryInput = z.input<typeof CitiesOfCountryInput>;

export const CitiesByNameInput = z.object({
  name: z
    .string({ error: 'City name is required' })
    .trim()
    .min(1, 'City name is required')
    .max(SEARCH_MAX_LENGTH, `City name must be at most ${SEARCH_MAX_LENGTH} characters`),
  country: CitiesOfCountryInput.shape.country.optional(),
});
export type CitiesByNameInput = z.input<typeof CitiesByNameInput>;

export const CategoriesInput = z.object({
  type: z.enum(categoryKinds, { error: `Type must be one of ${categoryKinds.join(', ')}` }).default('specialist'),
});
export type CategoriesInput = z.input<typeof CategoriesInput>;

export const SpecializationsInput = z.object({ categories: idList('category') });
export type SpecializationsInput = z.input<typeof SpecializationsInput>;

export const PopularKeySkillsInput = z.object({
  id: z.uuid('Specialization id must be a valid id'),
  exclude: idList('key skill'),
});
export type PopularKeySkillsInput = z.input<typeof PopularKeySkillsInput>;

export const KeySkillsInput = z.object({
  search,
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(KEY_SKILLS_LIMIT_MAX, `Limit must be at most ${KEY_SKILLS_LIMIT_MAX}`)
    .default(50),
});
export type KeySkillsInput = z.input<typeof KeySkillsInput>;
