import type pg from 'pg';
import { containsPattern } from '../likePatterns';

/** SQL shared by the agency and manager lists of every moderated area (specialist cards, solutions). */

/** `%term%` for `like`, in lower case, with the wildcards of the term itself escaped. */
export const likePattern = containsPattern;

/** A where clause built condition by condition, each value a numbered parameter. */
export const whereClause = () => {
  const clauses: string[] = [];
  const values: unknown[] = [];
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  return {
    param,
    add: (clause: (n: string) => string, value: unknown) => clauses.push(clause(param(value))),
    raw: (clause: string) => clauses.push(clause),
    build: () => ({ where: clauses.length ? `where ${clauses.join(' and ')}` : '', values }),
  };
};
export type WhereClause = ReturnType<typeof whereClause>;

/**
 * The conditions every moderated list has: one agency, the chosen statuses, the statuses it never shows, and whether
 * the item changed since a manager verified it (a column the projections write from the domain's state).
 */
export const ownerAndStatus = (
  where: WhereClause,
  alias: string,
  filter: {
    agencyId?: string;
    statuses?: readonly string[];
    excludeStatuses?: readonly string[];
    changedSinceVerification?: boolean;
  },
) => {
  if (filter.agencyId) where.add((n) => `${alias}.agency_id = ${n}`, filter.agencyId);
  if (filter.statuses?.length) where.add((n) => `${alias}.status = any(${n})`, filter.statuses);
  if (filter.excludeStatuses?.length) where.add((n) => `${alias}.status <> all(${n})`, filter.excludeStatuses);
  if (filter.changedSinceVerification !== undefined)
    where.add((n) => `${alias}.changed_since_verification = ${n}`, filter.changedSinceVerification);
};

/** One page of rows in an order (ties broken by id, so pages never overlap), and the total under the same filter. */
export const pageOf = async <Row extends pg.QueryResultRow>(
  pool: pg.Pool,
  query: {
    readonly select: string;
    readonly table: string;
    readonly alias: string;
    readonly joins?: string;
    readonly where: string;
    readonly values: unknown[];
    readonly order: string;
  },
  { page, count }: { page: number; count: number },
): Promise<{ rows: Row[]; total: number }> => {
  const { select, table, alias, joins = '', where, values, order } = query;
  const [rows, total] = await Promise.all([
    pool.query<Row>(
      `${select} from ${table} ${alias} ${joins} ${where} order by ${order} nulls last, ${alias}.id limit ${count} offset ${(page - 1) * count}`,
      values,
    ),
    pool.query<{ total: number }>(`select count(*)::int as total from ${table} ${alias} ${where}`, values),
  ]);
  return { rows: rows.rows, total: total.rows[0]?.total ?? 0 };
};

/** How many items of the filter are in each status (the list's filter tabs). */
export const countByStatus = async (
  pool: pg.Pool,
  table: string,
  alias: string,
  { where, values }: { where: string; values: unknown[] },
): Promise<Record<string, number>> => {
  const { rows } = await pool.query<{ status: string; n: number }>(
    `select ${alias}.status, count(*)::int as n from ${table} ${alias} ${where} group by ${alias}.status`,
    values,
  );
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
};
