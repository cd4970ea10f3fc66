import { err, ok, type Result } from 'neverthrow';
import type { ConversationEvent } from '../../../domain/conversation/conversation.events';
import type { MaskKind } from '../../../domain/conversation/conversation.masking';
import type { ConversationSide } from '../../../domain/conversation/conversation.subject';
import { evolve, initialState, type ThreadMessage } from '../../../domain/conversation/conversation.state';
import { eventsAsOf } from '../../../domain/moderation/history';
import { forbidden, validationError, type AppError } from '../../shared/appError';
import type { ThreadCaller } from '../commands/runCommand';
import {
  threadStreamOf,
  type ConversationDeps,
  type MessageRow,
  type SideRead,
  type ThreadRow,
} from '../conversationPorts';
import { staffMessage, threadView } from '../conversationViews';
import type { MessagesOutput } from '../schemas';

/** What the thread's fold does not keep but staff read: the masked copy, the text replaced, when and why. */
type MessageAsOf = {
  maskedText: string | null;
  maskedKinds: readonly MaskKind[];
  previousText: string | null;
  editedAt: Date | null;
  hiddenAt: Date | null;
  hiddenReason: string | null;
};

const detailsAsOf = (events: readonly ConversationEvent[]): Map<string, MessageAsOf> => {
  const details = new Map<string, MessageAsOf>();
  const at = (event: ConversationEvent) => new Date(event.metadata.at);
  for (const event of events) {
    if (event.type === 'ThreadRead') continue;
    const id = event.data.messageId;
    const before = details.get(id) ?? {
      maskedText: null,
      maskedKinds: [],
      previousText: null,
      editedAt: null,
      hiddenAt: null,
      hiddenReason: null,
    };
    if (event.type === 'ContactMasked')
      details.set(id, { ...before, maskedText: event.data.maskedText, maskedKinds: event.data.kinds });
    // As the projection does: the masked copy of the first text no longer applies after an edit.
    if (event.type === 'MessageEdited')
      details.set(id, {
        ...before,
        previousText: event.data.previousText,
        editedAt: at(event),
        maskedText: null,
        maskedKinds: [],
      });
    if (event.type === 'MessageHidden')
      details.set(id, { ...before, hiddenAt: at(event), hiddenReason: event.data.reason });
    if (event.type === 'MessageSent') details.set(id, before);
  }
  return details;
};

/** The read model's row (who sent it, the files) with what the message was at the moment. */
const rowAsOf = (row: MessageRow, message: ThreadMessage, details: MessageAsOf | undefined): MessageRow => ({
  ...row,
  text: message.text,
  maskedText: details?.maskedText ?? null,
  maskedKinds: details?.maskedKinds ?? [],
  previousText: details?.previousText ?? null,
  editedAt: details?.editedAt ?? null,
  hiddenAt: message.status === 'hidden' ? (details?.hiddenAt ?? message.sentAt) : null,
  hiddenReason: message.status === 'hidden' ? (details?.hiddenReason ?? null) : null,
  reports: message.reportedBy.length,
});

/**
 * Staff: a page of the thread as it stood at `asOf`, folded from its stream's events recorded by then: the texts they
 * had, hidden and reported only by then, the masked copy of then. Nothing in a past page can be edited.
 */
export const readMessagesAsOf = async (
  deps: ConversationDeps,
  caller: ThreadCaller,
  thread: ThreadRow,
  input: { page: number; count: number; asOf: string },
): Promise<Result<MessagesOutput, AppError>> => {
  if (caller.side !== 'platform') return err(forbidden('Only staff read a thread as of a past moment'));
  const at = new Date(input.asOf);
  if (at.getTime() > deps.clock.now().getTime())
    return err(validationError([{ field: 'asOf', message: 'Choose a moment that has passed' }]));
  const { events } = await deps.events.readStream<ConversationEvent>(
    threadStreamOf(thread.subjectType, thread.subjectId),
  );
  const upTo = eventsAsOf(events, at);
  const state = upTo.reduce(evolve, initialState());
  const messages = state.status === 'open' ? [...state.messages.values()].sort((a, b) => a.seq - b.seq) : [];
  const details = detailsAsOf(upTo);
  const total = messages.length;
  const onPage = messages.slice(
    Math.max(0, total - input.page * input.count),
    Math.max(0, total - (input.page - 1) * input.count),
  );
  const found = new Map(
    (await deps.threads.messagesById(onPage.map((message) => message.messageId))).map((row) => [row.id, row]),
  );
  const rows = onPage.map((message) => found.get(message.messageId));
  // Read receipts as of then: how far each side had read by that moment.
  const reads: SideRead[] =
    state.status === 'open'
      ? Object.entries(state.readUpTo).map(([side, seq]) => ({ side: side as ConversationSide, lastReadSeq: seq ?? 0 }))
      : [];
  const items = onPage.flatMap((message, index) => {
    const row = rows[index];
    if (!row) return [];
    return [
      {
        ...staffMessage(rowAsOf(row, message, details.get(message.messageId)), caller.actor.userId, at, reads),
        canEdit: false,
      },
    ];
  });
  const last = messages.at(-1);
  const read = state.status === 'open' ? (state.readUpTo.platform ?? 0) : 0;
  const view = threadView(
    {
      ...thread,
      messageCount: total,
      lastMessageAt: last?.sentAt ?? null,
      unread: messages.filter((m) => m.seq > read && m.senderSide !== 'platform').length,
    },
    caller.parties,
    caller.side,
  );
  return ok({ thread: view, items, meta: { page: input.page, count: input.count, total } } as MessagesOutput);
};
