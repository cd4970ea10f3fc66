import type pg from 'pg';
import type { ManagerReview, SpecialistContent } from '../../../domain/specialist/specialist.content';
import { initialState, reviewOf, type SpecialistCard } from '../../../domain/specialist/specialist.state';
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
 * The card as one event of an append leaves it, remembered for the other projections of the same append: the
 * lists' projection folds the event onto the row it reads, and the catalogue's takes that card instead of reading the
 * row again. Keyed by the event object itself, so it lives exactly as long as the append's events.
 */
const cardsAfter = new WeakMap<object, SpecialistCard>();

/** Remembers the card an event leaves, and gives it back. */
export const foldedCard = (event: object, card: SpecialistCard): SpecialistCard => {
  cardsAfter.set(event, card);
  return card;
};

/** The card as the event leaves it: as the lists' projection folded it in this append, or the row with the event folded on. */
export const cardAfter = async (client: pg.ClientBase, event: object & { readonly data: { readonly specialistId: string } }, fold: (card: SpecialistCard) => SpecialistCard): Promise<SpecialistCard> =>
  cardsAfter.get(event) ?? fold(await cardOfRow(client, event.data.specialistId));
