import { plainTextOf, type ContentBlock } from './blocks';

/**
 * Blog articles and news: the rules a reader and an editor meet. An article is a plain row (not a stream); what
 * matters here is its address (the slug), when the public sees it, and how long it takes to read.
 */

export const articleTypes = ['blog', 'news'] as const;
export type ArticleType = (typeof articleTypes)[number];

export const ARTICLE_LIMITS = {
  title: 200,
  slug: 200,
  description: 1_000,
  tags: 20,
  tag: 50,
  subCategories: 20,
  projectTypes: 10,
  projectType: 100,
} as const;

/** A slug is lower-case latin letters and digits in words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const isSlug = (value: string): boolean =>
  value.length > 0 && value.length <= ARTICLE_LIMITS.slug && SLUG_PATTERN.test(value);

/** Letters that do not decompose into a latin letter and a mark. */
const LIGATURES: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
};

/**
 * The seeds' tip: the title without punctuation as part of the address. Accents are dropped ("Café" is "cafe"),
 * an ampersand reads "and", every other run of non-letters becomes one hyphen, and the result is cut at a word
 * to the slug limit. A title of no latin letters or digits gives an empty slug: the editor then asks for one.
 */
export const slugOf = (title: string): string => {
  const latin = title
    .toLowerCase()
    .replace(/[ßæœøđłþı]/g, (c) => LIGATURES[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '');
  const slug = latin.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  if (slug.length <= ARTICLE_LIMITS.slug) return slug;
  const cut = slug.slice(0, ARTICLE_LIMITS.slug);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, '');
};

/** What the visibility rule reads of an article. */
export type ArticleTiming = { readonly isActive: boolean; readonly publishedAt: Date | null };

/** The public sees an article exactly when it is active and its publication moment has come. */
export const isArticleVisible = (article: ArticleTiming, now: Date): boolean =>
  article.isActive && article.publishedAt !== null && article.publishedAt.getTime() <= now.getTime();

export type ArticleStatus = 'hidden' | 'draft' | 'scheduled' | 'published';

/** The state a manager reads in the list: hidden (inactive), draft (no date), scheduled (a future date), published. */
export const articleStatusOf = (article: ArticleTiming, now: Date): ArticleStatus => {
  if (!article.isActive) return 'hidden';
  if (article.publishedAt === null) return 'draft';
  return article.publishedAt.getTime() > now.getTime() ? 'scheduled' : 'published';
};

/** Subcategories make the article suggest specialists of them (the seeds' `isSuggestSpecialists`). */
export const suggestsSpecialists = (subCategories: readonly string[]): boolean => subCategories.length > 0;

/** Words a minute of an adult reading to learn, rounded up; at least one minute. */
export const WORDS_PER_MINUTE = 200;

export const readingMinutesOf = (blocks: readonly ContentBlock[], description = ''): number => {
  const words = `${description}\n${plainTextOf(blocks)}`.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
};

/** Tags are kept trimmed, in their first spelling, once each whatever the case. */
export const normalizeTags = (tags: readonly string[]): string[] => {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of tags) {
    const tag = raw.replace(/\s+/g, ' ').trim();
    const key = tag.toLowerCase();
    if (tag.length === 0 || seen.has(key)) continue;
    seen.add(key);
    kept.push(tag);
  }
  return kept;
};

/** The kinds of engagement an article is about (the seeds' `projectTypes`): the platform's engagement types. */
export const projectTypes = [
  'staff-augmentation',
  'dedicated-team',
  'project-outsourcing',
  'contract-to-hire',
  'direct-hire',
] as const;
export type ProjectType = (typeof projectTypes)[number];
export const projectTypeTitles: Readonly<Record<ProjectType, string>> = {
  'staff-augmentation': 'Staff augmentation',
  'dedicated-team': 'Dedicated team',
  'project-outsourcing': 'Project outsourcing',
  'contract-to-hire': 'Contract to hire',
  'direct-hire': 'Direct hire',
};

/** Slugs the blog's own addresses use: an article cannot take them. */
export const reservedSlugs: readonly string[] = ['list', 'tags', 'filters', 'rss'];
