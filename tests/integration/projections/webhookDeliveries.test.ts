import { randomUUID } from 'node:crypto';
import { projections } from '@event-driven-io/emmett';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queues } from '../../../adapters/jobs/queues';
import { webhookDeliveriesProjection } from '../../../adapters/postgres/projections/webhookDeliveries';
import { actAmounts } from '../../../domain/act/act.amounts';
import type { ContractEvent } from '../../../domain/contract/contract.events';
import { content } from '../../domain/clientRequest/fixtures';
import { clientContractDetails } from '../../support/contractFixtures';
import type { CandidateEvent } from '../../../domain/interview/interview.events';
import { eventsOf, passOn, submit } from '../../support/interviewFixtures';
import { projectionSpecification, type ProjectionSpecification } from '../../support/projectionSpecification';
import { completeContent } from '../../support/specialistFixtures';

/**
 * Webhook deliveries, in the append's transaction: an event a company's endpoints asked for becomes one delivery per
 * enabled endpoint of the object's parties that asked for it, with its job; the payload names the event, its time and
 * the object's kind and id, nothing more; the same stored event never makes a second delivery.
 */
describe('webhook deliveries projection', () => {
  let spec: ProjectionSpecification;
  const companyId = randomUUID();
  const otherCompanyId = randomUUID();
  const at = new Date('2031-03-04T10:00:00Z');
  const metadata = { actorId: randomUUID(), actorRole: 'manager' as const, at };
  const details = clientContractDetails('2031-03-04');
  const endpoint = (id: string, company: string, events: string[], enabled = true) =>
    spec.seed(
      `insert into webhook_endpoints (id, company_id, url, events, secret, enabled, created_at, updated_at)
       values ($1, $2, $3, $4, 'whsec_c2VjcmV0', $5, $6, $6)`,
      [id, company, `https://hooks.example/${id}`, events, enabled, at],
    );
  const asked = randomUUID();
  const notAsked = randomUUID();
  const off = randomUUID();
  const foreign = randomUUID();

  beforeAll(async () => {
    // The read models run first (the specification's append path has them all): the deliveries read the contract's
    // company from the contracts read model, as in the app.
    spec = await projectionSpecification((event) => `contract-${(event as ContractEvent).data.contractId}`, {
      withJobs: (boss) => projections.inline([webhookDeliveriesProjection(boss)]),
    });
    await spec.seed(
      `insert into companies (id, type, name) values ($1, 'client', 'Client Ltd'), ($2, 'client', 'Other Ltd')`,
      [companyId, otherCompanyId],
    );
    await endpoint(asked, companyId, ['contract.sent', 'contract.signed']);
    await endpoint(notAsked, companyId, ['act.approved']);
    await endpoint(off, companyId, ['contract.sent'], false);
    await endpoint(foreign, otherCompanyId, ['contract.sent']);
  });
  afterAll(() => spec?.close());

  const sent = (contractId: string): ContractEvent[] => [
    { type: 'ContractCreated', data: { contractId, kind: 'client', companyId, details, template: null }, metadata },
    {
      type: 'ContractSentForSignature',
      data: {
        contractId,
        document: {
          number: 'C-2031-0001',
          fileId: randomUUID(),
          sha256: 'a'.repeat(64),
          provider: 'embedded',
          envelopeId: null,
        },
        signer: details.signer,
      },
      metadata,
    },
  ];
  const deliveriesOf = async (contractId: string) =>
    (
      await spec.pool.query<{ endpoint_id: string; event_type: string; payload: unknown; status: string }>(
        `select endpoint_id, event_type, payload, status from webhook_deliveries where payload->'data'->>'id' = $1`,
        [contractId],
      )
    ).rows;

  it("a contract sent: one pending delivery to the company's enabled endpoint that asked, with its job and a payload naming only the event and the object", async () => {
    const contractId = randomUUID();
    await spec.append(sent(contractId));
    const deliveries = await deliveriesOf(contractId);
    expect(deliveries).toEqual([
      {
        endpoint_id: asked,
        event_type: 'contract.sent',
        status: 'pending',
        payload: { type: 'contract.sent', timestamp: at.toISOString(), data: { object: 'contract', id: contractId } },
      },
    ]);
    const ids = (
      await spec.pool.query<{ id: string }>(`select id from webhook_deliveries where payload->'data'->>'id' = $1`, [
        contractId,
      ])
    ).rows.map((r) => r.id);
    expect(await spec.jobsOf(queues.webhookDeliver, { deliveryId: ids[0]! })).toHaveLength(1);
  });

  it('an event no endpoint asked for (the contract made) makes no delivery', async () => {
    const contractId = randomUUID();
    await spec.append(sent(contractId).slice(0, 1));
    expect(await deliveriesOf(contractId)).toEqual([]);
  });
});

