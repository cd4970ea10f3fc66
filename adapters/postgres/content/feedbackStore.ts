import type PgBoss from 'pg-boss';
import type pg from 'pg';
import type { FeedbackStore } from '../../../application/content/contentPorts';
import { enqueueMail, mailKey } from '../../mail/outbox';
import { inTransaction } from '../transaction';

/** Feedback messages: the row and the managers' e-mails (outbox rows and delivery jobs) land together. */
export const postgresFeedbackStore = (pool: pg.Pool, boss: PgBoss): FeedbackStore => ({
  send: async (message, mailsFor) =>
    inTransaction(pool, async (tx) => {
      await tx.query(
        'insert into feedback_messages (id, name, email, message, address, created_at) values ($1, $2, $3, $4, $5, $6)',
        [message.id, message.name, message.email, message.message, message.address, message.at],
      );
      const { rows } = await tx.query<{ email: string }>(
        `select u.email from users u join roles r on r.id = u.role_id join companies c on c.id = u.company_id
          where c.type = 'platform' and u.status = 'active' and 'company:manage' = any(r.scopes) order by u.created_at`,
      );
      const mails = mailsFor(rows.map((r) => r.email));
      for (const mail of mails)
        await enqueueMail(tx, boss, mail, mailKey(`feedback:${message.id}`, 'feedback', mail.to));
      return mails.length;
    }),
});
