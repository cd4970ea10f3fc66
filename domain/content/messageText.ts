import { isAllowedHref } from './blocks';

/**
 * A message's plain text read as the content renderer's safe subset: paragraphs (a blank line), line breaks,
 * bulleted and numbered lists ("- " / "1. " lines), inline `code`, fenced code blocks and http(s) links written out.
 * The result is data, never HTML: the web turns it into elements, so nothing in a message can become markup.
 * Everything else (tags, images, headings, `[text](url)`) stays the text it was, masked placeholders included.
 */

export type MessageInline =
  | { readonly type: 'text'; readonly text: string }
  | { readonly type: 'code'; readonly text: string }
  | { readonly type: 'link'; readonly href: string }
  | { readonly type: 'break' };

export type MessageBlock =
  | { readonly type: 'paragraph'; readonly content: readonly MessageInline[] }
  | { readonly type: 'bulletList'; readonly items: readonly (readonly MessageInline[])[] }
  | { readonly type: 'numberedList'; readonly start: number; readonly items: readonly (readonly MessageInline[])[] }
  | { readonly type: 'codeBlock'; readonly text: string };

const FENCE = /^\s*```/;
const FENCE_END = /^\s*```\s*$/;
const BULLET = /^\s*[-*] +(.*)$/;
const NUMBERED = /^\s*(\d{1,9})[.)] +(.*)$/;
const CODE_SPAN = /`([^`\n]+)`/g;
const URL_CANDIDATE = /https?:\/\/[^\s<>"'`]+/gi;
// Punctuation that ends a sentence rather than the address written before it.
const TRAILING = /[.,;:!?]+$/;

/** An address the text wrote out, as far as it is one: a closing bracket without its opening one is the sentence's. */
const trimUrl = (candidate: string): string => {
  let url = candidate.replace(TRAILING, '');
  while (url.endsWith(')') && (url.match(/\(/g) ?? []).length < (url.match(/\)/g) ?? []).length) {
    url = url.slice(0, -1).replace(TRAILING, '');
  }
  return url;
};

const isWebLink = (href: string): boolean => /^https?:\/\//i.test(href) && isAllowedHref(href);

const pushText = (into: MessageInline[], text: string) => {
  if (text.length === 0) return;
  const last = into[into.length - 1];
  if (last?.type === 'text') into[into.length - 1] = { type: 'text', text: last.text + text };
  else into.push({ type: 'text', text });
};

const linksOf = (text: string, into: MessageInline[]) => {
  let at = 0;
  for (const match of text.matchAll(URL_CANDIDATE)) {
    const start = match.index;
    const url = trimUrl(match[0]);
    if (!isWebLink(url)) continue;
    pushText(into, text.slice(at, start));
    into.push({ type: 'link', href: url });
    at = start + url.length;
  }
  pushText(into, text.slice(at));
};

/** One line's inline parts: code spans first (no links inside them), then links in the rest. */
export const parseMessageInline = (line: string): MessageInline[] => {
  const inline: MessageInline[] = [];
  let at = 0;
  for (const match of line.matchAll(CODE_SPAN)) {
    linksOf(line.slice(at, match.index), inline);
    inline.push({ type: 'code', text: match[1] ?? '' });
    at = match.index + match[0].length;
  }
  linksOf(line.slice(at), inline);
  return inline;
};

/** The message's text as blocks; an empty text gives none. */
export const parseMessageText = (text: string): MessageBlock[] => {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const blocks: MessageBlock[] = [];
  let paragraph: MessageInline[] | null = null;
  let list: { type: 'bulletList' | 'numberedList'; start: number; items: MessageInline[][] } | null = null;
  const close = () => {
    if (paragraph) blocks.push({ type: 'paragraph', content: paragraph });
    if (list) {
      blocks.push(
        list.type === 'bulletList'
          ? { type: 'bulletList', items: list.items }
          : { type: 'numberedList', start: list.start, items: list.items },
      );
    }
    paragraph = null;
    list = null;
  };

  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    if (FENCE.test(line)) {
      close();
      const code: string[] = [];
      i += 1;
      while (i < lines.length && !FENCE_END.test(lines[i] ?? '')) {
        code.push(lines[i] ?? '');
        i += 1;
      }
      blocks.push({ type: 'codeBlock', text: code.join('\n') });
      continue;
    }
    if (line.trim() === '') {
      close();
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (bullet || numbered) {
      const type = bullet ? 'bulletList' : 'numberedList';
      if (!list || list.type !== type) {
        close();
        list = { type, start: numbered ? Number(numbered[1]) : 1, items: [] };
      }
      list.items.push(parseMessageInline((bullet ? bullet[1] : numbered?.[2]) ?? ''));
      continue;
    }
    if (list) close();
    if (paragraph) paragraph.push({ type: 'break' }, ...parseMessageInline(line));
    else paragraph = parseMessageInline(line);
  }
  close();
  return blocks;
};
