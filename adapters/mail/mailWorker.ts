import type PgBoss from 'pg-boss';
import type pg from 'pg';
import type { MailTransport } from '../../application/ports/mail';
import { queues } from '../jobs/queues';

/**
 * How long a claim holds a mail. A worker that dies after claiming leaves the mail 'sending'; pg-boss hands the job
 * out again only when it expires (15 minutes by default), so a claim older than this is taken to be a dead worker's.
 * Shorter than the job's expiry, longer than any SMTP exchange.
 */
export const CLAIM_LEASE_MINUTES = 10;

type ClaimedRow = {
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  idempotency_key: string;
  calendar_method: 'REQUEST' | 'CANCEL' | null;
  calendar_body: string | null;
  list_unsubscribe: string | null;
};

export type DeliveryOutcome = 'delivered' | 'not_claimed';

/**
 * Delivers one stored mail at most once per claim: the row is claimed atomically ('pending' to 'sending') before
 * the transport sees it, so a second worker or a retried job finds it claimed or sent and does nothing. A failed
 * delivery gives the claim back ('pending') for the job's next retry.
 */
export const deliverStoredMail = async (
  pool: pg.Pool,
  transport: MailTransport,
  mailId: string,
): Promise<DeliveryOutcome> => {
  const { rows } = await pool.query<ClaimedRow>(
    `update mail_outbox set status = 'sending', claimed_at = now(), attempts = attempts + 1
      where id = $1 and (status = 'pending' or (status = 'sending' and claimed_at < now() - make_interval(mins => $2)))
      returning to_address, subject, text_body, html_body, idempotency_key, calendar_method, calendar_body, list_unsubscribe`,
    [mailId, CLAIM_LEASE_MINUTES],
  );
  const row = rows[0];
  if (!row) return 'not_claimed';
  try {
    await transport.deliver({
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      idempotencyKey: row.idempotency_key,
      ...(row.calendar_method && row.calendar_body !== null
        ? { calendar: { method: row.calendar_method, content: row.calendar_body } }
        : {}),
      ...(row.list_unsubscribe ? { unsubscribe: { url: row.list_unsubscribe } } : {}),
    });
  } catch (e) {
    await pool.query(
      `update mail_outbox set status = 'pending', claimed_at = null, last_error = $2 where id = $1 and status = 'sending'`,
      [mailId, String(e)],
    );
    throw e;
  }
  await pool.query(
    `update mail_outbox set status = $2, sent_at = now(), claimed_at = null, last_error = null where id = $1 and status = 'sending'`,
    [mailId, transport.kind === 'smtp' ? 'sent' : 'stored'],
  );
  return 'delivered';
};

export const startMailWorker = async (boss: PgBoss, pool: pg.Pool, transport: MailTransport): Promise<void> => {
  await boss.work<{ mailId: string }>(queues.mailDeliver, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
    for (const job of jobs) await deliverStoredMail(pool, transport, job.data.mailId);
  });
};
