import { postgreSQLProjection } from '@event-driven-io/emmett-postgresql';
import type { Event } from '@event-driven-io/emmett';
import { responseEventTypes, type RequestResponseEvent } from '../../../domain/clientRequest/requestResponse';
import { eventsOfArea } from '../moderation/areaEvents';

type Client = { query: (text: string, values?: unknown[]) => Promise<{ rowCount: number | null }> };

const apply = async (client: Client, event: RequestResponseEvent, version: bigint): Promise<void> => {
  const { responseId: id, requestId } = event.data;
  const at = new Date(event.metadata.at);
  switch (event.type) {
    case 'RequestResponseSubmitted':
      // A response withdrawn and given again keeps its row (and id).
      await client.query(
        `insert into client_request_responses (id, request_id, agency_id, client_id, status, proposals, comment, version, created_at, updated_at)
         values ($1, $2, $3, $4, 'submitted', $5, $6, $7, $8, $8)
         on conflict (id) do update set status = 'submitted', proposals = excluded.proposals, comment = excluded.comment, version = excluded.version, updated_at = excluded.updated_at`,
        [
          id,
          requestId,
          event.data.agencyId,
          event.data.clientId,
          JSON.stringify(event.data.proposals),
          event.data.comment,
          version,
          at,
        ],
      );
      break;
    case 'RequestResponseEdited':
      await client.query(
        `update client_request_responses set status = 'submitted', proposals = $2, comment = $3, version = $4, updated_at = $5 where id = $1`,
        [id, JSON.stringify(event.data.proposals), event.data.comment, version, at],
      );
      break;
    case 'RequestResponseWithdrawn':
      await client.query(
        `update client_request_responses set status = 'withdrawn', version = $2, updated_at = $3 where id = $1`,
        [id, version, at],
      );
      break;
    case 'RequestResponseClientTransferred':
      // A merge of the client: its responses name the surviving client.
      await client.query('update client_request_responses set client_id = $2, version = $3 where id = $1', [
        id,
        event.data.toClientId,
        version,
      ]);
      break;
    case 'RequestResponseTakenOver': {
      // A merge of the agency: the survivor's response is the one row left for the request (the merged agency's row
      // becomes it, or is folded into the survivor's own).
      const d = event.data;
      if (d.takenFrom.responseId !== id)
        await client.query('delete from client_request_responses where id = $1', [d.takenFrom.responseId]);
      await client.query(
        `insert into client_request_responses (id, request_id, agency_id, client_id, status, proposals, comment, version, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)
         on conflict (id) do update set agency_id = excluded.agency_id, client_id = excluded.client_id, status = excluded.status, proposals = excluded.proposals,
           comment = excluded.comment, version = excluded.version`,
        [id, requestId, d.agencyId, d.clientId, d.status, JSON.stringify(d.proposals), d.comment, version, at],
      );
      break;
    }
    case 'RequestResponseHandedOver':
      // The merged agency's stream is empty now; its row moved with the takeover.
      break;
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
  // The request's count of standing responses follows every change.
  await client.query(
    `update client_requests set responses_count = (select count(*) from client_request_responses where request_id = $1 and status = 'submitted') where id = $1`,
    [requestId],
  );
};

/** The `client_request_responses` read model (the agency's `/pa/responses`, the client's request page), written in the append's transaction. */
export const requestResponsesProjection = postgreSQLProjection<Event>({
  name: 'client_request_responses',
  canHandle: [...responseEventTypes],
  handle: async (events, context) => {
    for (const { event, version } of eventsOfArea<RequestResponseEvent>(events, responseEventTypes))
      await apply(context.connection.client as unknown as Client, event, version);
  },
});
