import type pg from 'pg';
import type {
  EngagementDirectory,
  ReviewReadModel,
  ReviewRow,
  ReviewScope,
} from '../../../application/review/reviewPorts';
import type { Engagement } from '../../../domain/review/review.rules';
import { publicNameOf } from '../../../domain/specialist/publicName';

type Row = Record<string, unknown>;

/**
 * A candidate as an engagement: its row, and from its stream when it last started working and when it finished
 * (the `at` of the manager's moves, the platform's clock, as the rule reads it).
 */
const engagementSql = `
  select c.id, c.client_id, c.agency_id, c.specialist_id, c.status,
    (select max((m.message_metadata->>'at')::timestamptz) from emt_messages m
      where m.stream_id = 'candidate-' || c.id and m.message_type = 'CandidateMoved' and m.message_data->>'to' = 'working') as working_since,
    (select max((m.message_metadata->>'at')::timestamptz) from emt_messages m
      where m.stream_id = 'candidate-' || c.id and m.message_type = 'CandidateMoved' and m.message_data->>'to' = 'finished') as finished_at
  from candidates c`;

const toEngagement = (r: Row): Engagement => ({
  candidateId: r.id as string,
  clientId: r.client_id as string,
  agencyId: r.agency_id as string,
  specialistId: r.specialist_id as string,
  status: r.status as string,
  workingSince: r.working_since ? new Date(r.working_since as string) : null,
  finishedAt: r.finished_at ? new Date(r.finished_at as string) : null,
});

export const postgresEngagements = (pool: pg.Pool): EngagementDirectory => ({
  engagementOf: async (candidateId) => {
    const { rows } = await pool.query<Row>(`${engagementSql} where c.id = $1`, [candidateId]);
    return rows[0] ? toEngagement(rows[0]) : null;
  },
  engagementsOfClient: async (clientId) => {
    const { rows } = await pool.query<Row>(
      `${engagementSql} where c.client_id = $1 and c.status in ('working', 'finished') order by c.created_at desc`,
      [clientId],
    );
    return rows.map(toEngagement);
  },
});

const reviewSelect = `
  select r.*, cl.name as client_name, ag.name as agency_name, coalesce(s.name, '') as specialist_first_name,
    coalesce(s.surname, '') as specialist_surname
  from reviews r
  join companies cl on cl.id = r.client_id
  join companies ag on ag.id = r.agency_id
  left join specialist_cards s on s.id = r.specialist_id`;

const toReview = (r: Row): ReviewRow => ({
  id: r.id as string,
  specialistId: r.specialist_id as string,
  specialistName: publicNameOf({ name: r.specialist_first_name as string, surname: r.specialist_surname as string }),
  clientId: r.client_id as string,
  clientCompanyName: r.client_name as string,
  agencyId: r.agency_id as string,
  agencyName: r.agency_name as string,
  scores: {
    overall: Number(r.overall),
    skills: Number(r.skills),
    communication: Number(r.communication),
    reliability: Number(r.reliability),
    value: Number(r.value),
  },
  text: r.text as string,
  showClientName: r.show_client_name as boolean,
  writtenAt: new Date(r.written_at as string),
  answer: r.answer_text === null ? null : { text: r.answer_text as string, at: new Date(r.answered_at as string) },
  hiddenAt: r.hidden_at ? new Date(r.hidden_at as string) : null,
  hiddenReason: (r.hidden_reason as string | null) ?? null,
});

const whereOf = (scope: ReviewScope): { where: string; values: unknown[] } => {
  switch (scope.kind) {
    case 'specialist':
      return { where: 'where r.specialist_id = $1 and r.hidden_at is null', values: [scope.specialistId] };
    case 'client':
      return { where: 'where r.client_id = $1', values: [scope.clientId] };
    case 'agency':
      return { where: 'where r.agency_id = $1', values: [scope.agencyId] };
    case 'all':
      return { where: '', values: [] };
    default: {
      const _exhaustive: never = scope;
      return _exhaustive;
    }
  }
};

export const postgresReviewReadModel = (pool: pg.Pool): ReviewReadModel => ({
  review: async (id) => {
    const { rows } = await pool.query<Row>(`${reviewSelect} where r.id = $1`, [id]);
    return rows[0] ? toReview(rows[0]) : null;
  },
  list: async (scope, { page, count }) => {
    const { where, values } = whereOf(scope);
    const n = values.length;
    const [items, total] = await Promise.all([
      pool.query<Row>(`${reviewSelect} ${where} order by r.written_at desc, r.id limit $${n + 1} offset $${n + 2}`, [
        ...values,
        count,
        (page - 1) * count,
      ]),
      pool.query<{ n: string }>(`select count(*) as n from reviews r ${where}`, values),
    ]);
    return { items: items.rows.map(toReview), total: Number(total.rows[0]?.n ?? 0) };
  },
  visibleTotals: async (specialistId) => {
    const { rows } = await pool.query<{ visible_count: number; overall_sum: number }>(
      'select visible_count, overall_sum from specialist_review_summary where specialist_id = $1',
      [specialistId],
    );
    return { count: Number(rows[0]?.visible_count ?? 0), overallSum: Number(rows[0]?.overall_sum ?? 0) };
  },
  inCatalogue: async (specialistId) => {
    const { rows } = await pool.query('select 1 from catalog_cards where id = $1', [specialistId]);
    return rows.length > 0;
  },
});
