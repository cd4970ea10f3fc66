import type pg from 'pg';
import type {
  ActCompanies,
  ActFilter,
  ActReadModel,
  ActRow,
  ClaimFilter,
  ClaimReadModel,
  ClaimRow,
  ProjectCandidate,
  ProjectCandidates,
} from '../../../application/act/actPorts';
import type { ContractCompanies } from '../../../application/contract/contractPorts';
import { containsPattern } from '../likePatterns';
import { nameColumns, publicNameSql } from '../publicNameSql';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const specialistName = `trim(coalesce(s.name, '') || ' ' || coalesce(s.surname, ''))`;

type ActDbRow = Record<string, unknown> & { id: string };

const toAct = (r: ActDbRow): ActRow => ({
  id: r.id,
  candidateId: r.candidate_id as string,
  clientId: r.client_id as string,
  clientName: r.client_name as string,
  agencyId: r.agency_id as string,
  agencyName: r.agency_name as string,
  specialistId: r.specialist_id as string,
  specialistName: r.specialist_name as string,
  specialistNameParts: { name: r.specialist_first_name as string, surname: r.specialist_surname as string },
  month: r.month as string,
  startPeriod: r.start_period_text as string,
  endPeriod: r.end_period_text as string,
  workFormat: r.work_format as ActRow['workFormat'],
  hoursPerWeek: (r.hours_per_week as number | null) ?? null,
  hours: Number(r.hours),
  comment: r.comment as string,
  agencyRateCents: Number(r.agency_rate_cents),
  clientRateCents: Number(r.client_rate_cents),
  vatRateBasisPoints: r.vat_rate_bp === null ? null : Number(r.vat_rate_bp),
  agencyAmountCents: Number(r.agency_amount_cents),
  feeCents: Number(r.fee_cents),
  netCents: Number(r.net_cents),
  vatCents: Number(r.vat_cents),
  totalCents: Number(r.total_cents),
  status: r.status as ActRow['status'],
  rejectReason: (r.reject_reason as string | null) ?? null,
  rejectedBy: (r.rejected_by as ActRow['rejectedBy']) ?? null,
  invoiceFileId: (r.invoice_file_id as string | null) ?? null,
  actFileId: (r.act_file_id as string | null) ?? null,
  version: Number(r.version),
  createdAt: r.created_at as Date,
  updatedAt: r.updated_at as Date,
});

const actSelect = `select a.*, to_char(a.start_period, 'YYYY-MM-DD') as start_period_text, to_char(a.end_period, 'YYYY-MM-DD') as end_period_text,
  cl.name as client_name, ag.name as agency_name, ${specialistName} as specialist_name, ${nameColumns('s.name', 's.surname')}
  from acts a join companies cl on cl.id = a.client_id join companies ag on ag.id = a.agency_id left join specialist_cards s on s.id = a.specialist_id`;

const where = () => {
  const values: unknown[] = [];
  const parts: string[] = [];
  const add = (sql: (n: number) => string, value: unknown) => {
    values.push(value);
    parts.push(sql(values.length));
  };
  return { values, parts, add, sql: () => (parts.length ? `where ${parts.join(' and ')}` : '') };
};

const actWhere = (filter: ActFilter) => {
  const w = where();
  if (filter.agencyId) w.add((n) => `a.agency_id = $${n}`, filter.agencyId);
  if (filter.clientId) w.add((n) => `a.client_id = $${n}`, filter.clientId);
  if (filter.candidateId) w.add((n) => `a.candidate_id = $${n}`, filter.candidateId);
  if (filter.specialistId) w.add((n) => `a.specialist_id = $${n}`, filter.specialistId);
  if (filter.statuses) w.add((n) => `a.status = any($${n}::text[])`, filter.statuses);
  if (filter.monthFrom) w.add((n) => `a.month >= $${n}`, filter.monthFrom);
  if (filter.monthTo) w.add((n) => `a.month <= $${n}`, filter.monthTo);
  if (filter.search)
    w.add(
      (n) => `(${specialistName} ilike $${n} or cl.name ilike $${n} or ag.name ilike $${n})`,
      containsPattern(filter.search),
    );
  if (filter.shownNameSearch)
    w.add((n) => `${publicNameSql('s.name', 's.surname')} ilike $${n}`, containsPattern(filter.shownNameSearch));
  return w;
};

