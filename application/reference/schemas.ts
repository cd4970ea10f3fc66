import { z } from 'zod';
import {
  categoryKinds,
  CATEGORY_SLUG_MAX,
  CATEGORY_SLUG_PATTERN,
  CATEGORY_TITLE_MAX,
  type CategoryKind,
} from '../../domain/reference/category';
import { categoryActions } from '../../domain/reference/categoryTree';

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

export { categoryKinds, type CategoryKind };

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
      const parts = (Array.isArray(value) ? value : [value]).flatMap((part) =>
        typeof part === 'string' ? part.split(',') : [part],
      );
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

/* ---- What the public lists answer (REST `response` and tRPC `.output`) ---- */

export const OptionOutput = z.object({ id: z.string(), title: z.string() });
export const CountryOutput = z.object({ id: z.string(), title: z.string(), dialCodes: z.array(z.string()).readonly() });
export const CityOutput = z.object({
  id: z.uuid(),
  name: z.string(),
  countryCode: z.string(),
  countryName: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export const CategoryOutput = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  parentId: z.uuid().nullable(),
  publishedSpecialistsCount: z.number(),
});
// The tree is two levels deep (category, subcategory); a recursive schema would loop the OpenAPI generator.
const subcategoryNode = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  children: z.array(z.unknown()).readonly(),
  publishedSpecialistsCount: z.number(),
});
export const CategoryNodeOutput = subcategoryNode.extend({ children: z.array(subcategoryNode).readonly() });
export const SpecializationOutput = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  categoryIds: z.array(z.uuid()).readonly(),
});
export const SocialNetworkOutput = OptionOutput.extend({ linkPrefix: z.string().nullable() });
export const ReservationPeriodBoundariesOutput = z.object({
  minReservationDays: z.number(),
  maxReservationDays: z.number(),
});
export const PricesOutput = z.object({
  currency: z.string(),
  vatRateBasisPoints: z.number(),
  serviceFeeBasisPoints: z.number(),
  commissionBasisPoints: z.number(),
});

/* ---- The managers' category editor ---- */

const categoryId = (label: string) => z.uuid(`${label} must be a valid id`);

export const categoryTitle = z
  .string({ error: 'Title is required' })
  .trim()
  .min(1, 'Title is required')
  .max(CATEGORY_TITLE_MAX, `Title must be at most ${CATEGORY_TITLE_MAX} characters`);

export const categorySlug = z
  .string({ error: 'Slug must be text' })
  .trim()
  .min(1, 'Slug is required')
  .max(CATEGORY_SLUG_MAX, `Slug must be at most ${CATEGORY_SLUG_MAX} characters`)
  .regex(
    CATEGORY_SLUG_PATTERN,
    'Slug may hold only lower-case latin letters and digits, with single hyphens between them (game-dev)',
  );

/** The version of the tree the editor read: when someone changed the tree since, the edit answers 409. */
const treeVersion = z
  .number({ error: 'Version must be a number' })
  .int('Version must be a whole number')
  .min(0, 'Version must not be negative')
  .max(Number.MAX_SAFE_INTEGER, 'Version is too large')
  .optional();

const position = z
  .number({ error: 'Position must be a number' })
  .int('Position must be a whole number')
  .min(0, 'Position counts from 0')
  .max(10_000, 'Position must be at most 10000');

/** An empty slug means: make one from the title. */
const optionalSlug = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  categorySlug.optional(),
);

/** The fields of the add and edit dialogs. */
export const CategoryFieldsInput = z.object({ title: categoryTitle, slug: optionalSlug });
export type CategoryFieldsInput = z.input<typeof CategoryFieldsInput>;

export const CategoryEditorTreeInput = CategoriesInput;
export type CategoryEditorTreeInput = z.input<typeof CategoryEditorTreeInput>;

export const CreateCategoryInput = CategoryFieldsInput.extend({
  type: z.enum(categoryKinds, { error: `Type must be one of ${categoryKinds.join(', ')}` }),
  /** A top category when absent or null; else the top category it goes under. */
  parentId: categoryId('Parent category').nullable().optional(),
  version: treeVersion,
});
export type CreateCategoryInput = z.input<typeof CreateCategoryInput>;

export const UpdateCategoryInput = z
  .object({
    id: categoryId('Category'),
    title: categoryTitle.optional(),
    slug: categorySlug.optional(),
    version: treeVersion,
  })
  .refine((input) => input.title !== undefined || input.slug !== undefined, {
    message: 'Give a new title or slug',
    path: ['title'],
  });
export type UpdateCategoryInput = z.input<typeof UpdateCategoryInput>;

export const ReorderCategoryInput = z.object({ id: categoryId('Category'), position, version: treeVersion });
export type ReorderCategoryInput = z.input<typeof ReorderCategoryInput>;

export const MoveCategoryInput = z.object({
  id: categoryId('Category'),
  /** null: make it a top category. */
  parentId: categoryId('Parent category').nullable(),
  /** Its place among the new siblings, from 0; last when absent. */
  position: position.optional(),
  version: treeVersion,
});
export type MoveCategoryInput = z.input<typeof MoveCategoryInput>;

export const ChangeCategoryActiveInput = z.object({
  id: categoryId('Category'),
  isActive: z.boolean({ error: 'isActive must be true (show) or false (hide)' }),
  version: treeVersion,
});
export type ChangeCategoryActiveInput = z.input<typeof ChangeCategoryActiveInput>;

export const DeleteCategoryInput = z.object({ id: categoryId('Category'), version: treeVersion });
export type DeleteCategoryInput = z.input<typeof DeleteCategoryInput>;

export const CategoryHistoryInput = CategoriesInput;
export type CategoryHistoryInput = z.input<typeof CategoryHistoryInput>;

/** What uses a category: cards and solutions (any status but deleted), specializations and its own subcategories. */
export const CategoryUsageOutput = z.object({
  cards: z.number(),
  solutions: z.number(),
  specializations: z.number(),
  subcategories: z.number(),
});

const editorCategory = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  parentId: z.uuid().nullable(),
  /** Its place among its siblings, 1 to n. */
  sortOrder: z.number(),
  isActive: z.boolean(),
  /** Shown in public lists and forms: active, and under an active parent. */
  visible: z.boolean(),
  usage: CategoryUsageOutput,
  allowedActions: z.array(z.enum(categoryActions)),
  /** Where it may move: null for the top level, else a top category's id. */
  moveTargets: z.array(z.uuid().nullable()),
});
export type EditorCategoryOutput = z.output<typeof editorCategory>;

export const CategoryEditorTreeOutput = z.object({
  kind: z.enum(categoryKinds),
  version: z.number(),
  categories: z.array(editorCategory.extend({ children: z.array(editorCategory) })),
});
export type CategoryEditorTreeOutput = z.output<typeof CategoryEditorTreeOutput>;

export const CategoryEditOutput = z.object({ categoryId: z.uuid(), tree: CategoryEditorTreeOutput });
export type CategoryEditOutput = z.output<typeof CategoryEditOutput>;

export const CategoryHistoryOutput = z.array(
  z.object({
    at: z.string(),
    action: z.string(),
    categoryId: z.uuid().nullable(),
    title: z.string(),
    /** What changed, in words ("Backend -> Back end"). */
    change: z.string(),
    actorName: z.string().nullable(),
    emulatedByName: z.string().nullable(),
  }),
);
export type CategoryHistoryOutput = z.output<typeof CategoryHistoryOutput>;
