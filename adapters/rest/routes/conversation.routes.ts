import type { Request } from 'express';
import {
  FlaggedMessagesInput,
  MessagesInput,
  MessagesOutput,
  ReadOutput,
  ReportMessageInput,
  ReportOutput,
  SendMessageInput,
  SentMessageOutput,
  StaffFlaggedMessagesOutput,
  ThreadEventsInput,
  type ThreadEventOutput,
  ThreadIdInput,
  ThreadListInput,
  ThreadListOutput,
} from '../../../application/conversation/schemas';
import type { AppServices } from '../../services';
import { sendError } from '../envelope';
import type { RestRoutes } from '../restRoute';

const tag = 'conversations';

/** How often an idle stream says it is alive, under the idle timeouts of proxies. */
const KEEP_ALIVE_MS = 20_000;

/** The threads of the caller's subjects: client, agency and platform talk on the thing they talk about. */
export const conversationRoutes = (routes: RestRoutes, { conversation }: AppServices): void => {
  routes.add({
    method: 'get',
    path: '/api/conversation/list',
    tag,
    auth: true,
    query: ThreadListInput,
    response: ThreadListOutput,
    summary:
      "The caller's threads, unread first, with the unread count of the caller's side; `search` looks in the texts",
    handle: (r) => conversation.listThreads(r.actor, r.query),
  });
  routes.add({
    method: 'get',
    path: '/api/conversation/:id/messages',
    tag,
    auth: true,
    params: ThreadIdInput,
    query: MessagesInput.omit({ id: true }),
    response: MessagesOutput,
    summary:
      "A page of a thread's messages (page 1 the latest), as the caller's side reads them: contact details masked between client and agency, the agency as the specialist's team",
    handle: (r) => conversation.readMessages(r.actor, { ...r.query, id: r.params.id }),
  });
  routes.add({
    method: 'post',
    path: '/api/conversation/message',
    tag,
    auth: true,
    body: SendMessageInput,
    response: SentMessageOutput,
    summary:
      'Send a message on a subject (the first starts its thread); 30 a minute per user, 5 new threads a minute per company (429 with Retry-After)',
    handle: (r) => conversation.sendMessage(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: '/api/conversation/:id/read',
    tag,
    auth: true,
    params: ThreadIdInput,
    response: ReadOutput,
    summary: "The caller's side has read the thread up to its last message",
    handle: (r) => conversation.readThread(r.actor, { id: r.params.id }),
  });
  routes.add({
    method: 'post',
    path: '/api/conversation/message/:id/report',
    tag,
    auth: true,
    params: ThreadIdInput,
    body: ReportMessageInput.omit({ id: true }),
    response: ReportOutput,
    summary: "Report another participant's message to the platform, with a reason",
    handle: (r) => conversation.reportMessage(r.actor, { ...(r.body as object), id: r.params.id }),
  });
  routes.add({
    method: 'get',
    path: '/api/conversation/flagged',
    tag,
    auth: true,
    query: FlaggedMessagesInput,
    response: StaffFlaggedMessagesOutput,
    summary:
      "Staff: messages reported to the platform (`kind=reported`: who reported, why, when) or sent masked (`kind=masked`: the original and the other side's copy), newest first, on the subjects the caller runs",
    handle: (r) => conversation.flaggedMessages(r.actor, r.query),
  });
  routes.raw({
    method: 'get',
    path: '/api/conversation/events',
    tag,
    auth: true,
    query: ThreadEventsInput,
    summary:
      "text/event-stream of the caller's thread changes (message, edited, hidden, read), each with its id; reconnect with Last-Event-ID to hear what was missed",
    raw: async (r, res) => {
      const req = res.req as Request;
      const lastEventId = req.get('last-event-id') ?? r.query.lastEventId;
      const opened = await conversation.threadEvents(r.actor, lastEventId === undefined ? {} : { lastEventId });
      if (opened.isErr()) return sendError(res, opened.error);
      const stream = opened.value;
      res.status(200);
      res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
      // no-transform: never compressed, so each entry leaves at once.
      res.setHeader('Cache-Control', 'no-cache, no-transform');
      res.setHeader('Connection', 'keep-alive');
      res.setHeader('X-Accel-Buffering', 'no');
      res.flushHeaders();
      res.write('retry: 2000\n\n');
      let closed = false;
      const send = (entry: ThreadEventOutput) => {
        if (!closed) res.write(`id: ${entry.id}\nevent: ${entry.kind}\ndata: ${JSON.stringify(entry)}\n\n`);
      };
      // A failed pass (the database restarting) is tried again at the next change or keep-alive.
      const pump = () => stream.deliver(send).catch(() => undefined);
      const off = stream.onChange(() => void pump());
      const keepAlive = setInterval(() => {
        res.write(': keep-alive\n\n');
        void pump();
      }, KEEP_ALIVE_MS);
      req.on('close', () => {
        closed = true;
        off();
        clearInterval(keepAlive);
      });
      await pump();
    },
  });
};
