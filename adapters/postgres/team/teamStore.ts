import type pg from 'pg';
import type { TeamDirectory } from '../../../application/cart/cartPorts';
import { fileUrl } from '../../../application/files/fileContracts';
import type { TeamAudit, TeamMemberRow, TeamRow, TeamStore } from '../../../application/team/teamPorts';
import { containsPattern } from '../likePatterns';
import { inTransaction, isUniqueViolation } from '../transaction';

type Queryable = Pick<pg.Pool, 'query'>;

const uuidish = (ids: readonly string[]) => ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id));

type TeamSqlRow = {
  id: string;
  agency_id: string;
  agency_name: string;
  name: string;
  description: string;
  version: number;
  created_at: Date;
  updated_at: Date;
  members:
    | {
        specialistId: string;
        name: string;
        surname: string;
        photoId: string | null;
        specialization: string | null;
        city: string | null;
        status: string;
        teamOnly: boolean | null;
        hourPriceCents: number;
      }[]
    | null;
};

/** A team with its members as their cards are now, in the agency's order. */
const teamSelect = `
  select t.id, t.agency_id, co.name as agency_name, t.name, t.description, t.version, t.created_at, t.updated_at,
         (select jsonb_agg(jsonb_build_object(
                   'specialistId', c.id, 'name', c.name, 'surname', c.surname, 'photoId', c.photo_id, 'specialization', s.title,
                   'city', ci.name, 'status', c.status, 'teamOnly', (c.content -> 'workingConditions' ->> 'teamOnlyReserve')::boolean,
                   'hourPriceCents', c.hour_price_cents) order by m.position)
            from team_members m
            join specialist_cards c on c.id = m.specialist_id
            left join specializations s on s.id::text = c.specialization_id
            left join cities ci on ci.id::text = c.city_id
           where m.team_id = t.id) as members
    from teams t
    join companies co on co.id = t.agency_id`;

const toTeam = (row: TeamSqlRow): TeamRow => ({
  id: row.id,
  agencyId: row.agency_id,
  agencyName: row.agency_name,
  name: row.name,
  description: row.description,
  version: row.version,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  members: (row.members ?? []).map((m): TeamMemberRow => ({
    specialistId: m.specialistId,
    name: m.name,
    surname: m.surname,
    photoUrl: m.photoId ? fileUrl(m.photoId) : null,
    specialization: m.specialization,
    city: m.city,
    status: m.status,
    teamOnly: m.teamOnly === true,
    hourPriceCents: m.hourPriceCents,
  })),
});

const writeAudit = (
  db: Queryable,
  audit: TeamAudit,
  action: string,
  teamId: string,
  details: Record<string, unknown>,
) =>
  db.query(
    'insert into audit_log (actor_id, emulated_by, action, subject_id, details, at) values ($1, $2, $3, $4, $5, $6)',
    [audit.actorId, audit.emulatedBy, action, teamId, JSON.stringify(details), audit.at],
  );

const writeMembers = async (db: Queryable, teamId: string, specialists: readonly string[]) => {
  await db.query('delete from team_members where team_id = $1', [teamId]);
  await db.query(
    'insert into team_members (team_id, specialist_id, position) select $1, m.id, m.position from unnest($2::uuid[]) with ordinality as m(id, position)',
    [teamId, specialists],
  );
};

