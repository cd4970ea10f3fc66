import type pg from 'pg';
import type { ManagerReview, SpecialistContent } from '../../../domain/specialist/specialist.content';
import type { SpecialistEvent } from '../../../domain/specialist/specialist.events';
import { evolve, initialState, reviewOf, type SpecialistCard } from '../../../domain/specialist/specialist.state';
import type { SpecialistStatus } from '../../../domain/specialist/specialist.status';

type CardRow = {
  status: SpecialistStatus; agency_id: string; content: SpecialistContent; review: Partial<ManagerReview> | null; rejection: SpecialistCard['rejection'];
  block_reason: string | null; published_at: Date | null; updated_at: Date; verified_at: Date | null; changed_since_verification: boolean;
};

/**
 * The card as the lists' row holds it, for an event to be folded onto with the domain's `evolve` (the projections
 * take what the domain decides, never a copy of its rules). Every fact carries what it changes, so folding an event
 * onto the row from before or after it gives the same card.
 */
export const cardOfRow = async (client: pg.ClientBase, id: string): Promise<SpecialistCard> => {
  const { rows } = await client.query<CardRow>(
    `select status, agency_id, content, review, rejection, block_reason, published_at, updated_at, verified_at, changed_since_verification
       from specialist_cards where id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) return initialState();
  return {
    status: row.status, specialistId: id, agencyId: row.agency_id, content: row.content, review: reviewOf(row.review), rejection: row.rejection,
    blockReason: row.block_reason, publishedAt: row.published_at, updatedAt: row.updated_at,
    verification: { verifiedAt: row.verified_at, changedSinceVerification: row.changed_since_verification },
  };
};

/**
 * The card as an event leaves it: the lists' row with the event folded on, read once per event of an append. The
 * first projection to ask (the lists', before its write) reads the row; the catalogue's then takes the same card
 * instead of reading the row again. Keyed by the event object itself, so a card lives as long as its append's events.
 */
const cardsAfter = new WeakMap<SpecialistEvent, SpecialistCard>();

export const cardAfter = async (client: pg.ClientBase, event: SpecialistEvent): Promise<SpecialistCard> => {
  const known = cardsAfter.get(event);
  if (known) return known;
  const card = evolve(await cardOfRow(client, event.data.specialistId), event);
  cardsAfter.set(event, card);
  return card;
};
