import type pg from 'pg';
import type {
  ClientRequestFilter,
  ClientRequestReadModel,
  ClientRequestReference,
  ClientRequestRow,
  ResponseCatalogue,
  ResponseReadModel,
  ResponseRow,
} from '../../../application/clientRequest/clientRequestPorts';
import { fileUrl } from '../../../application/files/fileContracts';
import { containsPattern } from '../likePatterns';

type RequestRecord = {
  id: string;
  number: number;
  client_id: string;
  client_name: string;
  status: ClientRequestRow['status'];
  title: string;
  description: string;
  categories: ClientRequestRow['categories'];
  subcategories: ClientRequestRow['subcategories'];
  key_skills: ClientRequestRow['keySkills'];
  grade: string | null;
  specialists_count: number;
  period_from: string;
  period_to: string;
  work_format: ClientRequestRow['workFormat'];
  budget_per_hour_cents: number | null;
  rejection_reason: string | null;
  responses_count: number;
  version: number;
  created_at: Date;
  updated_at: Date;
  published_at: Date | null;
  closed_at: Date | null;
};

/** Reference titles in the order the client chose them. */
const titled = (column: string, table: string) =>
  `coalesce((select jsonb_agg(jsonb_build_object('id', t.id, 'title', t.title) order by array_position(r.${column}, t.id)) from ${table} t where t.id = any (r.${column})), '[]'::jsonb)`;

const selectRequest = `
  select r.id, r.number, r.client_id, c.name as client_name, r.status, r.title, r.description,
         ${titled('category_ids', 'categories')} as categories, ${titled('subcategory_ids', 'categories')} as subcategories,
         ${titled('key_skill_ids', 'key_skills')} as key_skills, r.grade, r.specialists_count,
         to_char(r.period_from, 'YYYY-MM-DD') as period_from, to_char(r.period_to, 'YYYY-MM-DD') as period_to, r.work_format,
         r.budget_per_hour_cents, r.rejection_reason, r.responses_count, r.version, r.created_at, r.updated_at, r.published_at, r.closed_at
    from client_requests r join companies c on c.id = r.client_id`;

const toRequest = (r: RequestRecord): ClientRequestRow => ({
  id: r.id,
  number: r.number,
  clientId: r.client_id,
  clientName: r.client_name,
  status: r.status,
  title: r.title,
  description: r.description,
  categories: r.categories,
  subcategories: r.subcategories,
  keySkills: r.key_skills,
  grade: r.grade,
  specialistsCount: r.specialists_count,
  periodFrom: r.period_from,
  periodTo: r.period_to,
  workFormat: r.work_format,
  budgetPerHourCents: r.budget_per_hour_cents,
  rejectionReason: r.rejection_reason,
  responsesCount: r.responses_count,
  version: r.version,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  publishedAt: r.published_at,
  closedAt: r.closed_at,
});

const sortColumns: Record<string, string> = {
  createdAt: 'r.created_at',
  updatedAt: 'r.updated_at',
  publishedAt: 'r.published_at',
  title: 'lower(r.title)',
  status: 'r.status',
  periodFrom: 'r.period_from',
};
const orderOf = (sort: string) => {
  const column = sortColumns[sort.replace(/^-/, '')] ?? 'r.updated_at';
  return `${column} ${sort.startsWith('-') ? 'desc' : 'asc'} nulls last, r.id`;
};

const whereOf = (filter: ClientRequestFilter) => {
  const conditions: string[] = [];
  const values: unknown[] = [];
  const add = (sql: (n: number) => string, value: unknown) => {
    values.push(value);
    conditions.push(sql(values.length));
  };
  if (filter.clientId) add((n) => `r.client_id = $${n}`, filter.clientId);
  if (filter.statuses && filter.statuses.length > 0) add((n) => `r.status = any ($${n}::text[])`, filter.statuses);
  if (filter.search) {
    const number = /^\d{1,9}$/.test(filter.search) ? Number(filter.search) : -1;
    values.push(containsPattern(filter.search), number);
    conditions.push(`(lower(r.title) like $${values.length - 1} or r.number = $${values.length})`);
  }
  return { where: conditions.length > 0 ? `where ${conditions.join(' and ')}` : '', values };
};

