import { describe, expect, it } from 'vitest';
import { parseMessageText } from '../../../domain/content/messageText';

const text = (value: string) => ({ type: 'text', text: value }) as const;
const link = (href: string) => ({ type: 'link', href }) as const;

describe("a message's text read as the safe subset", () => {
  it('a blank line starts a paragraph, a single line break stays a break', () => {
    expect(parseMessageText('Hello,\nsee below.\n\nThanks')).toEqual([
      { type: 'paragraph', content: [text('Hello,'), { type: 'break' }, text('see below.')] },
      { type: 'paragraph', content: [text('Thanks')] },
    ]);
  });

  it('"- " and "1. " lines are lists, numbered from their first number', () => {
    expect(parseMessageText('Steps:\n- Kafka\n- Flink\n\n3. call\n4. offer')).toEqual([
      { type: 'paragraph', content: [text('Steps:')] },
      { type: 'bulletList', items: [[text('Kafka')], [text('Flink')]] },
      { type: 'numberedList', start: 3, items: [[text('call')], [text('offer')]] },
    ]);
  });

  it('inline code and fenced code blocks keep their text as written, links inside them included', () => {
    expect(parseMessageText('Run `npm ci` first\n```ts\nconst a = "<b>";\n// https://example.com\n```\nDone')).toEqual([
      { type: 'paragraph', content: [text('Run '), { type: 'code', text: 'npm ci' }, text(' first')] },
      { type: 'codeBlock', text: 'const a = "<b>";\n// https://example.com' },
      { type: 'paragraph', content: [text('Done')] },
    ]);
  });

  it('http(s) addresses are links, without the sentence punctuation after them', () => {
    expect(parseMessageText('See https://platform.test/candidates/1. (or http://platform.test/a_(b))')).toEqual([
      {
        type: 'paragraph',
        content: [
          text('See '),
          link('https://platform.test/candidates/1'),
          text('. (or '),
          link('http://platform.test/a_(b)'),
          text(')'),
        ],
      },
    ]);
  });

  it('a script tag, an image or a heading stays the text it was', () => {
    for (const written of [
      '<script>alert(1)</script>',
      '![x](https://evil.test/x.png)',
      '# Title',
      '<img src=x onerror=alert(1)>',
    ]) {
      const blocks = parseMessageText(written);
      expect(blocks).toHaveLength(1);
      const [paragraph] = blocks;
      expect(paragraph?.type).toBe('paragraph');
      const words =
        paragraph?.type === 'paragraph'
          ? paragraph.content.map((p) => ('text' in p ? p.text : p.type === 'link' ? p.href : '')).join('')
          : '';
      expect(words).toBe(written);
    }
  });

  it('javascript:, data: and other schemes are never links', () => {
    for (const written of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'mailto:a@b.test', 'ftp://files.test/x']) {
      expect(parseMessageText(written)).toEqual([{ type: 'paragraph', content: [text(written)] }]);
    }
  });

  it('a markdown link is not one: its words stay, only a written-out address links', () => {
    expect(parseMessageText('[click](javascript:alert(1))')).toEqual([
      { type: 'paragraph', content: [text('[click](javascript:alert(1))')] },
    ]);
  });

  it('a masked placeholder stays as it is', () => {
    expect(parseMessageText('Call me on [phone hidden] or [link hidden]')).toEqual([
      { type: 'paragraph', content: [text('Call me on [phone hidden] or [link hidden]')] },
    ]);
  });

  it('an empty text gives no blocks; an unclosed fence runs to the end', () => {
    expect(parseMessageText('')).toEqual([]);
    expect(parseMessageText('```\nx\n\ny')).toEqual([{ type: 'codeBlock', text: 'x\n\ny' }]);
  });
});