/** Teams are a plain table; each write and its audit row land in one transaction. */
export const postgresTeamStore = (pool: pg.Pool): TeamStore => ({
  cards: async (ids) => {
    const valid = uuidish(ids);
    if (valid.length === 0) return [];
    const { rows } = await pool.query<{ id: string; agency_id: string; status: string; team_only: boolean | null }>(
      `select id, agency_id, status, (content -> 'workingConditions' ->> 'teamOnlyReserve')::boolean as team_only from specialist_cards where id = any($1::uuid[])`,
      [valid],
    );
    return rows.map((r) => ({
      specialistId: r.id,
      agencyId: r.agency_id,
      status: r.status,
      teamOnly: r.team_only === true,
    }));
  },

  find: async (teamId) => {
    if (uuidish([teamId]).length === 0) return null;
    const { rows } = await pool.query<TeamSqlRow>(`${teamSelect} where t.id = $1 and t.deleted_at is null`, [teamId]);
    return rows[0] ? toTeam(rows[0]) : null;
  },

  list: async (filter, { page, count }) => {
    const where = ['t.deleted_at is null'];
    const values: unknown[] = [];
    const param = (value: unknown) => {
      values.push(value);
      return `$${values.length}`;
    };
    if (filter.agencyId) where.push(`t.agency_id = ${param(filter.agencyId)}`);
    if (filter.specialistId)
      where.push(
        `exists (select 1 from team_members m where m.team_id = t.id and m.specialist_id = ${param(filter.specialistId)})`,
      );
    if (filter.search) {
      const pattern = param(containsPattern(filter.search));
      where.push(`(lower(t.name) like ${pattern} or lower(co.name) like ${pattern})`);
    }
    if (filter.available !== undefined) {
      // In the catalogue means a row in catalog_cards, which the catalogue's projection keeps by the domain's rule.
      const allListed = `not exists (select 1 from team_members m where m.team_id = t.id and not exists (select 1 from catalog_cards cc where cc.id = m.specialist_id))`;
      where.push(filter.available ? allListed : `not ${allListed}`);
    }
    const condition = where.join(' and ');
    const [{ rows }, totals] = await Promise.all([
      pool.query<TeamSqlRow>(
        `${teamSelect} where ${condition} order by t.updated_at desc, t.id limit ${param(count)} offset ${param((page - 1) * count)}`,
        values,
      ),
      pool.query<{ total: number }>(
        `select count(*)::int as total from teams t join companies co on co.id = t.agency_id where ${condition}`,
        values.slice(0, values.length - 2),
      ),
    ]);
    return { items: rows.map(toTeam), total: totals.rows[0]?.total ?? 0 };
  },

  create: async (team, audit) => {
    try {
      await inTransaction(pool, async (tx) => {
        await tx.query(
          'insert into teams (id, agency_id, name, description, created_at, updated_at) values ($1, $2, $3, $4, $5, $5)',
          [team.id, team.agencyId, team.name, team.description, audit.at],
        );
        await writeMembers(tx, team.id, team.specialists);
        await writeAudit(tx, audit, 'team.created', team.id, {
          agencyId: team.agencyId,
          name: team.name,
          description: team.description,
          specialists: team.specialists,
        });
      });
      return null;
    } catch (e) {
      if (isUniqueViolation(e, 'teams_agency_name')) return 'name_taken';
      throw e;
    }
  },

  update: async (team, expectedVersion, audit) => {
    try {
      return await inTransaction(pool, async (tx) => {
        const { rows } = await tx.query<{ version: number }>(
          'select version from teams where id = $1 and deleted_at is null for update',
          [team.id],
        );
        const current = rows[0];
        if (!current) return 'not_found' as const;
        if (expectedVersion !== null && current.version !== expectedVersion) return 'version_conflict' as const;
        await tx.query(
          'update teams set name = $2, description = $3, version = version + 1, updated_at = $4 where id = $1',
          [team.id, team.name, team.description, audit.at],
        );
        await writeMembers(tx, team.id, team.specialists);
        const { before } = audit;
        await writeAudit(tx, audit, 'team.updated', team.id, {
          agencyId: team.agencyId,
          before: {
            name: before.name,
            description: before.description,
            specialists: before.members.map((m) => m.specialistId),
          },
          after: { name: team.name, description: team.description, specialists: team.specialists },
        });
        return null;
      });
    } catch (e) {
      if (isUniqueViolation(e, 'teams_agency_name')) return 'name_taken';
      throw e;
    }
  },

  delete: async (team, audit) =>
    inTransaction(pool, async (tx) => {
      const { rowCount } = await tx.query(
        'update teams set deleted_at = $2, updated_at = $2, version = version + 1 where id = $1 and deleted_at is null',
        [team.id, audit.at],
      );
      if (rowCount === 0) return 'not_found' as const;
      await writeAudit(tx, audit, 'team.deleted', team.id, {
        agencyId: team.agencyId,
        name: team.name,
        specialists: team.members.map((m) => m.specialistId),
      });
      return null;
    }),

  teamsOfSpecialist: async (specialistId) => {
    if (uuidish([specialistId]).length === 0) return [];
    const { rows } = await pool.query<TeamSqlRow>(
      `${teamSelect} where t.deleted_at is null and exists (select 1 from team_members m where m.team_id = t.id and m.specialist_id = $1) order by t.name, t.id`,
      [specialistId],
    );
    return rows.map(toTeam);
  },

  namesOf: async (teamIds) => {
    const valid = uuidish(teamIds);
    if (valid.length === 0) return new Map();
    const { rows } = await pool.query<{ id: string; name: string; deleted_at: Date | null }>(
      'select id, name, deleted_at from teams where id = any($1::uuid[])',
      [valid],
    );
    return new Map(rows.map((r) => [r.id, { name: r.name, current: r.deleted_at === null }]));
  },

  memberChoices: async (agencyId, search) => {
    const { rows } = await pool.query<{
      id: string;
      name: string;
      surname: string;
      specialization: string | null;
      team_only: boolean | null;
    }>(
      `select c.id, c.name, c.surname, s.title as specialization, (c.content -> 'workingConditions' ->> 'teamOnlyReserve')::boolean as team_only
         from specialist_cards c
         join catalog_cards cc on cc.id = c.id
         left join specializations s on s.id::text = c.specialization_id
        where c.agency_id = $1 and ($2::text is null or lower(c.surname || ' ' || c.name) like $2 or lower(c.name || ' ' || c.surname) like $2)
        order by c.surname, c.name, c.id
        limit 200`,
      [agencyId, search ? containsPattern(search) : null],
    );
    return rows.map((r) => ({
      specialistId: r.id,
      name: r.name,
      surname: r.surname,
      specialization: r.specialization,
      teamOnly: r.team_only === true,
    }));
  },
});

/** The cart's view of teams: current members of a team that exists, and the names of teams it holds. */
export const postgresTeamDirectory = (store: TeamStore): TeamDirectory => ({
  membersOf: async (teamId) => {
    const team = await store.find(teamId);
    return team ? team.members.map((m) => m.specialistId) : null;
  },
  namesOf: (teamIds) => store.namesOf(teamIds),
});
