import type PgBoss from 'pg-boss';
import type pg from 'pg';
import { err, ok } from 'neverthrow';
import type { CompanyPerson, CompanyRole } from '../../../domain/identity/companyPeople';
import type { StaffAccess } from '../../../domain/identity/roleHolders';
import type {
  EmployeeRecord,
  InvitationRecord,
  PeopleStore,
  PersonRecord,
  RoleRecord,
  StaffRecord,
} from '../../../application/identity/peoplePorts';
import { enqueueMail, mailKey } from '../../mail/outbox';
import { containsPattern } from '../likePatterns';
import { inTransaction, isUniqueViolation } from '../transaction';
import { writeAudit } from './auditLog';

/** People of companies, invitations, platform staff and roles: plain tables, every change with its audit row. */

type PersonRow = {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  status: PersonRecord['status'];
  company_role: CompanyRole | null;
  created_at: Date;
};
const toPerson = (r: PersonRow): PersonRecord => ({
  id: r.id,
  firstName: r.first_name,
  lastName: r.last_name,
  email: r.email,
  status: r.status,
  companyRole: r.company_role ?? 'member',
  createdAt: r.created_at,
});

const invitationSelect = `
  select i.id, i.company_id, c.name as company_name, c.type as company_type, i.email, i.role_id, coalesce(r.title, 'Deleted role') as role_title,
         r.company_role, nullif(trim(coalesce(iu.first_name, '') || ' ' || coalesce(iu.last_name, '')), '') as invited_by_name,
         i.sent_at, i.expires_at, i.accepted_at, i.revoked_at
    from invitations i
    join companies c on c.id = i.company_id
    left join roles r on r.id = i.role_id
    left join users iu on iu.id = i.invited_by`;
type InvitationRow = {
  id: string;
  company_id: string;
  company_name: string;
  company_type: InvitationRecord['companyType'];
  email: string;
  role_id: string | null;
  role_title: string;
  company_role: CompanyRole | null;
  invited_by_name: string | null;
  sent_at: Date;
  expires_at: Date;
  accepted_at: Date | null;
  revoked_at: Date | null;
};
const toInvitation = (r: InvitationRow): InvitationRecord => ({
  id: r.id,
  companyId: r.company_id,
  companyName: r.company_name,
  companyType: r.company_type,
  email: r.email,
  roleId: r.role_id ?? '',
  roleTitle: r.role_title,
  companyRole: r.company_role,
  invitedByName: r.invited_by_name,
  sentAt: r.sent_at,
  expiresAt: r.expires_at,
  acceptedAt: r.accepted_at,
  // An invitation whose role was deleted can no longer be accepted.
  revokedAt: r.revoked_at ?? (r.role_id === null ? r.sent_at : null),
});

type StaffRow = {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  role_id: string;
  role_title: string;
  status: StaffRecord['status'];
  created_at: Date;
};
const toStaff = (r: StaffRow): StaffRecord => ({
  id: r.id,
  firstName: r.first_name,
  lastName: r.last_name,
  email: r.email,
  roleId: r.role_id,
  roleTitle: r.role_title,
  status: r.status,
  createdAt: r.created_at,
});

type RoleRow = {
  id: string;
  slug: string;
  title: string;
  description: string;
  scopes: string[];
  built_in: boolean;
  holders: number;
};
const toRole = (r: RoleRow): RoleRecord => ({
  id: r.id,
  slug: r.slug,
  title: r.title,
  description: r.description,
  scopes: r.scopes,
  builtIn: r.built_in,
  holders: r.holders,
});
const roleSelect = `
  select r.id, r.slug, r.title, r.description, r.scopes, r.built_in, (select count(*) from users u where u.role_id = r.id)::int as holders
    from roles r where r.kind = 'platform'`;

/** The role a person of a company gets for their role inside it: the built-in one of the company's kind. */
const companyRoleIdSql = `(select r.id from roles r join companies c on c.type = r.kind where c.id = $1 and r.company_role = $2 and r.built_in order by r.created_at limit 1)`;

const slugOf = (title: string, id: string) =>
  `${
    title
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'role'
  }-${id.slice(0, 8)}`;

