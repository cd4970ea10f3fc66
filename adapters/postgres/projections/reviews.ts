import { postgreSQLProjection } from '@event-driven-io/emmett-postgresql';
import type { Event } from '@event-driven-io/emmett';
import { reviewEventTypes, type ReviewEvent } from '../../../domain/review/review.events';
import { averageOfTotals, bestMatchReviewBand } from '../../../domain/review/review.rules';
import { eventsOfArea } from '../moderation/areaEvents';

type Client = {
  query: <Row = Record<string, unknown>>(
    text: string,
    values?: unknown[],
  ) => Promise<{ rows: Row[]; rowCount: number | null }>;
};

/**
 * A specialist's visible reviews as the catalogue reads them: the count, the sum of overall scores and the
 * best-match term, also copied onto the card's catalogue row (a card entering the catalogue later takes it from the
 * summary, by the trigger of migration 0235). A review entering (+1) or leaving (-1) the visible ones moves the totals
 * in place: one row, locked by the update until the append commits, so two reviews of one specialist written at the
 * same time both count (re-reading the reviews, each transaction missed the other's uncommitted row).
 */
const summarize = async (client: Client, specialistId: string, step: 1 | -1, overall: number): Promise<void> => {
  const { rows } = await client.query<{ visible_count: number; overall_sum: number }>(
    `insert into specialist_review_summary as s (specialist_id, visible_count, overall_sum, band) values ($1, $2, $3, 0)
     on conflict (specialist_id) do update
       set visible_count = s.visible_count + excluded.visible_count, overall_sum = s.overall_sum + excluded.overall_sum
     returning visible_count, overall_sum`,
    [specialistId, step, step * overall],
  );
  const totals = rows[0]!;
  const band = bestMatchReviewBand(averageOfTotals(Number(totals.visible_count), Number(totals.overall_sum)));
  await client.query('update specialist_review_summary set band = $2 where specialist_id = $1 and band <> $2', [
    specialistId,
    band,
  ]);
  await client.query('update catalog_cards set review_band = $2 where id = $1 and review_band <> $2', [
    specialistId,
    band,
  ]);
};

const apply = async (client: Client, event: ReviewEvent, version: bigint): Promise<void> => {
  const at = new Date(event.metadata.at);
  switch (event.type) {
    case 'ReviewWritten': {
      const d = event.data;
      await client.query(
        `insert into reviews (id, specialist_id, client_id, agency_id, author_id, emulated_by, overall, skills, communication,
           reliability, value, text, show_client_name, written_at, version)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
        [
          d.reviewId,
          d.specialistId,
          d.clientId,
          d.agencyId,
          event.metadata.actorId,
          event.metadata.emulatedBy ?? null,
          d.scores.overall,
          d.scores.skills,
          d.scores.communication,
          d.scores.reliability,
          d.scores.value,
          d.text,
          d.showClientName,
          at,
          version,
        ],
      );
      await summarize(client, d.specialistId, 1, d.scores.overall);
      return;
    }
    case 'ReviewAnswered':
      await client.query(
        'update reviews set answer_text = $2, answered_at = $3, answered_by = $4, version = $5 where id = $1',
        [event.data.reviewId, event.data.text, at, event.metadata.actorId, version],
      );
      return;
    case 'ReviewHidden': {
      // Only a visible review leaves the totals (the stream hides a review once).
      const { rows } = await client.query<{ specialist_id: string; overall: number }>(
        `update reviews set hidden_at = $2, hidden_by = $3, hidden_reason = $4, version = $5
         where id = $1 and hidden_at is null returning specialist_id, overall`,
        [event.data.reviewId, at, event.metadata.actorId, event.data.reason, version],
      );
      if (rows[0]) await summarize(client, rows[0].specialist_id, -1, Number(rows[0].overall));
      return;
    }
    case 'ReviewOwnershipTransferred': {
      // A merge's transfer names the survivor on the side that moved (only while the merged company is still there).
      const column = event.data.side === 'client' ? 'client_id' : 'agency_id';
      await client.query(`update reviews set ${column} = $2, version = $4 where id = $1 and ${column} = $3`, [
        event.data.reviewId,
        event.data.toCompanyId,
        event.data.fromCompanyId,
        version,
      ]);
      return;
    }
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};

/** The reviews' read model and the catalogue's review term, written in the append's transaction. */
export const reviewsProjection = postgreSQLProjection<Event>({
  name: 'reviews',
  canHandle: [...reviewEventTypes],
  handle: async (events, context) => {
    for (const { event, version } of eventsOfArea<ReviewEvent>(events, reviewEventTypes))
      await apply(context.connection.client as unknown as Client, event, version);
  },
});
