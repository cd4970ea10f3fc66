import { once } from 'node:events';
import type { Express, Response } from 'express';
import type pg from 'pg';
import { sitemapEntries } from '../postgres/content/sitemapSource';
import type { AppServices } from '../services';
import { SITE_NAME } from './publicMeta';

/** The public pages a search engine should know, besides the catalogue's cards and the articles. */
const FIXED_PAGES = ['/', '/staff', '/solutions', '/blog', '/about', '/contacts', '/partnership', '/terms-and-conditions', '/cookie-policy', '/privacy-policy', '/faq'];

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** Writes a piece and waits while the socket's buffer is full, so a slow reader never makes us hold the whole file. */
const write = async (res: Response, text: string) => {
  if (!res.write(text)) await once(res, 'drain');
};

/**
 * `GET /sitemap.xml` (fixed public pages, published specialists, catalogue solutions, visible articles; streamed
 * a thousand rows at a time) and `GET /blog/rss.xml` (RSS 2.0, the latest 20 articles and news).
 */
export const serveFeeds = (app: Express, { services, pool, appUrl }: { services: AppServices; pool: pg.Pool; appUrl: string }): void => {
  app.get('/sitemap.xml', async (_req, res, next) => {
    try {
      res.status(200).type('application/xml').setHeader('Cache-Control', 'public, max-age=3600');
      await write(res, '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n');
      for (const path of FIXED_PAGES) await write(res, `<url><loc>${xml(appUrl + path)}</loc></url>\n`);
      for await (const entry of sitemapEntries(pool, services.content.now())) {
        await write(res, `<url><loc>${xml(appUrl + entry.path)}</loc><lastmod>${entry.lastModified.toISOString()}</lastmod></url>\n`);
      }
      res.end('</urlset>\n');
    } catch (e) {
      if (res.headersSent) res.destroy(e as Error);
      else next(e);
    }
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
        ].filter(Boolean).join('');
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
