import type pg from 'pg';
import type { ContractFilter, ContractReadModel, ContractRow } from '../../../application/contract/contractPorts';
import type { ContractKind } from '../../../domain/contract/contract.kinds';
import type { ContractStatus } from '../../../domain/contract/contract.status';
import { containsPattern } from '../likePatterns';

type Row = {
  id: string;
  kind: ContractKind;
  company_id: string;
  company_name: string;
  status: ContractStatus;
  number: string;
  contract_date: string | null;
  document_type: string;
  contract_type: string;
  signer_name: string;
  signer_position: string;
  signer_email: string;
  number_change: boolean;
  use_number_internal: boolean;
  payment_requisite_id: string | null;
  mail_for_notifications: string[];
  commission_bp: number | null;
  days_paid: number | null;
  has_template: boolean;
  file_id: string | null;
  file_name: string | null;
  sent_file_id: string | null;
  sent_sha256: string | null;
  provider: 'embedded' | 'docusign' | null;
  envelope_id: string | null;
  counterparty_signed_at: Date | null;
  signed_at: Date | null;
  signed_file_id: string | null;
  void_reason: string | null;
  version: number;
  created_at: Date;
  updated_at: Date;
};

const columns = `c.*, to_char(c.contract_date, 'YYYY-MM-DD') as contract_date, co.name as company_name`;

const toRow = (r: Row): ContractRow => ({
  id: r.id,
  kind: r.kind,
  companyId: r.company_id,
  companyName: r.company_name,
  status: r.status,
  number: r.number,
  date: r.contract_date,
  documentType: r.document_type,
  contractType: r.contract_type,
  signer: { name: r.signer_name, position: r.signer_position, email: r.signer_email },
  numberChange: r.number_change,
  numberInternal: r.number_change ? r.number : null,
  useNumberInternal: r.use_number_internal,
  paymentRequisiteId: r.payment_requisite_id,
  mailForNotifications: r.mail_for_notifications,
  commissionBasisPoints: r.commission_bp,
  daysPaid: r.days_paid,
  hasTemplate: r.has_template,
  file: r.file_id ? { fileId: r.file_id, fileName: r.file_name ?? 'contract' } : null,
  sentFileId: r.sent_file_id,
  sentSha256: r.sent_sha256,
  provider: r.provider,
  envelopeId: r.envelope_id,
  counterpartySignedAt: r.counterparty_signed_at,
  signedAt: r.signed_at,
  signedFileId: r.signed_file_id,
  voidReason: r.void_reason,
  version: Number(r.version),
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

const SORTS: Record<string, string> = {
  createdAt: 'c.created_at',
  signedAt: 'c.signed_at',
  number: 'c.number',
  status: 'c.status',
  company: 'co.name',
};

const whereOf = (filter: ContractFilter): { sql: string; values: unknown[] } => {
  const values: unknown[] = [];
  const parts: string[] = [];
  const add = (sql: (n: number) => string, value: unknown) => {
    values.push(value);
    parts.push(sql(values.length));
  };
  if (filter.kind) add((n) => `c.kind = $${n}`, filter.kind);
  if (filter.companyId) add((n) => `c.company_id = $${n}`, filter.companyId);
  if (filter.statuses) add((n) => `c.status = any($${n}::text[])`, filter.statuses);
  if (filter.documentTypes) add((n) => `c.document_type = any($${n}::text[])`, filter.documentTypes);
  if (filter.contractTypes) add((n) => `c.contract_type = any($${n}::text[])`, filter.contractTypes);
  if (filter.signedFrom) add((n) => `c.signed_at >= $${n}::date`, filter.signedFrom);
  if (filter.signedTo) add((n) => `c.signed_at < $${n}::date + 1`, filter.signedTo);
  if (filter.search)
    add(
      (n) => `(c.number ilike $${n} or co.name ilike $${n} or c.signer_name ilike $${n} or c.signer_email ilike $${n})`,
      containsPattern(filter.search),
    );
  return { sql: parts.length ? `where ${parts.join(' and ')}` : '', values };
};

export const postgresContractReadModel = (pool: pg.Pool): ContractReadModel => ({
  list: async (filter, sort, page) => {
    const { sql, values } = whereOf(filter);
    const descending = sort.startsWith('-');
    const column = SORTS[sort.replace(/^-/, '')] ?? 'c.created_at';
    const { rows } = await pool.query<Row & { total: string }>(
      `select ${columns}, count(*) over () as total from contracts c join companies co on co.id = c.company_id ${sql}
        order by ${column} ${descending ? 'desc' : 'asc'} nulls last, c.id limit $${values.length + 1} offset $${values.length + 2}`,
      [...values, page.count, (page.page - 1) * page.count],
    );
    return { items: rows.map(toRow), total: rows[0] ? Number(rows[0].total) : 0 };
  },
  statusCounts: async (filter) => {
    const { sql, values } = whereOf(filter);
    const { rows } = await pool.query<{ status: string; n: string }>(
      `select c.status, count(*) as n from contracts c join companies co on co.id = c.company_id ${sql} group by c.status`,
      values,
    );
    return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
  },
  find: async (id) => {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    const { rows } = await pool.query<Row>(
      `select ${columns} from contracts c join companies co on co.id = c.company_id where c.id = $1`,
      [id],
    );
    return rows[0] ? toRow(rows[0]) : null;
  },
  findByEnvelope: async (envelopeId) => {
    const { rows } = await pool.query<Row>(
      `select ${columns} from contracts c join companies co on co.id = c.company_id where c.envelope_id = $1`,
      [envelopeId],
    );
    return rows[0] ? toRow(rows[0]) : null;
  },
  numberTaken: async (number, exceptId) => {
    const { rowCount } = await pool.query(
      'select 1 from contracts where number = $1 and id is distinct from $2::uuid',
      [number, exceptId],
    );
    return (rowCount ?? 0) > 0;
  },
  signedOf: async (companyIds, kind) => {
    const { rows } = await pool.query<Row>(
      `select ${columns} from contracts c join companies co on co.id = c.company_id
        where c.company_id = any($1::uuid[]) and c.kind = $2 and c.status = 'signed' order by c.signed_at desc`,
      [companyIds, kind],
    );
    return rows.map(toRow);
  },
});
