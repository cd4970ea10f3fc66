import type PgBoss from 'pg-boss';
import type pg from 'pg';
import type { IdentityStore, SessionRecord, StoredLink, UserRecord } from '../../../application/identity/identityPorts';
import { enqueueMail, mailKey } from '../../mail/outbox';
import { inTransaction, isUniqueViolation } from '../transaction';
import { writeAudit } from './auditLog';
import { postgresPeopleStore } from './peopleStore';
import { TOUCH_EVERY_MS } from '../../../application/identity/queries/authenticate';
import type { ChangeFeed } from '../changeFeed';
import { changeCache } from '../changeCache';

const userSelect = `
  select u.id, u.company_id, c.type as company_type, c.name as company_name, u.email, u.password_hash,
         u.first_name, u.last_name, u.middle_name, u.avatar, u.status, u.time_zone, r.slug as role_slug, r.scopes,
         pm.id as pm_id, pm.first_name as pm_first_name, pm.last_name as pm_last_name, pm.email as pm_email, pm.avatar as pm_avatar
    from users u
    join companies c on c.id = u.company_id
    join roles r on r.id = u.role_id
    left join users pm on pm.id = u.personal_manager_id`;

type UserRow = {
  id: string;
  company_id: string;
  company_type: UserRecord['companyType'];
  company_name: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  middle_name: string | null;
  avatar: string | null;
  status: UserRecord['status'];
  time_zone: string | null;
  role_slug: string;
  scopes: string[];
  pm_id: string | null;
  pm_first_name: string | null;
  pm_last_name: string | null;
  pm_email: string | null;
  pm_avatar: string | null;
};

const toUser = (r: UserRow): UserRecord => ({
  id: r.id,
  companyId: r.company_id,
  companyType: r.company_type,
  companyName: r.company_name,
  email: r.email,
  passwordHash: r.password_hash,
  firstName: r.first_name,
  lastName: r.last_name,
  middleName: r.middle_name,
  avatar: r.avatar,
  status: r.status,
  timeZone: r.time_zone,
  roleSlug: r.role_slug,
  scopes: r.scopes,
  personalManager: r.pm_id
    ? {
        id: r.pm_id,
        name: r.pm_first_name ?? '',
        surname: r.pm_last_name ?? '',
        email: r.pm_email ?? '',
        avatar: r.pm_avatar,
      }
    : null,
});

type LinkRow = { id: string; user_id: string; created_at: Date; used_at: Date | null; expires_at: Date | null };
const toLink = (r: LinkRow): StoredLink => ({
  id: r.id,
  userId: r.user_id,
  createdAt: r.created_at,
  usedAt: r.used_at,
  expiresAt: r.expires_at,
});

export { writeAudit };

type FoundSession = Awaited<ReturnType<IdentityStore['findSessionWithUsers']>>;

/** A row of `sessions` as the application reads it. */
type SessionRow = {
  id: string;
  user_id: string;
  acting_as_user_id: string | null;
  created_at: Date;
  last_seen_at: Date;
  revoked_at: Date | null;
  stepped_up_at: Date | null;
};
const sessionOf = (r: SessionRow): SessionRecord => ({
  id: r.id,
  userId: r.user_id,
  actingAsUserId: r.acting_as_user_id,
  createdAt: r.created_at,
  lastSeenAt: r.last_seen_at,
  revokedAt: r.revoked_at,
  provenAt: r.stepped_up_at ?? r.created_at,
});

/**
 * The session and both users in one statement, prepared once per connection (planning it took longer than running
 * it: 1.4 ms against 0.35 ms).
 */
const sessionWithUsers = async (pool: pg.Pool, tokenHash: string): Promise<FoundSession> => {
  const { rows } = await pool.query<SessionRow & { real_user: UserRow | null; acting_as: UserRow | null }>({
    name: 'find-session-with-users',
    text: `select s.id, s.user_id, s.acting_as_user_id, s.created_at, s.last_seen_at, s.revoked_at, s.stepped_up_at,
            (select row_to_json(x) from (${userSelect} where u.id = s.user_id) x) as real_user,
            (select row_to_json(x) from (${userSelect} where u.id = s.acting_as_user_id) x) as acting_as
       from sessions s where s.token_hash = $1`,
    values: [tokenHash],
  });
  const r = rows[0];
  if (!r) return null;
  return {
    session: sessionOf(r),
    user: r.real_user ? toUser(r.real_user) : null,
    actingAs: r.acting_as ? toUser(r.acting_as) : null,
  };
};

