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
 * one. Each pass after the first looks this far back, and sends only what it has not sent.
 */
const LOOK_BACK = 100;

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
    const since = async (afterId: number): Promise<ThreadEventOutput[]> => {
      const rows = await deps.threads.feedSince(scope, afterId, 200);
      const kept = await Promise.all(rows.map(async (row) => ((await visible(row.threadId)) ? row : null)));
      return kept.filter((row) => row !== null).map((row) => ({ ...row }));
    };
    let last = input.value.lastEventId ?? (await deps.threads.lastFeedId());
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
          const entries = await since(first ? last : Math.max(0, last - LOOK_BACK));
          first = false;
          for (const entry of entries) {
            if (sent.has(entry.id)) continue;
            sent.add(entry.id);
            last = Math.max(last, entry.id);
            send(entry);
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
