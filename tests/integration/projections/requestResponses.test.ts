import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { ClientRequestEvent } from '../../../domain/clientRequest/clientRequest.events';
import type { Proposal, RequestResponseEvent } from '../../../domain/clientRequest/requestResponse';
import { client, content } from '../../domain/clientRequest/fixtures';
import { projectionSpecification, type ProjectionSpecification } from '../../support/projectionSpecification';

/** An agency's response to a client request, as the client reads it: the specialists proposed, and whether it stands. */
describe('client_request_responses projection', () => {
  let spec: ProjectionSpecification;
  const [clientId, agencyId, otherAgencyId, requestId] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const metadata = { actorId: randomUUID(), actorRole: 'partner' as const, at: new Date('2027-01-12T09:00:00Z') };
  const proposal = (name: string): Proposal => ({
    specialistId: randomUUID(),
    name,
    surname: 'Meyer',
    specialization: 'Java developer',
    catalogPriceCents: 6_000,
    teamId: null,
  });

  beforeAll(async () => {
    spec = await projectionSpecification((event) => {
      const data = (event as RequestResponseEvent | ClientRequestEvent).data;
      return 'responseId' in data ? `response-${data.responseId}` : `clientRequest-${data.requestId}`;
    });
    await spec.seed(
      `insert into companies (id, type, name) values ($1, 'client', 'Client Ltd'), ($2, 'agency', 'Agency Ltd'), ($3, 'agency', 'Other Ltd')`,
      [clientId, agencyId, otherAgencyId],
    );
    await spec
      .givenEvents([
        {
          type: 'ClientRequestSentToModeration',
          data: { requestId, clientId, content: { ...content, categoryIds: [], keySkillIds: [] } },
          metadata: client,
        },
      ])
      .thenRows('client_requests', [{ status: 'moderation' }], { id: requestId });
  });
  afterAll(() => spec.close());

  // One response per agency and request.
  const submitted = (responseId: string, proposals: Proposal[], agency = agencyId): RequestResponseEvent => ({
    type: 'RequestResponseSubmitted',
    data: { responseId, requestId, agencyId: agency, clientId, proposals, comment: 'Both can start in March' },
    metadata,
  });

  it('a submitted response shows its proposals to the client', async () => {
    const responseId = randomUUID();
    const anna = proposal('Anna');
    await spec
      .givenEvents([submitted(responseId, [anna])])
      .thenRows(
        'client_request_responses',
        [{ status: 'submitted', agency_id: agencyId, proposals: [anna], comment: 'Both can start in March' }],
        { id: responseId },
      );
  });

  it('a withdrawn response stays withdrawn until given again, keeping its row', async () => {
    const responseId = randomUUID();
    const [anna, ben] = [proposal('Anna'), proposal('Ben')];
    await spec
      .givenEvents([
        submitted(responseId, [anna], otherAgencyId),
        { type: 'RequestResponseWithdrawn', data: { responseId, requestId }, metadata },
      ])
      .thenRows('client_request_responses', [{ status: 'withdrawn' }], { id: responseId });
    await spec
      .givenEvents([submitted(responseId, [ben], otherAgencyId)])
      .thenRows('client_request_responses', [{ status: 'submitted', proposals: [ben] }], { id: responseId });
  });
});
