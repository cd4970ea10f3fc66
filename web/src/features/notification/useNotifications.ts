import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../../app/session/SessionProvider';
import { useTRPC, type RouterOutputs } from '../../app/trpc';

export type NotificationList = RouterOutputs['notification']['list'];
export type NotificationItem = NotificationList['items'][number];

/** How often the bell asks again while the page stays open (and again whenever the window gets the focus). */
export const NOTIFICATIONS_REFETCH_MS = 60_000;

/** The caller's newest notifications and unread count, for every logged-in user (a manager acting as one sees theirs). */
export const useNotifications = () => {
  const trpc = useTRPC();
  const { status } = useSession();
  const query = useQuery({
    ...trpc.notification.list.queryOptions(),
    enabled: status === 'authenticated',
    staleTime: 15_000,
    refetchInterval: NOTIFICATIONS_REFETCH_MS,
    // Coming back to the tab asks again however fresh the list is: that is when people look at the bell.
    refetchOnWindowFocus: 'always',
  });
  // The query library follows the tab's visibility only; coming back from another window (same tab) counts too.
  const { refetch } = query;
  const enabled = status === 'authenticated';
  useEffect(() => {
    if (!enabled) return undefined;
    const onFocus = () => void refetch();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [enabled, refetch]);
  return query;
};

/** Marking read changes the cached list at once (the item and the count), then the server's answer stands. */
export const useNotificationMutations = () => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const key = trpc.notification.list.queryKey();
  const update = (change: (list: NotificationList) => NotificationList) =>
    queryClient.setQueryData<NotificationList>(key, (list) => (list ? change(list) : list));
  return {
    markRead: useMutation(
      trpc.notification.markRead.mutationOptions({
        onSuccess: (read) =>
          update((list) => {
            const wasUnread = list.items.some((n) => n.id === read.id && n.readAt === null);
            return {
              items: list.items.map((n) => (n.id === read.id ? read : n)),
              unread: Math.max(0, list.unread - (wasUnread ? 1 : 0)),
            };
          }),
      }),
    ),
    markAllRead: useMutation(
      trpc.notification.markAllRead.mutationOptions({
        onSuccess: () => {
          const at = new Date().toISOString();
          update((list) => ({ items: list.items.map((n) => (n.readAt ? n : { ...n, readAt: at })), unread: 0 }));
          void queryClient.invalidateQueries({ queryKey: key });
        },
      }),
    ),
  };
};
