import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTRPC } from '../../app/trpc';
import { tokenStore } from '../../app/session/tokenStore';

/** Waits before reconnecting a stream that dropped, longer each time, up to half a minute. */
const backoffMs = (attempt: number) => Math.min(30_000, 1_000 * 2 ** attempt);

/**
 * The caller's live thread events (`GET /api/conversation/events`), read as a text/event-stream with the session's
 * Bearer token (an EventSource cannot send it, and a token in the address would land in logs). Each entry makes the
 * thread's queries fetch again; a dropped stream reconnects with the last entry's id, so nothing is missed.
 */
export const useThreadEvents = (enabled = true) => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return undefined;
    let stopped = false;
    let lastEventId: string | null = null;
    let controller: AbortController | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: trpc.conversation.subject.pathKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.conversation.messages.pathKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.conversation.list.pathKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.conversation.unread.pathKey() });
    };
    const connect = async (attempt: number) => {
      const token = tokenStore.get();
      if (!token || stopped) return;
      controller = new AbortController();
      try {
        const response = await fetch('/api/conversation/events', {
          headers: {
            authorization: `Bearer ${token}`,
            accept: 'text/event-stream',
            ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
          },
          signal: controller.signal,
        });
        if (!response.ok || !response.body) throw new Error(`events: ${response.status}`);
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        attempt = 0;
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let cut = buffer.indexOf('\n\n');
          while (cut >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const id = /^id: (.*)$/m.exec(block)?.[1];
            if (id) {
              lastEventId = id;
              refresh();
            }
            cut = buffer.indexOf('\n\n');
          }
        }
      } catch {
        // dropped or refused: try again below
      }
      if (!stopped) retry = setTimeout(() => void connect(attempt + 1), backoffMs(attempt));
    };
    void connect(0);
    return () => {
      stopped = true;
      clearTimeout(retry);
      controller?.abort();
    };
  }, [enabled, queryClient, trpc]);
};