const ACT_SORTS: Record<string, string> = { createdAt: 'a.created_at', month: 'a.month', totalCents: 'a.total_cents' };

export const postgresActReadModel = (pool: pg.Pool): ActReadModel => ({
  list: async (filter, sort, page) => {
    const w = actWhere(filter);
    const column = ACT_SORTS[sort.replace(/^-/, '')] ?? 'a.created_at';
    const { rows } = await pool.query<ActDbRow & { total: string }>(
      `${actSelect.replace('select a.*', 'select a.*, count(*) over () as total')} ${w.sql()} order by ${column} ${sort.startsWith('-') ? 'desc' : 'asc'}, a.id
        limit $${w.values.length + 1} offset $${w.values.length + 2}`,
      [...w.values, page.count, (page.page - 1) * page.count],
    );
    return { items: rows.map(toAct), total: rows[0] ? Number(rows[0].total) : 0 };
  },
  statusCounts: async (filter) => {
    const w = actWhere(filter);
    const { rows } = await pool.query<{ status: string; count: string }>(
      `select a.status, count(*) as count from acts a join companies cl on cl.id = a.client_id join companies ag on ag.id = a.agency_id
         left join specialist_cards s on s.id = a.specialist_id ${w.sql()} group by a.status`,
      w.values,
    );
    return Object.fromEntries(rows.map((r) => [r.status, Number(r.count)]));
  },
  find: async (id) => {
    if (!uuidPattern.test(id)) return null;
    const { rows } = await pool.query<ActDbRow>(`${actSelect} where a.id = $1`, [id]);
    return rows[0] ? toAct(rows[0]) : null;
  },
  monthTaken: async (candidateId, month) =>
    (await pool.query('select 1 from acts where candidate_id = $1 and month = $2', [candidateId, month])).rowCount !==
    0,
  billedMonths: async (candidateIds) => {
    const { rows } = await pool.query<{ candidate_id: string; month: string }>(
      'select candidate_id, month from acts where candidate_id = any($1::uuid[])',
      [candidateIds],
    );
    const map = new Map<string, Set<string>>();
    for (const r of rows) map.set(r.candidate_id, (map.get(r.candidate_id) ?? new Set()).add(r.month));
    return map;
  },
});

type ClaimDbRow = Record<string, unknown> & { id: string };
const toClaim = (r: ClaimDbRow): ClaimRow => ({
  id: r.id,
  candidateId: r.candidate_id as string,
  clientId: r.client_id as string,
  clientName: r.client_name as string,
  agencyId: r.agency_id as string,
  agencyName: r.agency_name as string,
  specialistId: r.specialist_id as string,
  specialistName: r.specialist_name as string,
  specialistNameParts: { name: r.specialist_first_name as string, surname: r.specialist_surname as string },
  reasons: r.reasons as ClaimRow['reasons'],
  comment: r.comment as string,
  status: r.status as ClaimRow['status'],
  answers: r.answers as ClaimRow['answers'],
  version: Number(r.version),
  createdAt: r.created_at as Date,
  updatedAt: r.updated_at as Date,
});
const claimSelect = `select c.*, cl.name as client_name, ag.name as agency_name, ${specialistName} as specialist_name, ${nameColumns('s.name', 's.surname')}
  from claims c join companies cl on cl.id = c.client_id join companies ag on ag.id = c.agency_id left join specialist_cards s on s.id = c.specialist_id`;
const claimWhere = (filter: ClaimFilter) => {
  const w = where();
  if (filter.clientId) w.add((n) => `c.client_id = $${n}`, filter.clientId);
  if (filter.candidateId) w.add((n) => `c.candidate_id = $${n}`, filter.candidateId);
  if (filter.statuses) w.add((n) => `c.status = any($${n}::text[])`, filter.statuses);
  return w;
};

