import pg from 'pg';
import { appendReadRows, rowsOf, type AppendRead } from '../appendReads';
import { eventsOfArea } from '../moderation/areaEvents';
import type { ManagerReview, SpecialistContent } from '../../../domain/specialist/specialist.content';
import type { SpecialistEvent } from '../../../domain/specialist/specialist.events';
import {
  eventTypes,
  evolve,
  initialState,
  reviewOf,
  type SpecialistCard,
} from '../../../domain/specialist/specialist.state';
import type { SpecialistStatus } from '../../../domain/specialist/specialist.status';

type CardRow = {
  status: SpecialistStatus;
  agency_id: string;
  content: SpecialistContent;
  review: Partial<ManagerReview> | null;
  rejection: SpecialistCard['rejection'];
  block_reason: string | null;
  published_at: Date | null;
  updated_at: Date;
  verified_at: Date | null;
  changed_since_verification: boolean;
};

const cardRowSelect = `select status, agency_id, content, review, rejection, block_reason, published_at, updated_at, verified_at, changed_since_verification
  from specialist_cards where id = `;

/** The read of a card's row for an append: sent with it (`withAppendReads`), or on its own when a projection runs apart. */
export const cardRowRead = (id: string): AppendRead => ({
  key: `specialist_cards:${id}`,
  sql: `${cardRowSelect}${pg.escapeLiteral(id)}`,
});

/** The card rows the events of an append fold onto: one read per card, in the append's own query. */
export const cardRowReads = (events: readonly { readonly type: string; readonly data: unknown }[]): AppendRead[] =>
  events
    .filter((e) => (eventTypes as readonly string[]).includes(e.type))
    .map((e) => cardRowRead((e.data as { specialistId: string }).specialistId));

const cardOf = (id: string, row: CardRow | undefined): SpecialistCard =>
  row
    ? {
        status: row.status,
        specialistId: id,
        agencyId: row.agency_id,
        content: row.content,
        review: reviewOf(row.review),
        rejection: row.rejection,
        blockReason: row.block_reason,
        publishedAt: row.published_at,
        updatedAt: row.updated_at,
        verification: { verifiedAt: row.verified_at, changedSinceVerification: row.changed_since_verification },
      }
    : initialState();

/** One card event of an append, with its stream version and the card before and after it. */
export type CardChange = {
  readonly event: SpecialistEvent;
  readonly version: bigint;
  readonly before: SpecialistCard;
  readonly after: SpecialistCard;
};

const changes = new WeakMap<object, { readonly before: SpecialistCard; readonly after: SpecialistCard }>();

/**
 * The card events of an append, each with the card before and after it: the lists' row as the append found it (read
 * with the append), then each event folded onto the card the previous one left, with the domain's `evolve` (the
 * projections take what the domain decides, never a copy of its rules). Worked out once per append: the first
 * projection to ask (the lists', before its write) does it, the catalogue's and the e-mails' find it. Keyed by the
 * event objects themselves, so it lives as long as its append's events.
 */
export const cardChangesOf = async (
  events: Parameters<typeof eventsOfArea>[0],
  context: unknown,
): Promise<CardChange[]> => {
  const ofArea = eventsOfArea<SpecialistEvent>(events, eventTypes);
  if (!ofArea.every(({ event }) => changes.has(event))) {
    const client = (context as { connection: { client: unknown } }).connection.client as pg.ClientBase;
    const rows = appendReadRows(context);
    const last = new Map<string, SpecialistCard>();
    for (const { event } of ofArea) {
      const id = event.data.specialistId;
      const before = last.get(id) ?? cardOf(id, (await rowsOf<CardRow>(client, rows, cardRowRead(id)))[0]);
      const after = evolve(before, event);
      last.set(id, after);
      changes.set(event, { before, after });
    }
  }
  return ofArea.map(({ event, version }) => ({ event, version, ...changes.get(event)! }));
};
