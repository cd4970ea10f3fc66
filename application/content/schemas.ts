import { z } from 'zod';
import {
  CONTENT_LIMITS,
  FILE_ID,
  YOUTUBE_ID,
  isAllowedHref,
  plainTextOf,
  type ContentBlock,
} from '../../domain/content/blocks';
import { PageQuery } from '../shared/pagination';

/* ---- Content blocks: the one format of terms, articles and information pages ---- */

const L = CONTENT_LIMITS;
const max = (n: number) => `Must be at most ${n} characters`;

export const TextRunSchema = z.strictObject({
  type: z.literal('text'),
  text: z.string().max(L.textRun, max(L.textRun)),
  bold: z.boolean().optional(),
  italic: z.boolean().optional(),
});
export const LinkRunSchema = z.strictObject({
  type: z.literal('link'),
  href: z
    .string()
    .max(L.href, max(L.href))
    .refine(isAllowedHref, 'Links may point only to http, https or mailto addresses'),
  content: z.array(TextRunSchema).max(L.inlinesPerBlock),
});
const inline = z
  .array(z.discriminatedUnion('type', [TextRunSchema, LinkRunSchema]))
  .max(L.inlinesPerBlock, `At most ${L.inlinesPerBlock} pieces of text in one block`);

export const ContentBlockSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('paragraph'), content: inline }),
  z.strictObject({
    type: z.literal('heading'),
    level: z.union([z.literal(2), z.literal(3), z.literal(4)]),
    content: inline,
  }),
  z.strictObject({
    type: z.literal('bulletList'),
    items: z.array(inline).min(1, 'A list needs an item').max(L.listItems, `At most ${L.listItems} items`),
  }),
  z.strictObject({
    type: z.literal('numberedList'),
    items: z.array(inline).min(1, 'A list needs an item').max(L.listItems, `At most ${L.listItems} items`),
  }),
  z.strictObject({ type: z.literal('quote'), content: inline }),
  z.strictObject({
    type: z.literal('image'),
    fileId: z.string().regex(FILE_ID, 'Images come from uploaded files only'),
    alt: z.string().max(L.alt, max(L.alt)),
    caption: z.string().max(L.caption, max(L.caption)).optional(),
  }),
  z.strictObject({
    type: z.literal('video'),
    videoId: z.string().regex(YOUTUBE_ID, 'Videos are YouTube videos only'),
    start: z.number().int().min(0).max(86_400).optional(),
    title: z.string().max(L.videoTitle, max(L.videoTitle)),
  }),
  z.strictObject({
    type: z.literal('table'),
    header: z.boolean().optional(),
    rows: z
      .array(z.array(inline).min(1).max(L.tableColumns, `At most ${L.tableColumns} columns`))
      .min(1, 'A table needs a row')
      .max(L.tableRows, `At most ${L.tableRows} rows`),
  }),
]);

/** A document: at most 500 blocks and 200,000 characters of text. */
export const ContentBlocksSchema = z
  .array(ContentBlockSchema)
  .max(L.blocks, `At most ${L.blocks} blocks`)
  .refine(
    (blocks) => plainTextOf(blocks as ContentBlock[]).length <= L.totalText,
    `At most ${L.totalText} characters of text`,
  );

/** A document that must say something. */
export const RequiredContentSchema = ContentBlocksSchema.refine(
  (blocks) => plainTextOf(blocks as ContentBlock[]).trim().length > 0,
  'Write the text',
);

/* ---- Terms and conditions ---- */

const uuid = z.uuid('Must be a UUID');
const moment = z.iso.datetime({ offset: true, error: 'A date and time such as 2026-12-01T09:00:00Z' });

/** A version: its text, the summary of changes users read in the modal, and when it takes effect (absent: at once for a new one, unchanged for an edit). */
export const TermsVersionFields = z.strictObject({
  content: RequiredContentSchema,
  changes: ContentBlocksSchema.default([]),
  effectiveFrom: moment.nullish(),
});
export type TermsVersionFields = z.input<typeof TermsVersionFields>;

export const CreateTermsVersionInput = TermsVersionFields;
export const UpdateTermsVersionInput = TermsVersionFields.extend({
  id: uuid,
  version: z.number().int().min(1).optional(),
});
export const TermsVersionIdInput = z.strictObject({ id: uuid });
/** `info`: a version by id, or the one in force. */
export const TermsInfoInput = z.object({ id: uuid.optional() });
export const AcceptTermsInput = z.object({ id: uuid });
export const TermsVersionListInput = PageQuery;
export const TermsAcceptanceExportInput = z.object({ id: uuid });

const TermsStatus = z.enum(['past', 'active', 'upcoming']);

/** A version as anyone reads it: the seeds' terms info, with the rendered text beside the blocks. */
export const TermsInfoOutput = z.object({
  id: z.string(),
  number: z.number().int(),
  status: TermsStatus,
  effectiveFrom: z.string(),
  content: z.array(z.unknown()),
  html: z.string(),
  changes: z.array(z.unknown()),
  changesHtml: z.string(),
  nextVersionId: z.string().nullable(),
  nextVersionEffectiveFrom: z.string().nullable(),
  /** The version in force when this one is not it, so a page can link back. */
  activeVersionId: z.string().nullable(),
});
export type TermsInfoOutput = z.output<typeof TermsInfoOutput>;

export const AcceptTermsOutput = z.object({ versionId: z.string(), acceptedAt: z.string(), showModalTaC: z.boolean() });

/** A version as managers list and edit it, with how many users accepted it. */
export const ManagerTermsVersionOutput = TermsInfoOutput.extend({
  editable: z.boolean(),
  version: z.number().int(),
  acceptedCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ManagerTermsVersionOutput = z.output<typeof ManagerTermsVersionOutput>;

export const TermsVersionListOutput = z.object({
  items: z.array(ManagerTermsVersionOutput.omit({ content: true, html: true, changes: true, changesHtml: true })),
  meta: z.object({ page: z.number().int(), count: z.number().int(), total: z.number().int() }),
});
export type TermsVersionListOutput = z.output<typeof TermsVersionListOutput>;