/**
 * The identity store. With the change feed, session lookups are kept per process for the idle-write interval (the
 * session row is written at most that often) and dropped the moment a session, user, company or role changes
 * (adapters/postgres/changeFeed.ts): a busy client's requests cost no lookup each.
 */
export const postgresIdentityStore = (pool: pg.Pool, boss: PgBoss, changes?: ChangeFeed): IdentityStore => {
  const sessions = changes
    ? changeCache<NonNullable<FoundSession>>(changes, ['sessions', 'users', 'companies', 'roles'], {
        maxAgeMs: TOUCH_EVERY_MS,
        size: 10_000,
      })
    : null;
  return {
    ...postgresPeopleStore(pool, boss),

    findUserByEmail: async (email) => {
      const { rows } = await pool.query<UserRow>(`${userSelect} where u.email = $1`, [email]);
      return rows[0] ? toUser(rows[0]) : null;
    },

    findUserById: async (id) => {
      const { rows } = await pool.query<UserRow>(`${userSelect} where u.id = $1`, [id]);
      return rows[0] ? toUser(rows[0]) : null;
    },

    setTimeZone: async (userId, timeZone, at) => {
      await pool.query('update users set time_zone = $2, updated_at = $3 where id = $1', [userId, timeZone, at]);
    },

    registerCompany: async ({ companyType, companyName, user, verification, mail, at }) => {
      try {
        return await inTransaction(pool, async (tx) => {
          const company = await tx.query<{ id: string }>(
            'insert into companies (type, name, created_at, updated_at) values ($1, $2, $3, $3) returning id',
            [companyType, companyName, at],
          );
          const companyId = (company.rows[0] as { id: string }).id;
          await tx.query(
            `insert into users (id, company_id, role_id, email, password_hash, first_name, last_name, personal_manager_id, created_at, updated_at, password_changed_at)
             values ($1, $2, (select id from roles where slug = $3), $4, $5, $6, $7,
                     (select u.id from users u join companies c on c.id = u.company_id where c.type = 'platform' and u.status = 'active' order by u.created_at limit 1),
                     $8, $8, $8)`,
            [
              user.id,
              companyId,
              companyType === 'agency' ? 'agency-owner' : 'client-owner',
              user.email,
              user.passwordHash,
              user.firstName,
              user.lastName,
              at,
            ],
          );
          const link = await tx.query<{ id: string }>(
            'insert into email_verifications (user_id, code_hash, created_at, expires_at) values ($1, $2, $3, $4) returning id',
            [user.id, verification.codeHash, at, verification.expiresAt],
          );
          await writeAudit(
            tx,
            {
              actorId: user.id,
              emulatedBy: null,
              action: 'company.registered',
              subjectId: companyId,
              details: { companyType },
            },
            at,
          );
          // One mail per verification link, whatever retries the transaction.
          await enqueueMail(
            tx,
            boss,
            mail,
            mailKey(`email-verification:${String(link.rows[0]?.id)}`, 'verifyEmail', mail.to),
          );
          return 'created' as const;
        });
      } catch (e) {
        if (isUniqueViolation(e, 'users_email_key')) return 'email_taken';
        throw e;
      }
    },

    findEmailVerification: async (userId, codeHash) => {
      const { rows } = await pool.query<LinkRow>(
        'select * from email_verifications where user_id = $1 and code_hash = $2',
        [userId, codeHash],
      );
      return rows[0] ? toLink(rows[0]) : null;
    },

    completeEmailVerification: (link, at) =>
      inTransaction(pool, async (tx) => {
        const used = await tx.query('update email_verifications set used_at = $2 where id = $1 and used_at is null', [
          link.id,
          at,
        ]);
        if (used.rowCount !== 1) return false;
        await tx.query(
          `update users set status = 'active', email_verified_at = $2, updated_at = $2 where id = $1 and status = 'unverified'`,
          [link.userId, at],
        );
        await writeAudit(
          tx,
          { actorId: link.userId, emulatedBy: null, action: 'user.email_verified', subjectId: link.userId },
          at,
        );
        return true;
      }),

    beginLoginAttempt: ({ email, address, at, since }) =>
      inTransaction(pool, async (tx) => {
        // Always the e-mail's lock first, then the address's: two attempts never wait on each other in a circle.
        await tx.query(
          `select pg_advisory_xact_lock(hashtextextended('login-email:' || $1, 0)), pg_advisory_xact_lock(hashtextextended('login-address:' || $2, 0))`,
          [email, address],
        );
        const { rows } = await tx.query<{ by: 'email' | 'address' | 'pair'; at: Date }>(
          `(select 'email' as by, at from login_failures where email = $1 and at > $3 order by at desc limit 120)
           union all
           (select 'address' as by, at from login_failures where address = $2 and at > $3 order by at desc limit 50)
           union all
           (select 'pair' as by, at from login_failures where email = $1 and address = $2 and at > $3 order by at desc limit 50)`,
          [email, address, since],
        );
        const inserted = await tx.query<{ id: string }>(
          'insert into login_failures (email, address, at) values ($1, $2, $3) returning id',
          [email, address, at],
        );
        const times = (by: string) => rows.filter((r) => r.by === by).map((r) => r.at);
        return {
          attemptId: String(inserted.rows[0]?.id),
          byEmail: times('email'),
          byAddress: times('address'),
          byEmailFromAddress: times('pair'),
        };
      }),

    endLoginAttempt: async (attemptId) => {
      await pool.query('delete from login_failures where id = $1', [attemptId]);
    },

    clearLoginFailures: async (email) => {
      await pool.query('delete from login_failures where email = $1', [email]);
    },

    createSession: async ({ id, tokenHash, userId, at, address, userAgent }) => {
      await pool.query(
        'insert into sessions (id, token_hash, user_id, created_at, last_seen_at, address, user_agent) values ($1, $2, $3, $4, $4, $5, $6)',
        [id, tokenHash, userId, at, address.slice(0, 100), userAgent.slice(0, 400)],
      );
    },

    findSessionWithUsers: (tokenHash) =>
      sessions ? sessions.get(tokenHash, () => sessionWithUsers(pool, tokenHash)) : sessionWithUsers(pool, tokenHash),

    touchSession: async (sessionId, at) => {
      await pool.query('update sessions set last_seen_at = $2 where id = $1 and last_seen_at < $2', [sessionId, at]);
      sessions?.update((found) =>
        found.session.id === sessionId && found.session.lastSeenAt < at
          ? { ...found, session: { ...found.session, lastSeenAt: at } }
          : found,
      );
    },
    markSteppedUp: (sessionId, at, audit) =>
      inTransaction(pool, async (tx) => {
        await tx.query('update sessions set stepped_up_at = $2 where id = $1', [sessionId, at]);
        await writeAudit(tx, audit, at);
        sessions?.update((found) =>
          found.session.id === sessionId ? { ...found, session: { ...found.session, provenAt: at } } : found,
        );
      }),

    listSessions: async (userId) => {
      const { rows } = await pool.query<SessionRow & { address: string | null; user_agent: string | null }>(
        `select id, user_id, acting_as_user_id, created_at, last_seen_at, revoked_at, stepped_up_at, address, user_agent
           from sessions where user_id = $1 and revoked_at is null order by last_seen_at desc, id`,
        [userId],
      );
      return rows.map((r) => ({ ...sessionOf(r), address: r.address, userAgent: r.user_agent }));
    },

    revokeSessions: ({ userId, ids, at, audit }) =>
      inTransaction(pool, async (tx) => {
        const { rowCount } = await tx.query(
          'update sessions set revoked_at = $3 where user_id = $1 and id = any($2::uuid[]) and revoked_at is null',
          [userId, ids, at],
        );
        if (rowCount) await writeAudit(tx, { ...audit, details: { ...audit.details, ended: rowCount } }, at);
        return rowCount ?? 0;
      }),

    revokeSession: (sessionId, at, audit) =>
      inTransaction(pool, async (tx) => {
        await tx.query('update sessions set revoked_at = $2 where id = $1 and revoked_at is null', [sessionId, at]);
        await writeAudit(tx, audit, at);
      }),

    createPasswordReset: ({ userId, slugHash, expiresAt, mail, at }) =>
      inTransaction(pool, async (tx) => {
        const link = await tx.query<{ id: string }>(
          'insert into password_resets (user_id, slug_hash, created_at, expires_at) values ($1, $2, $3, $4) returning id',
          [userId, slugHash, at, expiresAt],
        );
        // One mail per reset link.
        await enqueueMail(
          tx,
          boss,
          mail,
          mailKey(`password-reset:${String(link.rows[0]?.id)}`, 'passwordReset', mail.to),
        );
      }),

    findPasswordReset: async (slugHash) => {
      const { rows } = await pool.query<LinkRow>('select * from password_resets where slug_hash = $1', [slugHash]);
      return rows[0] ? toLink(rows[0]) : null;
    },

    completePasswordReset: (link, passwordHash, at) =>
      inTransaction(pool, async (tx) => {
        const used = await tx.query('update password_resets set used_at = $2 where id = $1 and used_at is null', [
          link.id,
          at,
        ]);
        if (used.rowCount !== 1) return false;
        // Proving control of the mailbox also verifies it.
        await tx.query(
          `update users set password_hash = $2, password_changed_at = $3, updated_at = $3,
                  status = case when status = 'unverified' then 'active' else status end,
                  email_verified_at = coalesce(email_verified_at, $3)
            where id = $1`,
          [link.userId, passwordHash, at],
        );
        await tx.query('update password_resets set used_at = $2 where user_id = $1 and used_at is null', [
          link.userId,
          at,
        ]);
        await tx.query('update sessions set revoked_at = $2 where user_id = $1 and revoked_at is null', [
          link.userId,
          at,
        ]);
        // The owner proved the mailbox: failed logins on the e-mail no longer hold the account.
        await tx.query('delete from login_failures where email = (select email from users where id = $1)', [
          link.userId,
        ]);
        await writeAudit(
          tx,
          { actorId: link.userId, emulatedBy: null, action: 'user.password_reset', subjectId: link.userId },
          at,
        );
        return true;
      }),

    changePassword: ({ userId, passwordHash, keepSessionId, at, audit }) =>
      inTransaction(pool, async (tx) => {
        await tx.query('update users set password_hash = $2, password_changed_at = $3, updated_at = $3 where id = $1', [
          userId,
          passwordHash,
          at,
        ]);
        await tx.query('update sessions set revoked_at = $3 where user_id = $1 and id <> $2 and revoked_at is null', [
          userId,
          keepSessionId,
          at,
        ]);
        await writeAudit(tx, audit, at);
      }),

    setImpersonation: ({ sessionId, actingAsUserId, at, audit }) =>
      inTransaction(pool, async (tx) => {
        await tx.query('update sessions set acting_as_user_id = $2, last_seen_at = $3 where id = $1', [
          sessionId,
          actingAsUserId,
          at,
        ]);
        await writeAudit(tx, { ...audit, details: { ...audit.details, sessionId } }, at);
      }),

    listImpersonationCandidates: async ({ search, companyType, limit, rule }) => {
      const { rows } = await pool.query<{
        id: string;
        first_name: string;
        last_name: string;
        email: string;
        company_id: string;
        company_name: string;
        company_type: 'agency' | 'client';
      }>(
        `select u.id, u.first_name, u.last_name, u.email, c.id as company_id, c.name as company_name, c.type as company_type
           from users u join companies c on c.id = u.company_id
          where c.type = any($4::text[]) and u.status = any($5::text[])
            and ($2::text is null or c.type = $2)
            and ($1 = '' or c.name ilike '%' || $1 || '%' or u.email ilike '%' || $1 || '%'
                 or (u.first_name || ' ' || u.last_name) ilike '%' || $1 || '%')
          order by c.name, u.last_name
          limit $3`,
        [search.replace(/[%_\\]/g, (c) => `\\${c}`), companyType ?? null, limit, rule.companyTypes, rule.statuses],
      );
      return rows.map((r) => ({
        userId: r.id,
        name: r.first_name,
        surname: r.last_name,
        email: r.email,
        companyId: r.company_id,
        companyName: r.company_name,
        companyType: r.company_type,
      }));
    },

    subscribeNewsletter: async (email, at) => {
      await pool.query(
        'insert into newsletter_subscriptions (email, created_at) values ($1, $2) on conflict (email) do nothing',
        [email, at],
      );
    },
  };
};
