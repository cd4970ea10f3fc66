import type pg from 'pg';
import type { CalendarFeedStore } from '../../../application/interview/interviewPorts';
import { roleOfCompanyType, type CompanyType } from '../../../domain/identity/companyType';
import { isScope } from '../../../domain/identity/scopes';
import { nodeSecrets } from '../../secrets';

/** Calendar subscriptions: one row per user, found by the token's SHA-256 digest (migrations/0250_calendar_feeds.sql). */
export const postgresCalendarFeeds = (pool: pg.Pool): CalendarFeedStore => ({
  turnOn: async (userId, at) => {
    const token = nodeSecrets.token();
    await pool.query(
      `insert into calendar_feeds (user_id, token_hash, created_at) values ($1, $2, $3)
       on conflict (user_id) do update set token_hash = excluded.token_hash, created_at = excluded.created_at`,
      [userId, nodeSecrets.digest(token), at],
    );
    return token;
  },
  turnOff: async (userId) => {
    await pool.query('delete from calendar_feeds where user_id = $1', [userId]);
  },
  statusOf: async (userId) => {
    const { rows } = await pool.query<{ created_at: Date }>(
      'select created_at from calendar_feeds where user_id = $1',
      [userId],
    );
    return rows[0] ? { since: rows[0].created_at } : null;
  },
  subscriberOf: async (token) => {
    const { rows } = await pool.query<{
      user_id: string;
      company_id: string;
      company_type: CompanyType;
      scopes: string[];
    }>(
      `select u.id as user_id, u.company_id, c.type as company_type, r.scopes
         from calendar_feeds f join users u on u.id = f.user_id
         join companies c on c.id = u.company_id join roles r on r.id = u.role_id
        where f.token_hash = $1 and u.status = 'active'`,
      [nodeSecrets.digest(token)],
    );
    const row = rows[0];
    return row
      ? {
          userId: row.user_id,
          companyId: row.company_id,
          companyType: row.company_type,
          role: roleOfCompanyType(row.company_type),
          scopes: row.scopes.filter(isScope),
          sessionId: 'calendar-feed',
          emulatedBy: null,
        }
      : null;
  },
});
