import {
  EditMessageInput,
  FlaggedMessagesInput,
  HiddenOutput,
  HideMessageInput,
  MessagesInput,
  MessagesOutput,
  ReadOutput,
  ReportMessageInput,
  ReportOutput,
  SendMessageInput,
  SentMessageOutput,
  StaffFlaggedMessagesOutput,
  SubjectMessagesInput,
  SubjectThreadOutput,
  ThreadIdInput,
  ThreadListInput,
  ThreadListOutput,
  UnreadOutput,
} from '../../../application/conversation/schemas';
import { authedProcedure, inputOf, router, unwrap } from '../trpc';

export const conversationRouter = router({
  list: authedProcedure
    .input(inputOf(ThreadListInput.optional()))
    .output(ThreadListOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.conversation.listThreads(ctx.actor, input))),
  unread: authedProcedure
    .output(UnreadOutput)
    .query(({ ctx }) => unwrap(ctx.services.conversation.countUnread(ctx.actor))),
  messages: authedProcedure
    .input(inputOf(MessagesInput))
    .output(MessagesOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.conversation.readMessages(ctx.actor, input))),
  subject: authedProcedure
    .input(inputOf(SubjectMessagesInput))
    .output(SubjectThreadOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.conversation.subjectThread(ctx.actor, input))),
  send: authedProcedure
    .input(inputOf(SendMessageInput))
    .output(SentMessageOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.conversation.sendMessage(ctx.actor, input))),
  edit: authedProcedure
    .input(inputOf(EditMessageInput))
    .output(SentMessageOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.conversation.editMessage(ctx.actor, input))),
  read: authedProcedure
    .input(inputOf(ThreadIdInput))
    .output(ReadOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.conversation.readThread(ctx.actor, input))),
  report: authedProcedure
    .input(inputOf(ReportMessageInput))
    .output(ReportOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.conversation.reportMessage(ctx.actor, input))),
  hide: authedProcedure
    .input(inputOf(HideMessageInput))
    .output(HiddenOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.conversation.hideMessage(ctx.actor, input))),
  flagged: authedProcedure
    .input(inputOf(FlaggedMessagesInput.optional()))
    .output(StaffFlaggedMessagesOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.conversation.flaggedMessages(ctx.actor, input))),
});
