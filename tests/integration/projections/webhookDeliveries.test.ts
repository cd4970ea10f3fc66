import { randomUUID } from 'node:crypto';
import { projections } from '@event-driven-io/emmett';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queues } from '../../../adapters/jobs/queues';
import { webhookDeliveriesProjection } from '../../../adapters/postgres/projections/webhookDeliveries';
import type { ContractEvent } from '../../../domain/contract/contract.events';
import { clientContractDetails } from '../../support/contractFixtures';
import { projectionSpecification, type ProjectionSpecification } from '../../support/projectionSpecification';

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
