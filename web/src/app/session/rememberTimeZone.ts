import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTRPC, useTRPCClient } from '../trpc';
import { useSession } from './SessionProvider';

/**
 * A user's clock is not known until their first visit to their area: it becomes this browser's, once (interview
 * e-mails then add the time on it). Never while a manager acts as the user, whose clock is the user's own; the
 * profile lets the user choose another. Used by the areas' layouts, so no public page's first load carries it.
 */
export const useRememberTimeZone = () => {
  const { profile } = useSession();
  const client = useTRPCClient();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const rememberedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!profile || profile.timeZone !== null || profile.isAuthEmulator || rememberedFor.current === profile.id) return;
    rememberedFor.current = profile.id;
    // The browser's own zone, read here rather than from kit/timeZone, whose clock arithmetic the layouts do not need.
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
    client.identity.setTimeZone.mutate({ timeZone }).then(
      ({ timeZone }) => queryClient.setQueryData(trpc.identity.profile.queryKey(), { ...profile, timeZone }),
      () => undefined,
    );
  }, [profile, client, queryClient, trpc]);
};
