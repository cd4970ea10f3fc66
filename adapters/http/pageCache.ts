import { createHash } from 'node:crypto';
import type pg from 'pg';
import { segmentedCache } from './segmentedCache';
import type { ScreenHint } from './ssr/screenHint';

/** A page as it was sent: the HTML with its meta, and what the answer's headers need. */
export type CachedPage = {
  readonly html: string;
  readonly status: number;
  readonly etag: string;
  /** Laid out for the screen the request named: the answer varies on the screen hint's headers. */
  readonly rendered: boolean;
  /** The versions of the catalogue and of the site's content the page was made from. */
  readonly versions: string;
  readonly madeAt: number;
  readonly bytes: number;
};

/**
 * What a page may show that changes without a write: a scheduled article or terms version coming into force, the home
 * page's counts (kept 60 s), availability that follows the calendar. A cached page is made again after this long.
 */
export const PAGE_MAX_AGE_MS = 60_000;

/** Query parameters that name where a visitor came from, not what the page shows. */
const TRACKING = /^(utm_\w+|fbclid|gclid|msclkid|yclid|mc_cid|mc_eid|ref)$/i;

/** The address as the page depends on it: the path and its parameters in their order, without tracking parameters. */
export const pageAddressOf = (originalUrl: string): string => {
  const url = new URL(originalUrl, 'http://page.invalid');
  const kept = [...url.searchParams].filter(([name]) => !TRACKING.test(name));
  const query = new URLSearchParams(kept).toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
};

/** A weak validator of the page's bytes (compression changes them on the wire). */
export const pageEtagOf = (html: string): string =>
  `W/"p-${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;

/**
 * Server-rendered pages for visitors who are not signed in (the only pages the server renders: no user's data is in
 * them), kept per process within `maxBytes`. A page is served from the cache only while the catalogue's version
 * (migrations/0150) and the site content's version (migrations/0190) are those it was made from, both read in one
 * query per request, so a publication, a hiding, a booking or an article's change is seen by every process at its
 * commit; and for at most `PAGE_MAX_AGE_MS`. Keys are the screen hint and the address; a crawler walking every
 * specialist page once cannot evict the pages people read again (`segmentedCache`).
 */
export const pageCache = (
  pool: pg.Pool,
  { maxBytes = 32 * 1024 * 1024, now = Date.now }: { maxBytes?: number; now?: () => number } = {},
) => {
  const pages = segmentedCache<CachedPage>({ maxBytes, sizeOf: (page) => page.bytes });
  return {
    /** The versions a page is made from now, one short read. */
    versions: async (): Promise<string> => {
      const { rows } = await pool.query<{ catalog: string; content: string }>(
        `select (select version from catalog_version)::text as catalog, (select version from content_version)::text as content`,
      );
      return `${rows[0]?.catalog ?? 0}.${rows[0]?.content ?? 0}`;
    },
    keyOf: (originalUrl: string, screen: ScreenHint) => `${screen} ${pageAddressOf(originalUrl)}`,
    /** The kept page, if it was made from these versions and is young enough. */
    lookup: (key: string, versions: string): CachedPage | null => {
      const page = pages.get(key);
      if (!page) return null;
      if (page.versions === versions && now() - page.madeAt < PAGE_MAX_AGE_MS) return page;
      pages.delete(key);
      return null;
    },
    store: (key: string, page: Omit<CachedPage, 'madeAt' | 'bytes'>) =>
      pages.set(key, { ...page, madeAt: now(), bytes: Buffer.byteLength(page.html) + key.length }),
    stats: pages.stats,
  };
};

export type PageCache = ReturnType<typeof pageCache>;
