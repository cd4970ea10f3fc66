import type pg from 'pg';
import type { NotificationRow, NotificationStore } from '../../../application/notification/notificationPorts';

type Queryable = Pick<pg.Pool, 'query'>;

type NotificationSqlRow = {
  id: string;
  kind: string;
  title: string;
  body: string;
  link: string;
  created_at: Date;
  read_at: Date | null;
};

const columns = 'id, kind, title, body, link, created_at, read_at';

const toRow = (r: NotificationSqlRow): NotificationRow => ({
  id: r.id,
  kind: r.kind,
  title: r.title,
  body: r.body,
  link: r.link,
  createdAt: r.created_at,
  readAt: r.read_at,
});

/** Every statement names the user: one user's notifications are never read or changed through another's request. */
export const postgresNotificationStore = (db: Queryable): NotificationStore => ({
  recent: async (userId, limit) => {
    const [items, unread] = await Promise.all([
      db.query<NotificationSqlRow>(
        `select ${columns} from notifications where user_id = $1 order by created_at desc, id desc limit $2`,
        [userId, limit],
      ),
      db.query<{ n: number }>('select count(*)::int as n from notifications where user_id = $1 and read_at is null', [
        userId,
      ]),
    ]);
    return { items: items.rows.map(toRow), unread: unread.rows[0]?.n ?? 0 };
  },
  markRead: async (userId, notificationId, at) => {
    const { rows } = await db.query<NotificationSqlRow>(
      `update notifications set read_at = coalesce(read_at, $3) where id = $2 and user_id = $1 returning ${columns}`,
      [userId, notificationId, at],
    );
    return rows[0] ? toRow(rows[0]) : null;
  },
  markAllRead: async (userId, at) =>
    (await db.query('update notifications set read_at = $2 where user_id = $1 and read_at is null', [userId, at]))
      .rowCount ?? 0,
});
