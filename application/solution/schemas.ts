import { z } from 'zod';
import { asOfOutputOf, facetsOutput, pageOutput } from '../shared/outputs';
import type { Solution } from '../../domain/solution/solution.state';
import type { SolutionContent } from '../../domain/solution/solution.content';
import { actions, statuses } from '../../domain/solution/solution.status';
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
import { schemaPerContext } from '../shared/schemaPerContext';

export { youtubeEmbedUrl } from '../../domain/solution/solution.videos';
export { shortDescriptionOf } from '../../domain/solution/solution.content';

/**
 * The solution's validation rules (part 1, section 5), shared by the server and the editor.
 * A draft is checked only for limits and formats; sending to review (and editing a published solution) also
 * checks what is required. Screenshot and logo files are checked by content when uploaded (the files area).
 */
export type SolutionValidationContext = {
  readonly mode: 'draft' | 'review';
  /** Ids of the solution categories; without them category ids are only checked for shape. */
  readonly solutionCategoryIds?: ReadonlySet<string>;
};

export const SOLUTION_LIMITS = {
  title: 100,
  link: 2000,
  description: 2000,
  email: 254,
  videoLink: 2000,
  categories: 10,
  screenshots: 20,
  videoLinks: 10,
  shortDescription: 200,
} as const;

const messages = {
  ...fieldMessages,
  link: webLinkMessage,
  email: 'Enter a valid e-mail',
  category: 'Choose a category from the list',
};

export { isWebLink };
const isEmail = (value: string) => z.email().safeParse(value).success;

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const text = (max: number) => z.string({ error: 'Must be text' }).trim().max(max, messages.max(max)).default('');
const webLink = (max: number) => text(max).refine((v) => v === '' || isWebLink(v), messages.link);

/** The seeds send some fields as objects (`categories: [{ id, title }]`, `logo`, `screens: [{ id, url, name }]`, `videoLinks: [{ title }]`). */
const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
const idOf = (value: unknown) => record(value)?.id ?? value;
const linkOf = (value: unknown) => record(value)?.title ?? record(value)?.link ?? record(value)?.url ?? value;
const mapList = (value: unknown, f: (v: unknown) => unknown) => (Array.isArray(value) ? value.map(f) : value);

const withSeedNames = (raw: unknown): unknown => {
  const r = record(raw);
  if (!r) return raw;
  return {
    ...r,
    categories: mapList(r.categories, idOf),
    logoId: r.logoId !== undefined ? r.logoId : r.logo === undefined ? undefined : (idOf(r.logo) ?? null),
    screenshotIds: mapList(r.screenshotIds !== undefined ? r.screenshotIds : r.screens, idOf),
    videoLinks: mapList(r.videoLinks, linkOf),
    contactEmail: record(r.contactEmail)?.email ?? r.contactEmail,
  };
};

const fileIdField = z.union([z.string().trim().max(64), z.null()]).transform((v) => (v ? v : null));

/** The solution as the editor sends it (the form's fields). */
export const SolutionContentFields = z.object({
  title: text(SOLUTION_LIMITS.title),
  link: webLink(SOLUTION_LIMITS.link),
  categories: z
    .array(z.string().trim().regex(uuidShape, messages.category))
    .max(SOLUTION_LIMITS.categories, `Choose at most ${SOLUTION_LIMITS.categories} categories`)
    .default([]),
  description: text(SOLUTION_LIMITS.description),
  contactEmail: text(SOLUTION_LIMITS.email).refine((v) => v === '' || isEmail(v), messages.email),
  logoId: fileIdField.default(null),
  screenshotIds: z
    .array(z.string().trim().min(1).max(64))
    .max(SOLUTION_LIMITS.screenshots, `At most ${SOLUTION_LIMITS.screenshots} screenshots`)
    .default([]),
  /** Empty rows of the editor are allowed and dropped on save. */
  videoLinks: z
    .array(webLink(SOLUTION_LIMITS.videoLink))
    .max(SOLUTION_LIMITS.videoLinks, `At most ${SOLUTION_LIMITS.videoLinks} video links`)
    .default([]),
});
/** The same, also accepting the seeds' object shapes. */
export const SolutionContentInput = z.preprocess(withSeedNames, SolutionContentFields);
export type SolutionContentInput = z.input<typeof SolutionContentFields>;
export type ParsedSolutionContent = z.output<typeof SolutionContentInput>;

type Issue = { path: (string | number)[]; message: string };

