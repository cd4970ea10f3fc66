import type PgBoss from 'pg-boss';
import type pg from 'pg';
import { noticeOfMail, type Notice } from '../../../application/notification/notice';
import type { OutgoingMail } from '../../../application/ports/mail';
import { sendDelivery } from '../../mail/outbox';

/**
 * The platform's staff whose role holds `scope`, active and verified: who hears (by e-mail and in the notification
 * centre) of what that scope lets them act on.
 */
export const staffHolding = async (client: pg.Pool | pg.ClientBase, scope: string): Promise<string[]> =>
  (
    await client.query<{ email: string }>(
      `select u.email from users u join roles r on r.id = u.role_id
        where r.kind = 'platform' and $1 = any(r.scopes) and u.email_verified_at is not null and u.status = 'active'
        order by u.email`,
      [scope],
    )
  ).rows.map((row) => row.email);

/**
 * What every mail projection calls for each mail an event causes, in the append's transaction and one statement: the
 * outbox row, and the notification of the same mail for its recipient when they are an active user of the platform (a
 * client's contact outside it, a contract's notification list get the e-mail only), both under the e-mail's own
 * idempotency key, so the same cause mails and notifies once; then the delivery job of a mail stored now. The mail
 * functions of each area decide who is told what; this writes both forms of it, so the mapping is not repeated.
 */
export const enqueueMailAndNotice = async (
  client: pg.PoolClient,
  boss: PgBoss,
  mail: OutgoingMail,
  key: { readonly idempotencyKey: string; readonly kind: string },
  appUrl: string,
): Promise<string | null> => {
  const notice = noticeOfMail(mail, appUrl);
  const { rows } = await client.query<{ id: string }>(
    `with mail as (
       insert into mail_outbox (to_address, subject, text_body, html_body, idempotency_key, calendar_method, calendar_body)
       values ($1, $2, $3, $4, $5, $11, $12) on conflict (idempotency_key) do nothing returning id),
     notice as (
       insert into notifications (user_id, kind, title, body, link, idempotency_key)
       select u.id, $6, $7, $8, $9, $5 from users u where $10 and u.email = $1::citext and u.status = 'active'
       on conflict (idempotency_key) do nothing)
     select id from mail`,
    [
      mail.to,
      mail.subject,
      mail.text,
      mail.html,
      key.idempotencyKey,
      key.kind,
      notice?.title ?? '',
      notice?.body ?? '',
      notice?.link ?? null,
      notice !== null,
      mail.calendar?.method ?? null,
      mail.calendar?.content ?? null,
    ],
  );
  const id = rows[0]?.id ?? null;
  if (id) await sendDelivery(client, boss, id);
  return id;
};

/**
 * A notification whose words are not its e-mail's (a digest's bell line counts what its mail lists), for one active
 * user, in the caller's transaction and under the key of the e-mail it goes with, so the same cause notifies once.
 */
export const enqueueNotice = async (
  client: pg.PoolClient,
  userId: string,
  notice: Notice,
  key: { readonly idempotencyKey: string; readonly kind: string },
): Promise<void> => {
  await client.query(
    `insert into notifications (user_id, kind, title, body, link, idempotency_key)
     select u.id, $2, $3, $4, $5, $6 from users u where u.id = $1 and u.status = 'active'
     on conflict (idempotency_key) do nothing`,
    [userId, key.kind, notice.title, notice.body, notice.link, key.idempotencyKey],
  );
};
