import type PgBoss from 'pg-boss';
import type pg from 'pg';
import { err, ok } from 'neverthrow';
import type {
  CompanyMergeStore,
  MergeRecord,
  OwnedByCompany,
} from '../../../application/company/backOffice/backOfficePorts';
import type { SpecialistSnapshot } from '../../../domain/cart/cart.availability';
import type { CartEvent } from '../../../domain/cart/cart.events';
import type { MergeParty, OwnedRow, OwnedStream } from '../../../domain/company/merge';
import { onConnection, queues } from '../../jobs/queues';
import { writeAudit } from '../identity/auditLog';
import { inTransaction } from '../transaction';

type Queryable = Pick<pg.Pool, 'query'> | pg.PoolClient;

/**
 * Plain tables whose rows belong to a company and move with a merge, by the column naming it. Read models of
 * event-sourced things (cards, solutions, candidates and their catalogue and booking rows, client requests and their
 * responses, acts, claims) are not here: they move with their streams' ownership-transfer events. The integration test finds any column referencing companies that
 * neither covers, so a table added later cannot be forgotten.
 */
export const movedColumns: readonly { readonly table: string; readonly column: string; readonly key: string }[] = [
  { table: 'users', column: 'company_id', key: 'id' },
  { table: 'files', column: 'company_id', key: 'id' },
  { table: 'cv_imports', column: 'company_id', key: 'id' },
  // Contracts are event-sourced, but whose they are is the read model's company (a merged company's contracts follow it).
  { table: 'contracts', column: 'company_id', key: 'id' },
  { table: 'solution_requests', column: 'agency_id', key: 'id' },
  { table: 'solution_requests', column: 'client_id', key: 'id' },
  { table: 'company_payment_details', column: 'company_id', key: 'id' },
  { table: 'invitations', column: 'company_id', key: 'id' },
  { table: 'teams', column: 'agency_id', key: 'id' },
  // The agencies invited to respond to a request because their cards match it (one row per request and agency).
  { table: 'client_request_match_invitations', column: 'agency_id', key: 'request_id' },
];

/** How many items the company's cart holds now, from its stream (the cart has no read model). */
const cartItemsOf = async (db: Queryable, companyId: string): Promise<number> => {
  const { rows } = await db.query<{ type: string; data: Record<string, unknown> }>(
    `select message_type as type, message_data as data from emt_messages where stream_id = $1 order by stream_position`,
    [`cart-${companyId}`],
  );
  let items = new Set<string>();
  for (const { type, data } of rows) {
    // emmett stores the event's data under `data` beside its metadata.
    const event = { type, data: 'data' in data ? data.data : data } as unknown as CartEvent;
    if (event.type === 'CartSpecialistAdded') items.add(event.data.item.itemId);
    else if (event.type === 'CartTeamAdded' || event.type === 'CartItemsTakenOver')
      event.data.items.forEach((item) => items.add(item.itemId));
    else if (
      event.type === 'CartItemsRemoved' ||
      event.type === 'CartEmptiedBySubmission' ||
      event.type === 'CartHandedOver'
    ) {
      const gone = new Set(event.data.itemIds);
      items = new Set([...items].filter((id) => !gone.has(id)));
    }
  }
  return items.size;
};

