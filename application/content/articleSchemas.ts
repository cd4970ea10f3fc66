import { z } from 'zod';
import { ARTICLE_LIMITS, articleTypes, isSlug, projectTypes, reservedSlugs } from '../../domain/content/articles';
import { CatalogItemOutput } from '../catalog/schemas';
import { RequiredContentSchema } from './schemas';

/* ---- Blog articles and news ---- */

const L = ARTICLE_LIMITS;
const uuid = z.uuid('Must be a UUID');
const moment = z.iso.datetime({ offset: true, error: 'A date and time such as 2026-12-01T09:00:00Z' });
const day = z.iso.date('A date such as 2026-12-01');
const optionalText = (max: number) => z.string().max(max, `Must be at most ${max} characters`);

export const ArticleTypeSchema = z.enum(articleTypes, { error: 'Choose blog or news' });

/** The seeds' tip: the title without punctuation as part of the address. Empty: made from the title. */
export const SLUG_TIP =
  'The title without punctuation, as part of the address: lower-case latin letters, digits and hyphens';

export const ArticleSlugSchema = z
  .string()
  .trim()
  .max(L.slug, `Must be at most ${L.slug} characters`)
  .refine((s) => s === '' || isSlug(s), SLUG_TIP)
  .refine((s) => !reservedSlugs.includes(s), 'This address is reserved: choose another');

/** An article as the editor sends it (the seeds' fields; `tmpFilesIds` is accepted and not needed: uploads are kept). */
export const ArticleFields = z.strictObject({
  type: ArticleTypeSchema.default('blog'),
  title: z.string().trim().min(1, 'Write the title').max(L.title, `Must be at most ${L.title} characters`),
  slug: ArticleSlugSchema.default(''),
  description: optionalText(L.description).default(''),
  content: RequiredContentSchema,
  preview: uuid.nullish(),
  previewSmall: uuid.nullish(),
  tags: z
    .array(z.string().trim().min(1, 'A tag cannot be empty').max(L.tag, `A tag has at most ${L.tag} characters`))
    .max(L.tags, `At most ${L.tags} tags`)
    .default([]),
  offerDemo: z.boolean().default(false),
  subCategories: z.array(uuid).max(L.subCategories, `At most ${L.subCategories} subcategories`).default([]),
  projectTypes: z
    .array(z.enum(projectTypes, { error: 'Unknown project type' }))
    .max(projectTypes.length)
    .default([]),
  isActive: z.boolean().default(true),
  /** Null: not published; a future moment schedules the publication. */
  publishedAt: moment.nullish(),
  tmpFilesIds: z.array(uuid).max(100).optional(),
});
export type ArticleFields = z.input<typeof ArticleFields>;

export const CreateArticleInput = ArticleFields;
export const UpdateArticleInput = ArticleFields.extend({ id: uuid, version: z.number().int().min(1).optional() });
export const ArticleIdInput = z.object({ id: uuid });
export const ChangeArticleActiveInput = z.strictObject({ id: uuid, isActive: z.boolean() });

const yesNo = z.preprocess(
  (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
  z.boolean(),
);

/** The managers' list: search in title and annotation, type, tag, active flag and a publication range (days, inclusive, UTC). */
export const ArticleListInput = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    count: z.coerce.number().int().min(1).max(100).default(20),
    search: z.string().trim().max(100).optional(),
    type: ArticleTypeSchema.optional(),
    tag: z.string().trim().max(L.tag).optional(),
    active: yesNo.optional(),
    publishedFrom: day.optional(),
    publishedTo: day.optional(),
  })
  .refine((q) => !q.publishedFrom || !q.publishedTo || q.publishedFrom <= q.publishedTo, {
    path: ['publishedTo'],
    message: 'The end of the period must not be before its start',
  });
export type ArticleListInput = z.input<typeof ArticleListInput>;

/** The public blog: Blog or News, one tag, pages. */
export const PublicArticleListInput = z.object({
  type: ArticleTypeSchema.optional(),
  tag: z.string().trim().max(L.tag).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  count: z.coerce.number().int().min(1).max(48).default(12),
});
export type PublicArticleListInput = z.input<typeof PublicArticleListInput>;

export const ArticleSlugInput = z.object({ slug: z.string().max(L.slug) });

