import {
  FILE_ID,
  YOUTUBE_ID,
  contentFileUrl,
  isAllowedHref,
  youtubeEmbedOf,
  type ContentBlock,
  type Inline,
} from './blocks';

/**
 * Content blocks as HTML, written here with escaping rather than cleaned afterwards: every tag and attribute comes
 * from this file, and every value from the blocks is escaped. The same function runs on the server (pages, e-mails)
 * and in the browser, so both show the same thing. It trusts nothing it is given: blocks read back from storage
 * or sent by a client are checked again (an unknown block is dropped, a link to another scheme is plain text,
 * an image that is not a file id or a video that is not a YouTube id is left out).
 */

/** The tags and attributes the renderer can write: the allowlist the tests hold it to. */
export const HTML_ALLOWLIST: Readonly<Record<string, readonly string[]>> = {
  p: [],
  h2: [],
  h3: [],
  h4: [],
  ul: [],
  ol: [],
  li: [],
  blockquote: [],
  strong: [],
  em: [],
  a: ['href', 'rel'],
  figure: [],
  figcaption: [],
  img: ['src', 'alt', 'loading'],
  iframe: ['src', 'title', 'loading', 'allow', 'allowfullscreen', 'referrerpolicy'],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['scope'],
  td: [],
};

export type RenderOptions = {
  /** `mail`: no players (a link to the video instead) and absolute image addresses. */
  readonly target?: 'page' | 'mail';
  /** The site's address, for images in e-mails. */
  readonly baseUrl?: string;
};

export const escapeHtml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const arrayOf = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : []);
const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

const renderRun = (run: unknown): string => {
  if (!isRecord(run) || run.type !== 'text') return '';
  let html = escapeHtml(textOf(run.text));
  if (html.length === 0) return '';
  if (run.italic === true) html = `<em>${html}</em>`;
  if (run.bold === true) html = `<strong>${html}</strong>`;
  return html;
};

const renderInline = (content: unknown): string =>
  arrayOf(content)
    .map((item) => {
      if (!isRecord(item)) return '';
      if (item.type === 'text') return renderRun(item);
      if (item.type !== 'link') return '';
      const inner = arrayOf(item.content).map(renderRun).join('');
      // A link to any other scheme (javascript:, data:, a relative path) keeps its words and loses the link.
      return isAllowedHref(item.href)
        ? `<a href="${escapeHtml(item.href)}" rel="nofollow noopener">${inner}</a>`
        : inner;
    })
    .join('');

const renderItems = (items: unknown): string =>
  arrayOf(items)
    .map((item) => `<li>${renderInline(item)}</li>`)
    .join('');

const renderTable = (block: Record<string, unknown>): string => {
  const rows = arrayOf(block.rows).filter(Array.isArray);
  if (rows.length === 0) return '';
  const row = (cells: readonly unknown[], cell: 'th' | 'td') =>
    `<tr>${cells.map((c) => (cell === 'th' ? `<th scope="col">${renderInline(c)}</th>` : `<td>${renderInline(c)}</td>`)).join('')}</tr>`;
  const [first, ...rest] = rows as unknown[][];
  const head = block.header === true && first ? `<thead>${row(first, 'th')}</thead>` : '';
  const body = (block.header === true ? rest : (rows as unknown[][])).map((r) => row(r, 'td')).join('');
  return `<table>${head}${body ? `<tbody>${body}</tbody>` : ''}</table>`;
};

const renderBlock = (block: unknown, options: RenderOptions): string => {
  if (!isRecord(block)) return '';
  switch (block.type) {
    case 'paragraph':
      return `<p>${renderInline(block.content)}</p>`;
    case 'heading': {
      const level = block.level === 3 || block.level === 4 ? block.level : 2;
      return `<h${level}>${renderInline(block.content)}</h${level}>`;
    }
    case 'bulletList':
      return `<ul>${renderItems(block.items)}</ul>`;
    case 'numberedList':
      return `<ol>${renderItems(block.items)}</ol>`;
    case 'quote':
      return `<blockquote><p>${renderInline(block.content)}</p></blockquote>`;
    case 'image': {
      const fileId = textOf(block.fileId);
      if (!FILE_ID.test(fileId)) return '';
      const src = `${options.target === 'mail' ? (options.baseUrl ?? '') : ''}${contentFileUrl(fileId.toLowerCase())}`;
      const caption = textOf(block.caption);
      return `<figure><img src="${escapeHtml(src)}" alt="${escapeHtml(textOf(block.alt))}" loading="lazy">${caption ? `<figcaption>${escapeHtml(caption)}</figcaption>` : ''}</figure>`;
    }
    case 'video': {
      const videoId = textOf(block.videoId);
      if (!YOUTUBE_ID.test(videoId)) return '';
      const start =
        typeof block.start === 'number' && Number.isFinite(block.start) && block.start > 0
          ? Math.floor(block.start)
          : undefined;
      const title = textOf(block.title) || 'Video';
      if (options.target === 'mail') {
        return `<p><a href="https://www.youtube.com/watch?v=${videoId}${start ? `&amp;t=${start}` : ''}" rel="nofollow noopener">${escapeHtml(title)}</a></p>`;
      }
      return `<figure><iframe src="${escapeHtml(youtubeEmbedOf(videoId, start))}" title="${escapeHtml(title)}" loading="lazy" allow="encrypted-media; picture-in-picture" allowfullscreen referrerpolicy="strict-origin-when-cross-origin"></iframe></figure>`;
    }
    case 'table':
      return renderTable(block);
    default:
      return '';
  }
};

/** The blocks as HTML; anything outside the format renders as nothing. */
export const renderBlocks = (blocks: readonly ContentBlock[] | unknown, options: RenderOptions = {}): string =>
  arrayOf(blocks)
    .map((block) => renderBlock(block, options))
    .join('\n');

/** Inline runs as HTML (a summary line, a list entry). */
export const renderInlineHtml = (content: readonly Inline[] | unknown): string => renderInline(content);