/**
 * The marketplace's other webhook events, each to the companies whose role hears of it: an approved act's invoice to
 * its client only (the agency hears `act.approved`), a published request to its client and to the agencies that
 * asked, a response to the request's client, a card published or declined to its agency, a message to the other
 * sides of its thread and never back to the sender's.
 */
describe('webhook deliveries projection: invoices, requests, responses, cards and messages', () => {
  let spec: ProjectionSpecification;
  const [clientId, agencyId, otherAgencyId] = [randomUUID(), randomUUID(), randomUUID()];
  const endpointOf = { client: randomUUID(), agency: randomUUID(), otherAgency: randomUUID() };
  const at = new Date('2031-03-04T10:00:00Z');
  const metadata = { actorId: randomUUID(), actorRole: 'manager' as const, at };
  const allEvents = [
    'candidate.status_changed',
    'act.approved',
    'invoice.issued',
    'client_request.published',
    'response.received',
    'card.published',
    'card.declined',
    'message.received',
  ];
  const idKeys = ['actId', 'specialistId', 'responseId', 'requestId', 'threadId', 'candidateId'];

  beforeAll(async () => {
    spec = await projectionSpecification(
      (event) => {
        const data = event.data as Record<string, string>;
        const key = idKeys.find((k) => typeof data[k] === 'string')!;
        return `${key}-${data[key]}`;
      },
      { withJobs: (boss) => projections.inline([webhookDeliveriesProjection(boss)]) },
    );
    await spec.seed(
      `insert into companies (id, type, name) values ($1, 'client', 'Client Ltd'), ($2, 'agency', 'Agency Ltd'),
       ($3, 'agency', 'Other Agency Ltd')`,
      [clientId, agencyId, otherAgencyId],
    );
    for (const [who, company] of [
      ['client', clientId],
      ['agency', agencyId],
      ['otherAgency', otherAgencyId],
    ] as const)
      await spec.seed(
        `insert into webhook_endpoints (id, company_id, url, events, secret, enabled, created_at, updated_at)
         values ($1, $2, $3, $4, 'whsec_c2VjcmV0', true, $5, $5)`,
        [endpointOf[who], company, `https://hooks.example/${who}`, allEvents, at],
      );
  });
  afterAll(() => spec?.close());

  const whoHeard = async (objectId: string) =>
    (
      await spec.pool.query<{ endpoint_id: string; payload: { type: string; data: Record<string, string> } }>(
        `select endpoint_id, payload from webhook_deliveries where payload->'data'->>'id' = $1`,
        [objectId],
      )
    ).rows
      .map((r) => {
        const who = Object.entries(endpointOf).find(([, id]) => id === r.endpoint_id)![0];
        return `${r.payload.type} ${r.payload.data.object} -> ${who}`;
      })
      .sort();

  it("a candidate's moves reach its agency only once a manager has passed it on; its client hears of each", async () => {
    const candidateId = randomUUID();
    // Each event an hour after the one before, as people act.
    let hour = 0;
    const relabel = (event: CandidateEvent): CandidateEvent =>
      ({
        ...event,
        metadata: { ...event.metadata, at: new Date(Date.UTC(2031, 2, 4, 8 + hour++)) },
        data:
          event.type === 'CandidateSubmitted'
            ? { ...event.data, candidateId, requestId: randomUUID(), specialistId: randomUUID(), clientId, agencyId }
            : { ...event.data, candidateId },
      }) as CandidateEvent;
    // Submitted: the manager reviews it first, and the agency's own API answers 404 for it.
    const submitted = eventsOf(submit()).map(relabel);
    await spec.append(submitted);
    expect(await whoHeard(candidateId)).toEqual(['candidate.status_changed candidate -> client']);
    // Passed on to the agency: both parties hear of it from then on.
    await spec.append(eventsOf(submit(), passOn()).slice(submitted.length).map(relabel));
    expect(await whoHeard(candidateId)).toEqual([
      'candidate.status_changed candidate -> agency',
      'candidate.status_changed candidate -> client',
      'candidate.status_changed candidate -> client',
    ]);
  });

  it('an approved act: `act.approved` to both parties, its invoice to the client only, each with its own job', async () => {
    const actId = randomUUID();
    const pricing = { agencyRateCents: 4_000, clientRateCents: 5_000, vatRateBasisPoints: 2_000 };
    await spec.append([
      {
        type: 'ActDrafted',
        data: {
          actId,
          candidateId: randomUUID(),
          clientId,
          agencyId,
          specialistId: randomUUID(),
          month: '2031-02',
          period: { startPeriod: '2031-02-01', endPeriod: '2031-02-28' },
          workFormat: 'full-time',
          hoursPerWeek: null,
          ...pricing,
          hours: 100,
          comment: 'February',
          amounts: actAmounts({ ...pricing, hours: 100 }),
        },
        metadata,
      },
      { type: 'ActSentToPlatform', data: { actId }, metadata },
      { type: 'ActSentToClient', data: { actId }, metadata },
      {
        type: 'ActApproved',
        data: { actId, documents: { invoiceFileId: randomUUID(), actFileId: randomUUID() } },
        metadata,
      },
    ]);
    expect(await whoHeard(actId)).toEqual([
      'act.approved act -> agency',
      'act.approved act -> client',
      'invoice.issued invoice -> client',
    ]);
    const ids = (
      await spec.pool.query<{ id: string }>(`select id from webhook_deliveries where payload->'data'->>'id' = $1`, [
        actId,
      ])
    ).rows;
    for (const { id } of ids) expect(await spec.jobsOf(queues.webhookDeliver, { deliveryId: id })).toHaveLength(1);
  });

  it('a request published: its client and the agencies that asked; a response to it: the client only', async () => {
    const requestId = randomUUID();
    const responseId = randomUUID();
    await spec.append([
      {
        type: 'ClientRequestSentToModeration',
        data: { requestId, clientId, content: { ...content, categoryIds: [], keySkillIds: [] } },
        metadata,
      },
      { type: 'ClientRequestPublished', data: { requestId }, metadata },
    ]);
    await spec.append([
      {
        type: 'RequestResponseSubmitted',
        data: { responseId, requestId, agencyId, clientId, proposals: [], comment: 'We have two' },
        metadata,
      },
    ]);
    expect(await whoHeard(requestId)).toEqual([
      'client_request.published client_request -> agency',
      'client_request.published client_request -> client',
      'client_request.published client_request -> otherAgency',
    ]);
    expect(await whoHeard(responseId)).toEqual(['response.received response -> client']);
  });

  it('a card published, then another declined: its agency only', async () => {
    const [published, declined] = [randomUUID(), randomUUID()];
    const review = { verified: true, hrReview: 'Strong interview', hrReviewDate: null, forEarlierVersion: false };
    for (const specialistId of [published, declined])
      await spec.append([
        { type: 'SpecialistDraftSaved', data: { specialistId, agencyId, content: completeContent }, metadata },
        { type: 'SpecialistSentToReview', data: { specialistId, agencyId, content: completeContent }, metadata },
      ]);
    await spec.append([
      { type: 'SpecialistPublished', data: { specialistId: published, content: completeContent, review }, metadata },
    ]);
    await spec.append([
      {
        type: 'SpecialistRejected',
        data: { specialistId: declined, reasons: ['photo'], comment: 'A clearer photo' },
        metadata,
      },
    ]);
    expect(await whoHeard(published)).toEqual(['card.published specialist -> agency']);
    expect(await whoHeard(declined)).toEqual(['card.declined specialist -> agency']);
  });

  it("a message: the thread's other sides hear of it (with the thread), the sender's side never", async () => {
    const threadId = randomUUID();
    const [fromClient, fromPlatform] = [randomUUID(), randomUUID()];
    const message = (messageId: string, senderSide: 'client' | 'platform') => ({
      type: 'MessageSent',
      data: {
        threadId,
        messageId,
        subject: { type: 'candidate', id: randomUUID() },
        parties: { clientId, agencyId, companyId: null },
        senderSide,
        text: 'When can she start?',
        fileIds: [],
        replyTo: null,
      },
      metadata,
    });
    await spec.append([message(fromClient, 'client')]);
    await spec.append([message(fromPlatform, 'platform')]);
    expect(await whoHeard(fromClient)).toEqual(['message.received message -> agency']);
    expect(await whoHeard(fromPlatform)).toEqual([
      'message.received message -> agency',
      'message.received message -> client',
    ]);
    const payload = (
      await spec.pool.query<{ payload: unknown }>(
        `select payload from webhook_deliveries where payload->'data'->>'id' = $1 limit 1`,
        [fromClient],
      )
    ).rows[0]!.payload;
    expect(payload).toEqual({
      type: 'message.received',
      timestamp: at.toISOString(),
      data: { object: 'message', id: fromClient, threadId },
    });
  });

  it('a replay of the stored events writes no delivery twice', async () => {
    const before = (await spec.pool.query('select id from webhook_deliveries')).rowCount;
    await spec.reproject();
    expect((await spec.pool.query('select id from webhook_deliveries')).rowCount).toBe(before);
  });
});
