import { err, ok, type Result } from 'neverthrow';
import type { Actor } from '../../shared/actor';
import { unauthenticated, type AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { ConversationDeps } from '../conversationPorts';
import { sideOf, threadScopeOf } from '../policies';
import { ThreadEventsInput, type ThreadEventOutput } from '../schemas';

export type ThreadEventStream = {
  /** Where the stream starts: the id after which entries are new to the caller. */
  readonly start: number;
  /** The entries after `afterId` the caller may hear of, oldest first. */
  readonly since: (afterId: number) => Promise<readonly ThreadEventOutput[]>;
  /** Calls `changed` when a thread may have changed in any app process; answers the unsubscription. */
  readonly onChange: (changed: () => void) => () => void;
};

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
    const start = input.value.lastEventId ?? (await deps.threads.lastFeedId());
    return ok({
      start,
      since: async (afterId) => {
        const rows = await deps.threads.feedSince(scope, afterId, 200);
        const kept = await Promise.all(rows.map(async (row) => ((await visible(row.threadId)) ? row : null)));
        return kept.filter((row) => row !== null).map((row) => ({ ...row }));
      },
      onChange: deps.changes.on,
    });
  };
