import type pg from 'pg';
import type { CandidateFilter, CandidateReadModel, CandidateRow } from '../../../application/interview/interviewPorts';
import { candidateStatuses, isOnProject, type CandidateStatus } from '../../../domain/interview/interview.status';
import { likeEscaped } from '../likePatterns';
import { nameColumns, publicNameSql } from '../publicNameSql';

type Row = {
  id: string;
  request_id: string;
  client_id: string;
  client_name: string;
  agency_id: string;
  agency_name: string;
  specialist_id: string;
  specialist_name: string;
  specialist_first_name: string;
  specialist_surname: string;
  specialization: string | null;
  status: CandidateStatus;
  start_period: string;
  end_period: string;
  work_format: CandidateRow['workFormat'];
  hours: number | null;
  client_hour_price_cents: number;
  slots: CandidateRow['slots'];
  proposed_slots: CandidateRow['proposedSlots'];
  interview_at: CandidateRow['interviewAt'];
  reschedule: CandidateRow['reschedule'];
  video_url: string | null;
  contact: CandidateRow['contact'];
  interviewers: CandidateRow['interviewers'];
  comment: string;
  decline_reason: string | null;
  passed_to_agency: boolean;
  version: string;
  created_at: Date;
  updated_at: Date;
};

const select = `
  select c.id, c.request_id, c.client_id, cl.name as client_name, c.agency_id, ag.name as agency_name, c.specialist_id,
         trim(coalesce(s.name, '') || ' ' || coalesce(s.surname, '')) as specialist_name, ${nameColumns('s.name', 's.surname')},
         sp.title as specialization, c.status,
         to_char(c.start_period, 'YYYY-MM-DD') as start_period, to_char(c.end_period, 'YYYY-MM-DD') as end_period, c.work_format, c.hours,
         c.client_hour_price_cents, c.slots, c.proposed_slots, c.interview_at, c.reschedule, c.video_url, c.contact,
         (select coalesce(json_agg(json_build_object('id', u.id, 'name', coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), u.email::text))
                                   order by u.first_name, u.last_name, u.id), '[]'::json)
            from users u where u.id = any(c.interviewer_ids)) as interviewers,
         c.comment, c.decline_reason, c.passed_to_agency_at is not null as passed_to_agency, c.version, c.created_at, c.updated_at
    from candidates c
    join companies cl on cl.id = c.client_id
    join companies ag on ag.id = c.agency_id
    left join specialist_cards s on s.id = c.specialist_id
    left join specializations sp on sp.id::text = s.specialization_id`;

const toCandidate = (r: Row): CandidateRow => ({
  id: r.id,
  requestId: r.request_id,
  clientId: r.client_id,
  clientName: r.client_name,
  agencyId: r.agency_id,
  agencyName: r.agency_name,
  specialistId: r.specialist_id,
  specialistName: r.specialist_name,
  specialistNameParts: { name: r.specialist_first_name, surname: r.specialist_surname },
  specialization: r.specialization,
  status: r.status,
  startPeriod: r.start_period,
  endPeriod: r.end_period,
  workFormat: r.work_format,
  hours: r.hours,
  clientHourPriceCents: r.client_hour_price_cents,
  slots: r.slots,
  proposedSlots: r.proposed_slots,
  interviewAt: r.interview_at,
  reschedule: r.reschedule,
  enteredVideoUrl: r.video_url,
  contact: r.contact,
  interviewers: r.interviewers,
  comment: r.comment,
  declineReason: r.decline_reason,
  passedToAgency: r.passed_to_agency,
  version: Number(r.version),
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

const whereOf = (filter: CandidateFilter) => {
  const clauses: string[] = [];
  const values: unknown[] = [];
  const add = (clause: (n: string) => string, value: unknown) => {
    values.push(value);
    clauses.push(clause(`$${values.length}`));
  };
  if (filter.clientId) add((n) => `c.client_id = ${n}`, filter.clientId);
  if (filter.agencyId) add((n) => `c.agency_id = ${n}`, filter.agencyId);
  if (filter.passedToAgency) clauses.push('c.passed_to_agency_at is not null');
  if (filter.statuses?.length) add((n) => `c.status = any(${n})`, filter.statuses);
  if (filter.onProject === true) add((n) => `c.status = any(${n})`, candidateStatuses.filter(isOnProject));
  if (filter.search)
    add((n) => `(s.surname ilike ${n} or s.name ilike ${n} or cl.name ilike ${n})`, `%${likeEscaped(filter.search)}%`);
  if (filter.shownNameSearch)
    add((n) => `${publicNameSql('s.name', 's.surname')} ilike ${n}`, `%${likeEscaped(filter.shownNameSearch)}%`);
  return { where: clauses.length ? `where ${clauses.join(' and ')}` : '', values };
};

const orderOf = (sort: string) => {
  const column =
    { createdAt: 'c.created_at', updatedAt: 'c.updated_at', status: 'c.status' }[sort.replace(/^-/, '')] ??
    'c.created_at';
  return `order by ${column} ${sort.startsWith('-') ? 'desc' : 'asc'}, c.id`;
};

export const postgresCandidateReadModel = (pool: pg.Pool): CandidateReadModel => ({
  list: async (filter, sort, page) => {
    const { where, values } = whereOf(filter);
    const [rows, total] = await Promise.all([
      pool.query<Row>(
        `${select} ${where} ${orderOf(sort)} limit ${page.count} offset ${(page.page - 1) * page.count}`,
        values,
      ),
      pool.query<{ n: string }>(
        `select count(*) as n from candidates c join companies cl on cl.id = c.client_id left join specialist_cards s on s.id = c.specialist_id ${where}`,
        values,
      ),
    ]);
    return { items: rows.rows.map(toCandidate), total: Number(total.rows[0]?.n ?? 0) };
  },
  statusCounts: async (filter) => {
    const { where, values } = whereOf(filter);
    const { rows } = await pool.query<{ status: string; n: string }>(
      `select c.status, count(*) as n from candidates c join companies cl on cl.id = c.client_id left join specialist_cards s on s.id = c.specialist_id ${where} group by c.status`,
      values,
    );
    return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
  },
  waitingToStartBy: async (date) =>
    (
      await pool.query<{ id: string }>(
        `select id from candidates where status = 'waiting-start-work' and start_period <= $1::date order by start_period, id`,
        [date],
      )
    ).rows.map((row) => row.id),
  find: async (id) => {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    const { rows } = await pool.query<Row>(`${select} where c.id = $1`, [id]);
    return rows[0] ? toCandidate(rows[0]) : null;
  },
});