/** The rules beyond single fields: what review needs, and categories of the solution tree. */
export const solutionIssues = (content: ParsedSolutionContent, context: SolutionValidationContext): Issue[] => {
  const issues: Issue[] = [];
  const add = (path: (string | number)[], message: string) => issues.push({ path, message });
  if (context.mode === 'review') {
    if (!content.title) add(['title'], messages.required);
    if (content.categories.length === 0) add(['categories'], messages.required);
    if (!content.description) add(['description'], messages.required);
    if (!content.contactEmail) add(['contactEmail'], messages.required);
    if (!content.logoId) add(['logoId'], 'Upload a logo');
  }
  content.categories.forEach((id, i) => {
    if (context.solutionCategoryIds && !context.solutionCategoryIds.has(id.toLowerCase()))
      add(['categories', i], messages.category);
  });
  return issues;
};

const solutionSchemaFor = (context: SolutionValidationContext) =>
  SolutionContentInput.superRefine((content, ctx) => {
    for (const issue of solutionIssues(content, context))
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
type SolutionSchema = ReturnType<typeof solutionSchemaFor>;
const solutionSchemas = schemaPerContext<SolutionSchema>();

/** The solution schema for a given context: field limits plus the rules above; built once per category set and mode. */
export const solutionContentSchema = (context: SolutionValidationContext): SolutionSchema =>
  solutionSchemas([context.solutionCategoryIds], context.mode, () => solutionSchemaFor(context));

/* ---- Inputs of the solution's use cases ---- */

const solutionIdField = z.uuid('Solution id is invalid');
const inputs = itemInputs('solutionId', solutionIdField);
export const {
  IdInput: SolutionIdInput,
  SaveInput: SaveSolutionInput,
  ManagerSaveInput: ManagerSaveSolutionInput,
  PublishInput: PublishSolutionInput,
} = inputs;
export const {
  ActionInput: SolutionActionInput,
  HistoryInput: SolutionHistoryInput,
  AsOfInput: SolutionAsOfInput,
} = inputs;
export const RejectSolutionInput = SolutionActionInput.extend(rejectionFields(SOLUTION_LIMITS.description));

export const solutionSortFields = ['createdAt', 'updatedAt', 'publishedAt', 'title', 'status', 'number'] as const;

const listBase = {
  ...listFields(listedStatusesOf(statuses), solutionSortFields),
  count: z.coerce.number().int().min(1).max(100).default(20),
  categoryId: z.string().trim().regex(uuidShape, messages.category).optional(),
};

/** The agency's own solutions (`GET /api/solution/list`). */
export const SolutionListInput = z.object(listBase);
/** The manager's lists (`GET /admin/api/solution/list`, `archive-list`). */
export const ManagerSolutionListInput = z.object({
  ...listBase,
  agencyId: z.uuid('Agency id is invalid').optional(),
  ...changedSinceVerificationFilter,
});
export const SolutionExportInput = ManagerSolutionListInput.extend({ isArchiveExport: archiveExportFlag });

/* ---- Public catalogue ---- */

/** `categories` as ids or slugs, a list (also of `{ id }` or `{ slug }`) or comma-separated (as in the `/solutions?categories=` query string). */
const categoryList = z
  .union([
    z.string(),
    z.array(z.union([z.string(), z.object({ id: z.string().optional(), slug: z.string().optional() })])),
  ])
  .transform((v) =>
    (Array.isArray(v) ? v.map((c) => (typeof c === 'string' ? c : (c.id ?? c.slug ?? ''))) : v.split(','))
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().max(100)).max(30));

export const SolutionCatalogListInput = z.object({
  categories: categoryList.default([]),
  search: z.string().trim().max(100, 'Must be at most 100 characters').optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  count: z.coerce.number().int().min(1).max(100).default(20),
});
export type SolutionCatalogListInput = z.input<typeof SolutionCatalogListInput>;

/* ---- Solution requests ---- */

export const SOLUTION_REQUEST_LIMITS = { comment: 2000, contactName: 100, phone: 20 } as const;

/**
 * `POST /api/solution-request/create`. The seeds' payload also repeats the solution's fields (title, link, logo...):
 * they are ignored, the request is about the solution as published. `contactEmail` is where the agency answers the
 * client (the user's e-mail when empty); `message` is accepted for `comment`.
 */
export const SolutionRequestFields = z.object({
  solutionId: solutionIdField,
  agencyId: z.uuid('Agency id is invalid').optional(),
  comment: text(SOLUTION_REQUEST_LIMITS.comment),
  contactName: text(SOLUTION_REQUEST_LIMITS.contactName),
  contactEmail: text(SOLUTION_LIMITS.email).refine((v) => v === '' || isEmail(v), messages.email),
  phone: text(SOLUTION_REQUEST_LIMITS.phone).refine(
    (v) => v === '' || /^\+?[0-9 ()-]{5,20}$/.test(v),
    'Enter a valid phone number',
  ),
});
export const SolutionRequestInput = z.preprocess((raw) => {
  const r = record(raw);
  return r
    ? { ...r, comment: r.comment ?? r.message, contactEmail: record(r.contactEmail)?.email ?? r.contactEmail }
    : raw;
}, SolutionRequestFields);
export type SolutionRequestInput = z.input<typeof SolutionRequestFields>;

export const SolutionRequestListInput = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  count: z.coerce.number().int().min(1).max(100).default(20),
  solutionId: solutionIdField.optional(),
});

