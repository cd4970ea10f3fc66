import { randomUUID } from 'node:crypto';
import { projections } from '@event-driven-io/emmett';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractMailsProjection } from '../../../adapters/postgres/projections/contractMails';
import type { SignatureEvidence } from '../../../domain/contract/contract.details';
import type { ContractEvent } from '../../../domain/contract/contract.events';
import { clientContractDetails } from '../../support/contractFixtures';
import {
  failsAfterTheMails,
  mailsLike,
  noticesLike,
  seedCompany,
  seedUser,
  storedCounts,
} from '../../support/mailSpecification';
import { projectionSpecification, type ProjectionSpecification } from '../../support/projectionSpecification';

/**
 * The e-mails of a contract's status changes, and the notification of each for a platform user, in the append's
 * transaction: the contract's notification list hears of each change and its signer of each after the sending (the
 * signing link itself goes out apart), in the company's words with a link to its personal area; the platform's staff
 * who run contracts hear in the manager's words with the manager's page, every one of them when the company has signed
 * (countersigning is theirs), those on the list otherwise. Never a staff member without the scope, blocked or
 * unverified; never the company's people off the list. A re-projection stores nothing twice.
 */
describe('contract mails projection', () => {
  let spec: ProjectionSpecification;
  let clientId: string;
  let agencyId: string;
  const metadata = { actorId: randomUUID(), actorRole: 'manager' as const, at: new Date('2031-03-04T10:00:00Z') };
  /** A contract whose voiding fails after the mails were written: the append rolls back with them. */
  const doomed = randomUUID();

  beforeAll(async () => {
    spec = await projectionSpecification((event) => `contract-${(event as ContractEvent).data.contractId}`, {
      withJobs: (boss) =>
        projections.inline([
          contractMailsProjection(boss, 'https://app.test'),
          failsAfterTheMails('ContractVoided', 'contractId', doomed),
        ]),
    });
    clientId = await seedCompany(spec, 'client', 'Client Ltd');
    agencyId = await seedCompany(spec, 'agency', 'Agency Ltd');
    const platformId = randomUUID();
    await spec.seed(`insert into companies (id, type, name) values ($1, 'platform', 'Platform')`, [platformId]);
    await seedUser(spec, clientId, 'legal@client.example');
    await seedUser(spec, clientId, 'cto@client.example');
    await seedUser(spec, agencyId, 'legal@agency.example');
    const staff = async (email: string, role: string, options: { verified?: boolean; status?: string } = {}) => {
      const id = await seedUser(spec, platformId, email, options);
      await spec.seed('update users set role_id = (select id from roles where slug = $2) where id = $1', [id, role]);
    };
    await staff('mia@platform.test', 'platform-manager');
    await staff('lena@platform.test', 'platform-admin');
    await staff('gone@platform.test', 'platform-manager', { status: 'blocked' });
    await staff('new@platform.test', 'platform-manager', { verified: false });
    await staff('ed@platform.test', 'content-editor');
  });
  afterAll(() => spec?.close());

  /**
   * A contract out for signature under the typed number given: Anna Schmidt signs, the notification list is given
   * (legal@ of the company and Lena of the staff by default).
   */
  const sent = async (
    number: string,
    {
      contractId = randomUUID(),
      kind = 'client' as 'client' | 'partner',
      list = ['legal@client.example', 'Lena@platform.test'],
    } = {},
  ) => {
    const details = {
      ...clientContractDetails('2031-03-04'),
      numberChange: true,
      numberInternal: number,
      mailForNotifications: list,
    };
    await spec.append([
      {
        type: 'ContractCreated',
        data: { contractId, kind, companyId: kind === 'client' ? clientId : agencyId, details, template: null },
        metadata,
      },
      {
        type: 'ContractSentForSignature',
        data: {
          contractId,
          document: {
            number,
            fileId: randomUUID(),
            sha256: 'a'.repeat(64),
            provider: 'embedded',
            envelopeId: null,
          },
          signer: details.signer,
        },
        metadata,
      },
    ]);
    return contractId;
  };
  const evidence = (role: SignatureEvidence['role'], name: string): SignatureEvidence => ({
    role,
    name,
    email: role === 'counterparty' ? 'anna@client.example' : 'mia@platform.test',
    position: 'CEO',
    signedAt: '2031-03-05T09:00:00.000Z',
    ipAddress: '203.0.113.7',
    userAgent: 'Firefox',
    documentSha256: 'a'.repeat(64),
    provider: 'embedded',
    userId: null,
  });
  const signed = (contractId: string): ContractEvent => ({
    type: 'ContractSignedByCounterparty',
    data: { contractId, evidence: evidence('counterparty', 'Anna Schmidt') },
    metadata,
  });
  const bodyOf = async (to: string, subject: string) =>
    (
      await spec.pool.query<{ text_body: string }>(
        'select text_body from mail_outbox where to_address = $1 and subject like $2',
        [to, subject],
      )
    ).rows[0]?.text_body;

  it("a contract sent for signature tells its notification list, the staff on it in the manager's words", async () => {
    const contractId = await sent('ACME/1');
    expect(await mailsLike(spec, '%ACME/1%')).toEqual([
      'legal@client.example: Contract ACME/1 sent for signature',
      'lena@platform.test: Contract ACME/1 of Client Ltd sent for signature',
    ]);
    expect(await bodyOf('legal@client.example', '%ACME/1%')).toContain(
      'Contract ACME/1 was sent to Anna Schmidt (anna@client.example) for signature.',
    );
    expect(await bodyOf('legal@client.example', '%ACME/1%')).toContain('https://app.test/pa/documents');
    const staffBody = await bodyOf('lena@platform.test', '%ACME/1%');
    expect(staffBody).toContain(
      'Staff augmentation framework agreement ACME/1 was sent to Anna Schmidt of Client Ltd for signature.',
    );
    expect(staffBody).toContain(`Open the contract: https://app.test/manager/client-documents/${contractId}/update`);
    expect(await noticesLike(spec, '%ACME/1%')).toEqual([
      'legal@client.example: ContractSentForSignature: Contract ACME/1 sent for signature',
      'lena@platform.test: ContractSentForSignature: Contract ACME/1 of Client Ltd sent for signature',
    ]);
  });

  it('signed by the company, it tells the list, the signer, and every active, verified staff member who runs contracts', async () => {
    const contractId = await sent('ACME/2');
    await spec.append([signed(contractId)]);
    expect(await mailsLike(spec, '%ACME/2%')).toEqual([
      'anna@client.example: Contract ACME/2 signed by Anna Schmidt',
      'legal@client.example: Contract ACME/2 sent for signature',
      'legal@client.example: Contract ACME/2 signed by Anna Schmidt',
      'lena@platform.test: Client Ltd signed contract ACME/2: countersign it',
      'lena@platform.test: Contract ACME/2 of Client Ltd sent for signature',
      'mia@platform.test: Client Ltd signed contract ACME/2: countersign it',
    ]);
    expect(await bodyOf('mia@platform.test', '%ACME/2%')).toContain(
      'Anna Schmidt signed Staff augmentation framework agreement ACME/2 for Client Ltd. Countersign it to put it in force.',
    );
    // The signer outside the platform gets the e-mail only; the platform's users get its notification too.
    expect(await noticesLike(spec, '%ACME/2%')).toEqual([
      'legal@client.example: ContractSentForSignature: Contract ACME/2 sent for signature',
      'legal@client.example: ContractSignedByCounterparty: Contract ACME/2 signed by Anna Schmidt',
      'lena@platform.test: ContractSentForSignature: Contract ACME/2 of Client Ltd sent for signature',
      'lena@platform.test: ContractSignedByCounterparty: Client Ltd signed contract ACME/2: countersign it',
      'mia@platform.test: ContractSignedByCounterparty: Client Ltd signed contract ACME/2: countersign it',
    ]);
  });

  it('countersigned, it tells the list and the signer; the staff off the list are not told', async () => {
    const contractId = await sent('ACME/3');
    await spec.append([
      signed(contractId),
      {
        type: 'ContractCountersigned',
        data: { contractId, evidence: evidence('platform', 'Mia Manager'), signedFile: null },
        metadata,
      },
    ]);
    expect(await mailsLike(spec, '%ACME/3%is signed')).toEqual([
      'anna@client.example: Contract ACME/3 is signed',
      'legal@client.example: Contract ACME/3 is signed',
      'lena@platform.test: Contract ACME/3 of Client Ltd is signed',
    ]);
    expect(await bodyOf('anna@client.example', '%ACME/3 is signed')).toContain(
      'Contract ACME/3 is signed by both parties. The signed PDF is in your personal area under Contracts.',
    );
  });

  it("an agency's contract voided names the reason, and the staff's link leads to the partner documents", async () => {
    const contractId = await sent('ACME/4', { kind: 'partner', list: ['legal@agency.example', 'mia@platform.test'] });
    await spec.append([{ type: 'ContractVoided', data: { contractId, reason: 'Signed on paper' }, metadata }]);
    expect(await mailsLike(spec, '%ACME/4%voided')).toEqual([
      'anna@client.example: Contract ACME/4 voided',
      'legal@agency.example: Contract ACME/4 voided',
      'mia@platform.test: Contract ACME/4 of Agency Ltd voided',
    ]);
    expect(await bodyOf('legal@agency.example', '%ACME/4%voided')).toContain(
      'Contract ACME/4 was voided: Signed on paper',
    );
    expect(await bodyOf('mia@platform.test', '%ACME/4%voided')).toContain(
      `https://app.test/manager/partner-documents/${contractId}/update`,
    );
  });

  it('the mails, notifications and delivery jobs are written in the append: a failed append leaves none', async () => {
    const contractId = await sent('ACME/5', { contractId: doomed });
    const before = await storedCounts(spec);
    await expect(
      spec.append([{ type: 'ContractVoided', data: { contractId, reason: 'Wrong company' }, metadata }]),
    ).rejects.toThrow('a later projection failed');
    expect(await storedCounts(spec)).toEqual(before);
  });

  it('projected again, the same events store no mail, notification or delivery job twice', async () => {
    const before = await storedCounts(spec);
    // Five sendings to the list of two; one signature to four; a signature to four and a countersigning to three;
    // one void to three. Notifications: every mail but those to the signer, who is no user of the platform.
    expect(before).toEqual({ mails: 24, notices: 20, jobs: 24 });
    await spec.reproject();
    expect(await storedCounts(spec)).toEqual(before);
  });
});
