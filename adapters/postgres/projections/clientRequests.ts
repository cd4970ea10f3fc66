import { postgreSQLProjection } from '@event-driven-io/emmett-postgresql';
import type { Event } from '@event-driven-io/emmett';
import type { ClientRequestContent } from '../../../domain/clientRequest/clientRequest.content';
import type { ClientRequestEvent } from '../../../domain/clientRequest/clientRequest.events';
import { clientRequestEventTypes, statusAfter } from '../../../domain/clientRequest/clientRequest.state';
import { eventsOfArea } from '../moderation/areaEvents';

type Client = { query: (text: string, values?: unknown[]) => Promise<{ rowCount: number | null }> };

const contentColumns = (c: ClientRequestContent) => [
  c.title,
  c.description,
  c.categoryIds,
  c.subcategoryIds,
  c.keySkillIds,
  c.grade,
  c.specialistsCount,
  c.periodFrom,
  c.periodTo,
  c.workFormat,
  c.budgetPerHourCents,
];
const setContent = `title = $2, description = $3, category_ids = $4, subcategory_ids = $5, key_skill_ids = $6, grade = $7, specialists_count = $8,
  period_from = $9, period_to = $10, work_format = $11, budget_per_hour_cents = $12`;

const apply = async (client: Client, event: ClientRequestEvent, version: bigint): Promise<void> => {
  const id = event.data.requestId;
  const at = new Date(event.metadata.at);
  const status = statusAfter[event.type];
  switch (event.type) {
    case 'ClientRequestDraftSaved':
    case 'ClientRequestSentToModeration': {
      const rejection = event.type === 'ClientRequestSentToModeration' ? ', rejection_reason = null' : '';
      // Update first and insert only a new request: an upsert would spend a number on every save.
      const updated = await client.query(
        `update client_requests set ${setContent}, status = $13, version = $14, updated_at = $15${rejection} where id = $1`,
        [id, ...contentColumns(event.data.content), status, version, at],
      );
      if (!updated.rowCount) {
        await client.query(
          `insert into client_requests (id, title, description, category_ids, subcategory_ids, key_skill_ids, grade, specialists_count, period_from, period_to, work_format,
             budget_per_hour_cents, status, version, created_at, updated_at, client_id)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15, $16)`,
          [id, ...contentColumns(event.data.content), status, version, at, event.data.clientId],
        );
      }
      return;
    }
    case 'ClientRequestPublished':
      await client.query(
        'update client_requests set status = $2, version = $3, updated_at = $4, published_at = $4, rejection_reason = null where id = $1',
        [id, status, version, at],
      );
      return;
    case 'ClientRequestRejected':
      await client.query(
        'update client_requests set status = $2, version = $3, updated_at = $4, rejection_reason = $5 where id = $1',
        [id, status, version, at, event.data.reason],
      );
      return;
    case 'ClientRequestClosed':
    case 'ClientRequestExpired':
      await client.query(
        'update client_requests set status = $2, version = $3, updated_at = $4, closed_at = $4 where id = $1',
        [id, status, version, at],
      );
      return;
    case 'ClientRequestOwnershipTransferred':
      // A merge: the lists name the surviving client (its responses move on their own streams' events).
      await client.query('update client_requests set client_id = $2, version = $3 where id = $1', [
        id,
        event.data.toClientId,
        version,
      ]);
      return;
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};

/** The `client_requests` read model (the client's, the manager's and the public lists), written in the transaction of each append. */
export const clientRequestsProjection = postgreSQLProjection<Event>({
  name: 'client_requests',
  canHandle: [...clientRequestEventTypes],
  handle: async (events, context) => {
    for (const { event, version } of eventsOfArea<ClientRequestEvent>(events, clientRequestEventTypes))
      await apply(context.connection.client as unknown as Client, event, version);
  },
});
