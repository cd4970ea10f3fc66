import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchPath, StaticRouterProvider } from 'react-router';
import { Writable } from 'node:stream';
import { AppProviders } from './app/AppProviders';
import { routes } from './app/router';
import { pageQueriesOf } from './app/ssr/pageQueries';
import type { ScreenHint } from './app/ssr/screenHint';
import type { AppRouter } from './app/trpc';

/**
 * The pages rendered on the server: the public pages a visitor or a crawler opens first. Every other address gets
 * the app's shell and renders in the browser (the personal areas, the forms).
 */
export const SERVER_RENDERED = [
  '/',
  '/staff',
  '/specialist/:id',
  '/solutions',
  '/solutions/:id',
  '/search',
  '/blog',
  '/blog/:slug',
  '/about',
  '/partnership',
  '/contacts',
  '/faq',
  '/cookie-policy',
  '/privacy-policy',
  '/terms-and-conditions',
] as const;

export const isServerRendered = (pathname: string): boolean =>
  SERVER_RENDERED.some((pattern) => matchPath(pattern, pathname) !== null);

export type RenderInput = {
  /** The full address of the request, origin included. */
  readonly url: string;
  /** A fresh cache for this request; the page's answers are prefetched into it. */
  readonly queryClient: QueryClient;
  /** tRPC's query options over the server's own router, called in-process as an anonymous visitor. */
  readonly trpc: TRPCOptionsProxy<AppRouter>;
  readonly signal?: AbortSignal;
  /** The screen to render for: a phone's page has no sidebar it would hide (web/src/app/ssr/screenHint.tsx). */
  readonly screen?: ScreenHint;
  /**
   * Called once the page's data is in and its status known, before React renders it: the server sends the page's
   * head then, so the browser fetches the styles and the code while the rest is rendered (adapters/http/webApp.ts).
   */
  readonly onData?: (status: number) => void;
};

export type RenderResult =
  | { readonly kind: 'page'; readonly html: string; readonly status: number; readonly state: DehydratedState }
  | { readonly kind: 'redirect'; readonly location: string; readonly status: number }
  | { readonly kind: 'shell' };

/** React's streaming renderer, read to the end: the whole page, Suspense boundaries resolved, for the HTML and crawlers. */
const renderToHtml = (element: React.ReactElement, signal?: AbortSignal): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        done();
      },
      final(done) {
        // A part that failed on the server would render only in the browser: send the shell instead.
        if (failed) reject(failed);
        else resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    let failed: unknown = null;
    const stream = renderToPipeableStream(element, {
      // Every boundary inline, in place: the page reads top to bottom without scripts (crawlers) and shows at once.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        failed = error;
      },
    });
    signal?.addEventListener('abort', () => stream.abort(signal.reason));
    sink.on('error', reject);
  });

/** Renders a public page with its data: the route's queries are answered first, then the page renders from the cache. */
export const render = async ({
  url,
  queryClient,
  trpc,
  signal,
  screen = 'wide',
  onData,
}: RenderInput): Promise<RenderResult> => {
  const address = new URL(url);
  if (!isServerRendered(address.pathname)) return { kind: 'shell' };
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url, signal ? { signal } : {}));
  if (context instanceof Response) {
    const location = context.headers.get('Location');
    return location ? { kind: 'redirect', location, status: context.status } : { kind: 'shell' };
  }
  if (context.errors) return { kind: 'shell' };
  const queries = (
    await Promise.all(
      context.matches.map(
        async ({ route, params }) =>
          (await pageQueriesOf(route.handle)?.({ trpc, params, search: address.searchParams })) ?? [],
      ),
    )
  ).flat();
  // A failed query is left out of the HTML: the browser asks again and shows the page's own error state.
  await Promise.all(queries.map((options) => queryClient.prefetchQuery(options)));
  onData?.(context.statusCode);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await renderToHtml(
    <StrictMode>
      <AppProviders queryClient={queryClient} screen={screen}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    signal,
  );
  return { kind: 'page', html, status: context.statusCode, state: dehydrate(queryClient) };
};
