import type pg from 'pg';
import type { CompanyDirectory } from '../../../application/company/backOffice/backOfficePorts';
import type { CompanyKindName, CompanyListQuery } from '../../../application/company/backOffice/schemas';
import { fileUrl } from '../../../application/files/fileContracts';
import { writeAudit } from '../identity/auditLog';
import { containsPattern, startsWithPattern } from '../likePatterns';
import { inTransaction } from '../transaction';

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** Whether a company has a contract in force: a client or partner contract signed by both sides (an NDA alone does not count). */
const contractedSql = (alias: string) =>
  `exists (select 1 from contracts k where k.company_id = ${alias}.id and k.status = 'signed' and k.document_type <> 'nda')`;

/** The company's personal manager: the one its users share (the oldest user's, as registration and invitations set it). */
const personalManagerJoin = (alias: string) => `
  left join lateral (select u.personal_manager_id from users u where u.company_id = ${alias}.id and u.personal_manager_id is not null order by u.created_at, u.id limit 1) pmo on true
  left join users pm on pm.id = pmo.personal_manager_id`;

const sortColumns: Record<string, string> = {
  createdAt: 'c.created_at',
  name: 'lower(c.name)',
  employees: 'employees',
  country: "coalesce(co.name, '')",
};

/** The list's where clause and its values, from the seeds' company filters. */
const whereOf = (
  type: CompanyKindName,
  q: Pick<CompanyListQuery, 'search' | 'country' | 'contracted' | 'createdAt'>,
) => {
  const values: unknown[] = [type];
  const where = ['c.type = $1', 'c.merged_into is null'];
  const add = (clause: (n: number) => string, value: unknown) => {
    values.push(value);
    where.push(clause(values.length));
  };
  if (q.search) {
    add(
      (
        n,
      ) => `(lower(c.name) like $${n} or lower(coalesce(c.legal_name, '')) like $${n} or lower(coalesce(c.tax_number, '')) like $${n}
               or exists (select 1 from users su where su.company_id = c.id and lower(su.email::text) like $${n}))`,
      containsPattern(q.search),
    );
  }
  if (q.country) add((n) => `c.country_code = $${n}`, q.country);
  if (q.contracted !== undefined) where.push(q.contracted ? contractedSql('c') : `not ${contractedSql('c')}`);
  if (q.createdAt?.from) add((n) => `c.created_at >= $${n}::date`, q.createdAt.from);
  if (q.createdAt?.to) add((n) => `c.created_at < ($${n}::date + 1)`, q.createdAt.to);
  return { where: where.join(' and '), values };
};

const person = (r: Record<string, unknown>, prefix: string) =>
  r[`${prefix}_id`]
    ? {
        id: r[`${prefix}_id`] as string,
        name: r[`${prefix}_name`] as string,
        surname: r[`${prefix}_surname`] as string,
        email: r[`${prefix}_email`] as string,
      }
    : null;

const personColumns = (alias: string, prefix: string) =>
  `${alias}.id as ${prefix}_id, ${alias}.first_name as ${prefix}_name, ${alias}.last_name as ${prefix}_surname, ${alias}.email::text as ${prefix}_email`;

const personJson = (alias: string) =>
  `case when ${alias}.id is null then null else json_build_object('id', ${alias}.id, 'name', ${alias}.first_name, 'surname', ${alias}.last_name, 'email', ${alias}.email, 'avatar', ${alias}.avatar) end`;

