import { err, ok, type Result } from 'neverthrow';
import type { Actor } from '../../shared/actor';
import { unauthenticated, type AppError } from '../../shared/appError';
import type { Page } from '../../shared/pagination';
import { parse } from '../../shared/parse';
import type { ConversationDeps } from '../conversationPorts';
import { threadView } from '../conversationViews';
import { sideOf, threadScopeOf } from '../policies';
import { ThreadListInput, type ThreadOutput } from '../schemas';

/**
 * The caller's threads, unread first: staff those of the subjects they run, anyone else their company's, each only
 * while the caller's side still sees the subject (the subject's own rules decide, as on its page).
 */
export const listThreads =
  (deps: ConversationDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<Page<ThreadOutput>, AppError>> => {
    if (!actor) return err(unauthenticated());
    const input = parse(ThreadListInput, raw ?? {});
    if (input.isErr()) return err(input.error);
    const { page, count, search } = input.value;
    const found = await deps.threads.listThreads(threadScopeOf(actor), { page, count, search });
    const items = await Promise.all(
      found.items.map(async (row) => {
        const parties = await deps.subjects.partiesOf(row.subjectType, row.subjectId);
        const side = parties ? sideOf(actor, row.subjectType, row.subjectId, parties) : null;
        return parties && side ? threadView(row, parties, side) : null;
      }),
    );
    return ok({
      items: items.filter((item): item is ThreadOutput => item !== null),
      meta: { page, count, total: found.total },
    });
  };

/** The caller's unread messages over all their threads and how many threads hold them, for the header. */
export const countUnread =
  (deps: ConversationDeps) =>
  async (actor: Actor | null): Promise<Result<{ unread: number; threads: number }, AppError>> => {
    if (!actor) return err(unauthenticated());
    const found = await deps.threads.listThreads(threadScopeOf(actor), { page: 1, count: 100 });
    const unreadRows = found.items.filter((row) => row.unread > 0);
    const visible = await Promise.all(
      unreadRows.map(async (row) => {
        const parties = await deps.subjects.partiesOf(row.subjectType, row.subjectId);
        return parties && sideOf(actor, row.subjectType, row.subjectId, parties) ? row.unread : 0;
      }),
    );
    return ok({ unread: visible.reduce((a, b) => a + b, 0), threads: visible.filter((n) => n > 0).length });
  };