/* ---- Answers (the OpenAPI document and the tRPC output are these; nothing else leaves) ---- */

/** What every solution command answers; the manager's one submit button also says whether it published or saved. */
export const SolutionActionOutput = z.object({ solutionId: z.string(), status: z.enum(statuses), version: z.number() });
export const SolutionSubmitOutput = SolutionActionOutput.extend({ outcome: z.enum(['published', 'saved']) });

const categoryRefOutput = z.object({ id: z.string(), slug: z.string(), title: z.string() });
const fileRefOutput = z.object({ id: z.string(), url: z.string(), name: z.string() });

/** One row of the agency's and the manager's lists, with what the caller may do to the solution now (`allowedActions`). */
export const SolutionListItemOutput = itemRowOutput(statuses, actions).extend({
  number: z.number(),
  title: z.string(),
  link: z.string(),
  categories: z.array(categoryRefOutput).readonly(),
  shortDescription: z.string(),
  contactEmail: z.string(),
  logo: fileRefOutput.nullable(),
});
export const SolutionListOutput = listPageOutput(SolutionListItemOutput);

/** One solution for its agency or a manager: the row and everything the editor shows. */
export const SolutionDetailsOutput = SolutionListItemOutput.extend({
  content: z.custom<SolutionContent>().meta({ type: 'object', description: 'The solution as the editor shows it' }),
  screens: z.array(fileRefOutput).readonly(),
  videoLinks: z.array(z.object({ title: z.string(), embedUrl: z.string().nullable() })).readonly(),
});

export const SolutionFacetsOutput = facetsOutput(['statuses', 'categories', 'agencies']);

const categoryRef = z.object({ id: z.string(), slug: z.string(), title: z.string() });
const fileRef = z.object({ id: z.string(), url: z.string(), name: z.string() });
/** A card of the public solution catalogue: no agency, as for specialists (the platform is the counterpart). */
export const SolutionCatalogItemOutput = z.object({
  id: z.string(),
  title: z.string(),
  logo: fileRef.nullable(),
  categories: z.array(categoryRef).readonly(),
  shortDescription: z.string(),
  publishedAt: z.date(),
});
export const SolutionCatalogPageOutput = pageOutput(SolutionCatalogItemOutput);
export const SolutionCatalogEntryOutput = SolutionCatalogItemOutput.extend({
  description: z.string(),
  link: z.string(),
  screens: z.array(fileRef).readonly(),
  videoLinks: z.array(z.object({ title: z.string(), embedUrl: z.string().nullable() })).readonly(),
});
type CategoryNode = z.output<typeof categoryRef> & {
  readonly publishedSolutionsCount: number;
  readonly children: readonly CategoryNode[];
};
// Named, so the API document refers to it from its own children instead of unfolding it for ever.
const categoryNode: z.ZodType<CategoryNode> = categoryRef
  .extend({ publishedSolutionsCount: z.number(), children: z.array(z.lazy(() => categoryNode)).readonly() })
  .meta({ id: 'SolutionCategoryNode' });
export const SolutionCategoryTreeOutput = z.array(categoryNode);
export const SolutionRequestCreatedOutput = z.object({ requestId: z.string(), solutionId: z.string() });

/** A solution request as the agency that receives it and the client that sent it read it. */
export const SolutionRequestOutput = z.object({
  id: z.string(),
  solutionId: z.string(),
  solutionTitle: z.string(),
  clientName: z.string(),
  contactName: z.string(),
  contactEmail: z.string(),
  phone: z.string(),
  comment: z.string(),
  createdAt: z.date(),
});
/** The same for the platform's staff: which companies and user, and the manager who acted as the user. */
export const ManagerSolutionRequestOutput = SolutionRequestOutput.extend({
  agencyId: z.string(),
  clientId: z.string(),
  userId: z.string(),
  emulatedBy: z.string().nullable(),
});
export const SolutionRequestPageOutput = z.union([
  pageOutput(ManagerSolutionRequestOutput),
  pageOutput(SolutionRequestOutput),
]);
export const SolutionAsOfOutput = asOfOutputOf<Solution>();
