import { err, ok, type Result } from 'neverthrow';
import type { Actor } from '../../shared/actor';
import { unauthenticated, type AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import { subjectTypes } from '../../../domain/conversation/conversation.subject';
import type { ConversationDeps, ConversationReadModel, FeedRow, ThreadRow, ThreadScope } from '../conversationPorts';
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
/** How far back the process's shared tail of the feed keeps entries; a stream resuming from further back reads its own. */
const TAIL_KEPT = 1_000;
const everyThread: ThreadScope = { kind: 'staff', subjectTypes };

type FeedTail = {
  /** Reads what was committed since the last read; calls made during a read are answered by one more read after it. */
  readonly read: () => Promise<void>;
  /** The entries after `afterId` on threads of the scope, oldest first, or null when the tail does not reach back so far. */
  readonly after: (afterId: number, scope: ThreadScope) => FeedRow[] | null;
};
const inScope = (scope: ThreadScope, thread: ThreadRow): boolean =>
  scope.kind === 'staff'
    ? scope.subjectTypes.includes(thread.subjectType)
    : [thread.clientId, thread.agencyId, thread.companyId].includes(scope.companyId);

/**
 * The feed's latest entries, read once per change for every open stream of the process, each stream then taking its
 * own in memory: one read per commit, however many pages are open (each stream reading for itself made 32 open pages
 * 32 reads of every message). A thread's parties never change once it started, so each is looked up once.
 */
const tails = new WeakMap<ConversationReadModel, FeedTail>();
const feedTailOf = (threads: ConversationReadModel): FeedTail => {
  const known = tails.get(threads);
  if (known) return known;
  let rows: FeedRow[] = [];
  const threadOf = new Map<string, ThreadRow>();
  let floor: number | null = null;
  let through = 0;
  const restart = async () => {
    rows = [];
    through = await threads.lastFeedId();
    floor = Math.max(0, through - LOOK_BACK);
  };
  const readOnce = async () => {
    if (floor === null) await restart();
    for (let pages = 1; floor !== null; pages++) {
      // Far behind (no page open for a while): the tail starts again from now, and a stream resuming reads its own.
      if (pages * FEED_PAGE > TAIL_KEPT) return restart();
      const page = await threads.feedSince(everyThread, Math.max(floor, through - LOOK_BACK), FEED_PAGE);
      // The parties of the threads heard of lately: bounded, looked up again after a clear.
      if (threadOf.size > 10_000) threadOf.clear();
      for (const row of page)
        if (!threadOf.has(row.threadId)) {
          const thread = await threads.findThread(row.threadId, 'platform');
          if (thread) threadOf.set(row.threadId, thread);
        }
      const have = new Set(rows.map((row) => row.id));
      rows = [...rows, ...page.filter((row) => !have.has(row.id))].sort((a, b) => a.id - b.id);
      through = Math.max(through, rows.at(-1)?.id ?? 0);
      floor = Math.max(floor, through - TAIL_KEPT);
      const kept = floor;
      rows = rows.filter((row) => row.id > kept);
      if (page.length < FEED_PAGE) return;
    }
  };
  let reading: Promise<void> | null = null;
  let again = false;
  const tail: FeedTail = {
    read: () => {
      if (reading) {
        again = true;
        return reading;
      }
      reading = (async () => {
        do {
          again = false;
          await readOnce();
        } while (again);
      })().finally(() => {
        reading = null;
      });
      return reading;
    },
    after: (afterId, scope) => {
      if (floor === null || afterId < floor) return null;
      return rows.filter((row) => {
        const thread = threadOf.get(row.threadId);
        return row.id > afterId && thread !== undefined && inScope(scope, thread);
      });
    },
  };
  tails.set(threads, tail);
  return tail;
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
    const tail = feedTailOf(deps.threads);
    const since = async (afterId: number) => {
      await tail.read();
      const shared = tail.after(afterId, scope);
      const rows = shared ?? (await deps.threads.feedSince(scope, afterId, FEED_PAGE));
      const kept = await Promise.all(rows.map(async (row) => ((await visible(row.threadId)) ? row : null)));
      const entries: ThreadEventOutput[] = kept.filter((row) => row !== null).map((row) => ({ ...row }));
      // A full page leaves entries unread: the pass reads on from the last row, seen or not.
      return { entries, through: !shared && rows.length === FEED_PAGE ? (rows.at(-1)?.id ?? null) : null };
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
