import type pg from 'pg';
import type { SpecialistCardRow, SpecialistListFilter, SpecialistReadModel, SpecialistSort } from '../../../application/specialist/specialistPorts';

/** SQL over the `specialist_cards` read model: the lists skip the aggregates entirely. */
const sortColumns: Record<SpecialistSort['field'], string> = {
  createdAt: 'c.created_at',
  updatedAt: 'c.updated_at',
  publishedAt: 'c.published_at',
  surname: 'c.surname',
  hourPrice: 'c.hour_price_cents',
  status: 'c.status',
};

const rowSelect = `
  select c.id, c.agency_id, a.name as agency_name, c.status, c.surname, c.name, c.specialization_id, s.title as specialization_title,
         c.grade, c.key_skills, c.hour_price_cents, c.verified, c.photo_id, c.rejection, c.version, c.created_at, c.updated_at, c.published_at`;
const fromCards = `
    from specialist_cards c
    join companies a on a.id = c.agency_id
    left join specializations s on s.id::text = c.specialization_id`;

type Row = {
  id: string; agency_id: string; agency_name: string; status: SpecialistCardRow['status']; surname: string; name: string;
  specialization_id: string | null; specialization_title: string | null; grade: string | null; key_skills: string[]; hour_price_cents: number;
  verified: boolean; photo_id: string | null; rejection: SpecialistCardRow['rejection']; version: string; created_at: Date; updated_at: Date; published_at: Date | null;
};

const toRow = (r: Row): SpecialistCardRow => ({
  id: r.id, agencyId: r.agency_id, agencyName: r.agency_name, status: r.status, surname: r.surname, name: r.name,
  specializationId: r.specialization_id, specializationTitle: r.specialization_title, grade: r.grade, keySkills: r.key_skills,
  hourPriceCents: r.hour_price_cents, verified: r.verified, photoId: r.photo_id, rejection: r.rejection, version: Number(r.version),
  createdAt: r.created_at, updatedAt: r.updated_at, publishedAt: r.published_at,
});

const whereOf = (filter: SpecialistListFilter) => {
  const clauses: string[] = [];
  const values: unknown[] = [];
  const add = (clause: (n: string) => string, value: unknown) => {
    values.push(value);
    clauses.push(clause(`$${values.length}`));
  };
  if (filter.agencyId) add((n) => `c.agency_id = ${n}`, filter.agencyId);
  if (filter.statuses?.length) add((n) => `c.status = any(${n})`, filter.statuses);
  if (filter.excludeStatuses?.length) add((n) => `c.status <> all(${n})`, filter.excludeStatuses);
  if (filter.specializationIds?.length) add((n) => `c.specialization_id = any(${n})`, filter.specializationIds);
  if (filter.grades?.length) add((n) => `c.grade = any(${n})`, filter.grades);
  if (filter.search) add((n) => `c.search_text like ${n}`, `%${filter.search.toLowerCase().replace(/[%_\\]/g, (ch) => `\\${ch}`)}%`);
  return { where: clauses.length ? `where ${clauses.join(' and ')}` : '', values };
};

export const postgresSpecialistReadModel = (pool: pg.Pool): SpecialistReadModel => ({
  list: async (filter, sort, { page, count }) => {
    const { where, values } = whereOf(filter);
    const order = `${sortColumns[sort.field]} ${sort.direction} nulls last, c.id`;
    const [rows, total] = await Promise.all([
      pool.query<Row>(`${rowSelect} ${fromCards} ${where} order by ${order} limit ${count} offset ${(page - 1) * count}`, values),
      pool.query<{ total: number }>(`select count(*)::int as total from specialist_cards c ${where}`, values),
    ]);
    return { items: rows.rows.map(toRow), total: total.rows[0]?.total ?? 0 };
  },

  statusCounts: async (filter) => {
    const { where, values } = whereOf(filter);
    const { rows } = await pool.query<{ status: string; n: number }>(`select c.status, count(*)::int as n from specialist_cards c ${where} group by c.status`, values);
    return Object.fromEntries(rows.map((r) => [r.status, r.n]));
  },

  facets: async (filter) => {
    const { where, values } = whereOf(filter);
    const facet = (column: string, title: string, join = '') =>
      pool.query<{ id: string; title: string; count: number }>(
        `select ${column} as id, ${title} as title, count(*)::int as count from specialist_cards c ${join}
          ${where ? `${where} and` : 'where'} ${column} is not null group by 1, 2 order by 3 desc, 2`,
        values,
      );
    const [statuses, specializations, grades] = await Promise.all([
      facet('c.status', 'c.status'),
      facet('c.specialization_id', 's.title', 'left join specializations s on s.id::text = c.specialization_id'),
      facet('c.grade', 'c.grade'),
    ]);
    return { statuses: statuses.rows, specializations: specializations.rows.map((r) => ({ ...r, title: r.title ?? r.id })), grades: grades.rows };
  },

  find: async (id) => {
    const { rows } = await pool.query<Row & { content: never; review: never }>(`${rowSelect}, c.content, c.review ${fromCards} where c.id = $1`, [id]);
    const r = rows[0];
    if (!r) return null;
    const review = r.review as { verified?: boolean; hrReview?: string; hrReviewDate?: string | null };
    return { ...toRow(r), content: r.content, review: { verified: review.verified ?? false, hrReview: review.hrReview ?? '', hrReviewDate: review.hrReviewDate ?? null } };
  },
  clientReservations: async (id) => {
    const { rows } = await pool.query<{ startPeriod: string; endPeriod: string }>(
      `select lower(period)::text as "startPeriod", (upper(period) - 1)::text as "endPeriod" from specialist_bookings where specialist_id = $1 order by lower(period)`,
      [id],
    );
    return rows;
  },
});
