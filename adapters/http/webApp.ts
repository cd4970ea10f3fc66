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
import {
  EMPTY_ROOT,
  frameOf,
  loadPageRenderer,
  renderedRoot,
  serverPageTemplate,
  type PageRenderer,
} from './ssr/serverRenderer';

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

  /**
   * The page's content and status: the rendered root when the page renders on the server, else the shell; a redirect
   * when the route says so. `onData` hears when the page's data is in, before React renders it.
   */
  const pageOf = async (
    req: Request,
    context: TrpcContext | null,
    onData?: (status: number) => void,
  ): Promise<
    | { kind: 'rendered'; root: string; status: number }
    | { kind: 'shell'; failed?: boolean }
    | { kind: 'redirect'; redirect: string; status: number }
  > => {
    if (!rendering || !context) return { kind: 'shell' };
    try {
      const render = await renderer;
      if (!render) return { kind: 'shell' };
      const screen = screenHintOf(req.headers);
      const rendered = await render({
        url: `${rendering.origin}${req.originalUrl}`,
        context,
        screen,
        ...(onData ? { onData } : {}),
      });
      if (rendered.kind === 'redirect')
        return { kind: 'redirect', redirect: rendered.location, status: rendered.status };
      if (rendered.kind === 'shell') return { kind: 'shell' };
      return { kind: 'rendered', root: renderedRoot(rendered.html, rendered.state, screen), status: rendered.status };
    } catch (error) {
      // The shell renders the same page in the browser: a rendering failure costs speed, not the page.
      req.log.warn({ err: error }, 'server rendering failed, the shell is sent');
      return { kind: 'shell', failed: true };
    }
  };

  /**
   * The page as this request gets it: rendered (or the shell), with its meta and status. With `open`, a page that
   * renders on the server hands over its head and status as soon as its data is in (before React renders it); the
   * page then always starts with that head, whatever follows.
   */
  const makePage = async (
    req: Request,
    open?: (status: number, head: string) => void,
  ): Promise<(Page & { readonly keep: boolean }) | { redirect: string; status: number }> => {
    const context = rendering ? rendering.anonymousContextOf(req) : null;
    const metaRead = metaOf
      ? metaOf(req.path, context).catch((error: unknown) => {
          // A preview is a nicety: the page still loads without it.
          req.log.warn({ err: error }, 'page meta failed');
          return null;
        })
      : Promise.resolve(null);
    const frameWith = (meta: PageMeta | null) => frameOf(meta ? withMeta(pageTemplate, meta) : pageTemplate);
    let opened: Promise<{ head: string; tail: string }> | null = null;
    const page = await pageOf(
      req,
      context,
      open &&
        ((status) => {
          // The meta's read is the page's own (ssr/pageReads.ts): it is in by now, and the head leaves before the render.
          opened = metaRead.then((meta) => {
            const frame = frameWith(meta);
            open(meta?.missing ? 404 : status, frame.head);
            return frame;
          });
        }),
    );
    const meta = await metaRead;
    const frame = opened ? await (opened as Promise<{ head: string; tail: string }>) : null;
    if (page.kind === 'redirect') return { redirect: page.redirect, status: page.status };
    const status = meta?.missing ? 404 : page.kind === 'rendered' ? page.status : 200;
    const html =
      page.kind === 'rendered'
        ? (({ head, tail }) => `${head}${page.root}${tail}`)(frame ?? frameWith(meta))
        : frame
          ? // The head has left and the render failed: the browser renders the page from an empty root.
            `${frame.head}${EMPTY_ROOT}${frame.tail}`
          : meta
            ? withMeta(indexHtml, meta)
            : indexHtml;
    // A page whose rendering failed is sent as the shell this once, and rendered again for the next visitor.
    const keep = page.kind === 'rendered' || page.failed !== true;
    return { html, status, etag: pageEtagOf(html), rendered: page.kind === 'rendered', keep };
  };

  const pages = rendering?.pages;
  app.get('/{*rest}', async (req, res, next) => {
    if (isApi(req)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    try {
      // Rendered pages hold no user's data; a request that carries a session is still never answered from the cache.
      const cached = pages && !req.get('authorization') ? await cacheSlotOf(req, pages) : null;
      if (cached?.page) return sendPage(req, res, cached.page, 'hit');
      // A page made now streams: its head (styles, the entry script, the meta) leaves as soon as its data is in, so the
      // browser fetches them while the server renders the rest. Not for a request with a validator: a 304 needs the
      // ETag of the whole page before its first byte, so that page is sent whole.
      let sent = 0;
      const page = await makePage(
        req,
        req.get('if-none-match')
          ? undefined
          : (status, head) => {
              res.vary(SCREEN_HINT_HEADERS);
              if (cached) res.setHeader('X-Page-Cache', 'miss');
              res.status(status).type('html');
              res.write(head);
              // Through the compression stream (answerCompression.ts): the head leaves now, not with the rest.
              (res as Response & { flush?: () => void }).flush?.();
              sent = head.length;
            },
      );
      if ('redirect' in page) return res.redirect(page.status, page.redirect);
      // The bytes kept are the bytes sent: a streamed page is kept whole once it is complete.
      if (cached && page.status === 200 && page.keep)
        pages?.store(cached.key, {
          html: page.html,
          status: page.status,
          etag: page.etag,
          rendered: page.rendered,
          versions: cached.versions,
        });
      if (sent > 0) return void res.end(page.html.slice(sent));
      sendPage(req, res, page, cached ? 'miss' : null);
    } catch (error) {
      next(error);
    }
  });
  return true;
};
