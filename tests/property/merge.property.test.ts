import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  planMerge,
  type MergeParty,
  type MergePlan,
  type OwnedRow,
  type OwnedStream,
  type StreamArea,
} from '../../domain/company/merge';

/**
 * A world of companies with random owned objects (plain-table rows, streams, candidates naming a client and an
 * agency, tombstones of earlier merges). Merging one into another by the plan leaves nothing pointing to the merged
 * company but its own tombstone, moves everything it owned to the survivor, and touches nothing of anyone else.
 */
type World = { companies: MergeParty[]; rows: OwnedRow[]; streams: OwnedStream[] };

const tables = [
  ['users', 'company_id'],
  ['files', 'company_id'],
  ['contracts', 'company_id'],
  ['solution_requests', 'agency_id'],
  ['solution_requests', 'client_id'],
  ['teams', 'agency_id'],
  ['company_payment_details', 'company_id'],
  ['invitations', 'company_id'],
] as const;
const areas: readonly StreamArea[] = [
  'specialist',
  'solution',
  'candidate',
  'cart',
  'clientRequest',
  'requestResponse',
  'act',
  'claim',
  'review',
];

const worldArb: fc.Arbitrary<World> = fc
  .record({
    kinds: fc.array(fc.constantFrom('agency' as const, 'client' as const), { minLength: 2, maxLength: 6 }),
    tombstoneOf: fc.array(fc.option(fc.nat(), { nil: null }), { minLength: 6, maxLength: 6 }),
    rows: fc.array(fc.record({ table: fc.nat(tables.length - 1), owner: fc.nat() }), { maxLength: 40 }),
    streams: fc.array(fc.record({ area: fc.nat(areas.length - 1), owner: fc.nat(), other: fc.nat() }), {
      maxLength: 30,
    }),
  })
  .map(({ kinds, tombstoneOf, rows, streams }) => {
    const companies: MergeParty[] = kinds.map((type, i) => ({
      id: `c${i}`,
      type,
      name: `Company ${i}`,
      mergedInto: null,
    }));
    // Some companies are tombstones of earlier merges, each pointing to a live company of its kind (chains are flattened by merges).
    const dead = new Set(
      companies.filter((_, i) => i > 0 && tombstoneOf[i] !== null && tombstoneOf[i] !== undefined).map((c) => c.id),
    );
    companies.forEach((company, i) => {
      if (!dead.has(company.id)) return;
      const live = companies.filter((c) => c.type === company.type && !dead.has(c.id));
      const into = live[(tombstoneOf[i] as number) % Math.max(1, live.length)];
      companies[i] = into ? { ...company, mergedInto: into.id } : company;
      if (!into) dead.delete(company.id);
    });
    const live = companies.filter((c) => c.mergedInto === null);
    const pick = (n: number) => (live[n % live.length] as MergeParty).id;
    return {
      companies,
      rows: rows.map((r, i) => {
        const [table, column] = tables[r.table] as readonly [string, string];
        return { table, column, key: `row${i}`, companyId: pick(r.owner) };
      }),
      streams: streams.flatMap((s, i): OwnedStream[] => {
        const area = areas[s.area] as StreamArea;
        if (area === 'candidate') {
          // A candidate names a client and an agency: both sides may be owned by companies in the world.
          return [
            { area, id: `k${i}`, side: 'client', companyId: pick(s.owner) },
            { area, id: `k${i}`, side: 'agency', companyId: pick(s.other) },
          ];
        }
        return [{ area, id: `${area}${i}`, side: area === 'cart' ? 'client' : 'agency', companyId: pick(s.owner) }];
      }),
    };
  });

/** The plan carried out on the in-memory world, as the adapter does on PostgreSQL and the event store. */
const apply = (world: World, plan: MergePlan): World => {
  const moved = new Set(plan.rowMoves.flatMap((m) => m.keys.map((key) => `${m.table}.${m.column}:${key}`)));
  const transferred = new Set(plan.streamTransfers.map((t) => `${t.area}:${t.id}:${t.side}`));
  const repointed = new Set(plan.repointedTombstones);
  return {
    companies: world.companies.map((c) =>
      c.id === plan.mergedId
        ? { ...c, mergedInto: plan.survivorId }
        : repointed.has(c.id)
          ? { ...c, mergedInto: plan.survivorId }
          : c,
    ),
    rows: world.rows.map((r) =>
      moved.has(`${r.table}.${r.column}:${r.key}`) ? { ...r, companyId: plan.survivorId } : r,
    ),
    streams: world.streams.map((s) =>
      transferred.has(`${s.area}:${s.id}:${s.side}`) ? { ...s, companyId: plan.survivorId } : s,
    ),
  };
};

const mergeCase = worldArb.chain((world) => {
  const live = world.companies.filter((c) => c.mergedInto === null);
  return fc.record({ world: fc.constant(world), merged: fc.constantFrom(...live), survivor: fc.constantFrom(...live) });
});

describe('merge plan (property)', () => {
  it("after the merge nothing points to the merged company but its tombstone; everything it owned is the survivor's; nobody else is touched", () => {
    fc.assert(
      fc.property(mergeCase, ({ world, merged, survivor }) => {
        const planned = planMerge(merged, survivor, {
          rows: world.rows,
          streams: world.streams,
          tombstones: world.companies,
        });
        if (merged.id === survivor.id || merged.type !== survivor.type) {
          expect(planned.isErr()).toBe(true);
          return;
        }
        const after = apply(world, planned._unsafeUnwrap());
        // Nothing names the merged company any more…
        expect(after.rows.filter((r) => r.companyId === merged.id)).toEqual([]);
        expect(after.streams.filter((s) => s.companyId === merged.id)).toEqual([]);
        expect(after.companies.filter((c) => c.mergedInto === merged.id)).toEqual([]);
        // …but its own tombstone, which points to the survivor.
        expect(after.companies.find((c) => c.id === merged.id)?.mergedInto).toBe(survivor.id);
        // Everything it owned is the survivor's, and nothing else moved.
        world.rows.forEach((r, i) =>
          expect(after.rows[i]?.companyId).toBe(r.companyId === merged.id ? survivor.id : r.companyId),
        );
        world.streams.forEach((s, i) =>
          expect(after.streams[i]?.companyId).toBe(s.companyId === merged.id ? survivor.id : s.companyId),
        );
        // Every tombstone still resolves to a live company.
        for (const c of after.companies.filter((x) => x.mergedInto !== null)) {
          expect(after.companies.find((x) => x.id === c.mergedInto)?.mergedInto).toBeNull();
        }
      }),
      { numRuns: 300 },
    );
  });
});
