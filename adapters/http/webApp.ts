import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Express, type Request, type Response } from 'express';
import type { AppRouter } from '../trpc/root';
import type { TrpcContext } from '../trpc/trpc';
import { servePrecompressed } from './precompressed';
import { holdsVersion } from './conditionalRequest';
import { pageEtagOf, type PageCache } from './pageCache';
import { withMeta, type PageMeta } from './publicMeta';
import { SCREEN_HINT_HEADERS, screenHintOf } from './ssr/screenHint';
import { loadPageRenderer, serverPageTemplate, withRenderedPage, type PageRenderer } from './ssr/serverRenderer';

const apiPrefixes = ['/api/', '/admin/api/', '/trpc/', '/dev/'];

/** The page's meta, read with the services its render uses (one request's reads: ssr/pageReads.ts), when it renders. */
type MetaOf = (path: string, context: TrpcContext | null) => Promise<PageMeta | null>;

/** What the server renderer needs: the tRPC router it calls in-process, the visitor's context, the site's address. */
export type ServerRendering = {
  readonly router: AppRouter;
  /**
   * Always a visitor who is not logged in: no user's data goes into server-rendered HTML. One per request: its meta
   * and its render read through it, so an object both need is read once.
   */
  readonly anonymousContextOf: (req: Request) => TrpcContext;
  readonly origin: string;
  /** Rendered pages kept for visitors who are not signed in (pageCache.ts); without it every page is rendered. */
  readonly pages?: PageCache;
};

type Page = { readonly html: string; readonly status: number; readonly etag: string; readonly rendered: boolean };

/** Sends a page with its validator: a browser or shared cache holding the same bytes gets 304. */
const sendPage = (req: Request, res: Response, page: Page, cache: 'hit' | 'miss' | null) => {
  // A rendered page is laid out for the screen the request's headers name (ssr/screenHint.ts).
  if (page.rendered) res.vary(SCREEN_HINT_HEADERS);
  if (cache) res.setHeader('X-Page-Cache', cache);
  res.setHeader('ETag', page.etag);
  if (page.status === 200 && holdsVersion(req, page.etag)) return void res.status(304).end();
  res.status(page.status).type('html').send(page.html);
};

/** Where a page of this request is kept, and the kept page if it is still current; null when it cannot be known. */
const cacheSlotOf = async (req: Request, pages: PageCache) => {
  try {
    const versions = await pages.versions();
    const key = pages.keyOf(req.originalUrl, screenHintOf(req.headers));
    return { key, versions, page: pages.lookup(key, versions) };
  } catch (error) {
    req.log.warn({ err: error }, 'page cache versions unreadable, the page is rendered');
    return null;
  }
};

/**
 * Serves the built React app; any other non-API path gets index.html so the client router takes over.
 * Public pages get their title, description and Open Graph tags rendered on the server, so a shared link has a preview,
 * and, when the build has a server bundle (`<dist>/.ssr/entry-server.js`), their content with the data they show
 * (web/src/entry-server.tsx): the browser hydrates it without asking again. Without the bundle, the shell as before.
 */
export const serveWebApp = (app: Express, distDir: string, metaOf?: MetaOf, rendering?: ServerRendering): boolean => {
  const index = path.join(distDir, 'index.html');
  if (!existsSync(index)) return false;
  const indexHtml = readFileSync(index, 'utf8');
  const pageTemplate = serverPageTemplate(indexHtml);
  const renderer: Promise<PageRenderer | null> = rendering
    ? loadPageRenderer(distDir, rendering.router)
    : Promise.resolve(null);
  // A broken server bundle must not stop the app: the shell still works; the failure is logged on each page.
  renderer.catch(() => null);
  // Hashed names never change content: a year, immutable; precompressed copies first (brotli, then gzip).
  app.use('/assets', servePrecompressed(path.join(distDir, 'assets'), 'public, max-age=31536000, immutable'));
  app.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }),
  );
  app.use(express.static(distDir, { index: false, maxAge: '1h' }));
  const isApi = (req: Request) =>
    apiPrefixes.some((prefix) => req.path.startsWith(prefix) || `${req.path}/` === prefix);

  /** The page's HTML and status: server-rendered when it can be, else the shell; a redirect when the route says so. */
  const pageOf = async (
    req: Request,
    context: TrpcContext | null,
  ): Promise<
    { html: string; status: number; rendered?: boolean; failed?: boolean } | { redirect: string; status: number }
  > => {
    if (!rendering || !context) return { html: indexHtml, status: 200 };
    try {
      const render = await renderer;
      if (!render) return { html: indexHtml, status: 200 };
      const screen = screenHintOf(req.headers);
      const rendered = await render({
        url: `${rendering.origin}${req.originalUrl}`,
        context,
        screen,
      });
      if (rendered.kind === 'redirect') return { redirect: rendered.location, status: rendered.status };
      if (rendered.kind === 'shell') return { html: indexHtml, status: 200 };
      return {
        html: withRenderedPage(pageTemplate, rendered.html, rendered.state, screen),
        status: rendered.status,
        rendered: true,
      };
    } catch (error) {
      // The shell renders the same page in the browser: a rendering failure costs speed, not the page.
      req.log.warn({ err: error }, 'server rendering failed, the shell is sent');
      return { html: indexHtml, status: 200, failed: true };
    }
  };

  /** The page as this request gets it: rendered (or the shell), with its meta and status. */
  const makePage = async (
    req: Request,
  ): Promise<(Page & { readonly keep: boolean }) | { redirect: string; status: number }> => {
    const context = rendering ? rendering.anonymousContextOf(req) : null;
    const [meta, page] = await Promise.all([
      metaOf
        ? metaOf(req.path, context).catch((error: unknown) => {
            // A preview is a nicety: the page still loads without it.
            req.log.warn({ err: error }, 'page meta failed');
            return null;
          })
        : Promise.resolve(null),
      pageOf(req, context),
    ]);
    if ('redirect' in page) return page;
    const html = meta ? withMeta(page.html, meta) : page.html;
    const status = meta?.missing ? 404 : page.status;
    // A page whose rendering failed is sent as the shell this once, and rendered again for the next visitor.
    return { html, status, etag: pageEtagOf(html), rendered: page.rendered === true, keep: page.failed !== true };
  };

  const pages = rendering?.pages;
  app.get('/{*rest}', async (req, res, next) => {
    if (isApi(req)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    try {
      // Rendered pages hold no user's data; a request that carries a session is still never answered from the cache.
      const cached = pages && !req.get('authorization') ? await cacheSlotOf(req, pages) : null;
      if (cached?.page) return sendPage(req, res, cached.page, 'hit');
      const page = await makePage(req);
      if ('redirect' in page) return res.redirect(page.status, page.redirect);
      if (cached && page.status === 200 && page.keep)
        pages?.store(cached.key, {
          html: page.html,
          status: page.status,
          etag: page.etag,
          rendered: page.rendered,
          versions: cached.versions,
        });
      sendPage(req, res, page, cached ? 'miss' : null);
    } catch (error) {
      next(error);
    }
  });
  return true;
};
