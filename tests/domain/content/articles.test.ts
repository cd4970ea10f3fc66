import { describe, expect, it } from 'vitest';
import {
  articleStatusOf,
  isArticleVisible,
  normalizeTags,
  readingMinutesOf,
  slugOf,
} from '../../../domain/content/articles';
import { paragraph } from '../../../domain/content/blocks';

const now = new Date('2026-11-02T09:00:00Z');
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);

describe('the article slug: the title without punctuation', () => {
  it.each([
    ['How to hire a senior React developer in 2026', 'how-to-hire-a-senior-react-developer-in-2026'],
    ['Rates, trends & forecasts: Q3/2026!', 'rates-trends-and-forecasts-q3-2026'],
    ['Café & Straße — Ærø', 'cafe-and-strasse-aero'],
    ["Don't hire in a hurry", 'dont-hire-in-a-hurry'],
    ['   --Node.js   vs.   Go--  ', 'node-js-vs-go'],
    ['Привет мир', ''],
    ['!!!', ''],
  ])('%s -> %s', (title, slug) => {
    expect(slugOf(title)).toBe(slug);
  });

  it('cuts a long title at a word, within 200 characters', () => {
    const slug = slugOf('word '.repeat(100));
    expect(slug.length).toBeLessThanOrEqual(200);
    expect(slug.endsWith('-')).toBe(false);
    expect(slug.endsWith('word')).toBe(true);
  });
});

describe('when the public sees an article', () => {
  it('exactly when it is active and its publication moment has come', () => {
    expect(isArticleVisible({ isActive: true, publishedAt: at(0) }, now)).toBe(true);
    expect(isArticleVisible({ isActive: true, publishedAt: at(-1) }, now)).toBe(true);
    expect(isArticleVisible({ isActive: true, publishedAt: at(1) }, now)).toBe(false);
    expect(isArticleVisible({ isActive: true, publishedAt: null }, now)).toBe(false);
    expect(isArticleVisible({ isActive: false, publishedAt: at(-1) }, now)).toBe(false);
  });

  it('names the state managers see', () => {
    expect(articleStatusOf({ isActive: false, publishedAt: at(-1) }, now)).toBe('hidden');
    expect(articleStatusOf({ isActive: true, publishedAt: null }, now)).toBe('draft');
    expect(articleStatusOf({ isActive: true, publishedAt: at(60_000) }, now)).toBe('scheduled');
    expect(articleStatusOf({ isActive: true, publishedAt: at(-60_000) }, now)).toBe('published');
  });
});

describe('reading time and tags', () => {
  it('counts 200 words a minute, at least one', () => {
    expect(readingMinutesOf([])).toBe(1);
    expect(readingMinutesOf([paragraph('word '.repeat(200))])).toBe(1);
    expect(readingMinutesOf([paragraph('word '.repeat(201))])).toBe(2);
    expect(readingMinutesOf([paragraph('word '.repeat(150))], 'word '.repeat(100))).toBe(2);
  });

  it('keeps each tag once whatever its case, trimmed, in its first spelling', () => {
    expect(normalizeTags([' Hiring ', 'hiring', 'Rates  2026', '', 'HIRING'])).toEqual(['Hiring', 'Rates 2026']);
  });
});
