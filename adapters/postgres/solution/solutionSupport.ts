import type PgBoss from 'pg-boss';
import type pg from 'pg';
import type { SolutionRequestStore, SolutionRulesData } from '../../../application/solution/solutionPorts';
import { enqueueMail, mailKey } from '../../mail/outbox';
import { companyFilesOf } from '../specialist/specialistRulesData';
import { inTransaction } from '../transaction';
import type { ChangeFeed } from '../changeFeed';
import { keptUntilChanged } from '../changeCache';

const solutionCategoryIds = async (pool: pg.Pool): Promise<ReadonlySet<string>> => {
  const { rows } = await pool.query<{ id: string }>(`select id::text from categories where kind = 'solution'`);
  return new Set(rows.map((r) => r.id));
};

export const postgresSolutionRulesData = (pool: pg.Pool, changes?: ChangeFeed): SolutionRulesData => ({
  // Every category of the tree, hidden ones too: a solution that holds a category hidden since can still be saved
  // (the forms offer only visible ones). Kept until a category changes (read each time without the change feed): a
  // category added a moment ago is known at once.
  solutionCategoryIds: keptUntilChanged(changes, ['categories'], () => solutionCategoryIds(pool)),
  // The same question the specialist card asks of the files area: which of these ids are the company's, for what.
  filesOf: companyFilesOf(pool),
});

type RequestRow = {
  id: string;
  solution_id: string;
  solution_title: string;
  agency_id: string;
  client_id: string;
  client_name: string;
  user_id: string;
  emulated_by: string | null;
  contact_name: string;
  contact_email: string;
  phone: string;
  comment: string;
  created_at: Date;
};

/** Solution requests and their e-mails: the row, the outbox mails and their delivery jobs land in one transaction. */
export const postgresSolutionRequestStore = (pool: pg.Pool, boss: PgBoss): SolutionRequestStore => ({
  recipientsOf: async (agencyId) => {
    const { rows } = await pool.query<{ email: string; name: string }>(
      `select email, first_name || ' ' || last_name as name from users where company_id = $1 and email_verified_at is not null and status <> 'blocked' order by created_at`,
      [agencyId],
    );
    return rows;
  },
  requesterOf: async (userId) => {
    const { rows } = await pool.query<{ name: string; email: string; company_name: string }>(
      `select u.first_name || ' ' || u.last_name as name, u.email, c.name as company_name from users u join companies c on c.id = u.company_id where u.id = $1`,
      [userId],
    );
    const r = rows[0];
    return r ? { name: r.name, email: r.email, companyName: r.company_name } : null;
  },
  create: (request, mails) =>
    inTransaction(pool, async (tx) => {
      await tx.query(
        `insert into solution_requests (id, solution_id, solution_title, agency_id, client_id, user_id, emulated_by, contact_name, contact_email, phone, comment, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [
          request.id,
          request.solutionId,
          request.solutionTitle,
          request.agencyId,
          request.clientId,
          request.userId,
          request.emulatedBy,
          request.contactName,
          request.contactEmail,
          request.phone,
          request.comment,
          request.createdAt,
        ],
      );
      // One mail per (request, recipient): the request's id is the cause.
      for (const mail of mails)
        await enqueueMail(tx, boss, mail, mailKey(`solution-request:${request.id}`, 'solutionRequested', mail.to));
    }),
  list: async (filter, { page, count }) => {
    const clauses: string[] = [];
    const values: unknown[] = [];
    if (filter.agencyId) clauses.push(`r.agency_id = $${values.push(filter.agencyId)}`);
    if (filter.clientId) clauses.push(`r.client_id = $${values.push(filter.clientId)}`);
    if (filter.solutionId) clauses.push(`r.solution_id = $${values.push(filter.solutionId)}`);
    const where = clauses.length ? `where ${clauses.join(' and ')}` : '';
    const [rows, total] = await Promise.all([
      pool.query<RequestRow>(
        `select r.*, c.name as client_name from solution_requests r join companies c on c.id = r.client_id ${where}
          order by r.created_at desc, r.id limit ${count} offset ${(page - 1) * count}`,
        values,
      ),
      pool.query<{ total: number }>(`select count(*)::int as total from solution_requests r ${where}`, values),
    ]);
    return {
      items: rows.rows.map((r) => ({
        id: r.id,
        solutionId: r.solution_id,
        solutionTitle: r.solution_title,
        agencyId: r.agency_id,
        clientId: r.client_id,
        clientName: r.client_name,
        userId: r.user_id,
        emulatedBy: r.emulated_by,
        contactName: r.contact_name,
        contactEmail: r.contact_email,
        phone: r.phone,
        comment: r.comment,
        createdAt: r.created_at,
      })),
      total: total.rows[0]?.total ?? 0,
    };
  },
});
