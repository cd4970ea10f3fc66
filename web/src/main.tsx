import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import './app/motion.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { reloadOnStaleChunks } from './app/chunkReload';
import { createAppRouter, routes } from './app/router';
import { startHydration } from './app/ssr/hydration';
import { readScreenHint } from './app/ssr/screenHint';
import { readServerState } from './app/ssr/ssrState';

reloadOnStaleChunks();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

/** The query answers the server rendered this page with, when it did (adapters/http/ssr/serverRenderer.ts). */
const serverState = readServerState();

/** The lazily loaded routes of this address, loaded before hydration so the first render matches the server's HTML. */
const loadRoutesOfThisPage = async (): Promise<void> => {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, handle: { ...route.handle, ...loaded.handle }, lazy: undefined });
    }),
  );
};

const start = async () => {
  if (serverState && container.firstElementChild) {
    await loadRoutesOfThisPage();
    startHydration();
    hydrateRoot(
      container,
      <StrictMode>
        <AppProviders dehydratedState={serverState} screen={readScreenHint(container)}>
          <RouterProvider router={createAppRouter({ hydrating: true })} />
        </AppProviders>
      </StrictMode>,
    );
    return;
  }
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={createAppRouter({ hydrating: false })} />
      </AppProviders>
    </StrictMode>,
  );
};

void start();
