import { err, ok, type Result } from 'neverthrow';
import { domainError, type DomainError } from '../shared/domainError';

/**
 * Merging a duplicate company into another of the same kind: what moves where. Pure: the adapter reads what the
 * duplicate owns, this decides, the adapter carries the plan out (plain tables in one transaction, then one
 * ownership-transfer event per stream).
 */

export type MergeErrorCode =
  | 'company.merge_into_itself'
  | 'company.merge_kind_mismatch'
  | 'company.merge_platform'
  | 'company.already_merged'
  | 'company.merge_survivor_merged';
export type MergeError = DomainError<MergeErrorCode>;

export type MergeParty = {
  readonly id: string;
  readonly type: 'agency' | 'client' | 'platform';
  readonly name: string;
  /** Set on a tombstone: the company it was merged into. */
  readonly mergedInto: string | null;
};

/**
 * A row of a plain table that names the duplicate in `column` (`users.company_id`, `solution_requests.client_id`).
 * `key` is the row's id (for a row without one, any value unique in its table).
 */
export type OwnedRow = {
  readonly table: string;
  readonly column: string;
  readonly key: string;
  readonly companyId: string;
};

/**
 * The event-sourced things a company owns; each keeps its owner in its own state, from its events. A
 * `requestResponse` is named by its stream's key, `{requestId}/{agencyId}` (a response's stream is the request's and
 * the agency's); the others by their own id.
 */
export const streamAreas = [
  'specialist',
  'solution',
  'candidate',
  'cart',
  'clientRequest',
  'requestResponse',
  'act',
  'claim',
  'review',
] as const;
export type StreamArea = (typeof streamAreas)[number];
/** `side`: which party of a candidate, response, act or claim the company is (each names a client and an agency). */
export type OwnedStream = {
  readonly area: StreamArea;
  readonly id: string;
  readonly side: 'agency' | 'client';
  readonly companyId: string;
};

export type RowMove = { readonly table: string; readonly column: string; readonly keys: readonly string[] };
export type StreamTransfer = { readonly area: StreamArea; readonly id: string; readonly side: 'agency' | 'client' };

export type MergePlan = {
  readonly mergedId: string;
  readonly survivorId: string;
  readonly type: 'agency' | 'client';
  /** Plain-table rows that now name the survivor, grouped by table and column. */
  readonly rowMoves: readonly RowMove[];
  /** Streams that get an ownership-transfer event to the survivor. */
  readonly streamTransfers: readonly StreamTransfer[];
  /** Companies merged earlier into the duplicate: their tombstones now point to the survivor. */
  readonly repointedTombstones: readonly string[];
};

const refuse = (code: MergeErrorCode, message: string) => err(domainError(code, message));

/** Whether `merged` may be merged into `survivor`: two different live companies of the same kind, neither the platform. */
export const checkMerge = (merged: MergeParty, survivor: MergeParty): Result<'agency' | 'client', MergeError> => {
  if (merged.id === survivor.id)
    return refuse('company.merge_into_itself', 'A company cannot be merged into itself: choose another company');
  if (merged.type === 'platform' || survivor.type === 'platform')
    return refuse('company.merge_platform', 'The platform company cannot be merged');
  if (merged.mergedInto !== null)
    return refuse('company.already_merged', `${merged.name} was already merged into another company`);
  if (survivor.mergedInto !== null)
    return refuse(
      'company.merge_survivor_merged',
      `${survivor.name} was merged into another company: merge into that one instead`,
    );
  if (merged.type !== survivor.type) {
    return refuse(
      'company.merge_kind_mismatch',
      `An ${merged.type === 'agency' ? 'agency' : 'client'} can be merged only into another ${merged.type === 'agency' ? 'agency' : 'client'}`,
    );
  }
  return ok(merged.type);
};

/** The company that stands for `id` now: itself, or the survivor its tombstone points to. */
export const survivorOf = (company: Pick<MergeParty, 'id' | 'mergedInto'>): string => company.mergedInto ?? company.id;

/**
 * What moves: every row and stream the duplicate owns (whatever else the caller passes is left alone), and every
 * tombstone pointing to it, so nothing is left naming the duplicate but its own tombstone.
 */
export const planMerge = (
  merged: MergeParty,
  survivor: MergeParty,
  owned: {
    readonly rows: readonly OwnedRow[];
    readonly streams: readonly OwnedStream[];
    readonly tombstones: readonly Pick<MergeParty, 'id' | 'mergedInto'>[];
  },
): Result<MergePlan, MergeError> =>
  checkMerge(merged, survivor).map((type) => {
    const groups = new Map<string, { table: string; column: string; keys: string[] }>();
    for (const row of owned.rows) {
      if (row.companyId !== merged.id) continue;
      const name = `${row.table}.${row.column}`;
      const group = groups.get(name) ?? { table: row.table, column: row.column, keys: [] };
      if (!group.keys.includes(row.key)) group.keys.push(row.key);
      groups.set(name, group);
    }
    const seen = new Set<string>();
    const streamTransfers: StreamTransfer[] = [];
    for (const stream of owned.streams) {
      const name = `${stream.area}:${stream.id}:${stream.side}`;
      if (stream.companyId !== merged.id || seen.has(name)) continue;
      seen.add(name);
      streamTransfers.push({ area: stream.area, id: stream.id, side: stream.side });
    }
    return {
      mergedId: merged.id,
      survivorId: survivor.id,
      type,
      rowMoves: [...groups.values()].sort((a, b) => `${a.table}.${a.column}`.localeCompare(`${b.table}.${b.column}`)),
      streamTransfers,
      repointedTombstones: owned.tombstones
        .filter((t) => t.mergedInto === merged.id && t.id !== merged.id)
        .map((t) => t.id),
    };
  });

/** What the confirmation names: how many of each kind of thing move (`users: 3`, `specialist: 2`). */
export const countsOf = (plan: MergePlan): Record<string, number> => {
  const counts: Record<string, number> = {};
  for (const move of plan.rowMoves) counts[move.table] = (counts[move.table] ?? 0) + move.keys.length;
  for (const transfer of plan.streamTransfers) counts[transfer.area] = (counts[transfer.area] ?? 0) + 1;
  if (plan.repointedTombstones.length > 0) counts.mergedCompanies = plan.repointedTombstones.length;
  return counts;
};