export const postgresClientRequestReadModel = (pool: pg.Pool): ClientRequestReadModel => ({
  list: async (filter, sort, { page, count }) => {
    const { where, values } = whereOf(filter);
    const [rows, total] = await Promise.all([
      pool.query<RequestRecord>(
        `${selectRequest} ${where} order by ${orderOf(sort)} limit ${count} offset ${(page - 1) * count}`,
        values,
      ),
      pool.query<{ total: string }>(`select count(*) as total from client_requests r ${where}`, values),
    ]);
    return { items: rows.rows.map(toRequest), total: Number(total.rows[0]?.total ?? 0) };
  },
  statusCounts: async (filter) => {
    const { where, values } = whereOf(filter);
    const { rows } = await pool.query<{ status: string; n: string }>(
      `select r.status, count(*) as n from client_requests r ${where} group by r.status`,
      values,
    );
    return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
  },
  find: async (id) => {
    const { rows } = await pool.query<RequestRecord>(`${selectRequest} where r.id = $1`, [id]);
    return rows[0] ? toRequest(rows[0]) : null;
  },
  listPublic: async (filter, { page, count }) => {
    // The partial indexes of migration 0110 serve exactly this shape: published, open, newest publication first.
    const values: unknown[] = [filter.today];
    const conditions = [`r.status = 'published'`, `r.period_from > $1::date`];
    if (filter.categoryId) {
      values.push([filter.categoryId]);
      conditions.push(
        `(r.category_ids @> $${values.length}::uuid[] or r.subcategory_ids @> $${values.length}::uuid[])`,
      );
    }
    if (filter.keySkillId) {
      values.push([filter.keySkillId]);
      conditions.push(`r.key_skill_ids @> $${values.length}::uuid[]`);
    }
    if (filter.from) {
      values.push(filter.from);
      conditions.push(`r.period_to >= $${values.length}::date`);
    }
    if (filter.to) {
      values.push(filter.to);
      conditions.push(`r.period_from <= $${values.length}::date`);
    }
    const where = `where ${conditions.join(' and ')}`;
    const [rows, total] = await Promise.all([
      pool.query<RequestRecord>(
        `${selectRequest} ${where} order by r.published_at desc, r.id limit ${count} offset ${(page - 1) * count}`,
        values,
      ),
      pool.query<{ total: string }>(`select count(*) as total from client_requests r ${where}`, values),
    ]);
    return { items: rows.rows.map(toRequest), total: Number(total.rows[0]?.total ?? 0) };
  },
  startedBefore: async (today) =>
    (
      await pool.query<{ id: string }>(
        `select id from client_requests where status <> 'closed' and period_from <= $1::date order by period_from`,
        [today],
      )
    ).rows.map((r) => r.id),
});

type ResponseRecord = {
  id: string;
  request_id: string;
  request_title: string;
  request_status: ResponseRow['requestStatus'];
  request_period_from: string;
  client_id: string;
  agency_id: string;
  agency_name: string;
  status: ResponseRow['status'];
  proposals: ResponseRow['proposals'];
  comment: string;
  version: number;
  created_at: Date;
  updated_at: Date;
};

/** Each proposal with what the catalogue shows of the card now: photo, grade, and whether it can still be booked. */
const selectResponse = `
  select p.id, p.request_id, r.title as request_title, r.status as request_status, to_char(r.period_from, 'YYYY-MM-DD') as request_period_from, p.client_id,
         p.agency_id, a.name as agency_name, p.status, p.comment, p.version, p.created_at, p.updated_at,
         coalesce((select jsonb_agg(x.proposal || jsonb_build_object('photoId', k.photo_id, 'grade', k.grade, 'inCatalogue', k.id is not null) order by x.n)
                     from jsonb_array_elements(p.proposals) with ordinality as x(proposal, n)
                     left join catalog_cards k on k.id = (x.proposal ->> 'specialistId')::uuid), '[]'::jsonb) as proposals
    from client_request_responses p join client_requests r on r.id = p.request_id join companies a on a.id = p.agency_id`;

const toResponse = (r: ResponseRecord): ResponseRow => ({
  id: r.id,
  requestId: r.request_id,
  requestTitle: r.request_title,
  requestStatus: r.request_status,
  requestPeriodFrom: r.request_period_from,
  clientId: r.client_id,
  agencyId: r.agency_id,
  agencyName: r.agency_name,
  status: r.status,
  comment: r.comment,
  version: r.version,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  proposals: (r.proposals as unknown as (ResponseRow['proposals'][number] & { photoId: string | null })[]).map(
    ({ photoId, ...p }) => ({ ...p, photoUrl: photoId ? fileUrl(photoId) : null }),
  ),
});

