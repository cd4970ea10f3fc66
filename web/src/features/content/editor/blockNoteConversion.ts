import {
  FILE_ID,
  youtubeVideoOf,
  type ContentBlock,
  type HeadingLevel,
  type Inline,
  type TextRun,
} from '../../../../../domain/content/blocks';

/**
 * Our content blocks to and from the block editor's document (BlockNote). Pure and typed by the shapes it reads,
 * so it runs in tests without the editor. What our format cannot hold is left out: other styles (underline,
 * colours), other blocks (code, files), images not from our file store, videos not on YouTube.
 */

export type EditorStyles = { readonly bold?: boolean; readonly italic?: boolean } & Record<string, unknown>;
export type EditorText = { readonly type: 'text'; readonly text: string; readonly styles?: EditorStyles };
export type EditorLink = { readonly type: 'link'; readonly href: string; readonly content: readonly EditorText[] };
export type EditorInline = EditorText | EditorLink | { readonly type: string };
export type EditorTableCell =
  readonly EditorInline[] | { readonly type: 'tableCell'; readonly content: readonly EditorInline[] };
export type EditorTable = {
  readonly type: 'tableContent';
  readonly rows: readonly { readonly cells: readonly EditorTableCell[] }[];
  readonly headerRows?: number;
};

export type EditorBlock = {
  readonly id?: string;
  readonly type: string;
  readonly props?: Record<string, unknown>;
  readonly content?: readonly EditorInline[] | EditorTable;
  readonly children?: readonly EditorBlock[];
};

const FILE_URL = /^\/api\/files\/([0-9a-f-]{36})$/i;

const toRun = (text: EditorText): TextRun => ({
  type: 'text',
  text: text.text,
  ...(text.styles?.bold ? { bold: true } : {}),
  ...(text.styles?.italic ? { italic: true } : {}),
});

const toInline = (content: unknown): Inline[] =>
  (Array.isArray(content) ? (content as EditorInline[]) : []).flatMap((item): Inline[] => {
    if (item.type === 'text') return [toRun(item as EditorText)];
    if (item.type === 'link') {
      const link = item as EditorLink;
      return [{ type: 'link', href: link.href, content: link.content.filter((c) => c.type === 'text').map(toRun) }];
    }
    return [];
  });

const cellContent = (cell: EditorTableCell): unknown =>
  Array.isArray(cell) ? cell : (cell as { content: unknown }).content;

/** A list item and its nested items, flattened: our lists have one level. */
const itemsOf = (block: EditorBlock): Inline[][] => [
  toInline(block.content),
  ...(block.children ?? []).flatMap(itemsOf),
];

const headingLevel = (level: unknown): HeadingLevel => (level === 3 || level === 4 ? level : 2);

/** The editor's document as our blocks. */
export const fromEditor = (document: readonly EditorBlock[]): ContentBlock[] => {
  const blocks: ContentBlock[] = [];
  const pushItems = (type: 'bulletList' | 'numberedList', items: Inline[][]) => {
    const last = blocks.at(-1);
    if (last && last.type === type) blocks[blocks.length - 1] = { type, items: [...last.items, ...items] };
    else blocks.push({ type, items });
  };
  for (const block of document) {
    const props = block.props ?? {};
    switch (block.type) {
      case 'paragraph': {
        const content = toInline(block.content);
        // Empty paragraphs are the editor's spacing, not content.
        if (content.length > 0) blocks.push({ type: 'paragraph', content });
        break;
      }
      case 'heading':
        blocks.push({ type: 'heading', level: headingLevel(props.level), content: toInline(block.content) });
        break;
      case 'bulletListItem':
      case 'checkListItem':
      case 'toggleListItem':
        pushItems('bulletList', itemsOf(block));
        continue;
      case 'numberedListItem':
        pushItems('numberedList', itemsOf(block));
        continue;
      case 'quote':
        blocks.push({ type: 'quote', content: toInline(block.content) });
        break;
      case 'image': {
        const id = FILE_URL.exec(String(props.url ?? ''))?.[1];
        if (id && FILE_ID.test(id)) {
          const caption = String(props.caption ?? '');
          blocks.push({
            type: 'image',
            fileId: id.toLowerCase(),
            alt: String(props.name ?? caption),
            ...(caption ? { caption } : {}),
          });
        }
        break;
      }
      case 'video': {
        const video = youtubeVideoOf(String(props.url ?? ''));
        if (video) blocks.push({ type: 'video', ...video, title: String(props.caption ?? '') || 'Video' });
        break;
      }
      case 'table': {
        const table = block.content as EditorTable | undefined;
        const rows = (table?.rows ?? []).map((row) => row.cells.map((cell) => toInline(cellContent(cell))));
        if (rows.length > 0) blocks.push({ type: 'table', ...(table?.headerRows ? { header: true } : {}), rows });
        break;
      }
      case 'codeBlock':
        blocks.push({ type: 'paragraph', content: toInline(block.content) });
        break;
      default:
        break;
    }
    // Blocks nested under a non-list block keep their order after it.
    if (block.children && block.children.length > 0) blocks.push(...fromEditor(block.children));
  }
  return blocks;
};

const toEditorInline = (content: readonly Inline[]): EditorInline[] =>
  content.map((run) =>
    run.type === 'link'
      ? {
          type: 'link',
          href: run.href,
          content: run.content.map((r) => ({
            type: 'text' as const,
            text: r.text,
            styles: { ...(r.bold ? { bold: true } : {}), ...(r.italic ? { italic: true } : {}) },
          })),
        }
      : {
          type: 'text',
          text: run.text,
          styles: { ...(run.bold ? { bold: true } : {}), ...(run.italic ? { italic: true } : {}) },
        },
  );

/** Our blocks as the editor's document. */
export const toEditor = (blocks: readonly ContentBlock[]): EditorBlock[] =>
  blocks.flatMap((block): EditorBlock[] => {
    switch (block.type) {
      case 'paragraph':
        return [{ type: 'paragraph', content: toEditorInline(block.content) }];
      case 'heading':
        return [{ type: 'heading', props: { level: block.level }, content: toEditorInline(block.content) }];
      case 'quote':
        return [{ type: 'quote', content: toEditorInline(block.content) }];
      case 'bulletList':
        return block.items.map((item) => ({ type: 'bulletListItem', content: toEditorInline(item) }));
      case 'numberedList':
        return block.items.map((item) => ({ type: 'numberedListItem', content: toEditorInline(item) }));
      case 'image':
        return [
          {
            type: 'image',
            props: { url: `/api/files/${block.fileId}`, name: block.alt, caption: block.caption ?? '' },
          },
        ];
      case 'video':
        return [
          {
            type: 'video',
            props: {
              url: `https://www.youtube.com/watch?v=${block.videoId}${block.start ? `&t=${block.start}` : ''}`,
              caption: block.title,
            },
          },
        ];
      case 'table':
        return [
          {
            type: 'table',
            content: {
              type: 'tableContent',
              ...(block.header ? { headerRows: 1 } : {}),
              rows: block.rows.map((row) => ({ cells: row.map((cell) => toEditorInline(cell)) })),
            },
          },
        ];
      default: {
        const _exhaustive: never = block;
        return _exhaustive;
      }
    }
  });
