import { editMessage } from './commands/editMessage';
import { hideMessage } from './commands/hideMessage';
import { readThread } from './commands/readThread';
import { reportMessage } from './commands/reportMessage';
import { sendMessage } from './commands/sendMessage';
import type { ConversationDeps } from './conversationPorts';
import { flaggedMessages } from './queries/flaggedMessages';
import { countUnread, listThreads } from './queries/listThreads';
import { readMessages, subjectThread } from './queries/readMessages';
import { threadEvents } from './queries/threadEvents';

export const conversationService = (deps: ConversationDeps) => ({
  sendMessage: sendMessage(deps),
  editMessage: editMessage(deps),
  hideMessage: hideMessage(deps),
  reportMessage: reportMessage(deps),
  readThread: readThread(deps),
  listThreads: listThreads(deps),
  countUnread: countUnread(deps),
  readMessages: readMessages(deps),
  subjectThread: subjectThread(deps),
  threadEvents: threadEvents(deps),
  flaggedMessages: flaggedMessages(deps),
});
export type ConversationService = ReturnType<typeof conversationService>;
