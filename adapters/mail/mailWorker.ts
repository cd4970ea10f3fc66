import type PgBoss from 'pg-boss';
import type pg from 'pg';
import type { MailTransport } from '../../application/ports/mail';
import { queues } from '../jobs/queues';

type MailRow = { to_address: string; subject: string; text_body: string; html_body: string; status: string };

export const deliverStoredMail = async (pool: pg.Pool, transport: MailTransport, mailId: string): Promise<void> => {
  const { rows } = await pool.query<MailRow>('select to_address, subject, text_body, html_body, status from mail_outbox where id = $1', [mailId]);
  const row = rows[0];
  if (!row || row.status === 'sent' || row.status === 'stored') return;
  try {
    await transport.deliver({ to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body });
    await pool.query(`update mail_outbox set status = $2, sent_at = now(), attempts = attempts + 1 where id = $1`, [
      mailId,
      transport.kind === 'smtp' ? 'sent' : 'stored',
    ]);
  } catch (e) {
    await pool.query(`update mail_outbox set attempts = attempts + 1, last_error = $2 where id = $1`, [mailId, String(e)]);
    throw e;
  }
};

export const startMailWorker = async (boss: PgBoss, pool: pg.Pool, transport: MailTransport): Promise<void> => {
  await boss.work<{ mailId: string }>(queues.mailDeliver, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
    for (const job of jobs) await deliverStoredMail(pool, transport, job.data.mailId);
  });
};
