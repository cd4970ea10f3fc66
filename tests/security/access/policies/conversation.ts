import { randomUUID } from 'node:crypto';
import type { AccessObject, ActorProfile, World } from '../accessWorld';
import type { CallContext, Outcome, UseCase } from '../policyTable';

/**
 * Conversations follow their subject: on a candidate, its client's people (`candidate:view-own`), its agency's
 * (`request:respond`, once the manager passed it on) and staff who run candidates (`candidate:manage`) take part;
 * anyone else finds neither the subject's thread nor its messages (404). The world's threads are in
 * policies/conversationWorld.ts; an object's `state` there is the id of its first message (the client's).
 */
const has = (a: ActorProfile, scope: string) => a.scopes.includes(scope);
/** The scopes that run a conversation's subject (application/conversation/policies.ts, `staffScopeOf`). */
const conversationStaffScopes = ['candidate:manage', 'client-request:moderate', 'contract:manage', 'company:manage'];
const takesPart = (a: ActorProfile, o: AccessObject | null): boolean =>
  o !== null &&
  o.state !== 'missing' &&
  ((a.kind === 'staff' && has(a, 'candidate:manage')) ||
    (a.kind === 'client' && has(a, 'candidate:view-own') && o.owner === a.companyId) ||
    (a.kind === 'partner' && has(a, 'request:respond') && o.agencyOwner === a.companyId));
const participant = (a: ActorProfile, o: AccessObject | null): Outcome =>
  a.kind === 'anonymous' ? 401 : takesPart(a, o) ? 'allow' : 404;
const signedIn = (a: ActorProfile): Outcome => (a.kind === 'anonymous' ? 401 : 'allow');

/** What a participant of the other market side must never read: the agency's or the client's company, staff's copies. */
const hidden = {
  client: ['agencyId', 'agencyName', 'senderCompanyName', 'originalText', 'maskedText', 'actedBy', 'senderUserId'],
  partner: ['clientId', 'senderCompanyName', 'originalText', 'maskedText', 'actedBy', 'senderUserId'],
} as const;

/** A fresh message of the candidate's client on the thread's subject, for a write that changes one message. */
const clientMessage = async (w: World, o: AccessObject | null) => {
  const candidate = w.objects.candidate.find((c) => c.owner === o?.owner && c.agencyOwner === o?.agencyOwner);
  const token = w.tokens[o?.company === 'B' ? 'clientB' : 'clientA'];
  const sent = await w.app.api.post(
    '/api/conversation/message',
    { subjectType: 'candidate', subjectId: candidate?.id, text: 'A message for the matrix to change' },
    { token },
  );
  if (sent.status !== 200) throw new Error(`prepare: ${sent.status} ${JSON.stringify(sent.body)}`);
  return sent.body.data.message.id as string;
};

/** The message a write names: the prepared one, else the thread's first (a missing thread names an unused id). */
const messageIdOf = (c: CallContext): string => c.extra.messageId ?? (c.o!.state === 'missing' ? c.o!.id : c.o!.state);

