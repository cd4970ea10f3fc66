import type PgBoss from 'pg-boss';
import type pg from 'pg';
import type { FeedbackRow, FeedbackStore } from '../../../application/content/contentPorts';
import { mailKey } from '../../mail/outbox';
import { enqueueMailAndNotice, staffHolding } from '../notification/noticeOutbox';
import { inTransaction } from '../transaction';

type Row = {
  id: string;
  name: string;
  email: string;
  message: string;
  created_at: Date;
  answered_at: Date | null;
  answered_by: string | null;
  answered_by_name: string | null;
};

const columns = `f.id, f.name, f.email, f.message, f.created_at, f.answered_at, f.answered_by,
  nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') as answered_by_name`;

const toRow = (r: Row): FeedbackRow => ({
  id: r.id,
  name: r.name,
  email: r.email,
  message: r.message,
  at: r.created_at,
  answeredAt: r.answered_at,
  answeredById: r.answered_by,
  answeredByName: r.answered_by_name,
});

const whereOf = (status: 'open' | 'answered' | undefined): string =>
  status === 'open' ? 'where f.answered_at is null' : status === 'answered' ? 'where f.answered_at is not null' : '';

/**
 * Feedback messages: the row and the managers' e-mails with their notifications (outbox rows, bell rows and delivery
 * jobs) land together; the back office's list and 'Mark as answered'.
 */
export const postgresFeedbackStore = (pool: pg.Pool, boss: PgBoss, appUrl: string): FeedbackStore => ({
  send: async (message, mailsFor) =>
    inTransaction(pool, async (tx) => {
      await tx.query(
        'insert into feedback_messages (id, name, email, message, address, created_at) values ($1, $2, $3, $4, $5, $6)',
        [message.id, message.name, message.email, message.message, message.address, message.at],
      );
      const mails = mailsFor(await staffHolding(tx, 'company:manage'));
      for (const mail of mails)
        await enqueueMailAndNotice(
          tx,
          boss,
          mail,
          { idempotencyKey: mailKey(`feedback:${message.id}`, 'feedback', mail.to), kind: 'feedback' },
          appUrl,
        );
      return mails.length;
    }),

  list: async ({ status }, { page, count }, around) => {
    const where = whereOf(status);
    let shownPage = page;
    if (around !== undefined) {
      // The linked message's place in this list, newest first (ties by id, as the list orders them).
      const { rows } = await pool.query<{ position: string | null }>(
        `select (select count(*) from feedback_messages f ${where} ${where ? 'and' : 'where'}
                  (f.created_at, f.id) > (m.created_at, m.id)) as position
           from feedback_messages m where m.id = $1 ${status === 'open' ? 'and m.answered_at is null' : status === 'answered' ? 'and m.answered_at is not null' : ''}`,
        [around],
      );
      const position = rows[0]?.position;
      if (position === undefined || position === null) return null;
      shownPage = Math.floor(Number(position) / count) + 1;
    }
    const [items, total] = await Promise.all([
      pool.query<Row>(
        `select ${columns} from feedback_messages f left join users u on u.id = f.answered_by ${where}
          order by f.created_at desc, f.id desc limit $1 offset $2`,
        [count, (shownPage - 1) * count],
      ),
      pool.query<{ n: number }>(`select count(*)::int as n from feedback_messages f ${where}`),
    ]);
    return { items: items.rows.map(toRow), total: total.rows[0]?.n ?? 0, page: shownPage };
  },

  markAnswered: async (id, audit) =>
    inTransaction(pool, async (tx) => {
      const marked = await tx.query<{ id: string }>(
        `update feedback_messages set answered_by = $2, answered_at = $3
          where id = $1 and answered_at is null returning id`,
        [id, audit.actorId, audit.at],
      );
      const markedNow = marked.rowCount === 1;
      if (markedNow)
        await tx.query(
          'insert into audit_log (actor_id, emulated_by, action, subject_id, details, at) values ($1, $2, $3, $4, $5, $6)',
          [audit.actorId, audit.emulatedBy, 'feedback.answered', id, JSON.stringify({}), audit.at],
        );
      const { rows } = await tx.query<Row>(
        `select ${columns} from feedback_messages f left join users u on u.id = f.answered_by where f.id = $1`,
        [id],
      );
      return rows[0] ? { row: toRow(rows[0]), markedNow } : null;
    }),
});
