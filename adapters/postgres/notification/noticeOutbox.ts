import type PgBoss from 'pg-boss';
import type pg from 'pg';
import { noticeOfMail } from '../../../application/notification/notice';
import type { OutgoingMail } from '../../../application/ports/mail';
import { enqueueMail } from '../../mail/outbox';

/**
 * Stores the notification of an e-mail for the platform user it is addressed to, on the caller's transaction, under
 * the e-mail's own idempotency key: the same cause notifies once. An address that is no active user of the platform
 * (a client's contact outside it, a contract's notification list) gets the e-mail only.
 */
export const storeNotice = async (client: pg.PoolClient, mail: OutgoingMail, idempotencyKey: string, kind: string, appUrl: string): Promise<boolean> => {
  const notice = noticeOfMail(mail, appUrl);
  if (!notice) return false;
  const { rowCount } = await client.query(
    `insert into notifications (user_id, kind, title, body, link, idempotency_key)
     select u.id, $2, $3, $4, $5, $6 from users u where u.email = $1 and u.status = 'active'
     on conflict (idempotency_key) do nothing`,
    [mail.to, kind, notice.title, notice.body, notice.link, idempotencyKey],
  );
  return (rowCount ?? 0) > 0;
};

/**
 * What every mail projection calls for each mail an event causes: the outbox row with its delivery job, and the
 * notification of the same mail for its recipient when they use the platform, both in the append's transaction.
 * The mail functions of each area decide who is told what; this writes both forms of it, so the mapping is not repeated.
 */
export const enqueueMailAndNotice = async (client: pg.PoolClient, boss: PgBoss, mail: OutgoingMail, key: { readonly idempotencyKey: string; readonly kind: string }, appUrl: string): Promise<string | null> => {
  const id = await enqueueMail(client, boss, mail, key.idempotencyKey);
  await storeNotice(client, mail, key.idempotencyKey, key.kind, appUrl);
  return id;
};
