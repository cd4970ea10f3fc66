import { randomUUID } from 'node:crypto';
import type { ActorProfile, World } from '../accessWorld';
import type { Outcome, UseCase } from '../policyTable';

/**
 * The notification centre is every logged-in user's own: no scope, no company object. A manager acting as a user
 * reads and marks that user's. Whether another user's notification answers 404 is tested with two users in
 * tests/api/notification; here each write marks a notification of the caller's own, made for the call.
 */
export const loggedIn = (a: ActorProfile): Outcome => (a.kind === 'anonymous' ? 401 : 'allow');

/** The user a request of this actor acts as. */
export const emailOf = (w: World, a: ActorProfile): string | null => {
  if (a.name === 'anonymous') return null;
  if (a.name === 'adminAsPartnerA') return w.emails.partnerA;
  if (a.name === 'adminAsClientA') return w.emails.clientA;
  return w.emails[a.name];
};

const ownNotification = async (w: World, _o: unknown, a: ActorProfile) => {
  const email = emailOf(w, a);
  if (!email) return { extra: { id: randomUUID() } };
  const { rows } = await w.app.pool.query<{ id: string }>(
    `insert into notifications (user_id, kind, title, body, link, idempotency_key)
     select id, 'matrix', 'A notification for the matrix', '', '/pa', $2 from users where email = $1 returning id`,
    [email, `matrix:${randomUUID()}`],
  );
  return { extra: { id: rows[0]?.id ?? randomUUID() } };
};

export const notificationUseCases: readonly UseCase[] = [
  {
    name: "the caller's notifications",
    rest: ['GET /api/notifications/list'],
    trpc: ['notification.list'],
    kind: 'read',
    access: loggedIn,
    // Notifications name what happened to the user's own objects; no company ids or other people's addresses.
    hidden: {
      partner: ['userId', 'user_id', 'email', 'idempotencyKey'],
      client: ['userId', 'user_id', 'email', 'idempotencyKey'],
    },
  },
  {
    name: 'mark one own notification read',
    rest: ['POST /api/notifications/read'],
    trpc: ['notification.markRead'],
    kind: 'write',
    access: loggedIn,
    prepare: ownNotification,
    restCall: (c) => ({ body: { id: c.extra.id ?? randomUUID() } }),
    trpcInput: (c) => ({ id: c.extra.id ?? randomUUID() }),
  },
  {
    name: 'mark all own notifications read',
    rest: ['POST /api/notifications/read-all'],
    trpc: ['notification.markAllRead'],
    kind: 'write',
    access: loggedIn,
    restCall: () => ({ body: {} }),
    trpcInput: () => ({}),
  },
];
