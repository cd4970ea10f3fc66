import { MantineProvider } from '@mantine/core';
import { HydrationBoundary, QueryClientProvider, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { NOTIFICATION_LIFETIME_MS } from './notify';
import { useAfterFirstAct } from './ssr/firstInteraction';
import { createAppQueryClient } from './queryClient';
import { ScreenHintProvider, type ScreenHint } from './ssr/screenHint';
import { tokenStore } from './session/tokenStore';
import { cssVariablesResolver, theme } from './theme';
import { TRPCProvider } from './trpc';
import { createAppTrpcClient } from './trpcClient';

// The toasts' component (transitions, portal) loads at the visitor's first act or first notice, whichever comes first
// (a phone that only reads never downloads it); a notice raised before it arrives waits in the store.
const Notifications = lazy(async () => ({ default: (await import('@mantine/notifications')).Notifications }));

const Toasts = () =>
  useAfterFirstAct() ? (
    <Suspense fallback={null}>
      <Notifications autoClose={NOTIFICATION_LIFETIME_MS} limit={5} position="top-right" />
    </Suspense>
  ) : null;

type AppProvidersProps = {
  readonly children: ReactNode;
  /** The server renderer's cache, already holding the page's answers (web/src/entry-server.tsx). */
  readonly queryClient?: QueryClient;
  /** The answers the server rendered the page with: the browser starts from them instead of asking again. */
  readonly dehydratedState?: DehydratedState;
  /** The screen the server rendered the page for (web/src/app/ssr/screenHint.tsx); wide when nobody said. */
  readonly screen?: ScreenHint;
};

export const AppProviders = ({ children, queryClient: given, dehydratedState, screen = 'wide' }: AppProvidersProps) => {
  const [queryClient] = useState(() => given ?? createAppQueryClient());
  const [trpcClient] = useState(() => createAppTrpcClient(() => tokenStore.clear('expired')));
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Toasts />
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <HydrationBoundary state={dehydratedState}>
            <ScreenHintProvider hint={screen}>{children}</ScreenHintProvider>
          </HydrationBoundary>
        </TRPCProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
};