export const postgresClaimReadModel = (pool: pg.Pool): ClaimReadModel => ({
  list: async (filter, page) => {
    const w = claimWhere(filter);
    const { rows } = await pool.query<ClaimDbRow & { total: string }>(
      `${claimSelect.replace('select c.*', 'select c.*, count(*) over () as total')} ${w.sql()} order by c.created_at desc, c.id limit $${w.values.length + 1} offset $${w.values.length + 2}`,
      [...w.values, page.count, (page.page - 1) * page.count],
    );
    return { items: rows.map(toClaim), total: rows[0] ? Number(rows[0].total) : 0 };
  },
  statusCounts: async (filter) => {
    const w = claimWhere(filter);
    const { rows } = await pool.query<{ status: string; count: string }>(
      `select c.status, count(*) as count from claims c ${w.sql()} group by c.status`,
      w.values,
    );
    return Object.fromEntries(rows.map((r) => [r.status, Number(r.count)]));
  },
  find: async (id) => {
    if (!uuidPattern.test(id)) return null;
    const { rows } = await pool.query<ClaimDbRow>(`${claimSelect} where c.id = $1`, [id]);
    return rows[0] ? toClaim(rows[0]) : null;
  },
});

type CandidateDbRow = {
  id: string;
  client_id: string;
  client_name: string;
  agency_id: string;
  agency_name: string;
  specialist_id: string;
  specialist_name: string;
  specialist_first_name: string;
  specialist_surname: string;
  specialization: string | null;
  status: ProjectCandidate['status'];
  start_period: string;
  end_period: string;
  work_format: ProjectCandidate['workFormat'];
  hours: number | null;
  client_hour_price_cents: number;
  agency_rate_cents: number | null;
};
const candidateSelect = `select c.id, c.client_id, cl.name as client_name, c.agency_id, ag.name as agency_name, c.specialist_id, ${specialistName} as specialist_name, ${nameColumns('s.name', 's.surname')},
    sp.title as specialization, c.status, to_char(c.start_period, 'YYYY-MM-DD') as start_period, to_char(c.end_period, 'YYYY-MM-DD') as end_period,
    c.work_format, c.hours, c.client_hour_price_cents, s.hour_price_cents as agency_rate_cents
  from candidates c join companies cl on cl.id = c.client_id join companies ag on ag.id = c.agency_id
  left join specialist_cards s on s.id = c.specialist_id left join specializations sp on sp.id::text = s.specialization_id`;
const toCandidate = (r: CandidateDbRow): ProjectCandidate => ({
  id: r.id,
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
  clientHourPriceCents: Number(r.client_hour_price_cents),
  agencyRateCents: Number(r.agency_rate_cents ?? 0),
});

export const postgresProjectCandidates = (pool: pg.Pool): ProjectCandidates => ({
  find: async (id) => {
    if (!uuidPattern.test(id)) return null;
    const { rows } = await pool.query<CandidateDbRow>(`${candidateSelect} where c.id = $1`, [id]);
    return rows[0] ? toCandidate(rows[0]) : null;
  },
  onProjectOf: async (filter) => {
    const w = where();
    w.parts.push(`c.status in ('working', 'finished')`);
    if (filter.agencyId) w.add((n) => `c.agency_id = $${n}`, filter.agencyId);
    if (filter.clientId) w.add((n) => `c.client_id = $${n}`, filter.clientId);
    const { rows } = await pool.query<CandidateDbRow>(
      `${candidateSelect} ${w.sql()} order by c.created_at desc limit 500`,
      w.values,
    );
    return rows.map(toCandidate);
  },
});

/** The contract area's company sheets, and the client's contract in force from the contracts read model. */
export const postgresActCompanies = (pool: pg.Pool, sheets: ContractCompanies): ActCompanies => ({
  sheetOf: sheets.sheetOf,
  platform: sheets.platform,
  signedContractNumber: async (clientId) => {
    const { rows } = await pool.query<{ number: string }>(
      `select number from contracts where company_id = $1 and kind = 'client' and status = 'signed' order by signed_at desc nulls last limit 1`,
      [clientId],
    );
    return rows[0]?.number ?? null;
  },
});
