/** One entry of `GET /api/conversation/events`, with when it reached the test (`performance.now()`). */
export type HeardEntry = {
  readonly id: number;
  readonly event: string;
  readonly data: { id: number; threadId: string; kind: string; messageId: string | null; side: string | null };
  readonly at: number;
};

export type ThreadEventStream = {
  readonly status: number;
  readonly type: string | null;
  readonly entries: readonly HeardEntry[];
  /** The first entry heard (or heard already) that `wanted` accepts, or an error after `ms`. */
  readonly next: (wanted: (entry: HeardEntry) => boolean, ms?: number) => Promise<HeardEntry>;
  readonly close: () => void;
};

/**
 * A participant's live stream as the web reads it: `fetch` with the Bearer token (and `Last-Event-ID` on a reconnect),
 * the body read as text/event-stream, entries split on blank lines. Resolves once the answer's headers arrived: the
 * server has then fixed where the stream starts.
 */
export const openThreadEvents = async (
  baseUrl: string,
  token: string,
  lastEventId?: number,
): Promise<ThreadEventStream> => {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/api/conversation/events`, {
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'text/event-stream',
      ...(lastEventId === undefined ? {} : { 'last-event-id': String(lastEventId) }),
    },
    signal: abort.signal,
  });
  const entries: HeardEntry[] = [];
  const waiting = new Set<() => void>();
  if (response.body && response.ok)
    void (async () => {
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const field = (name: string) => block.match(new RegExp(`^${name}: (.*)$`, 'm'))?.[1];
            const data = field('data');
            if (data === undefined) continue;
            entries.push({
              id: Number(field('id')),
              event: field('event') ?? '',
              data: JSON.parse(data),
              at: performance.now(),
            });
            for (const wake of waiting) wake();
          }
        }
      } catch {
        // closed by the test
      }
    })();
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    entries,
    next: (wanted, ms = 5_000) =>
      new Promise((resolve, reject) => {
        const look = () => {
          const found = entries.find(wanted);
          if (!found) return;
          clearTimeout(timer);
          waiting.delete(look);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiting.delete(look);
          reject(new Error(`no such entry within ${ms} ms; heard ${JSON.stringify(entries.map((e) => e.data))}`));
        }, ms);
        waiting.add(look);
        look();
      }),
    close: () => abort.abort(),
  };
};
