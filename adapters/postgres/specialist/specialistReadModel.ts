import type pg from 'pg';
import { countByStatus, likePattern, ownerAndStatus, pageOf, whereClause } from '../moderation/moderatedLists';
import type {
  SpecialistCardRow,
  SpecialistListFilter,
  SpecialistReadModel,
  SpecialistSort,
} from '../../../application/specialist/specialistPorts';
import { reviewOf } from '../../../domain/specialist/specialist.state';

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
         c.grade, c.key_skills, c.hour_price_cents, c.verified, c.photo_id, c.rejection, c.version, c.created_at, c.updated_at, c.published_at,
         c.verified_at, c.changed_since_verification`;
const joinCards = `
    join companies a on a.id = c.agency_id
    left join specializations s on s.id::text = c.specialization_id`;
const fromCards = `from specialist_cards c ${joinCards}`;

type Row = {
  id: string;
  agency_id: string;
  agency_name: string;
  status: SpecialistCardRow['status'];
  surname: string;
  name: string;
  specialization_id: string | null;
  specialization_title: string | null;
  grade: string | null;
  key_skills: string[];
  hour_price_cents: number;
  verified: boolean;
  photo_id: string | null;
  rejection: SpecialistCardRow['rejection'];
  version: string;
  created_at: Date;
  updated_at: Date;
  published_at: Date | null;
  verified_at: Date | null;
  changed_since_verification: boolean;
};

const toRow = (r: Row): SpecialistCardRow => ({
  id: r.id,
  agencyId: r.agency_id,
  agencyName: r.agency_name,
  status: r.status,
  surname: r.surname,
  name: r.name,
  specializationId: r.specialization_id,
  specializationTitle: r.specialization_title,
  grade: r.grade,
  keySkills: r.key_skills,
  hourPriceCents: r.hour_price_cents,
  verified: r.verified,
  photoId: r.photo_id,
  rejection: r.rejection,
  version: Number(r.version),
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  publishedAt: r.published_at,
  verifiedAt: r.verified_at,
  changedSinceVerification: r.changed_since_verification,
});

const whereOf = (filter: SpecialistListFilter) => {
  const where = whereClause();
  ownerAndStatus(where, 'c', filter);
  if (filter.specializationIds?.length) where.add((n) => `c.specialization_id = any(${n})`, filter.specializationIds);
  if (filter.grades?.length) where.add((n) => `c.grade = any(${n})`, filter.grades);
  if (filter.search) where.add((n) => `c.search_text like ${n}`, likePattern(filter.search));
  return where.build();
};

export const postgresSpecialistReadModel = (pool: pg.Pool): SpecialistReadModel => ({
  list: async (filter, sort, page) => {
    const { rows, total } = await pageOf<Row>(
      pool,
      {
        select: rowSelect,
        table: 'specialist_cards',
        alias: 'c',
        joins: joinCards,
        ...whereOf(filter),
        order: `${sortColumns[sort.field]} ${sort.direction}`,
      },
      page,
    );
    return { items: rows.map(toRow), total };
  },

  statusCounts: (filter) => countByStatus(pool, 'specialist_cards', 'c', whereOf(filter)),

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
    return {
      statuses: statuses.rows,
      specializations: specializations.rows.map((r) => ({ ...r, title: r.title ?? r.id })),
      grades: grades.rows,
    };
  },

  find: async (id) => {
    const { rows } = await pool.query<Row & { content: never; review: never }>(
      `${rowSelect}, c.content, c.review ${fromCards} where c.id = $1`,
      [id],
    );
    const r = rows[0];
    if (!r) return null;
    return { ...toRow(r), content: r.content, review: reviewOf(r.review) };
  },
  clientReservations: async (id) => {
    const { rows } = await pool.query<{ startPeriod: string; endPeriod: string }>(
      `select lower(period)::text as "startPeriod", (upper(period) - 1)::text as "endPeriod" from specialist_bookings where specialist_id = $1 order by lower(period)`,
      [id],
    );
    return rows;
  },
});