export const conversationUseCases: readonly UseCase[] = [
  {
    name: "the caller's threads",
    rest: ['GET /api/conversation/list'],
    trpc: ['conversation.list'],
    kind: 'read',
    access: signedIn,
    restCall: () => ({ query: {} }),
    trpcInput: () => ({}),
    hidden,
  },
  {
    name: "the caller's unread messages",
    rest: [],
    trpc: ['conversation.unread'],
    kind: 'read',
    access: signedIn,
    trpcInput: () => undefined,
  },
  {
    // The stream names threads and messages, never their content; its entries are tried in tests/api/conversation.
    name: "the caller's live thread events",
    rest: ['GET /api/conversation/events'],
    trpc: [],
    kind: 'read',
    access: signedIn,
    restCall: () => ({ query: {} }),
  },
  {
    name: "a thread's messages",
    rest: ['GET /api/conversation/:id/messages'],
    trpc: ['conversation.messages'],
    kind: 'read',
    object: 'thread',
    access: participant,
    restCall: (c) => ({ params: { id: c.o!.id }, query: {} }),
    trpcInput: (c) => ({ id: c.o!.id }),
    hidden,
  },
  {
    name: "a subject's thread",
    rest: [],
    trpc: ['conversation.subject'],
    kind: 'read',
    object: 'candidate',
    access: participant,
    trpcInput: (c) => ({ subjectType: 'candidate', subjectId: c.o!.id }),
    hidden,
  },
  {
    name: 'send a message on a candidate',
    rest: ['POST /api/conversation/message'],
    trpc: ['conversation.send'],
    kind: 'write',
    object: 'candidate',
    access: participant,
    restCall: (c) => ({ body: { subjectType: 'candidate', subjectId: c.o!.id, text: 'Does she know Kafka?' } }),
    trpcInput: (c) => ({ subjectType: 'candidate', subjectId: c.o!.id, text: 'Does she know Kafka?' }),
    hidden,
  },
  {
    name: 'mark a thread read',
    rest: ['POST /api/conversation/:id/read'],
    trpc: ['conversation.read'],
    kind: 'write',
    object: 'thread',
    access: participant,
    restCall: (c) => ({ params: { id: c.o!.id }, body: {} }),
    trpcInput: (c) => ({ id: c.o!.id }),
  },
  {
    // The client's own message cannot be reported by the client (422); the agency and staff report it.
    name: 'report a message',
    rest: ['POST /api/conversation/message/:id/report'],
    trpc: ['conversation.report'],
    kind: 'write',
    object: 'thread',
    access: (a, o) => {
      const outcome = participant(a, o);
      return outcome === 'allow' && a.kind === 'client' ? 422 : outcome;
    },
    prepare: async (w, o) => ({ extra: { messageId: await clientMessage(w, o) } }),
    restCall: (c) => ({ params: { id: messageIdOf(c) }, body: { reason: 'Asks to call outside' } }),
    trpcInput: (c) => ({ id: messageIdOf(c), reason: 'Asks to call outside' }),
  },
  {
    // Only the sender edits, once: the prepared message is the client's own, so only its client may.
    name: 'edit a message',
    rest: [],
    trpc: ['conversation.edit'],
    kind: 'write',
    object: 'thread',
    access: (a, o) => {
      const outcome = participant(a, o);
      if (outcome !== 'allow') return outcome;
      return a.kind === 'client' ? 'allow' : 422;
    },
    prepare: async (w, o) => ({ extra: { messageId: await clientMessage(w, o) } }),
    trpcInput: (c) => ({ id: messageIdOf(c), text: `Corrected ${randomUUID().slice(0, 6)}` }),
  },
  {
    // Staff who run candidates hide a message with a reason; the parties may not (403).
    name: 'hide a message',
    rest: [],
    trpc: ['conversation.hide'],
    kind: 'write',
    object: 'thread',
    access: (a, o) => {
      const outcome = participant(a, o);
      if (outcome !== 'allow') return outcome;
      return a.kind === 'staff' ? 'allow' : 403;
    },
    prepare: async (w, o) => ({ extra: { messageId: await clientMessage(w, o) } }),
    trpcInput: (c) => ({ id: messageIdOf(c), reason: 'Off topic' }),
  },
  {
    // Staff who run any conversation's subject read the reported and masked messages of those subjects; the world's
    // masked questions (a phone number) are marked for staff who run candidates only, so a wider list would show.
    name: 'the reported and masked messages',
    rest: ['GET /api/conversation/flagged'],
    trpc: ['conversation.flagged'],
    kind: 'read',
    access: (a) =>
      a.kind === 'anonymous'
        ? 401
        : a.kind === 'staff' && conversationStaffScopes.some((scope) => has(a, scope))
          ? 'allow'
          : 403,
    restCall: () => ({ query: { kind: 'masked' } }),
    trpcInput: () => ({ kind: 'masked' }),
  },
];
