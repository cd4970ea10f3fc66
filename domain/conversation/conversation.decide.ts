import { err, ok, type Result } from 'neverthrow';
import type { Decider } from '../shared/decider';
import { domainError, type DomainError } from '../shared/domainError';
import type { ConversationCommand } from './conversation.commands';
import type { ConversationEvent } from './conversation.events';
import { maskContacts } from './conversation.masking';
import { conversationRules, withinEditWindow } from './conversation.rules';
import { evolve, initialState, type OpenThread, type Thread, type ThreadMessage } from './conversation.state';
import { messageTransitions, threadTransitions, type MessageAction } from './conversation.status';
import { masksWhenSentBy, takesPart } from './conversation.subject';

export type ConversationError = DomainError;

const checkText = (raw: string, withFiles: boolean): Result<string, ConversationError> => {
  const text = raw.trim();
  if (text === '' && !withFiles) return err(domainError('conversation.text_required', 'Write a message'));
  if (text.length > conversationRules.maxTextLength)
    return err(
      domainError('conversation.text_too_long', `A message is at most ${conversationRules.maxTextLength} characters`),
    );
  return ok(text);
};

const checkReason = (raw: string, what: string): Result<string, ConversationError> => {
  const reason = raw.trim();
  if (reason === '') return err(domainError('conversation.reason_required', `Say why the message is ${what}`));
  if (reason.length > conversationRules.maxReasonLength)
    return err(
      domainError(
        'conversation.reason_too_long',
        `A reason is at most ${conversationRules.maxReasonLength} characters`,
      ),
    );
  return ok(reason);
};

/** The message a command is about, if the message table lets the action happen to it. */
const messageFor = (
  thread: OpenThread,
  messageId: string,
  action: MessageAction,
): Result<ThreadMessage, ConversationError> => {
  const message = thread.messages.get(messageId);
  if (!message) return err(domainError('conversation.message_not_found', 'Message not found'));
  if (messageTransitions[message.status][action] === undefined)
    return err(domainError('conversation.message_hidden', 'This message was hidden by the platform'));
  return ok(message);
};

/** A masked copy for the other side when the sender is the client or the agency and the text holds contact details. */
const maskingOf = (
  thread: { readonly subject: OpenThread['subject'] },
  side: ConversationCommand['side'],
  text: string,
  allowedHosts: readonly string[],
) => {
  if (!masksWhenSentBy(thread.subject.type, side)) return null;
  const masked = maskContacts(text, { allowedHosts });
  return masked.kinds.length > 0 ? masked : null;
};

export const decide = (
  command: ConversationCommand,
  thread: Thread,
): Result<ConversationEvent[], ConversationError> => {
  const { metadata, side } = command;
  if (threadTransitions[thread.status][command.action] === undefined)
    return err(domainError('conversation.not_found', 'Conversation not found'));
  if (command.action === 'send') {
    const subject = thread.status === 'open' ? thread.subject : command.subject;
    const threadId = thread.status === 'open' ? thread.threadId : command.threadId;
    const parties = thread.status === 'open' ? thread.parties : command.parties;
    if (!takesPart(subject.type, side))
      return err(domainError('conversation.not_a_participant', 'You do not take part in this conversation'));
    if (command.fileIds.length > conversationRules.maxFiles)
      return err(domainError('conversation.too_many_files', `Attach at most ${conversationRules.maxFiles} files`));
    if (command.replyTo !== null) {
      if (thread.status !== 'open' || !thread.messages.has(command.replyTo))
        return err(domainError('conversation.reply_not_found', 'The message you reply to is not in this conversation'));
    }
    return checkText(command.text, command.fileIds.length > 0).map((text): ConversationEvent[] => {
      const data = { threadId, messageId: command.messageId };
      const masked = maskingOf({ subject }, side, text, command.allowedHosts);
      return [
        {
          type: 'MessageSent',
          data: {
            ...data,
            subject,
            parties,
            senderSide: side,
            text,
            fileIds: [...command.fileIds],
            replyTo: command.replyTo,
          },
          metadata,
        },
        ...(masked
          ? [
              {
                type: 'ContactMasked' as const,
                data: { ...data, maskedText: masked.text, kinds: masked.kinds },
                metadata,
              },
            ]
          : []),
      ];
    });
  }
  if (thread.status !== 'open') return err(domainError('conversation.not_found', 'Conversation not found'));
  const { threadId } = thread;
  switch (command.action) {
    case 'edit':
      return messageFor(thread, command.messageId, 'edit').andThen((message) => {
        if (message.senderId !== metadata.actorId)
          return err(domainError('conversation.not_the_sender', 'Only the sender may edit a message'));
        if (message.edited) return err(domainError('conversation.already_edited', 'A message may be edited only once'));
        if (!withinEditWindow(message.sentAt, metadata.at))
          return err(
            domainError('conversation.edit_window_passed', 'A message may be edited within 10 minutes of sending it'),
          );
        return checkText(command.text, true).andThen((text): Result<ConversationEvent[], ConversationError> => {
          if (text === '' || text === message.text)
            return err(domainError('conversation.text_unchanged', 'Change the text to edit the message'));
          const masked = maskingOf(thread, message.senderSide, text, command.allowedHosts);
          const data = { threadId, messageId: message.messageId };
          return ok([
            { type: 'MessageEdited', data: { ...data, previousText: message.text, text }, metadata },
            ...(masked
              ? [
                  {
                    type: 'ContactMasked' as const,
                    data: { ...data, maskedText: masked.text, kinds: masked.kinds },
                    metadata,
                  },
                ]
              : []),
          ]);
        });
      });
    case 'hide':
      if (side !== 'platform') return err(domainError('conversation.staff_only', 'Only the platform hides messages'));
      return messageFor(thread, command.messageId, 'hide').andThen((message) =>
        checkReason(command.reason, 'hidden').map((reason): ConversationEvent[] => [
          { type: 'MessageHidden', data: { threadId, messageId: message.messageId, reason }, metadata },
        ]),
      );
    case 'report':
      return messageFor(thread, command.messageId, 'report').andThen((message) => {
        if (message.senderId === metadata.actorId)
          return err(domainError('conversation.own_message', 'You cannot report your own message'));
        // A second report of the same user adds nothing.
        if (message.reportedBy.includes(metadata.actorId)) return ok([]);
        return checkReason(command.reason, 'reported').map((reason): ConversationEvent[] => [
          { type: 'MessageReported', data: { threadId, messageId: message.messageId, side, reason }, metadata },
        ]);
      });
    case 'read': {
      if (!takesPart(thread.subject.type, side))
        return err(domainError('conversation.not_a_participant', 'You do not take part in this conversation'));
      if ((thread.readUpTo[side] ?? 0) >= thread.lastSeq) return ok([]);
      const last = [...thread.messages.values()].find((m) => m.seq === thread.lastSeq);
      if (!last) return ok([]);
      return ok([{ type: 'ThreadRead', data: { threadId, side, upToMessageId: last.messageId }, metadata }]);
    }
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
};

export const conversationDecider: Decider<Thread, ConversationCommand, ConversationEvent, ConversationError> = {
  initialState,
  evolve,
  decide,
};
