import { randomUUID } from 'node:crypto';
import { projections, type Event } from '@event-driven-io/emmett';
import type { PostgresEventStore } from '@event-driven-io/emmett-postgresql';
import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBoss } from '../../../adapters/jobs/boss';
import { queues } from '../../../adapters/jobs/queues';
import { openEventStore } from '../../../adapters/postgres/eventStore';
import { inlineProjections } from '../../../adapters/postgres/projections';
import { contractEffectsProjection } from '../../../adapters/postgres/projections/contractEffects';
import type { ContractDetails } from '../../../domain/contract/contract.details';
import type { ContractEvent } from '../../../domain/contract/contract.events';
import { createTestDatabase, type TestDatabase } from '../../support/testDatabase';

/**
 * The effects of closing a contract, in the append's transaction: the signer's unused links revoked at the event's
 * time, and for an envelope out at DocuSign one retried void job (none when DocuSign itself told of the void).
 */
describe('contract effects projection', () => {
  let database: TestDatabase;
  let boss: PgBoss;
  let store: PostgresEventStore;
  const companyId = randomUUID();
  const at = new Date('2031-03-04T10:00:00Z');
  const metadata = { actorId: randomUUID(), actorRole: 'manager' as const, at };
  const details: ContractDetails = {
    date: '2031-03-04',
    documentType: 'contract',
    contractType: 'staff_augmentation',
    signer: { name: 'Anna Schmidt', position: 'CEO', email: 'anna@client.example' },
    numberChange: false,
    numberInternal: null,
    useNumberInternal: true,
    paymentRequisiteId: null,
    mailForNotifications: ['legal@client.example'],
    commissionBasisPoints: 2000,
    daysPaid: 30,
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    boss = await startBoss(database.url, () => {});
    store = await openEventStore(database.url, [
      ...inlineProjections,
      ...projections.inline([contractEffectsProjection(() => boss)]),
    ]);
    await database.pool.query(`insert into companies (id, type, name) values ($1, 'client', 'Client Ltd')`, [
      companyId,
    ]);
  });
  afterAll(async () => {
    await store?.close();
    await boss?.stop({ graceful: false });
    await database?.drop();
  });

  const append = (contractId: string, events: ContractEvent[]) =>
    store.appendToStream(`contract-${contractId}`, events as unknown as Event[]);
  /** A contract out for signature, through DocuSign when an envelope is given, with one unused signing link. */
  const sent = async (contractId: string, envelopeId: string | null) => {
    await append(contractId, [
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
    await database.pool.query(
      `insert into contract_signing_links (token_hash, contract_id, email, expires_at, created_at) values ($1, $2, $3, $4, $5)`,
      [`hash-${contractId}`, contractId, 'anna@client.example', new Date('2031-03-20T00:00:00Z'), metadata.at],
    );
  };
  const linkOf = async (contractId: string) =>
    (
      await database.pool.query<{ revoked_at: Date | null }>(
        'select revoked_at from contract_signing_links where contract_id = $1',
        [contractId],
      )
    ).rows;
  const jobsOf = async (contractId: string) =>
    (
      await database.pool.query<{ data: object; retry_limit: number; retry_backoff: boolean }>(
        `select data, retry_limit, retry_backoff from pgboss.job where name = $1 and data->>'contractId' = $2`,
        [queues.contractEnvelopeVoid, contractId],
      )
    ).rows;

  it('a void revokes the unused links at its time and writes one retried job to void the envelope', async () => {
    const contractId = randomUUID();
    await sent(contractId, 'envelope-1');
    const voidedAt = new Date('2031-03-05T08:00:00Z');
    await append(contractId, [
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
    await append(contractId, [
      { type: 'ContractRecalled', data: { contractId, reason: 'Wrong commission' }, metadata },
    ]);
    expect(await linkOf(contractId)).toEqual([{ revoked_at: at }]);
    expect(await jobsOf(contractId)).toEqual([]);
  });

  it('a void DocuSign told of writes no job: its envelope is closed already', async () => {
    const contractId = randomUUID();
    await sent(contractId, 'envelope-2');
    await append(contractId, [
      {
        type: 'ContractVoided',
        data: { contractId, reason: 'The signer declined', envelopeId: 'envelope-2' },
        metadata: { actorId: 'docusign', actorRole: 'system', at },
      },
    ]);
    expect(await jobsOf(contractId)).toEqual([]);
  });
});
