import type PgBoss from 'pg-boss';
import type pg from 'pg';
import type { CatalogFilters } from '../../../application/catalog/schemas';
import type {
  SavedSearchRow,
  SavedSearchStore,
  SearchMatch,
  SearchMatcher,
} from '../../../application/savedSearch/savedSearchPorts';
import { publicNameOf } from '../../../domain/specialist/publicName';
import { digestNotice } from '../../../application/savedSearch/mails';
import { enqueueMail } from '../../mail/outbox';
import { enqueueNotice } from '../notification/noticeOutbox';
import { whereOf } from '../catalog/catalogWhere';
import { inTransaction } from '../transaction';

type Record = {
  id: string;
  user_id: string;
  title: string;
  query: string;
  created_at: Date;
  last_digest_at: Date | null;
  unsubscribed_at: Date | null;
};
const columns = 's.id, s.user_id, s.title, s.query, s.created_at, s.last_digest_at, s.unsubscribed_at';
const toRow = (r: Record): SavedSearchRow => ({
  id: r.id,
  userId: r.user_id,
  title: r.title,
  query: r.query,
  createdAt: r.created_at,
  lastDigestAt: r.last_digest_at,
  unsubscribedAt: r.unsubscribed_at,
});

export const postgresSavedSearchStore = (pool: pg.Pool, boss: () => PgBoss): SavedSearchStore => ({
  listOf: async (userId) =>
    (
      await pool.query<Record>(
        `select ${columns} from saved_searches s where s.user_id = $1 order by s.created_at desc, s.id`,
        [userId],
      )
    ).rows.map(toRow),
  countOf: async (userId) =>
    Number((await pool.query('select count(*) as n from saved_searches where user_id = $1', [userId])).rows[0].n),
  find: async (id) => {
    const { rows } = await pool.query<Record>(`select ${columns} from saved_searches s where s.id = $1`, [id]);
    return rows[0] ? toRow(rows[0]) : null;
  },
  findByToken: async (token) => {
    const { rows } = await pool.query<Record>(
      `select ${columns} from saved_searches s where s.unsubscribe_token = $1`,
      [token],
    );
    return rows[0] ? toRow(rows[0]) : null;
  },
  create: (row, told) =>
    inTransaction(pool, async (client) => {
      await client.query(
        // Days freed until now are in the matches told at saving: the search reads only the freed days after them.
        `insert into saved_searches (id, user_id, title, query, unsubscribe_token, created_at, freed_seen, freed_snapshot)
         values ($1, $2, $3, $4, $5, $6, (select coalesce(max(position), 0) from catalog_card_freed), pg_current_snapshot())`,
        [row.id, row.userId, row.title, row.query, row.unsubscribeToken, row.createdAt],
      );
      await client.query(
        `insert into saved_search_told (saved_search_id, specialist_id, told_at) select $1, unnest($2::uuid[]), $3`,
        [row.id, told, row.createdAt],
      );
    }),
  delete: async (id) => {
    await pool.query('delete from saved_searches where id = $1', [id]);
  },
  unsubscribe: async (id, at) => {
    await pool.query('update saved_searches set unsubscribed_at = $2 where id = $1 and unsubscribed_at is null', [
      id,
      at,
    ]);
  },
  dueBefore: async (before) =>
    (
      await pool.query<
        Record & { email: string; unsubscribe_token: string; freed_seen: string; freed_snapshot: string | null }
      >(
        `select ${columns}, u.email, s.unsubscribe_token, s.freed_seen, s.freed_snapshot::text
           from saved_searches s join users u on u.id = s.user_id
          where s.unsubscribed_at is null and (s.last_digest_at is null or s.last_digest_at <= $1)
            and u.status = 'active' and u.email_verified_at is not null
          order by s.last_digest_at nulls first, s.id`,
        [before],
      )
    ).rows.map((r) => ({
      ...toRow(r),
      email: r.email,
      unsubscribeToken: r.unsubscribe_token,
      freedSeen: { position: Number(r.freed_seen), snapshot: r.freed_snapshot },
    })),
  toldOf: async (id, among) =>
    new Set(
      (
        await pool.query<{ specialist_id: string }>(
          'select specialist_id from saved_search_told where saved_search_id = $1 and specialist_id = any($2::uuid[])',
          [id, among],
        )
      ).rows.map((r) => r.specialist_id),
    ),
  // The digest's slot is taken by a conditional update, so two runs at once send one digest: the second finds the
  // moment changed and writes nothing.
  recordDigest: (search, told, at, mail, freedSeen) =>
    inTransaction(pool, async (client) => {
      const taken = await client.query(
        `update saved_searches set last_digest_at = $2, freed_seen = $4, freed_snapshot = $5::pg_snapshot
          where id = $1 and last_digest_at is not distinct from $3`,
        [search.id, at, search.lastDigestAt, freedSeen.position, freedSeen.snapshot],
      );
      if (taken.rowCount !== 1) return false;
      await client.query(
        `insert into saved_search_told (saved_search_id, specialist_id, told_at) select $1, unnest($2::uuid[]), $3
         on conflict do nothing`,
        [search.id, told, at],
      );
      const key = `saved-search-digest|${search.id}|${at.toISOString()}`;
      await enqueueMail(client, boss(), mail, key);
      await enqueueNotice(client, search.userId, digestNotice(search, told.length), {
        idempotencyKey: key,
        kind: 'savedSearchDigest',
      });
      return true;
    }),
  // A digest sent meanwhile read under a later snapshot and moved the cursor itself: this one is left unwritten.
  recordFreedRead: async (search, freedSeen) => {
    await pool.query(
      `update saved_searches set freed_seen = $3, freed_snapshot = $4::pg_snapshot
        where id = $1 and last_digest_at is not distinct from $2`,
      [search.id, search.lastDigestAt, freedSeen.position, freedSeen.snapshot],
    );
  },
});

