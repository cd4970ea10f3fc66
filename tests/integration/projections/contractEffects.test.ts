import { randomUUID } from 'node:crypto';
import { projections } from '@event-driven-io/emmett';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queues } from '../../../adapters/jobs/queues';
import { contractEffectsProjection } from '../../../adapters/postgres/projections/contractEffects';
import type { ContractEvent } from '../../../domain/contract/contract.events';
import { projectionSpecification, type ProjectionSpecification } from '../../support/projectionSpecification';
import { clientContractDetails } from '../../support/contractFixtures';

/**
 * The effects of closing a contract, in the append's transaction: the signer's unused links revoked at the event's
 * time, and for an envelope out at DocuSign one retried void job (none when DocuSign itself told of the void).
 */
describe('contract effects projection', () => {
  let spec: ProjectionSpecification;
  const companyId = randomUUID();
  const at = new Date('2031-03-04T10:00:00Z');
  const metadata = { actorId: randomUUID(), actorRole: 'manager' as const, at };
  const details = clientContractDetails('2031-03-04');

  beforeAll(async () => {
    spec = await projectionSpecification((event) => `contract-${(event as ContractEvent).data.contractId}`, {
      withJobs: (boss) => projections.inline([contractEffectsProjection(boss)]),
    });
    await spec.seed(`insert into companies (id, type, name) values ($1, 'client', 'Client Ltd')`, [companyId]);
  });
  afterAll(() => spec?.close());

  const append = (events: ContractEvent[]) => spec.append(events);
  /** A contract out for signature, through DocuSign when an envelope is given, with one unused signing link. */
  const sent = async (contractId: string, envelopeId: string | null) => {
    await append([
      { type: 'ContractCreated', data: { contractId, kind: 'client', companyId, details, template: null }, metadata },
      {
        type: 'ContractSentForSignature',
        data: {
          contractId,
          document: {
            number: 'C-2031-0001',
            fileId: randomUUID(),
            sha256: 'a'.repeat(64),
            provider: envelopeId ? 'docusign' : 'embedded',
            envelopeId,
          },
          signer: details.signer,
        },
        metadata,
      },
    ]);
    await spec.seed(
      `insert into contract_signing_links (token_hash, contract_id, email, expires_at, created_at) values ($1, $2, $3, $4, $5)`,
      [`hash-${contractId}`, contractId, 'anna@client.example', new Date('2031-03-20T00:00:00Z'), metadata.at],
    );
  };
  const linkOf = async (contractId: string) =>
    (
      await spec.pool.query<{ revoked_at: Date | null }>(
        'select revoked_at from contract_signing_links where contract_id = $1',
        [contractId],
      )
    ).rows;
  const jobsOf = (contractId: string) => spec.jobsOf(queues.contractEnvelopeVoid, { contractId });

  it('a void revokes the unused links at its time and writes one retried job to void the envelope', async () => {
    const contractId = randomUUID();
    await sent(contractId, 'envelope-1');
    const voidedAt = new Date('2031-03-05T08:00:00Z');
    await append([
      {
        type: 'ContractVoided',
        data: { contractId, reason: 'Signed on paper', envelopeId: 'envelope-1' },
        metadata: { ...metadata, at: voidedAt },
      },
    ]);
    expect(await linkOf(contractId)).toEqual([{ revoked_at: voidedAt }]);
    expect(await jobsOf(contractId)).toEqual([
      {
        data: { contractId, envelopeId: 'envelope-1', reason: 'Signed on paper' },
        retry_limit: 16,
        retry_backoff: true,
      },
    ]);
  });

  it('a recall of an embedded signature revokes the links and writes no job', async () => {
    const contractId = randomUUID();
    await sent(contractId, null);
    await append([{ type: 'ContractRecalled', data: { contractId, reason: 'Wrong commission' }, metadata }]);
    expect(await linkOf(contractId)).toEqual([{ revoked_at: at }]);
    expect(await jobsOf(contractId)).toEqual([]);
  });

  it('a void DocuSign told of writes no job: its envelope is closed already', async () => {
    const contractId = randomUUID();
    await sent(contractId, 'envelope-2');
    await append([
      {
        type: 'ContractVoided',
        data: { contractId, reason: 'The signer declined', envelopeId: 'envelope-2' },
        metadata: { actorId: 'docusign', actorRole: 'system', at },
      },
    ]);
    expect(await jobsOf(contractId)).toEqual([]);
  });
});
