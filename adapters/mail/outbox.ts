import type PgBoss from 'pg-boss';
import type pg from 'pg';
import type { OutgoingMail } from '../../application/ports/mail';
import { onConnection, queues } from '../jobs/queues';

/** Stores the mail and its delivery job on the caller's transaction: a crash cannot lose one without the other. */
export const enqueueMail = async (client: pg.PoolClient, boss: PgBoss, mail: OutgoingMail): Promise<string> => {
  const { rows } = await client.query<{ id: string }>(
    'insert into mail_outbox (to_address, subject, text_body, html_body) values ($1, $2, $3, $4) returning id',
    [mail.to, mail.subject, mail.text, mail.html],
  );
  const id = (rows[0] as { id: string }).id;
  await boss.send(queues.mailDeliver, { mailId: id }, { ...onConnection(client), retryLimit: 5, retryBackoff: true });
  return id;
};
