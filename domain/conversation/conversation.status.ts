import type { StatusTable } from '../moderation/statusTable';

/** A thread exists from its first message; nothing closes it (the history is kept forever). */
export const threadStatuses = ['none', 'open'] as const;
export type ThreadStatus = (typeof threadStatuses)[number];
export const threadActions = ['send', 'edit', 'hide', 'read', 'report'] as const;
export type ThreadAction = (typeof threadActions)[number];

export const threadTransitions: StatusTable<ThreadStatus, ThreadAction> = {
  none: { send: 'open' },
  open: { send: 'open', edit: 'open', hide: 'open', read: 'open', report: 'open' },
};

/** A message is never deleted: staff may hide it, and a hidden message is neither edited nor reported again. */
export const messageStatuses = ['visible', 'hidden'] as const;
export type MessageStatus = (typeof messageStatuses)[number];
export const messageActions = ['edit', 'hide', 'report', 'replyTo'] as const;
export type MessageAction = (typeof messageActions)[number];

export const messageTransitions: StatusTable<MessageStatus, MessageAction> = {
  visible: { edit: 'visible', hide: 'hidden', report: 'visible', replyTo: 'visible' },
  hidden: { replyTo: 'hidden' },
};
