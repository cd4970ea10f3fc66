import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { NOTIFICATION_LIFETIME_MS } from './notify';
import { createAppQueryClient } from './queryClient';
import { tokenStore } from './session/tokenStore';
import { cssVariablesResolver, theme } from './theme';
import { TRPCProvider } from './trpc';
import { createAppTrpcClient } from './trpcClient';

export const AppProviders = ({ children }: { readonly children: ReactNode }) => {
  const [queryClient] = useState(createAppQueryClient);
  const [trpcClient] = useState(() => createAppTrpcClient(() => tokenStore.clear('expired')));
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Notifications autoClose={NOTIFICATION_LIFETIME_MS} limit={5} position="top-right" />
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          {children}
        </TRPCProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
};
