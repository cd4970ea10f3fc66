import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MessageText } from '../../../web/src/kit/MessageText';

const markupOf = (text: string) =>
  renderToStaticMarkup(createElement(MantineProvider, null, createElement(MessageText, { text })));
const tagsOf = (markup: string) => new Set([...markup.matchAll(/<([a-z0-9]+)/g)].map((m) => m[1]));

describe('a message as the page shows it', () => {
  it('a script tag someone wrote shows as its characters, never as an element', () => {
    const markup = markupOf('<script>alert(1)</script> <img src=x onerror=alert(1)>');
    expect(tagsOf(markup).has('script')).toBe(false);
    expect(tagsOf(markup).has('img')).toBe(false);
    expect(markup).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('a web address opens in a new tab, without the referrer, marked as user content', () => {
    const anchors = [...markupOf('See https://platform.test/a?b=1&c=2').matchAll(/<a [^>]*>/g)].map((m) => m[0]);
    expect(anchors).toHaveLength(1);
    expect(anchors[0]).toContain('href="https://platform.test/a?b=1&amp;c=2"');
    expect(anchors[0]).toContain('target="_blank"');
    expect(anchors[0]).toContain('rel="noopener noreferrer nofollow ugc"');
  });

  it('a javascript: address is text, not a link', () => {
    const markup = markupOf('javascript:alert(document.cookie)');
    expect(tagsOf(markup).has('a')).toBe(false);
    expect(markup).toContain('javascript:alert(document.cookie)');
  });

  it('lists, inline code and code blocks render as their elements', () => {
    const markup = markupOf('- one\n- two\n\n1. first\n\nuse `npm ci`\n```\nx < y\n```');
    const tags = tagsOf(markup);
    expect(tags.has('ul')).toBe(true);
    expect(tags.has('ol')).toBe(true);
    expect([...markup.matchAll(/<li/g)]).toHaveLength(3);
    expect(markup).toMatch(/<code[^>]*>npm ci<\/code>/);
    expect(markup).toMatch(/<pre[^>]*>x &lt; y<\/pre>/);
  });

  it('a masked placeholder stays as it is', () => {
    expect(markupOf('Call me on [phone hidden]')).toMatch(/<p[^>]*>Call me on \[phone hidden\]<\/p>/);
  });
});