/** The back office's company lists and facts: plain SQL over companies, users, contracts and the read models. */
export const postgresCompanyDirectory = (pool: pg.Pool): CompanyDirectory => ({
  list: async (type, q) => {
    const { where, values } = whereOf(type, q);
    const sort = q.sort ?? 'createdAt';
    const direction = sort.startsWith('-') ? 'desc' : 'asc';
    const order = `${sortColumns[sort.replace(/^-/, '')] ?? 'c.created_at'} ${direction}, c.id ${direction}`;
    const [{ rows }, total] = await Promise.all([
      pool.query(
        `select c.id, c.type, c.name, c.legal_name, c.country_code, co.name as country_name, c.tax_number, c.logo_file_id, c.created_at,
                (select count(*)::int from users u where u.company_id = c.id) as employees, ${contractedSql('c')} as contracted,
                ${personColumns('pm', 'pm')}
           from companies c left join countries co on co.code = c.country_code ${personalManagerJoin('c')}
          where ${where} order by ${order} limit $${values.length + 1} offset $${values.length + 2}`,
        [...values, q.count, (q.page - 1) * q.count],
      ),
      pool.query<{ n: number }>(`select count(*)::int as n from companies c where ${where}`, values),
    ]);
    return {
      items: rows.map((r) => ({
        id: r.id,
        type: r.type,
        name: r.name,
        legalName: r.legal_name,
        countryCode: r.country_code,
        countryName: r.country_name,
        taxNumber: r.tax_number,
        logoUrl: r.logo_file_id ? fileUrl(r.logo_file_id) : null,
        employees: r.employees,
        contracted: r.contracted,
        personalManager: person(r, 'pm'),
        createdAt: r.created_at,
      })),
      total: total.rows[0]?.n ?? 0,
    };
  },

  filters: async (type) => {
    const [countries, contracted, range] = await Promise.all([
      pool.query(
        `select c.country_code as id, co.name as title, count(*)::int as count from companies c join countries co on co.code = c.country_code
          where c.type = $1 and c.merged_into is null group by c.country_code, co.name order by co.name`,
        [type],
      ),
      pool.query(
        `select ${contractedSql('c')} as contracted, count(*)::int as n from companies c where c.type = $1 and c.merged_into is null group by 1`,
        [type],
      ),
      pool.query(
        'select min(created_at) as min, max(created_at) as max from companies where type = $1 and merged_into is null',
        [type],
      ),
    ]);
    const countOf = (flag: boolean) => contracted.rows.find((r) => r.contracted === flag)?.n ?? 0;
    return {
      countries: countries.rows,
      contracted: { yes: countOf(true), no: countOf(false) },
      createdAt: { min: range.rows[0]?.min ?? null, max: range.rows[0]?.max ?? null },
    };
  },

  dropdown: async (type, search, count) =>
    (
      await pool.query<{ id: string; title: string }>(
        `select id, name as title from companies where type = $1 and merged_into is null and ($2::text is null or lower(name) like $2) order by lower(name), id limit $3`,
        [type, search ? containsPattern(search) : null, count],
      )
    ).rows,

  documentParties: async (type, search, count) => {
    const { rows } = await pool.query(
      `select c.id, c.name as title, c.legal_name, c.legal_address, c.tax_number, c.registration_number, c.country_code,
              case when p.id is null then null else json_build_object('id', p.id, 'bankName', p.bank_name, 'account', p.account, 'swift', p.swift, 'currency', p.currency) end as payment
         from companies c left join company_payment_details p on p.company_id = c.id and p.is_default
        where c.type = $1 and c.merged_into is null and ($2::text is null or lower(c.name) like $2 or lower(coalesce(c.legal_name, '')) like $2)
        order by lower(c.name), c.id limit $3`,
      [type, search ? containsPattern(search) : null, count],
    );
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      legalName: r.legal_name,
      legalAddress: r.legal_address,
      taxNumber: r.tax_number,
      registrationNumber: r.registration_number,
      countryCode: r.country_code,
      paymentInfo: r.payment,
    }));
  },

  mergeTargets: async (type, excludeId, search, count) => {
    const { rows } = await pool.query(
      `select c.id, c.name as title, c.legal_name, c.tax_number, c.created_at, (select count(*)::int from users u where u.company_id = c.id) as employees
         from companies c
        where c.type = $1 and c.merged_into is null and c.id <> $2
          and ($3::text is null or lower(c.name) like $4 or lower(coalesce(c.legal_name, '')) like $3 or lower(coalesce(c.tax_number, '')) like $3)
        order by (lower(c.name) like $4) desc, lower(c.name), c.id limit $5`,
      [type, excludeId, search ? containsPattern(search) : null, search ? startsWithPattern(search) : '', count],
    );
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      legalName: r.legal_name,
      taxNumber: r.tax_number,
      employees: r.employees,
      createdAt: r.created_at,
    }));
  },

  party: async (id) => {
    if (!isUuid(id)) return null;
    const { rows } = await pool.query('select id, type, name, merged_into from companies where id = $1', [id]);
    const r = rows[0];
    return r ? { id: r.id, type: r.type, name: r.name, mergedInto: r.merged_into } : null;
  },

  overview: async (requestedId) => {
    if (!isUuid(requestedId)) return null;
    const asked = (await pool.query('select id, type, name, merged_into from companies where id = $1', [requestedId]))
      .rows[0];
    if (!asked || asked.type === 'platform') return null;
    const id: string = asked.merged_into ?? asked.id;
    const { rows } = await pool.query(
      `select c.id, c.type, c.name, c.created_at, ${contractedSql('c')} as contracted, ${personColumns('pm', 'pm')},
              (select count(*)::int from users u where u.company_id = c.id) as employees,
              (select count(*)::int from specialist_cards s where s.agency_id = c.id and s.status <> 'deleted') as specialists,
              (select count(*)::int from solutions s where s.agency_id = c.id and s.status <> 'deleted') as solutions,
              (select count(*)::int from candidates k where k.client_id = c.id or k.agency_id = c.id) as candidates,
              (select count(*)::int from teams t where t.agency_id = c.id and t.deleted_at is null) as teams,
              exists (select 1 from company_merges m where m.survivor_id = c.id and m.status = 'moving') as merge_in_progress,
              coalesce((select json_agg(json_build_object('id', d.id, 'name', d.name, 'mergedAt', d.merged_at) order by d.merged_at desc)
                          from companies d where d.merged_into = c.id), '[]') as merged_companies
         from companies c ${personalManagerJoin('c')}
        where c.id = $1`,
      [id],
    );
    const r = rows[0];
    if (!r) return null;
    return {
      id: r.id,
      type: r.type,
      name: r.name,
      createdAt: r.created_at,
      contracted: r.contracted,
      personalManager: person(r, 'pm'),
      mergedFrom: asked.merged_into ? { id: asked.id, name: asked.name, type: asked.type } : null,
      counts: {
        employees: r.employees,
        specialists: r.specialists,
        solutions: r.solutions,
        candidates: r.candidates,
        teams: r.teams,
      },
      mergedCompanies: (r.merged_companies as { id: string; name: string; mergedAt: string | null }[]).map((m) => ({
        ...m,
        mergedAt: m.mergedAt ? new Date(m.mergedAt) : null,
      })),
      mergeInProgress: r.merge_in_progress,
    };
  },

  employees: async (companyId) => {
    const { rows } = await pool.query(
      `select u.id, u.first_name, u.last_name, u.email::text as email, r.title as role, r.company_role, u.status, u.created_at
         from users u join roles r on r.id = u.role_id where u.company_id = $1 order by u.created_at, u.id`,
      [companyId],
    );
    return rows.map((r) => ({
      id: r.id,
      name: r.first_name,
      surname: r.last_name,
      email: r.email,
      role: r.role,
      companyRole: r.company_role,
      status: r.status,
      createdAt: r.created_at,
    }));
  },

  changes: async (companyId, { page, count }) => {
    // The company's own rows (profile, payment details, merges, personal manager) and its people's, wherever they work now.
    const scope = `(l.subject_id = $1 or l.subject_id in (select id from users where company_id = $1) or l.details ->> 'companyId' = $1::text)`;
    const [{ rows }, total] = await Promise.all([
      pool.query(
        `select l.id::text, l.action, l.at, l.details, ${personJson('a')} as actor, ${personJson('e')} as emulated_by,
                case when s.id is null then null else json_build_object('id', s.id, 'name', s.first_name || ' ' || s.last_name) end as subject
           from audit_log l left join users a on a.id = l.actor_id left join users e on e.id = l.emulated_by left join users s on s.id = l.subject_id
          where ${scope} order by l.at desc, l.id desc limit $2 offset $3`,
        [companyId, count, (page - 1) * count],
      ),
      pool.query<{ n: number }>(`select count(*)::int as n from audit_log l where ${scope}`, [companyId]),
    ]);
    return {
      items: rows.map((r) => ({
        id: r.id,
        action: r.action,
        at: r.at,
        details: r.details ?? {},
        actor: r.actor,
        emulatedBy: r.emulated_by,
        subject: r.subject,
      })),
      total: total.rows[0]?.n ?? 0,
    };
  },

  personalManagerChoices: async () => {
    const { rows } = await pool.query(
      `select ${personColumns('u', 'p')}, r.title as role from users u join roles r on r.id = u.role_id join companies c on c.id = u.company_id
        where c.type = 'platform' and r.kind = 'platform' and u.status = 'active' order by u.first_name, u.last_name, u.id`,
    );
    return rows.map((r) => ({ ...(person(r, 'p') as NonNullable<ReturnType<typeof person>>), role: r.role }));
  },

  platformEmployee: async (userId) => {
    if (!isUuid(userId)) return null;
    const { rows } = await pool.query(
      `select ${personColumns('u', 'p')} from users u join roles r on r.id = u.role_id join companies c on c.id = u.company_id
        where u.id = $1 and c.type = 'platform' and r.kind = 'platform' and u.status = 'active'`,
      [userId],
    );
    return rows[0] ? person(rows[0], 'p') : null;
  },

  assignPersonalManager: (companyId, managerId, author) =>
    inTransaction(pool, async (tx) => {
      const locked = await tx.query(
        `select id from companies where id = $1 and type in ('agency', 'client') for update`,
        [companyId],
      );
      if (locked.rowCount !== 1) return false;
      const before = (
        await tx.query(
          `select personal_manager_id from users where company_id = $1 and personal_manager_id is not null order by created_at, id limit 1`,
          [companyId],
        )
      ).rows[0];
      await tx.query('update users set personal_manager_id = $2, updated_at = $3 where company_id = $1', [
        companyId,
        managerId,
        author.at,
      ]);
      await writeAudit(
        tx,
        {
          actorId: author.actorId,
          emulatedBy: author.emulatedBy,
          action: 'company.personal_manager_assigned',
          subjectId: companyId,
          details: { from: before?.personal_manager_id ?? null, to: managerId },
        },
        author.at,
      );
      return true;
    }),
});