/** Upload by address: only http and https (the fetcher checks where it leads). */
export const UploadByUrlInput = z.strictObject({
  url: z
    .string()
    .trim()
    .min(1, 'Give the address of the file')
    .max(2_000, 'Must be at most 2000 characters')
    .refine((u) => /^https?:\/\//i.test(u), 'Only http and https addresses can be fetched'),
});

/* ---- Answers ---- */

const titled = z.object({ id: z.string(), title: z.string() });
const image = z.object({ id: z.string(), url: z.string() }).nullable();
const meta = z.object({ page: z.number().int(), count: z.number().int(), total: z.number().int() });

export const ArticleStatusSchema = z.enum(['hidden', 'draft', 'scheduled', 'published']);

/** An article as managers read and edit it. */
export const ManagerArticleOutput = z.object({
  id: z.string(),
  type: ArticleTypeSchema,
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  content: z.array(z.unknown()),
  html: z.string(),
  preview: image,
  previewSmall: image,
  tags: z.array(z.string()),
  offerDemo: z.boolean(),
  subCategories: z.array(titled),
  projectTypes: z.array(z.string()),
  isActive: z.boolean(),
  publishedAt: z.string().nullable(),
  isSuggestSpecialists: z.boolean(),
  status: ArticleStatusSchema,
  readingMinutes: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ManagerArticleOutput = z.output<typeof ManagerArticleOutput>;

export const ManagerArticleListItem = ManagerArticleOutput.omit({ content: true, html: true });
export const ManagerArticleListOutput = z.object({ items: z.array(ManagerArticleListItem), meta });
export type ManagerArticleListOutput = z.output<typeof ManagerArticleListOutput>;

const counted = z.object({ value: z.string(), label: z.string(), count: z.number().int() });
export const ArticleFiltersOutput = z.object({
  types: z.array(counted),
  statuses: z.array(counted),
  tags: z.array(counted),
});
export type ArticleFiltersOutput = z.output<typeof ArticleFiltersOutput>;
export const ArticleTagsOutput = z.array(z.string());

export const ChangeArticleActiveOutput = z.object({
  id: z.string(),
  isActive: z.boolean(),
  status: ArticleStatusSchema,
  version: z.number().int(),
});
export const DeleteArticleOutput = z.object({ id: z.string(), deleted: z.literal(true) });

/** An article on the public blog's list and the home page: no text, no editor's fields. */
export const PublicArticleListItem = z.object({
  id: z.string(),
  type: ArticleTypeSchema,
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  preview: z.string().nullable(),
  previewSmall: z.string().nullable(),
  tags: z.array(z.string()),
  publishedAt: z.string(),
  readingMinutes: z.number().int(),
});
export type PublicArticleListItem = z.output<typeof PublicArticleListItem>;

export const PublicArticleListOutput = z.object({
  items: z.array(PublicArticleListItem),
  meta,
  tags: z.array(z.string()),
});
export type PublicArticleListOutput = z.output<typeof PublicArticleListOutput>;

/** One article as a visitor reads it, with specialists of its subcategories and related articles. */
export const PublicArticleOutput = PublicArticleListItem.extend({
  html: z.string(),
  offerDemo: z.boolean(),
  isSuggestSpecialists: z.boolean(),
  subCategories: z.array(titled),
  projectTypes: z.array(z.string()),
  suggestedSpecialists: z.array(CatalogItemOutput),
  related: z.array(PublicArticleListItem),
});
export type PublicArticleOutput = z.output<typeof PublicArticleOutput>;

export const UploadedImageOutput = z.object({
  id: z.string(),
  url: z.string(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
});
export type UploadedImageOutput = z.output<typeof UploadedImageOutput>;
export const VideoLinkOutput = z.object({
  videoId: z.string(),
  start: z.number().int().nullable(),
  url: z.string(),
  embedUrl: z.string(),
});

/* ---- Information pages ---- */

export const infoPageSlugs = ['about', 'partnership', 'cookie-policy', 'privacy-policy', 'faq'] as const;
export type InfoPageSlug = (typeof infoPageSlugs)[number];
export const InfoPageSlugInput = z.object({ slug: z.enum(infoPageSlugs, { error: 'No such page' }) });

export const SaveInfoPageInput = z.strictObject({
  slug: z.enum(infoPageSlugs, { error: 'No such page' }),
  title: z.string().trim().min(1, 'Write the title').max(120, 'Must be at most 120 characters'),
  description: optionalText(300).default(''),
  content: RequiredContentSchema,
  version: z.number().int().min(0).optional(),
});
export type SaveInfoPageInput = z.input<typeof SaveInfoPageInput>;

export const InfoPageOutput = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  html: z.string(),
  updatedAt: z.string().nullable(),
});
export type InfoPageOutput = z.output<typeof InfoPageOutput>;
export const ManagerInfoPageOutput = InfoPageOutput.extend({
  content: z.array(z.unknown()),
  version: z.number().int(),
  edited: z.boolean(),
});
export type ManagerInfoPageOutput = z.output<typeof ManagerInfoPageOutput>;
export const ManagerInfoPageListOutput = z.array(ManagerInfoPageOutput.omit({ content: true, html: true }));

/* ---- Feedback ---- */

export const FeedbackInput = z.object({
  name: z.string().trim().min(1, 'Write your name').max(100, 'Must be at most 100 characters'),
  email: z.email('Enter a valid e-mail').max(254),
  message: z.string().trim().min(10, 'Write at least 10 characters').max(5_000, 'Must be at most 5000 characters'),
  captcha: z.string().max(10_000).optional(),
});
export const FeedbackOutput = z.object({ sent: z.literal(true) });

/* ---- Feedback messages in the back office ---- */

export const feedbackStatuses = ['open', 'answered'] as const;
export type FeedbackStatus = (typeof feedbackStatuses)[number];

/**
 * The back office's list, newest first: open or answered ones, or all. `message` asks for the page that holds that
 * message (the e-mail's and the notification's link), whatever `page` says; the answer's `meta.page` says which.
 */
export const FeedbackListInput = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  count: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(feedbackStatuses, { error: 'Choose open or answered' }).optional(),
  message: uuid.optional(),
});

export const MarkFeedbackAnsweredInput = z.object({ id: uuid });

/** One message as staff read it: the sender to answer, the text as typed (never markup), and who answered it. */
export const FeedbackMessageOutput = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  receivedAt: z.string().describe('ISO 8601 date-time'),
  status: z.enum(feedbackStatuses),
  answeredAt: z.string().describe('ISO 8601 date-time').nullable(),
  /** Null while open; a staff member since removed is named as such. */
  answeredBy: z.object({ id: z.string().nullable(), name: z.string() }).nullable(),
});
export type FeedbackMessageOutput = z.output<typeof FeedbackMessageOutput>;

export const FeedbackListOutput = z.object({
  items: z.array(FeedbackMessageOutput).readonly(),
  meta: z.object({ page: z.number(), count: z.number(), total: z.number() }),
});
export type FeedbackListOutput = z.output<typeof FeedbackListOutput>;
