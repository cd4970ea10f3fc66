import { z } from 'zod';

/** Answer shapes every area shares: a page of a list, one line of an item's history, counts per status. */

/**
 * A moment on the wire: JSON carries an ISO 8601 date-time string, so an output says string (never z.date(), which
 * would tell the web a Date arrives). The web parses it where it needs a date (kit/format.ts).
 */
export const IsoDateTimeOutput = z.string().describe('ISO 8601 date-time');

export const pageOutput = <Item extends z.ZodType>(item: Item) =>
  z.object({
    items: z.array(item).readonly(),
    meta: z.object({ page: z.number(), count: z.number(), total: z.number() }),
  });

const person = { id: z.string(), name: z.string(), email: z.string() };

/** One line of a history: what happened, who acted (and the manager acting as them), when, and what changed. */
export const HistoryEntryOutput = z.object({
  version: z.number(),
  type: z.string(),
  at: z.string(),
  actor: z.object({ ...person, role: z.string() }),
  emulatedBy: z.object(person).nullable(),
  details: z.record(z.string(), z.unknown()),
});
export const HistoryPageOutput = pageOutput(HistoryEntryOutput);

/** `filters` answers of the candidate lists: how many items each status holds. */
export const StatusCountsOutput = z.object({ statuses: z.record(z.string(), z.number()) });

/** A filter value with how many items carry it. */
export const FacetValueOutput = z.object({ id: z.string(), title: z.string(), count: z.number() });
export const facetsOutput = <Key extends string>(keys: readonly Key[]) =>
  z.object(
    Object.fromEntries(keys.map((key) => [key, z.array(FacetValueOutput)])) as Record<
      Key,
      z.ZodArray<typeof FacetValueOutput>
    >,
  );

/**
 * An item as it was at a past moment, rebuilt from its events: the whole state, for the platform's moderators only
 * (the one role that may read every field of an item).
 */
export const AsOfOutput = z.looseObject({ status: z.string(), version: z.number() });
/** The as-of answer typed as the area's own state (the schema checks its status and version and keeps every field). */
export const asOfOutputOf = <State>() => AsOfOutput as unknown as z.ZodType<State & { readonly version: number }>;
