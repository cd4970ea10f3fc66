import { err, ok, type Result } from 'neverthrow';
import type { Actor } from '../../shared/actor';
import { forbidden, unauthenticated, type AppError } from '../../shared/appError';
import type { Page } from '../../shared/pagination';
import { parse } from '../../shared/parse';
import type { ConversationDeps, FlaggedRow } from '../conversationPorts';
import { staffMessage } from '../conversationViews';
import { threadScopeOf } from '../policies';
import { FlaggedMessagesInput, type StaffFlaggedMessageOutput } from '../schemas';

const flaggedView = (row: FlaggedRow, title: string, readerId: string, now: Date): StaffFlaggedMessageOutput => ({
  message: staffMessage(row.message, readerId, now),
  thread: { id: row.message.threadId, subjectType: row.subjectType, subjectId: row.subjectId, title },
  flaggedAt: row.flaggedAt.toISOString(),
  reports: row.reports.map((report) => ({
    userId: report.userId,
    name: `${report.firstName} ${report.lastName}`.trim(),
    company: report.companyName,
    side: report.side,
    reason: report.reason,
    reportedAt: report.reportedAt.toISOString(),
  })),
});

/**
 * The manager's view of what needs a look: messages reported to the platform (who reported, why, when), or messages
 * the other side read masked (the original beside the masked copy), newest first, on the subjects the staff member
 * runs. Anyone who runs no subject of a conversation is refused (403), as the area's other staff actions are.
 */
export const flaggedMessages =
  (deps: ConversationDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<Page<StaffFlaggedMessageOutput>, AppError>> => {
    if (!actor) return err(unauthenticated());
    const input = parse(FlaggedMessagesInput, raw ?? {});
    if (input.isErr()) return err(input.error);
    const scope = threadScopeOf(actor);
    if (scope.kind !== 'staff') return err(forbidden('Only the platform reads reported and masked messages'));
    const { kind, page, count } = input.value;
    const found = await deps.threads.flaggedMessages(scope.subjectTypes, { kind, page, count });
    const now = deps.clock.now();
    const items = await Promise.all(
      found.items.map(async (row) => {
        const parties = await deps.subjects.partiesOf(row.subjectType, row.subjectId);
        return flaggedView(row, parties?.title ?? '', actor.userId, now);
      }),
    );
    return ok({ items, meta: { page, count, total: found.total } });
  };