type MatchRecord = { id: string; name: string; surname: string; specialization_title: string };
const searchMatchOf = (r: MatchRecord): SearchMatch => ({
  id: r.id,
  name: publicNameOf(r),
  specialization: r.specialization_title,
});

/** The catalogue's own filters over `catalog_cards` (the catalogue's WHERE). */
export const postgresSearchMatcher = (pool: pg.Pool): SearchMatcher => ({
  matches: async (filters: CatalogFilters, today: string, limit: number): Promise<SearchMatch[]> => {
    const { where, values } = whereOf(filters, today);
    const { rows } = await pool.query<MatchRecord>(
      `select k.id, k.name, k.surname, k.specialization_title from catalog_cards k ${where}
        order by k.published_at desc, k.id limit ${Number(limit)}`,
      values,
    );
    return rows.map(searchMatchOf);
  },
  // The search's period as the catalogue's period filter reads it (whereOf): a card freed on a day of it past the
  // search's cursor that passes every filter now; the latest freed first. One statement, so the snapshot it answers
  // is the one its rows were read under: a release that commits later, whatever its position, is read next time.
  freedSince: async (filters, today, after, limit) => {
    if (!filters.availableFrom && !filters.availableTo) return { matches: [], rowsRead: 0, cursor: after };
    const from = filters.availableFrom ?? today;
    const to = filters.availableTo ?? from;
    const { where, values } = whereOf(filters, today);
    const n = values.length;
    const unread =
      after.snapshot === null
        ? `f.position > $${n + 1}::bigint`
        : `f.freed_by >= pg_snapshot_xmin($${n + 1}::pg_snapshot) and not pg_visible_in_snapshot(f.freed_by, $${n + 1}::pg_snapshot)`;
    const { rows } = await pool.query<
      Partial<MatchRecord> & { snapshot: string; rows_read: number; last_position: string }
    >(
      `with unread as materialized (select f.specialist_id, f.position, f.period from catalog_card_freed f where ${unread}),
            reading as (select pg_current_snapshot()::text as snapshot, count(*)::int as rows_read,
                               coalesce(max(position), $${n + 4}) as last_position from unread),
            freed as (select f.specialist_id, max(f.position) as position from unread f
                       where f.period && daterange($${n + 2}::date, $${n + 3}::date, '[]') group by f.specialist_id)
       select r.snapshot, r.rows_read, r.last_position, m.*
         from reading r
         left join lateral (
           select k.id, k.name, k.surname, k.specialization_title, f.position
             from catalog_cards k join freed f on f.specialist_id = k.id
            ${where}
            order by f.position desc, k.id limit ${Number(limit)}) m on true
        order by m.position desc, m.id`,
      [...values, after.snapshot ?? after.position, from, to, after.position],
    );
    const reading = rows[0]!;
    return {
      matches: rows.filter((r) => r.id).map((r) => ({ ...searchMatchOf(r as MatchRecord), freed: true })),
      rowsRead: reading.rows_read,
      cursor: { position: Math.max(after.position, Number(reading.last_position)), snapshot: reading.snapshot },
    };
  },
});
