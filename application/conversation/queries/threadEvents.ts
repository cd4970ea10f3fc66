import { err, ok, type Result } from 'neverthrow';
import type { Actor } from '../../shared/actor';
import { unauthenticated, type AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { ConversationDeps } from '../conversationPorts';
import { sideOf, threadScopeOf } from '../policies';
import { ThreadEventsInput, type ThreadEventOutput } from '../schemas';

export type ThreadEventStream = {
  /**
   * Hands `send` the entries the caller has not heard yet and may hear of, oldest first, each once. Calls made while
   * one runs are folded into one more pass after it, so entries leave in order and the feed is read once per burst.
   */
  readonly deliver: (send: (entry: ThreadEventOutput) => void) => Promise<void>;
  /** Calls `changed` when a thread may have changed in any app process; answers the unsubscription. */
  readonly onChange: (changed: () => void) => () => void;
};

/**
 * Entries are numbered in the order they were written, not committed: a number may become visible after a higher
 * one. Each pass looks this far back and sends only what it has not sent; the first, only to learn what was there
 * before the stream's start (heard already, or older than the page), so a later pass never sends it.
 */
const LOOK_BACK = 100;
const FEED_PAGE = 200;

/**
 * The caller's live stream of thread changes (new, edited, hidden messages, read receipts), resumable from the last
 * entry heard. An entry names the thread and the message, never their content: the page reads that through the
 * checked queries. A thread of a subject the caller's side does not see (yet) is never named.
 */
export const threadEvents =
  (deps: ConversationDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<ThreadEventStream, AppError>> => {
    if (!actor) return err(unauthenticated());
    const input = parse(ThreadEventsInput, raw ?? {});
    if (input.isErr()) return err(input.error);
    const scope = threadScopeOf(actor);
    const seen = new Map<string, boolean>();
    const visible = async (threadId: string): Promise<boolean> => {
      const known = seen.get(threadId);
      if (known !== undefined) return known;
      const thread = await deps.threads.findThread(threadId, 'platform');
      const parties = thread ? await deps.subjects.partiesOf(thread.subjectType, thread.subjectId) : null;
      const yes = Boolean(thread && parties && sideOf(actor, thread.subjectType, thread.subjectId, parties));
      // A subject a side does not see yet may become visible (a candidate passed on): only a yes is kept.
      if (yes) seen.set(threadId, true);
      return yes;
    };
    const since = async (afterId: number) => {
      const rows = await deps.threads.feedSince(scope, afterId, FEED_PAGE);
      const kept = await Promise.all(rows.map(async (row) => ((await visible(row.threadId)) ? row : null)));
      const entries: ThreadEventOutput[] = kept.filter((row) => row !== null).map((row) => ({ ...row }));
      // A full page leaves entries unread: the pass reads on from the last row, seen or not.
      return { entries, through: rows.length === FEED_PAGE ? (rows.at(-1)?.id ?? null) : null };
    };
    /** Where the stream starts: what the caller heard (Last-Event-ID) or, for a new page, everything written so far. */
    const start = input.value.lastEventId ?? (await deps.threads.lastFeedId());
    let last = start;
    let first = true;
    const sent = new Set<number>();
    let running: Promise<void> | null = null;
    let again = false;
    const deliver = (send: (entry: ThreadEventOutput) => void): Promise<void> => {
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        do {
          again = false;
          const { entries, through } = await since(Math.max(0, last - LOOK_BACK));
          for (const entry of entries) {
            if (sent.has(entry.id)) continue;
            sent.add(entry.id);
            // The first pass looks back too, only to know what was heard before the start and never send it.
            if (first && entry.id <= start) continue;
            last = Math.max(last, entry.id);
            send(entry);
          }
          first = false;
          if (through !== null) {
            last = Math.max(last, through);
            again = true;
          }
          for (const id of sent) if (id < last - LOOK_BACK) sent.delete(id);
        } while (again);
      })().finally(() => {
        running = null;
      });
      return running;
    };
    return ok({ deliver, onChange: deps.changes.on });
  };