const ownedBy = async (db: Queryable, companyId: string): Promise<OwnedByCompany> => {
  const rows: OwnedRow[] = [];
  for (const { table, column, key } of movedColumns) {
    const found = await db.query<{ key: string }>(`select ${key}::text as key from ${table} where ${column} = $1`, [
      companyId,
    ]);
    rows.push(...found.rows.map((r) => ({ table, column, key: r.key, companyId })));
  }
  const company = (await db.query<{ type: string }>('select type from companies where id = $1', [companyId])).rows[0];
  const streams: OwnedStream[] = [];
  const add = async (area: OwnedStream['area'], side: OwnedStream['side'], sql: string) =>
    streams.push(
      ...(await db.query<{ id: string }>(sql, [companyId])).rows.map((r) => ({ area, id: r.id, side, companyId })),
    );
  await add(
    'specialist',
    'agency',
    'select id::text from specialist_cards where agency_id = $1 order by created_at, id',
  );
  await add('solution', 'agency', 'select id::text from solutions where agency_id = $1 order by created_at, id');
  await add('candidate', 'client', 'select id::text from candidates where client_id = $1 order by created_at, id');
  await add('candidate', 'agency', 'select id::text from candidates where agency_id = $1 order by created_at, id');
  await add(
    'clientRequest',
    'client',
    'select id::text from client_requests where client_id = $1 order by created_at, id',
  );
  // A response is named by its stream's key: the request and the agency that answered.
  await add(
    'requestResponse',
    'client',
    `select request_id::text || '/' || agency_id::text as id from client_request_responses where client_id = $1 order by created_at, id`,
  );
  await add(
    'requestResponse',
    'agency',
    `select request_id::text || '/' || agency_id::text as id from client_request_responses where agency_id = $1 order by created_at, id`,
  );
  await add('act', 'client', 'select id::text from acts where client_id = $1 order by created_at, id');
  await add('act', 'agency', 'select id::text from acts where agency_id = $1 order by created_at, id');
  await add('claim', 'client', 'select id::text from claims where client_id = $1 order by created_at, id');
  await add('claim', 'agency', 'select id::text from claims where agency_id = $1 order by created_at, id');
  // A review is the client's that wrote it and the agency's that answers it (one stream per engagement).
  await add('review', 'client', 'select id::text from reviews where client_id = $1 order by written_at, id');
  await add('review', 'agency', 'select id::text from reviews where agency_id = $1 order by written_at, id');
  const cartItems = company?.type === 'client' ? await cartItemsOf(db, companyId) : 0;
  if (company?.type === 'client') streams.push({ area: 'cart', id: companyId, side: 'client', companyId });
  const tombstones = (
    await db.query<{ id: string; merged_into: string }>(
      'select id, merged_into from companies where merged_into = $1',
      [companyId],
    )
  ).rows.map((r) => ({
    id: r.id,
    mergedInto: r.merged_into,
  }));
  return { rows, streams, tombstones, cartItems };
};

type MergeRow = {
  id: string;
  merged_id: string;
  survivor_id: string;
  company_type: 'agency' | 'client';
  status: 'moving' | 'done';
  streams: MergeRecord['streams'];
  counts: Record<string, number>;
  actor_id: string;
  emulated_by: string | null;
  created_at: Date;
};
const toRecord = (r: MergeRow): MergeRecord => ({
  id: r.id,
  mergedId: r.merged_id,
  survivorId: r.survivor_id,
  type: r.company_type,
  status: r.status,
  streams: r.streams,
  counts: r.counts,
  author: { actorId: r.actor_id, emulatedBy: r.emulated_by, at: r.created_at },
});

const partyOf = (r: {
  id: string;
  type: MergeParty['type'];
  name: string;
  merged_into: string | null;
}): MergeParty => ({ id: r.id, type: r.type, name: r.name, mergedInto: r.merged_into });

/** A merge interrupted by a crash is finished by this job a while later (or by asking for the merge again). */
export const MERGE_FINISH_DELAY_SECONDS = 30;

