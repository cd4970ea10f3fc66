import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { actAmounts } from '../../../domain/act/act.amounts';
import type { ActEvent } from '../../../domain/act/act.events';
import type { ClaimEvent } from '../../../domain/act/claim';
import { projectionSpecification, type ProjectionSpecification } from '../../support/projectionSpecification';

/** The acts of work and the claims, as the agency, the client and the manager list them. */
describe('acts projection (acts and claims)', () => {
  let spec: ProjectionSpecification;
  const [clientId, agencyId] = [randomUUID(), randomUUID()];
  const metadata = { actorId: randomUUID(), actorRole: 'partner' as const, at: new Date('2027-02-01T09:00:00Z') };
  const later = { ...metadata, actorRole: 'client' as const, at: new Date('2027-02-03T09:00:00Z') };
  const pricing = { agencyRateCents: 4_000, clientRateCents: 5_000, vatRateBasisPoints: 2_000 };

  beforeAll(async () => {
    spec = await projectionSpecification((event) => {
      const data = (event as ActEvent | ClaimEvent).data;
      return 'actId' in data ? `act-${data.actId}` : `claim-${data.claimId}`;
    });
    await spec.seed(
      `insert into companies (id, type, name) values ($1, 'client', 'Client Ltd'), ($2, 'agency', 'Agency Ltd')`,
      [clientId, agencyId],
    );
  });
  afterAll(() => spec.close());

  const drafted = (actId: string, hours = 100): ActEvent => ({
    type: 'ActDrafted',
    data: {
      actId,
      candidateId: randomUUID(),
      clientId,
      agencyId,
      specialistId: randomUUID(),
      month: '2027-01',
      period: { startPeriod: '2027-01-01', endPeriod: '2027-01-31' },
      workFormat: 'full-time',
      hoursPerWeek: null,
      ...pricing,
      hours,
      comment: 'January',
      amounts: actAmounts({ ...pricing, hours }),
    },
    metadata,
  });

  it('a drafted act shows its month, hours and the amounts of both sides', async () => {
    const actId = randomUUID();
    await spec.givenEvents([drafted(actId)]).thenRows(
      'acts',
      [
        {
          status: 'draft',
          month: '2027-01',
          hours: 100,
          agency_amount_cents: 400_000,
          net_cents: 500_000,
          vat_cents: 100_000,
          total_cents: 600_000,
        },
      ],
      { id: actId },
    );
  });

  it('an edit changes the hours and the amounts', async () => {
    const actId = randomUUID();
    await spec
      .givenEvents([
        drafted(actId),
        {
          type: 'ActEdited',
          data: { actId, hours: 90, comment: 'Two days off', amounts: actAmounts({ ...pricing, hours: 90 }) },
          metadata,
        },
      ])
      .thenRows('acts', [{ hours: 90, comment: 'Two days off', total_cents: 540_000 }], { id: actId });
  });

  it('an act moves through approval to paid, keeping its documents and times', async () => {
    const actId = randomUUID();
    const documents = { invoiceFileId: randomUUID(), actFileId: randomUUID() };
    await spec
      .givenEvents([drafted(actId), { type: 'ActSentToClient', data: { actId }, metadata }])
      .thenRows('acts', [{ status: 'sent_for_approval_to_client' }], { id: actId });
    await spec
      .givenEvents([
        { type: 'ActApproved', data: { actId, documents }, metadata: later },
        { type: 'ActAwaitingPayment', data: { actId }, metadata: later },
        { type: 'ActPaid', data: { actId }, metadata: later },
      ])
      .thenRows(
        'acts',
        [{ status: 'paid', invoice_file_id: documents.invoiceFileId, approved_at: later.at, paid_at: later.at }],
        { id: actId },
      );
  });

  it('a rejected act shows who rejected it and why', async () => {
    const actId = randomUUID();
    await spec
      .givenEvents([
        drafted(actId),
        { type: 'ActSentToClient', data: { actId }, metadata },
        { type: 'ActRejected', data: { actId, by: 'client', reason: 'Too many hours' }, metadata: later },
      ])
      .thenRows('acts', [{ status: 'rejected', rejected_by: 'client', reject_reason: 'Too many hours' }], {
        id: actId,
      });
  });

  it('a claim is open when filed, answered with each answer kept, then closed', async () => {
    const claimId = randomUUID();
    const filed: ClaimEvent = {
      type: 'ClaimFiled',
      data: {
        claimId,
        candidateId: randomUUID(),
        clientId,
        agencyId,
        specialistId: randomUUID(),
        reasons: ['missed_deadlines'],
        comment: 'Late twice',
      },
      metadata: later,
    };
    await spec
      .givenEvents([filed])
      .thenRows('claims', [{ status: 'open', reasons: ['missed_deadlines'], comment: 'Late twice' }], { id: claimId });
    await spec
      .givenEvents([{ type: 'ClaimAnswered', data: { claimId, answer: 'We spoke to the agency' }, metadata: later }])
      .thenRows(
        'claims',
        [{ status: 'answered', answers: [{ text: 'We spoke to the agency', at: later.at.toISOString() }] }],
        { id: claimId },
      );
    await spec
      .givenEvents([{ type: 'ClaimClosed', data: { claimId }, metadata: later }])
      .thenRows('claims', [{ status: 'closed' }], { id: claimId });
  });
});
