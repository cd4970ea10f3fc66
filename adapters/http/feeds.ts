import { once } from 'node:events';
import type { Express, Response } from 'express';
import type pg from 'pg';
import { sitemapEntries, specialistSitemapCount, specialistSitemapEntries } from '../postgres/content/sitemapSource';
import type { AppServices } from '../services';
import { SITE_NAME } from './publicMeta';

/** The public pages a search engine should know, besides the catalogue's cards and the articles. */
const FIXED_PAGES = [
  '/',
  '/staff',
  '/solutions',
  '/blog',
  '/about',
  '/contacts',
  '/partnership',
  '/terms-and-conditions',
  '/cookie-policy',
  '/privacy-policy',
  '/faq',
];

const xml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** Writes a piece and waits while the socket's buffer is full, so a slow reader never makes us hold the whole file. */
const write = async (res: Response, text: string) => {
  if (!res.write(text)) await once(res, 'drain');
};

/**
 * `GET /sitemap.xml`, a sitemap index of `/sitemap-pages.xml` (fixed public pages, catalogue solutions, visible
 * articles) and `/sitemap-specialists-{n}.xml` (published specialists, at most 40,000 a file), each streamed a
 * thousand rows at a time; and `GET /blog/rss.xml` (RSS 2.0, the latest 20 articles and news).
 */
export const serveFeeds = (
  app: Express,
  { services, pool, appUrl }: { services: AppServices; pool: pg.Pool; appUrl: string },
): void => {
  const streamUrlset = async (
    res: Response,
    entries: AsyncIterable<{ path: string; lastModified: Date }>,
    fixed: readonly string[] = [],
  ) => {
    res.status(200).type('application/xml').setHeader('Cache-Control', 'public, max-age=3600');
    await write(
      res,
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n',
    );
    for (const path of fixed) await write(res, `<url><loc>${xml(appUrl + path)}</loc></url>\n`);
    for await (const entry of entries)
      await write(
        res,
        `<url><loc>${xml(appUrl + entry.path)}</loc><lastmod>${entry.lastModified.toISOString()}</lastmod></url>\n`,
      );
    res.end('</urlset>\n');
  };
  const failed = (res: Response, next: (e: unknown) => void) => (e: unknown) => {
    if (res.headersSent) res.destroy(e as Error);
    else next(e);
  };

  // The index: one file of pages, solutions and articles, and the specialists in files of at most 40,000 (the protocol allows 50,000).
  app.get('/sitemap.xml', async (_req, res, next) => {
    try {
      const parts = await specialistSitemapCount(pool);
      const files = [
        '/sitemap-pages.xml',
        ...Array.from({ length: parts }, (_, i) => `/sitemap-specialists-${i + 1}.xml`),
      ];
      res
        .status(200)
        .type('application/xml')
        .setHeader('Cache-Control', 'public, max-age=3600')
        .send(
          `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files.map((f) => `<sitemap><loc>${xml(appUrl + f)}</loc></sitemap>`).join('\n')}\n</sitemapindex>\n`,
        );
    } catch (e) {
      next(e);
    }
  });
  app.get(
    '/sitemap-pages.xml',
    (_req, res, next) =>
      void streamUrlset(res, sitemapEntries(pool, services.content.now()), FIXED_PAGES).catch(failed(res, next)),
  );
  app.get(/^\/sitemap-specialists-(\d{1,6})\.xml$/, async (req, res, next) => {
    const part = Number((req.params as Record<string, string>)[0]);
    if (!Number.isSafeInteger(part) || part < 1 || part > (await specialistSitemapCount(pool).catch(() => 0)))
      return next();
    await streamUrlset(res, specialistSitemapEntries(pool, part)).catch(failed(res, next));
  });

  app.get('/blog/rss.xml', async (_req, res, next) => {
    try {
      const latest = await services.content.listPublicArticles(null, { page: 1, count: 20 });
      const items = latest.isOk() ? latest.value.items : [];
      const entries = items.map((a) => {
        const link = `${appUrl}/blog/${encodeURIComponent(a.slug)}`;
        return [
          '<item>',
          `<title>${xml(a.title)}</title>`,
          `<link>${xml(link)}</link>`,
          `<guid isPermaLink="true">${xml(link)}</guid>`,
          `<pubDate>${new Date(a.publishedAt).toUTCString()}</pubDate>`,
          `<category>${a.type === 'news' ? 'News' : 'Blog'}</category>`,
          ...a.tags.map((t) => `<category>${xml(t)}</category>`),
          a.description ? `<description>${xml(a.description)}</description>` : '',
          '</item>',
        ]
          .filter(Boolean)
          .join('');
      });
      res
        .status(200)
        .type('application/rss+xml')
        .setHeader('Cache-Control', 'public, max-age=600')
        .send(
          `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>` +
            `<title>${xml(`${SITE_NAME}: blog and news`)}</title><link>${xml(`${appUrl}/blog`)}</link>` +
            `<atom:link href="${xml(`${appUrl}/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>` +
            `<description>Hiring guides, rate trends and news of the marketplace</description><language>en-gb</language>` +
            (items[0] ? `<lastBuildDate>${new Date(items[0].publishedAt).toUTCString()}</lastBuildDate>` : '') +
            `${entries.join('\n')}</channel></rss>\n`,
        );
    } catch (e) {
      next(e);
    }
  });
};
