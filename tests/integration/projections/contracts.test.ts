import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { ContractEvent } from '../../../domain/contract/contract.events';
import { projectionSpecification, type ProjectionSpecification } from '../../support/projectionSpecification';
import { clientContractDetails } from '../../support/contractFixtures';

/** The contracts list: a number of the year without gaps, the status of the signature, the reason of a void. */
describe('contracts projection', () => {
  let spec: ProjectionSpecification;
  const companyId = randomUUID();
  const metadata = { actorId: randomUUID(), actorRole: 'manager' as const, at: new Date('2031-03-04T10:00:00Z') };
  const details = clientContractDetails('2031-03-04');

  beforeAll(async () => {
    spec = await projectionSpecification((event) => `contract-${(event as ContractEvent).data.contractId}`);
    await spec.seed(`insert into companies (id, type, name) values ($1, 'client', 'Client Ltd')`, [companyId]);
  });
  afterAll(() => spec.close());

  const created = (contractId: string): ContractEvent => ({
    type: 'ContractCreated',
    data: { contractId, kind: 'client', companyId, details, template: null },
    metadata,
  });

  it('new contracts are drafts numbered one after the other in their year', async () => {
    const [first, second] = [randomUUID(), randomUUID()];
    await spec.givenEvents([created(first), created(second)]).thenRows(
      'contracts',
      [
        { id: first, number: 'C-2031-0001', status: 'draft', signer_name: 'Anna Schmidt', commission_bp: 2000 },
        { id: second, number: 'C-2031-0002', status: 'draft', signer_name: 'Anna Schmidt', commission_bp: 2000 },
      ],
      { company_id: companyId },
    );
  });

  it('a typed number replaces the sequence number when the details say so', async () => {
    const contractId = randomUUID();
    await spec
      .givenEvents([
        created(contractId),
        {
          type: 'ContractDetailsChanged',
          data: { contractId, details: { ...details, numberChange: true, numberInternal: 'ACME/7' } },
          metadata,
        },
      ])
      .thenRows('contracts', [{ number: 'ACME/7', number_change: true }], { id: contractId });
  });

  it('a contract sent, signed by the counterparty and countersigned is signed, with both times', async () => {
    const contractId = randomUUID();
    const fileId = randomUUID();
    const evidence = (signedAt: string) =>
      ({
        typedName: 'Anna Schmidt',
        consent: true,
        documentSha256: 'a'.repeat(64),
        signedAt,
        ipAddress: '203.0.113.7',
      }) as never;
    await spec
      .givenEvents([
        created(contractId),
        {
          type: 'ContractSentForSignature',
          data: {
            contractId,
            document: { number: 'C-2031-0003', fileId, sha256: 'a'.repeat(64), provider: 'embedded', envelopeId: null },
            signer: details.signer,
          },
          metadata,
        },
      ])
      .thenRows('contracts', [{ status: 'pending_signature', sent_file_id: fileId }], { id: contractId });
    await spec
      .givenEvents([
        {
          type: 'ContractSignedByCounterparty',
          data: { contractId, evidence: evidence('2031-03-05T09:00:00Z') },
          metadata,
        },
        {
          type: 'ContractCountersigned',
          data: { contractId, evidence: evidence('2031-03-06T09:00:00Z'), signedFile: null },
          metadata,
        } as ContractEvent,
      ])
      .thenRows(
        'contracts',
        [
          {
            status: 'signed',
            counterparty_signed_at: new Date('2031-03-05T09:00:00Z'),
            signed_at: new Date('2031-03-06T09:00:00Z'),
          },
        ],
        { id: contractId },
      );
  });

  it('a voided contract shows why', async () => {
    const contractId = randomUUID();
    await spec
      .givenEvents([
        created(contractId),
        { type: 'ContractVoided', data: { contractId, reason: 'Wrong client' }, metadata },
      ])
      .thenRows('contracts', [{ status: 'voided', void_reason: 'Wrong client' }], { id: contractId });
  });
});
