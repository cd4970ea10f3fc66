import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { QueryClient, type DehydratedState } from '@tanstack/react-query';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '../../trpc/root';
import type { TrpcContext } from '../../trpc/trpc';
import type { ScreenHint } from './screenHint';

/** What the server bundle (web/src/entry-server.tsx, built into `<web dist>/.ssr/`) gives back. */
type RenderResult =
  | { readonly kind: 'page'; readonly html: string; readonly status: number; readonly state: DehydratedState }
  | { readonly kind: 'redirect'; readonly location: string; readonly status: number }
  | { readonly kind: 'shell' };

type ServerEntry = {
  readonly render: (input: {
    url: string;
    queryClient: QueryClient;
    trpc: unknown;
    signal?: AbortSignal;
    screen: ScreenHint;
    onData?: (status: number) => void;
  }) => Promise<RenderResult>;
};

export type RenderedPage = RenderResult;

/** Renders one address for an anonymous visitor; `shell` when the page is not server-rendered. */
export type PageRenderer = (input: {
  readonly url: string;
  readonly context: TrpcContext;
  readonly signal?: AbortSignal;
  readonly screen?: ScreenHint;
  /** The page's data is in and its status known: what comes before its content can be sent. */
  readonly onData?: (status: number) => void;
}) => Promise<RenderedPage>;

export const SERVER_ENTRY = path.join('.ssr', 'entry-server.js');

const isServerEntry = (module: unknown): module is ServerEntry =>
  typeof module === 'object' && module !== null && 'render' in module && typeof module.render === 'function';

/**
 * Loads the server bundle of the web build, or null when the build has none (a build without `--ssr`): the app then
 * serves its shell for every page, as before.
 */
export const loadPageRenderer = async (distDir: string, router: AppRouter): Promise<PageRenderer | null> => {
  const file = path.join(distDir, SERVER_ENTRY);
  if (!existsSync(file)) return null;
  const entry: unknown = await import(pathToFileURL(file).href);
  if (!isServerEntry(entry)) throw new Error(`${file} does not export render()`);
  return async ({ url, context, signal, screen = 'wide', onData }) => {
    // One cache per request: nothing one visitor's page fetched is seen by another's.
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    // The same procedures the browser calls, called in-process, with the context of a visitor who is not logged in.
    const trpc = createTRPCOptionsProxy({ router, ctx: context, queryClient });
    try {
      return await entry.render({
        url,
        queryClient,
        trpc,
        screen,
        ...(signal ? { signal } : {}),
        ...(onData ? { onData } : {}),
      });
    } finally {
      queryClient.clear();
    }
  };
};

/** JSON that can sit inside a `<script>`: no `</script>`, no `<!--`, no line separators JavaScript would choke on. */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The id of the data script; the browser's entry reads it (web/src/app/ssr/ssrState.ts). */
export const SSR_STATE_ID = '__RQ_STATE__';

/** The app's index.html made into the frame of every server-rendered page; made once, at start. */
export const serverPageTemplate = (indexHtml: string): string =>
  indexHtml
    // Mantine's light scheme from the first paint (what ColorSchemeScript would set), so nothing changes colour on hydration.
    .replace(/<html([^>]*)>/, (_match, attributes: string) =>
      attributes.includes('data-mantine-color-scheme')
        ? `<html${attributes}>`
        : `<html${attributes} data-mantine-color-scheme="light">`,
    )
    // The page reads without JavaScript now.
    .replace(/\s*<noscript>[^<]*<\/noscript>/, '')
    // Content before code: on a slow line the styles travel first and alone, so the server's HTML paints before the
    // code that hydrates it has arrived; the modules follow from the entry script (a shell page keeps its preloads).
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(
      /(\s*)(<script type="module"[^>]*><\/script>)((?:\s*<link rel="stylesheet"[^>]*>)+)/,
      (_match, space: string, script: string, sheets: string) => `${sheets}${space}${script}`,
    );

/** The empty root of the page template, where the rendered page goes. */
export const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The rendered page in its root, with the screen it was rendered for (the browser's first render starts from it),
 * and the query answers it was rendered with, as a JSON data script (the content security policy allows no inline
 * script, and data needs none).
 */
export const renderedRoot = (html: string, state: DehydratedState, screen: ScreenHint = 'wide'): string =>
  `<div id="root" data-screen="${screen}">${html}</div>\n    <script type="application/json" id="${SSR_STATE_ID}">${scriptSafeJson(state)}</script>`;

/** A page's frame: what goes before its root (the head, sent first when the page streams) and what follows it. */
export const frameOf = (template: string): { readonly head: string; readonly tail: string } => {
  const at = template.indexOf(EMPTY_ROOT);
  if (at < 0) throw new Error('The page template has no empty #root');
  return { head: template.slice(0, at), tail: template.slice(at + EMPTY_ROOT.length) };
};

/** A server-rendered page: the rendered HTML in #root of the page template (renderedRoot). */
export const withRenderedPage = (
  template: string,
  html: string,
  state: DehydratedState,
  screen: ScreenHint = 'wide',
): string => {
  const { head, tail } = frameOf(template);
  return `${head}${renderedRoot(html, state, screen)}${tail}`;
};