export const postgresResponseReadModel = (pool: pg.Pool): ResponseReadModel => ({
  listForAgency: async (agencyId, { page, count }) => {
    const [rows, total] = await Promise.all([
      pool.query<ResponseRecord>(
        `${selectResponse} where p.agency_id = $1 order by p.updated_at desc, p.id limit ${count} offset ${(page - 1) * count}`,
        [agencyId],
      ),
      pool.query<{ total: string }>('select count(*) as total from client_request_responses where agency_id = $1', [
        agencyId,
      ]),
    ]);
    return { items: rows.rows.map(toResponse), total: Number(total.rows[0]?.total ?? 0) };
  },
  listForRequest: async (requestId, { withWithdrawn }) =>
    (
      await pool.query<ResponseRecord>(
        `${selectResponse} where p.request_id = $1 ${withWithdrawn ? '' : `and p.status = 'submitted'`} order by p.created_at, p.id`,
        [requestId],
      )
    ).rows.map(toResponse),
  find: async (id) => {
    const { rows } = await pool.query<ResponseRecord>(`${selectResponse} where p.id = $1`, [id]);
    return rows[0] ? toResponse(rows[0]) : null;
  },
  findOf: async (requestId, agencyId) => {
    const { rows } = await pool.query<ResponseRecord>(
      `${selectResponse} where p.request_id = $1 and p.agency_id = $2`,
      [requestId, agencyId],
    );
    return rows[0] ? toResponse(rows[0]) : null;
  },
});

export const postgresClientRequestReference = (pool: pg.Pool): ClientRequestReference => ({
  categoryTree: async () =>
    new Map(
      (
        await pool.query<{ id: string; parent_id: string | null }>(
          `select id, parent_id from categories where kind = 'specialist' and is_active`,
        )
      ).rows.map((r) => [r.id, { parentId: r.parent_id }]),
    ),
  keySkillIds: async (ids) =>
    new Set(
      ids.length === 0
        ? []
        : (
            await pool.query<{ id: string }>('select id from key_skills where approved and id = any ($1::uuid[])', [
              ids,
            ])
          ).rows.map((r) => r.id),
    ),
  isClient: async (companyId) =>
    (await pool.query(`select 1 from companies where id = $1 and type = 'client' and merged_into is null`, [companyId]))
      .rowCount === 1,
  clients: async (search) =>
    (
      await pool.query<{ id: string; title: string }>(
        `select id, name as title from companies where type = 'client' and merged_into is null and lower(name) like $1 order by lower(name), id limit 50`,
        [containsPattern(search)],
      )
    ).rows,
});

type CardRecord = {
  id: string;
  agency_id: string;
  name: string;
  surname: string;
  specialization_title: string;
  catalog_price_cents: number;
};
const toOffered = (r: CardRecord) => ({
  specialistId: r.id,
  agencyId: r.agency_id,
  name: r.name,
  surname: r.surname,
  specialization: r.specialization_title,
  catalogPriceCents: r.catalog_price_cents,
  teamId: null,
});
const cardColumns = 'id, agency_id, name, surname, specialization_title, catalog_price_cents';

/** The catalogue read model as responses need it: a card is proposable exactly while it is in `catalog_cards`. */
export const postgresResponseCatalogue = (pool: pg.Pool): ResponseCatalogue => ({
  specialists: async (ids) =>
    ids.length === 0
      ? []
      : (
          await pool.query<CardRecord>(`select ${cardColumns} from catalog_cards where id = any ($1::uuid[])`, [ids])
        ).rows.map(toOffered),
  teamMembers: async (teamId, agencyId) => {
    const team = await pool.query('select 1 from teams where id = $1 and agency_id = $2 and deleted_at is null', [
      teamId,
      agencyId,
    ]);
    if (team.rowCount !== 1) return null;
    return (
      await pool.query<{ specialist_id: string }>(
        'select specialist_id from team_members where team_id = $1 order by position',
        [teamId],
      )
    ).rows.map((r) => r.specialist_id);
  },
  choicesOf: async (agencyId) => {
    const [cards, teams] = await Promise.all([
      pool.query<CardRecord>(
        `select ${cardColumns} from catalog_cards where agency_id = $1 order by name, surname, id`,
        [agencyId],
      ),
      pool.query<{ id: string; name: string; specialist_ids: string[] }>(
        `select t.id, t.name, array_agg(m.specialist_id order by m.position) as specialist_ids
           from teams t join team_members m on m.team_id = t.id
          where t.agency_id = $1 and t.deleted_at is null group by t.id, t.name order by lower(t.name)`,
        [agencyId],
      ),
    ]);
    return {
      specialists: cards.rows.map(toOffered),
      teams: teams.rows.map((t) => ({ id: t.id, name: t.name, specialistIds: t.specialist_ids })),
    };
  },
});