export const postgresPeopleStore = (pool: pg.Pool, boss: PgBoss): PeopleStore => ({
  listPeople: async (companyId) => {
    const { rows } = await pool.query<PersonRow>(
      `select u.id, u.first_name, u.last_name, u.email, u.status, r.company_role, u.created_at
         from users u join roles r on r.id = u.role_id where u.company_id = $1 order by u.created_at, u.id`,
      [companyId],
    );
    return rows.map(toPerson);
  },

  listInvitations: async (companyId) => {
    const { rows } = await pool.query<InvitationRow>(
      `${invitationSelect} where i.company_id = $1 order by i.sent_at desc limit 200`,
      [companyId],
    );
    return rows.map(toInvitation);
  },

  findInvitation: async (id) => {
    const { rows } = await pool.query<InvitationRow>(`${invitationSelect} where i.id = $1`, [id]);
    return rows[0] ? toInvitation(rows[0]) : null;
  },

  findInvitationByToken: async (tokenHash) => {
    const { rows } = await pool.query<InvitationRow>(`${invitationSelect} where i.token_hash = $1`, [tokenHash]);
    return rows[0] ? toInvitation(rows[0]) : null;
  },

  createInvitation: (invitation) =>
    inTransaction(pool, async (tx) => {
      if ((await tx.query('select 1 from users where email = $1', [invitation.email])).rowCount)
        return { outcome: 'email_taken' as const };
      const role =
        'companyRole' in invitation.role
          ? await tx.query<{ id: string }>(`select ${companyRoleIdSql} as id`, [
              invitation.companyId,
              invitation.role.companyRole,
            ])
          : await tx.query<{ id: string }>(
              `select r.id from roles r join companies c on c.type = r.kind where c.id = $1 and r.id = $2`,
              [invitation.companyId, invitation.role.roleId],
            );
      const roleId = role.rows[0]?.id;
      if (!roleId) return { outcome: 'role_not_found' as const };
      // One open invitation per e-mail and company: inviting again sends a fresh link for it.
      const { rows } = await tx.query<{ id: string }>(
        `insert into invitations (company_id, email, role_id, token_hash, invited_by, emulated_by, created_at, sent_at, expires_at)
         values ($1, $2, $3, $4, $5, $6, $7, $7, $8)
         on conflict (company_id, email) where accepted_at is null and revoked_at is null
         do update set role_id = excluded.role_id, token_hash = excluded.token_hash, invited_by = excluded.invited_by, emulated_by = excluded.emulated_by,
                       sent_at = excluded.sent_at, expires_at = excluded.expires_at, sent_count = invitations.sent_count + 1
         returning id`,
        [
          invitation.companyId,
          invitation.email,
          roleId,
          invitation.tokenHash,
          invitation.audit.actorId,
          invitation.audit.emulatedBy,
          invitation.at,
          invitation.expiresAt,
        ],
      );
      const invitationId = (rows[0] as { id: string }).id;
      await writeAudit(
        tx,
        {
          ...invitation.audit,
          subjectId: invitationId,
          details: { ...invitation.audit.details, companyId: invitation.companyId },
        },
        invitation.at,
      );
      // One mail per link sent.
      await enqueueMail(
        tx,
        boss,
        invitation.mail,
        mailKey(`invitation:${invitation.tokenHash}`, 'invitation', invitation.mail.to),
      );
      return { outcome: 'sent' as const, invitationId };
    }),

  renewInvitation: ({ id, tokenHash, expiresAt, mail, audit, at }) =>
    inTransaction(pool, async (tx) => {
      const renewed = await tx.query(
        `update invitations set token_hash = $2, expires_at = $3, sent_at = $4, sent_count = sent_count + 1
          where id = $1 and accepted_at is null and revoked_at is null and role_id is not null`,
        [id, tokenHash, expiresAt, at],
      );
      if (renewed.rowCount !== 1) return false;
      await writeAudit(tx, audit, at);
      await enqueueMail(tx, boss, mail, mailKey(`invitation:${tokenHash}`, 'invitation', mail.to));
      return true;
    }),

  revokeInvitation: ({ id, audit, at }) =>
    inTransaction(pool, async (tx) => {
      const revoked = await tx.query(
        'update invitations set revoked_at = $2 where id = $1 and accepted_at is null and revoked_at is null',
        [id, at],
      );
      if (revoked.rowCount !== 1) return false;
      await writeAudit(tx, audit, at);
      return true;
    }),

  acceptInvitation: async ({ invitationId, user, at }) => {
    try {
      return await inTransaction(pool, async (tx) => {
        const { rows } = await tx.query<{ company_id: string; email: string; role_id: string | null }>(
          'select company_id, email, role_id from invitations where id = $1 and accepted_at is null and revoked_at is null for update',
          [invitationId],
        );
        const invitation = rows[0];
        if (!invitation || !invitation.role_id) return 'not_open' as const;
        await tx.query(
          `insert into users (id, company_id, role_id, email, password_hash, first_name, last_name, status, email_verified_at, personal_manager_id, created_at, updated_at, password_changed_at)
           values ($1, $2, $3, $4, $5, $6, $7, 'active', $8,
                   (select personal_manager_id from users where company_id = $2 and personal_manager_id is not null order by created_at limit 1),
                   $8, $8, $8)`,
          [
            user.id,
            invitation.company_id,
            invitation.role_id,
            invitation.email,
            user.passwordHash,
            user.firstName,
            user.lastName,
            at,
          ],
        );
        await tx.query('update invitations set accepted_at = $2, accepted_user_id = $3 where id = $1', [
          invitationId,
          at,
          user.id,
        ]);
        await writeAudit(
          tx,
          {
            actorId: user.id,
            emulatedBy: null,
            action: 'invitation.accepted',
            subjectId: user.id,
            details: { invitationId, companyId: invitation.company_id },
          },
          at,
        );
        return 'accepted' as const;
      });
    } catch (e) {
      if (isUniqueViolation(e, 'users_email_key')) return 'email_taken';
      throw e;
    }
  },

  changePeople: async ({ companyId, decide, details, audit, at }) => {
    try {
      return await inTransaction(pool, async (tx) => {
        // One change of a company's people at a time: two owners demoting each other cannot both succeed.
        await tx.query(`select pg_advisory_xact_lock(hashtextextended('company-people:' || $1, 0))`, [companyId]);
        const before = (
          await tx.query<PersonRow>(
            `select u.id, u.first_name, u.last_name, u.email, u.status, r.company_role, u.created_at
             from users u join roles r on r.id = u.role_id where u.company_id = $1`,
            [companyId],
          )
        ).rows.map(toPerson);
        const decided = decide(
          before.map(({ id, companyRole, status }): CompanyPerson => ({ id, companyRole, status })),
        );
        if (decided.isErr()) return err(decided.error);
        for (const person of decided.value) {
          const was = before.find((p) => p.id === person.id);
          if (!was) continue;
          if (was.status !== person.status)
            await tx.query('update users set status = $2, updated_at = $3 where id = $1', [
              person.id,
              person.status,
              at,
            ]);
          if (was.companyRole !== person.companyRole)
            await tx.query(
              `update users set role_id = ${companyRoleIdSql.replace('$2', '$3')}, updated_at = $4 where id = $2`,
              [companyId, person.id, person.companyRole, at],
            );
        }
        if (details) {
          if (
            (await tx.query('select 1 from users where email = $1 and id <> $2', [details.email, details.personId]))
              .rowCount
          )
            return err('email_taken' as const);
          await tx.query(
            'update users set first_name = $2, last_name = $3, email = $4, updated_at = $5 where id = $1 and company_id = $6',
            [details.personId, details.firstName, details.lastName, details.email, at, companyId],
          );
        }
        await writeAudit(tx, { ...audit, details: { ...audit.details, companyId } }, at);
        return ok('changed' as const);
      });
    } catch (e) {
      if (isUniqueViolation(e, 'users_email_key')) return err('email_taken' as const);
      throw e;
    }
  },

  findEmployee: async (id) => {
    const { rows } = await pool.query<
      PersonRow & { company_id: string; company_name: string; company_type: EmployeeRecord['companyType'] }
    >(
      `select u.id, u.first_name, u.last_name, u.email, u.status, r.company_role, u.created_at, c.id as company_id, c.name as company_name, c.type as company_type
         from users u join companies c on c.id = u.company_id join roles r on r.id = u.role_id
        where u.id = $1 and c.type in ('agency', 'client')`,
      [id],
    );
    const r = rows[0];
    return r
      ? { ...toPerson(r), companyId: r.company_id, companyName: r.company_name, companyType: r.company_type }
      : null;
  },

  listStaff: async ({ companyId, search, offset, limit }) => {
    const { rows } = await pool.query<StaffRow & { total: number }>(
      `select u.id, u.first_name, u.last_name, u.email, u.role_id, r.title as role_title, u.status, u.created_at, count(*) over ()::int as total
         from users u join roles r on r.id = u.role_id
        where u.company_id = $1
          and ($2 = '' or lower(u.first_name || ' ' || u.last_name) like $3 or lower(u.email::text) like $3)
        order by u.last_name, u.first_name, u.id
        offset $4 limit $5`,
      [companyId, search, containsPattern(search), offset, limit],
    );
    const total =
      rows[0]?.total ??
      (offset > 0
        ? Number((await pool.query('select count(*) from users where company_id = $1', [companyId])).rows[0].count)
        : 0);
    return { items: rows.map(toStaff), total };
  },

  findStaffMember: async (companyId, id) => {
    const { rows } = await pool.query<StaffRow>(
      `select u.id, u.first_name, u.last_name, u.email, u.role_id, r.title as role_title, u.status, u.created_at
         from users u join roles r on r.id = u.role_id where u.company_id = $1 and u.id = $2 and r.kind = 'platform'`,
      [companyId, id],
    );
    return rows[0] ? toStaff(rows[0]) : null;
  },

  listRoles: async () =>
    (await pool.query<RoleRow>(`${roleSelect} order by r.built_in desc, r.title`)).rows.map(toRole),

  findRole: async (id) => {
    const { rows } = await pool.query<RoleRow>(`${roleSelect} and r.id = $1`, [id]);
    return rows[0] ? toRole(rows[0]) : null;
  },

  changeAccess: async ({ companyId, decide, roleDetails, audit, at }) =>
    inTransaction(pool, async (tx) => {
      // Roles and staff change one edit at a time, so two edits cannot together remove the last role editor.
      await tx.query(`select pg_advisory_xact_lock(hashtextextended('platform-access', 0))`);
      const roles = (
        await tx.query<{ id: string; scopes: string[]; built_in: boolean }>(
          `select id, scopes, built_in from roles where kind = 'platform'`,
        )
      ).rows;
      const staff = (
        await tx.query<{ id: string; role_id: string; status: 'unverified' | 'active' | 'blocked' }>(
          'select id, role_id, status from users where company_id = $1',
          [companyId],
        )
      ).rows;
      const before: StaffAccess = {
        roles: roles.map((r) => ({ id: r.id, scopes: r.scopes, builtIn: r.built_in })),
        staff: staff.map((m) => ({ id: m.id, roleId: m.role_id, status: m.status })),
      };
      const decided = decide(before);
      if (decided.isErr()) return err(decided.error);
      const after = decided.value;
      if (
        roleDetails &&
        (
          await tx.query('select 1 from roles where lower(title) = lower($1) and id <> $2', [
            roleDetails.title,
            roleDetails.id,
          ])
        ).rowCount
      )
        return err('title_taken' as const);
      for (const role of after.roles) {
        const was = before.roles.find((r) => r.id === role.id);
        if (!was) {
          await tx.query(
            `insert into roles (id, slug, title, description, kind, scopes, built_in, created_at, updated_at) values ($1, $2, $3, $4, 'platform', $5, false, $6, $6)`,
            [
              role.id,
              slugOf(roleDetails?.title ?? 'role', role.id),
              roleDetails?.title ?? 'Role',
              roleDetails?.description ?? '',
              role.scopes,
              at,
            ],
          );
        } else if (was.scopes.join(',') !== role.scopes.join(',')) {
          await tx.query('update roles set scopes = $2, updated_at = $3 where id = $1', [role.id, role.scopes, at]);
        }
      }
      for (const role of before.roles.filter((r) => !after.roles.some((a) => a.id === r.id))) {
        await tx.query(
          'update invitations set revoked_at = $2 where role_id = $1 and accepted_at is null and revoked_at is null',
          [role.id, at],
        );
        await tx.query('delete from roles where id = $1 and not built_in', [role.id]);
      }
      if (roleDetails && before.roles.some((r) => r.id === roleDetails.id))
        await tx.query('update roles set title = $2, description = $3, updated_at = $4 where id = $1', [
          roleDetails.id,
          roleDetails.title,
          roleDetails.description,
          at,
        ]);
      for (const member of after.staff) {
        const was = before.staff.find((m) => m.id === member.id);
        if (was && (was.roleId !== member.roleId || was.status !== member.status))
          await tx.query('update users set role_id = $2, status = $3, updated_at = $4 where id = $1', [
            member.id,
            member.roleId,
            member.status,
            at,
          ]);
      }
      await writeAudit(tx, audit, at);
      return ok('changed' as const);
    }),
});
