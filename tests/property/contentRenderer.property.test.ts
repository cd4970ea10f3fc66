import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ContentBlocksSchema } from '../../application/content/schemas';
import { HTML_ALLOWLIST, renderBlocks } from '../../domain/content/renderHtml';

/**
 * For any block tree, hostile strings in every field included, the renderer writes only the tags and attributes of
 * its allowlist, links only to http, https and mailto, images only from our file store, players only from YouTube.
 */

const hostile = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom(
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    "' onmouseover='alert(1)",
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/x',
    '/api/files/../../etc/passwd',
    'https://evil.example/"onload="x',
    'mailto:a@b.c?body=<script>',
    '</p><iframe src=//evil>',
    '&lt;script&gt;',
    '<svg/onload=alert(1)>',
    '<!--',
    ']]>',
    '<style>*{}</style>',
    'https://example.com/a b',
    'https://ok.example/path?q="x"&y=<z>',
    '00000000-0000-0000-0000-000000000000',
    'dQw4w9WgXcQ',
    'dQw4w9WgXc"',
    '\u0000',
    '\u2028',
  ),
);
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  hostile,
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.double(),
);
const textRun = fc.record(
  {
    type: fc.oneof(fc.constant('text'), hostile),
    text: hostile,
    bold: fc.oneof(fc.boolean(), anyValue),
    italic: fc.oneof(fc.boolean(), anyValue),
  },
  { requiredKeys: ['type', 'text'] },
);
const linkRun = fc.record({
  type: fc.oneof(fc.constant('link'), hostile),
  href: fc.oneof(
    hostile,
    fc.webUrl(),
    fc.emailAddress().map((e) => `mailto:${e}`),
  ),
  content: fc.array(textRun, { maxLength: 3 }),
});
const inline = fc.array(fc.oneof(textRun, linkRun, anyValue), { maxLength: 4 });
const blockType = fc.constantFrom(
  'paragraph',
  'heading',
  'bulletList',
  'numberedList',
  'quote',
  'image',
  'video',
  'table',
  'script',
  'html',
);
const block = fc.record(
  {
    type: fc.oneof(blockType, hostile),
    content: fc.oneof(inline, anyValue),
    level: fc.oneof(fc.constantFrom(2, 3, 4, 1, 6, '2><script>'), anyValue),
    items: fc.oneof(fc.array(inline, { maxLength: 3 }), anyValue),
    fileId: fc.oneof(fc.uuid(), hostile),
    alt: hostile,
    caption: hostile,
    videoId: fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{11}$/), hostile),
    start: fc.oneof(fc.nat(), anyValue),
    title: hostile,
    header: fc.oneof(fc.boolean(), anyValue),
    rows: fc.oneof(fc.array(fc.array(inline, { maxLength: 3 }), { maxLength: 3 }), anyValue),
  },
  { requiredKeys: ['type'] },
);
const document = fc.oneof(fc.array(fc.oneof(block, anyValue), { maxLength: 8 }), anyValue);

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

type Finding = string;

/**
 * Reads the HTML as a browser's tokenizer would see its tags: every `<` must open a tag of the allowlist with
 * attributes of the allowlist and quoted values free of quotes and angle brackets; text holds no `<` or `>`.
 */
const findings = (html: string): Finding[] => {
  const problems: Finding[] = [];
  const tag = /<(\/?)([a-z0-9]+)((?:\s[a-z-]+(?:="[^"<>]*")?)*)>/y;
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    const gt = html.indexOf('>', i);
    if (gt !== -1 && (lt === -1 || gt < lt)) problems.push(`stray '>' at ${gt}`);
    if (lt === -1) break;
    tag.lastIndex = lt;
    const match = tag.exec(html);
    if (!match) {
      problems.push(`unparsable tag at ${lt}: ${html.slice(lt, lt + 40)}`);
      break;
    }
    const [, closing, name = '', rawAttributes = ''] = match;
    const allowed = HTML_ALLOWLIST[name];
    if (!allowed) problems.push(`tag <${name}>`);
    if (!closing) {
      for (const [, attribute = '', value] of rawAttributes.matchAll(/\s([a-z-]+)(?:="([^"]*)")?/g)) {
        if (!allowed?.includes(attribute)) problems.push(`attribute ${attribute} on <${name}>`);
        const decoded = decode(value ?? '');
        if (attribute === 'href') {
          let url: URL | null = null;
          try {
            url = new URL(decoded);
          } catch {
            problems.push(`href not a URL: ${decoded}`);
          }
          if (url && !['http:', 'https:', 'mailto:'].includes(url.protocol))
            problems.push(`href scheme ${url.protocol}`);
        }
        if (attribute === 'src' && name === 'img' && !/^\/api\/files\/[0-9a-f-]{36}$/.test(decoded))
          problems.push(`img src ${decoded}`);
        if (
          attribute === 'src' &&
          name === 'iframe' &&
          !/^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}(\?start=\d+)?$/.test(decoded)
        )
          problems.push(`iframe src ${decoded}`);
      }
    }
    i = lt + match[0].length;
  }
  return problems;
};

describe('the content renderer', () => {
  it('writes only allowlisted tags and attributes, whatever the blocks hold', () => {
    fc.assert(
      fc.property(document, (blocks) => {
        expect(findings(renderBlocks(blocks))).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });

  it('writes the same for the same blocks (the server and the browser run this one function)', () => {
    fc.assert(
      fc.property(
        document,
        (blocks) => renderBlocks(blocks) === renderBlocks(JSON.parse(JSON.stringify(blocks ?? null))),
      ),
      { numRuns: 300 },
    );
  });

  it('the checker itself catches what it must (a rule that finds nothing proves nothing)', () => {
    expect(findings('<p>ok</p>')).toEqual([]);
    expect(findings('<script>x</script>')).not.toEqual([]);
    expect(findings('<a href="javascript:alert(1)">x</a>')).not.toEqual([]);
    expect(findings('<img src="https://evil.example/x.png" alt="">')).not.toEqual([]);
    expect(findings('<p onclick="x">y</p>')).not.toEqual([]);
    expect(findings('<p>a < b</p>')).not.toEqual([]);
  });

  it('keeps what the schema accepts: valid documents render every block', () => {
    const valid = fc.array(
      fc.oneof(
        fc.record({
          type: fc.constant('paragraph' as const),
          content: fc.array(
            fc.record({ type: fc.constant('text' as const), text: fc.string({ minLength: 1, maxLength: 30 }) }),
            { minLength: 1, maxLength: 3 },
          ),
        }),
        fc.record({ type: fc.constant('image' as const), fileId: fc.uuid(), alt: fc.string({ maxLength: 20 }) }),
        fc.record({
          type: fc.constant('video' as const),
          videoId: fc.stringMatching(/^[A-Za-z0-9_-]{11}$/),
          title: fc.string({ maxLength: 20 }),
        }),
      ),
      { maxLength: 6 },
    );
    fc.assert(
      fc.property(valid, (blocks) => {
        expect(ContentBlocksSchema.safeParse(blocks).success).toBe(true);
        const html = renderBlocks(blocks);
        expect(findings(html)).toEqual([]);
        expect((html.match(/<(p|figure)>/g) ?? []).length).toBe(blocks.length);
      }),
    );
  });
});
