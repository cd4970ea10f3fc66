import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { ClientRequestEvent } from '../../../domain/clientRequest/clientRequest.events';
import { client, content, manager } from '../../domain/clientRequest/fixtures';
import { projectionSpecification, type ProjectionSpecification } from '../../support/projectionSpecification';

/** The client's, the manager's and the public lists of client requests: each move of a request updates its row. */
describe('client_requests projection', () => {
  let spec: ProjectionSpecification;
  const clientId = randomUUID();
  const request = { ...content, categoryIds: [], keySkillIds: [] };

  beforeAll(async () => {
    spec = await projectionSpecification((event) => `clientRequest-${(event as ClientRequestEvent).data.requestId}`);
    await spec.seed(`insert into companies (id, type, name) values ($1, 'client', 'Client Ltd')`, [clientId]);
  });
  afterAll(() => spec.close());

  const sent = (requestId: string, title = request.title): ClientRequestEvent => ({
    type: 'ClientRequestSentToModeration',
    data: { requestId, clientId, content: { ...request, title } },
    metadata: client,
  });

  it('a request sent to moderation appears in the lists with its content, waiting for a manager', async () => {
    const requestId = randomUUID();
    await spec.givenEvents([sent(requestId)]).thenRows(
      'client_requests',
      [
        {
          client_id: clientId,
          status: 'moderation',
          title: 'Two Java developers',
          specialists_count: 2,
          budget_per_hour_cents: 6500,
          created_at: client.at,
          published_at: null,
        },
      ],
      { id: requestId },
    );
  });

  it('a published request is public from the moment the manager published it', async () => {
    const requestId = randomUUID();
    await spec
      .givenEvents([sent(requestId), { type: 'ClientRequestPublished', data: { requestId }, metadata: manager }])
      .thenRows('client_requests', [{ status: 'published', published_at: manager.at }], { id: requestId });
  });

  it('a rejection shows its reason, and sending the request again clears it with the new content', async () => {
    const requestId = randomUUID();
    const rejected: ClientRequestEvent = {
      type: 'ClientRequestRejected',
      data: { requestId, reason: 'No budget named' },
      metadata: manager,
    };
    await spec
      .givenEvents([sent(requestId), rejected])
      .thenRows('client_requests', [{ status: 'rejected', rejection_reason: 'No budget named' }], { id: requestId });
    await spec
      .givenEvents([sent(requestId, 'Three Java developers')])
      .thenRows('client_requests', [{ status: 'moderation', rejection_reason: null, title: 'Three Java developers' }], {
        id: requestId,
      });
  });

  it('a closed request leaves the public list with the time it closed', async () => {
    const requestId = randomUUID();
    await spec
      .givenEvents([
        sent(requestId),
        { type: 'ClientRequestPublished', data: { requestId }, metadata: manager },
        { type: 'ClientRequestClosed', data: { requestId }, metadata: client },
      ])
      .thenRows('client_requests', [{ status: 'closed', closed_at: client.at }], { id: requestId });
  });
});