export const postgresCompanyMergeStore = (
  pool: pg.Pool,
  boss: PgBoss,
  snapshots: (ids: readonly string[]) => Promise<SpecialistSnapshot[]>,
): CompanyMergeStore => ({
  ownedBy: (companyId) => ownedBy(pool, companyId),

  moveRows: (mergeId, { mergedId, survivorId }, decide, author) =>
    inTransaction(pool, async (tx) => {
      // Both rows locked in one order, so two merges touching the same companies run one after the other.
      const { rows: locked } = await tx.query(
        'select id, type, name, merged_into from companies where id = any($1::uuid[]) order by id for update',
        [[mergedId, survivorId]],
      );
      const merged = locked.find((r) => r.id === mergedId);
      const survivor = locked.find((r) => r.id === survivorId);
      if (!merged || !survivor) return null;
      const owned = await ownedBy(tx, mergedId);
      const decided = decide(partyOf(merged), partyOf(survivor), owned);
      if (decided.isErr()) return err(decided.error);
      const { plan, counts } = decided.value;

      // Rows that would break the survivor's own rules once moved: one default payment entry, one open invitation per
      // e-mail, one team name per agency.
      await tx.query(
        `update company_payment_details set is_default = false
          where company_id = $1 and is_default and exists (select 1 from company_payment_details d where d.company_id = $2 and d.is_default)`,
        [mergedId, survivorId],
      );
      await tx.query(
        `update invitations i set revoked_at = $3 where i.company_id = $1 and i.accepted_at is null and i.revoked_at is null
            and exists (select 1 from invitations o where o.company_id = $2 and o.email = i.email and o.accepted_at is null and o.revoked_at is null)`,
        [mergedId, survivorId, author.at],
      );
      await tx.query(
        `update teams t set name = left(t.name, greatest(1, 100 - length(' (' || $3 || ')'))) || left(' (' || $3 || ')', 99)
          where t.agency_id = $1 and t.deleted_at is null
            and exists (select 1 from teams o where o.agency_id = $2 and o.deleted_at is null and lower(o.name) = lower(t.name))`,
        [mergedId, survivorId, merged.name],
      );
      await tx.query(
        `delete from client_request_match_invitations i where i.agency_id = $1
            and exists (select 1 from client_request_match_invitations o where o.agency_id = $2 and o.request_id = i.request_id)`,
        [mergedId, survivorId],
      );
      const moveOrder = [...plan.rowMoves].sort((a, b) => (a.table === 'users' ? -1 : b.table === 'users' ? 1 : 0));
      for (const move of moveOrder) {
        const key = movedColumns.find((c) => c.table === move.table && c.column === move.column)?.key ?? 'id';
        await tx.query(
          `update ${move.table} set ${move.column} = $1 where ${move.column} = $2 and ${key}::text = any($3::text[])`,
          [survivorId, mergedId, move.keys],
        );
      }
      // The survivor's people share one personal manager: the survivor's, or the duplicate's when it had none.
      await tx.query(
        `update users set personal_manager_id = coalesce(
            (select personal_manager_id from users where company_id = $1 and personal_manager_id is not null and not (id = any($2::uuid[])) order by created_at, id limit 1),
            (select personal_manager_id from users where company_id = $1 and personal_manager_id is not null order by created_at, id limit 1))
          where company_id = $1`,
        [survivorId, plan.rowMoves.find((m) => m.table === 'users')?.keys ?? []],
      );
      if (plan.repointedTombstones.length > 0)
        await tx.query('update companies set merged_into = $1 where id = any($2::uuid[])', [
          survivorId,
          plan.repointedTombstones,
        ]);
      await tx.query('update companies set merged_into = $2, merged_at = $3, updated_at = $3 where id = $1', [
        mergedId,
        survivorId,
        author.at,
      ]);
      await tx.query('update companies set updated_at = $2 where id = $1', [survivorId, author.at]);
      await tx.query(
        `insert into company_merges (id, merged_id, survivor_id, company_type, status, streams, counts, actor_id, emulated_by, created_at)
         values ($1, $2, $3, $4, 'moving', $5, $6, $7, $8, $9)`,
        [
          mergeId,
          mergedId,
          survivorId,
          plan.type,
          JSON.stringify(plan.streamTransfers),
          JSON.stringify(counts),
          author.actorId,
          author.emulatedBy,
          author.at,
        ],
      );
      const details = {
        mergeId,
        mergedId,
        mergedName: merged.name,
        survivorId,
        survivorName: survivor.name,
        moved: counts,
      };
      await writeAudit(
        tx,
        {
          actorId: author.actorId,
          emulatedBy: author.emulatedBy,
          action: 'company.merged_into',
          subjectId: mergedId,
          details,
        },
        author.at,
      );
      await writeAudit(
        tx,
        {
          actorId: author.actorId,
          emulatedBy: author.emulatedBy,
          action: 'company.merged_in',
          subjectId: survivorId,
          details,
        },
        author.at,
      );
      await boss.send(
        queues.companyMergeFinish,
        { mergeId },
        { ...onConnection(tx), startAfter: MERGE_FINISH_DELAY_SECONDS, retryLimit: 10, retryBackoff: true },
      );
      return ok(plan);
    }),

  findMerge: async (mergeId) => {
    const { rows } = await pool.query<MergeRow>('select * from company_merges where id = $1', [mergeId]);
    return rows[0] ? toRecord(rows[0]) : null;
  },
  mergeOf: async (mergedId) => {
    const { rows } = await pool.query<MergeRow>('select * from company_merges where merged_id = $1', [mergedId]);
    return rows[0] ? toRecord(rows[0]) : null;
  },
  markDone: async (mergeId, at) => {
    await pool.query(
      `update company_merges set status = 'done', finished_at = $2 where id = $1 and status = 'moving'`,
      [mergeId, at],
    );
  },
  unfinished: async () =>
    (
      await pool.query<{ id: string }>(`select id from company_merges where status = 'moving' order by created_at`)
    ).rows.map((r) => r.id),
  snapshots,
});
