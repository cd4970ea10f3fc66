import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../app/trpc';

/** How often the menu asks again while the page stays open; a thread's live stream also refreshes it when one is open. */
const UNREAD_REFETCH_MS = 60_000;

/** The caller's unread messages over every thread, for the menu's 'Messages' item; 0 while unknown. */
export const useUnreadMessages = (enabled: boolean): number => {
  const trpc = useTRPC();
  const unread = useQuery({
    ...trpc.conversation.unread.queryOptions(),
    enabled,
    staleTime: 15_000,
    refetchInterval: UNREAD_REFETCH_MS,
  });
  return unread.data?.unread ?? 0;
};
