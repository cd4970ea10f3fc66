/**
 * The one content format of terms, articles and information pages: JSON blocks. Pure data, so the server, the
 * browser and e-mails read the same thing; `renderBlocks` turns it into HTML with an allowlist.
 */

/** A run of text with its marks. */
export type TextRun = {
  readonly type: 'text';
  readonly text: string;
  readonly bold?: boolean;
  readonly italic?: boolean;
};
/** A link inside text: http, https or mailto only. */
export type LinkRun = { readonly type: 'link'; readonly href: string; readonly content: readonly TextRun[] };
export type Inline = TextRun | LinkRun;

export type HeadingLevel = 2 | 3 | 4;

export type ContentBlock =
  | { readonly type: 'paragraph'; readonly content: readonly Inline[] }
  | { readonly type: 'heading'; readonly level: HeadingLevel; readonly content: readonly Inline[] }
  | { readonly type: 'bulletList'; readonly items: readonly (readonly Inline[])[] }
  | { readonly type: 'numberedList'; readonly items: readonly (readonly Inline[])[] }
  | { readonly type: 'quote'; readonly content: readonly Inline[] }
  /** An image of our file store, by id: no other address can be written. */
  | { readonly type: 'image'; readonly fileId: string; readonly alt: string; readonly caption?: string }
  /** A YouTube video, by its id: played in the privacy-enhanced player. */
  | { readonly type: 'video'; readonly videoId: string; readonly start?: number; readonly title: string }
  /** A table of text cells; the first row is the header when `header` is set. */
  | { readonly type: 'table'; readonly header?: boolean; readonly rows: readonly (readonly (readonly Inline[])[])[] };

export type ContentBlockType = ContentBlock['type'];

/** Limits of one document, shared by the schema, the editor and the tests. */
export const CONTENT_LIMITS = {
  blocks: 500,
  inlinesPerBlock: 200,
  textRun: 10_000,
  listItems: 200,
  tableRows: 100,
  tableColumns: 12,
  href: 2_000,
  alt: 300,
  caption: 500,
  videoTitle: 200,
  /** All the text of a document together. */
  totalText: 200_000,
} as const;

export const LINK_PROTOCOLS = ['http:', 'https:', 'mailto:'] as const;

export const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export { YOUTUBE_ID } from '../shared/youtube';

/** True for an address a link in our content may point at: http(s) with a host, or mailto with an address. */
export const isAllowedHref = (href: unknown): href is string => {
  if (typeof href !== 'string' || href.length === 0 || href.length > CONTENT_LIMITS.href) return false;
  // Control characters and spaces make browsers and URL parsers disagree; none belongs in a link we keep.
  if (/[\u0000-\u0020\u007f-\u009f]/.test(href)) return false;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return false;
  }
  if (!(LINK_PROTOCOLS as readonly string[]).includes(url.protocol)) return false;
  if (url.protocol === 'mailto:') return /^[^@\s/?#]+@[^@\s/?#]+$/.test(decodeURIComponentSafe(url.pathname));
  return url.hostname.length > 0;
};

const decodeURIComponentSafe = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** Where an image block's file is read: the file store's public address. */
export const contentFileUrl = (fileId: string): string => `/api/files/${fileId}`;

export { youtubeEmbedOf, youtubeVideoOf } from '../shared/youtube';

/** The plain text of inline runs. */
export const inlineText = (content: readonly Inline[]): string =>
  content.map((run) => (run.type === 'link' ? run.content.map((r) => r.text).join('') : run.text)).join('');

/** The plain text of a document, for search snippets, reading time and limits. */
export const plainTextOf = (blocks: readonly ContentBlock[]): string =>
  blocks
    .map((block) => {
      switch (block.type) {
        case 'paragraph':
        case 'heading':
        case 'quote':
          return inlineText(block.content);
        case 'bulletList':
        case 'numberedList':
          return block.items.map(inlineText).join('\n');
        case 'table':
          return block.rows.map((row) => row.map(inlineText).join(' ')).join('\n');
        case 'image':
          return block.caption ?? '';
        case 'video':
          return block.title;
        default: {
          const _exhaustive: never = block;
          return _exhaustive;
        }
      }
    })
    .filter((text) => text.length > 0)
    .join('\n');

/** A paragraph of plain text: what demo data and tests write most. */
export const paragraph = (text: string): ContentBlock => ({ type: 'paragraph', content: [{ type: 'text', text }] });
export const heading = (level: HeadingLevel, text: string): ContentBlock => ({
  type: 'heading',
  level,
  content: [{ type: 'text', text }],
});
export const bulletList = (...items: string[]): ContentBlock => ({
  type: 'bulletList',
  items: items.map((text) => [{ type: 'text', text }]),
});
