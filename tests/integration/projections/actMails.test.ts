import { randomUUID } from 'node:crypto';
import { projections } from '@event-driven-io/emmett';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actMailsProjection } from '../../../adapters/postgres/projections/actMails';
import { actAmounts } from '../../../domain/act/act.amounts';
import type { ActEvent } from '../../../domain/act/act.events';
import type { ClaimEvent } from '../../../domain/act/claim';
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
 * The e-mails of acts and claims, and the notification of each, in the append's transaction: an act sent to the
 * platform tells the staff who check acts; sent to the client, it asks the client's people to approve it, naming the
 * specialist as the client is shown them (never the surname, never the agency); the client's rejection, approval and
 * the payment tell the agency's people, and the client's answer the staff; a claim tells the staff who answer claims
 * and the agency (never who at the client wrote it); the platform's answer tells the client. Only verified, active users
 * of the right company; never staff without the scope. A re-projection stores nothing twice.
 */
describe('act mails projection', () => {
  let spec: ProjectionSpecification;
  let clientId: string;
  let agencyId: string;
  const specialistId = randomUUID();
  const agencyMetadata = { actorId: randomUUID(), actorRole: 'partner' as const, at: new Date('2027-02-01T09:00:00Z') };
  const clientMetadata = { actorId: randomUUID(), actorRole: 'client' as const, at: new Date('2027-02-03T09:00:00Z') };
  const managerMetadata = {
    actorId: randomUUID(),
    actorRole: 'manager' as const,
    at: new Date('2027-02-02T09:00:00Z'),
  };
  const pricing = { agencyRateCents: 4_000, clientRateCents: 5_000, vatRateBasisPoints: 2_000 };
  /** An act whose payment fails after the mails were written: the append rolls back with them. */
  const doomed = randomUUID();

  beforeAll(async () => {
    spec = await projectionSpecification(
      (event) => {
        const data = (event as ActEvent | ClaimEvent).data;
        return 'actId' in data ? `act-${data.actId}` : `claim-${data.claimId}`;
      },
      {
        withJobs: (boss) =>
          projections.inline([
            actMailsProjection(boss, 'https://app.test'),
            failsAfterTheMails('ActPaid', 'actId', doomed),
          ]),
      },
    );
    clientId = await seedCompany(spec, 'client', 'Client Ltd');
    agencyId = await seedCompany(spec, 'agency', 'Agency Ltd');
    const otherClientId = await seedCompany(spec, 'client', 'Other Client Ltd');
    const otherAgencyId = await seedCompany(spec, 'agency', 'Other Agency Ltd');
    await seedUser(spec, clientId, 'cto@client.test');
    await seedUser(spec, clientId, 'lead@client.test');
    await seedUser(spec, clientId, 'unverified@client.test', { verified: false });
    await seedUser(spec, clientId, 'blocked@client.test', { status: 'blocked' });
    await seedUser(spec, agencyId, 'anna@agency.test');
    await seedUser(spec, agencyId, 'blocked@agency.test', { status: 'blocked' });
    await seedUser(spec, otherClientId, 'someone@other-client.test');
    await seedUser(spec, otherAgencyId, 'olga@other-agency.test');
    const platformId = randomUUID();
    await spec.seed(`insert into companies (id, type, name) values ($1, 'platform', 'Platform')`, [platformId]);
    const staff = async (email: string, role: string, options: { verified?: boolean; status?: string } = {}) => {
      const id = await seedUser(spec, platformId, email, options);
      await spec.seed('update users set role_id = (select id from roles where slug = $2) where id = $1', [id, role]);
    };
    await staff('mia@platform.test', 'platform-manager');
    await staff('gone@platform.test', 'platform-manager', { status: 'blocked' });
    await staff('ed@platform.test', 'content-editor');
    await spec.seed(
      `insert into specialist_cards (id, agency_id, status, name, surname, content, version, created_at, updated_at)
       values ($1, $2, 'published', 'Maria', 'Actova', '{}', 1, now(), now())`,
      [specialistId, agencyId],
    );
  });
  afterAll(() => spec?.close());

  /** A drafted act of January 2027 for Maria Actova, with its number as the mails name it. */
  const drafted = async (actId: string = randomUUID()) => {
    const hours = 100;
    await spec.append([
      {
        type: 'ActDrafted',
        data: {
          actId,
          candidateId: randomUUID(),
          clientId,
          agencyId,
          specialistId,
          month: '2027-01',
          period: { startPeriod: '2027-01-01', endPeriod: '2027-01-31' },
          workFormat: 'full-time',
          hoursPerWeek: null,
          ...pricing,
          hours,
          comment: 'January',
          amounts: actAmounts({ ...pricing, hours }),
        },
        metadata: agencyMetadata,
      },
    ]);
    return { actId, number: `A-2027-01-${actId.slice(0, 8)}` };
  };
  const act = (type: 'ActSentToPlatform' | 'ActSentToClient' | 'ActPaid', actId: string): ActEvent => ({
    type,
    data: { actId },
    metadata: type === 'ActSentToPlatform' ? agencyMetadata : managerMetadata,
  });
  const bodyOf = async (to: string, subject: string) =>
    (
      await spec.pool.query<{ text_body: string }>(
        'select text_body from mail_outbox where to_address = $1 and subject = $2',
        [to, subject],
      )
    ).rows[0]?.text_body;

  it('an act sent to the platform tells the active, verified staff who check acts, and nobody else', async () => {
    const { actId, number } = await drafted();
    await spec.append([act('ActSentToPlatform', actId)]);
    expect(await mailsLike(spec, `%${number}%`)).toEqual([
      `mia@platform.test: The act ${number} for 2027-01 waits for your check`,
    ]);
    expect(await bodyOf('mia@platform.test', `The act ${number} for 2027-01 waits for your check`)).toContain(
      `The agency sent the act ${number} for 2027-01 (Maria Actova) for checking.`,
    );
  });

  it("an act sent to the client asks the client's people to approve it, naming neither the surname nor the agency", async () => {
    const { actId, number } = await drafted();
    await spec.append([act('ActSentToPlatform', actId), act('ActSentToClient', actId)]);
    expect(await mailsLike(spec, `Please approve%${number}%`)).toEqual([
      `cto@client.test: Please approve the act ${number} for 2027-01`,
      `lead@client.test: Please approve the act ${number} for 2027-01`,
    ]);
    expect(await noticesLike(spec, `Please approve%${number}%`)).toEqual([
      `cto@client.test: actForApproval: Please approve the act ${number} for 2027-01`,
      `lead@client.test: actForApproval: Please approve the act ${number} for 2027-01`,
    ]);
    const body = await bodyOf('cto@client.test', `Please approve the act ${number} for 2027-01`);
    expect(body).toContain(`The work of Maria A. in 2027-01 is ready for your approval (act ${number} for 2027-01).`);
    expect(body).toContain(`Open: https://app.test/pa/acts/${actId}`);
    expect(body).not.toContain('Actova');
    expect(body).not.toContain('Agency Ltd');
  });

  it("the client's rejection tells the agency with the reason, and the staff; the platform's own tells the agency only", async () => {
    const byClient = await drafted();
    const byPlatform = await drafted();
    await spec.append([
      act('ActSentToPlatform', byClient.actId),
      act('ActSentToClient', byClient.actId),
      {
        type: 'ActRejected',
        data: { actId: byClient.actId, by: 'client', reason: 'Too many hours' },
        metadata: clientMetadata,
      },
    ]);
    await spec.append([
      act('ActSentToPlatform', byPlatform.actId),
      {
        type: 'ActRejected',
        data: { actId: byPlatform.actId, by: 'manager', reason: 'Wrong month' },
        metadata: managerMetadata,
      },
    ]);
    expect(await mailsLike(spec, `%${byClient.number}%`)).toEqual([
      `anna@agency.test: The act ${byClient.number} for 2027-01 was rejected`,
      `cto@client.test: Please approve the act ${byClient.number} for 2027-01`,
      `lead@client.test: Please approve the act ${byClient.number} for 2027-01`,
      `mia@platform.test: The act ${byClient.number} for 2027-01 waits for your check`,
      `mia@platform.test: The client rejected the act ${byClient.number} for 2027-01`,
    ]);
    expect(await bodyOf('anna@agency.test', `The act ${byClient.number} for 2027-01 was rejected`)).toContain(
      `The act ${byClient.number} for 2027-01 (Maria Actova) was rejected by the client: Too many hours`,
    );
    expect(await mailsLike(spec, `%${byPlatform.number}%rejected`)).toEqual([
      `anna@agency.test: The act ${byPlatform.number} for 2027-01 was rejected`,
    ]);
    expect(await bodyOf('anna@agency.test', `The act ${byPlatform.number} for 2027-01 was rejected`)).toContain(
      'was rejected by the platform: Wrong month',
    );
  });

  it('an act approved tells the agency and the staff who follow its payment; paid, it tells the agency', async () => {
    const { actId, number } = await drafted();
    await spec.append([
      act('ActSentToPlatform', actId),
      act('ActSentToClient', actId),
      {
        type: 'ActApproved',
        data: { actId, documents: { invoiceFileId: randomUUID(), actFileId: randomUUID() } },
        metadata: clientMetadata,
      },
      { type: 'ActAwaitingPayment', data: { actId }, metadata: clientMetadata },
      act('ActPaid', actId),
    ]);
    expect(await noticesLike(spec, `%${number}%`)).toEqual([
      `anna@agency.test: actApproved: The act ${number} for 2027-01 is approved`,
      `anna@agency.test: actPaid: The act ${number} for 2027-01 is paid`,
      `cto@client.test: actForApproval: Please approve the act ${number} for 2027-01`,
      `lead@client.test: actForApproval: Please approve the act ${number} for 2027-01`,
      `mia@platform.test: actApprovedByClient: The client approved the act ${number} for 2027-01`,
      `mia@platform.test: actToCheck: The act ${number} for 2027-01 waits for your check`,
    ]);
    expect(await bodyOf('mia@platform.test', `The client approved the act ${number} for 2027-01`)).toContain(
      'The invoice is issued: follow its payment.',
    );
  });

  it('a claim tells the staff who answer claims and the agency, never who at the client wrote it', async () => {
    const claimId = randomUUID();
    await spec.append([
      {
        type: 'ClaimFiled',
        data: {
          claimId,
          candidateId: randomUUID(),
          clientId,
          agencyId,
          specialistId,
          reasons: ['missed_deadlines', 'communication'],
          comment: 'Late twice',
        },
        metadata: clientMetadata,
      },
    ]);
    expect(await mailsLike(spec, '%claim about%')).toEqual([
      'anna@agency.test: A client filed a claim about Maria Actova',
      'mia@platform.test: A claim about Maria Actova waits for your answer',
    ]);
    const body = await bodyOf('anna@agency.test', 'A client filed a claim about Maria Actova');
    expect(body).toContain('A client filed a claim about Maria Actova: Missed deadlines, Communication.');
    expect(body).toContain('Comment: Late twice');
    for (const secret of ['Client Ltd', 'cto@client.test', 'lead@client.test']) expect(body).not.toContain(secret);

    await spec.append([
      { type: 'ClaimAnswered', data: { claimId, answer: 'We spoke to the agency' }, metadata: managerMetadata },
    ]);
    expect(await mailsLike(spec, 'The platform answered%')).toEqual([
      'cto@client.test: The platform answered your claim about Maria A.',
      'lead@client.test: The platform answered your claim about Maria A.',
    ]);
    expect(await bodyOf('cto@client.test', 'The platform answered your claim about Maria A.')).toContain(
      'We spoke to the agency',
    );
  });

  it('the mails, notifications and delivery jobs are written in the append: a failed append leaves none', async () => {
    const { actId, number } = await drafted(doomed);
    await spec.append([act('ActSentToPlatform', actId), act('ActSentToClient', actId)]);
    await spec.append([
      {
        type: 'ActApproved',
        data: { actId, documents: { invoiceFileId: randomUUID(), actFileId: randomUUID() } },
        metadata: clientMetadata,
      },
      { type: 'ActAwaitingPayment', data: { actId }, metadata: clientMetadata },
    ]);
    const before = await storedCounts(spec);
    await expect(spec.append([act('ActPaid', actId)])).rejects.toThrow('a later projection failed');
    expect(await storedCounts(spec)).toEqual(before);
    expect(await mailsLike(spec, `%${number}%is paid`)).toEqual([]);
  });

  it('projected again, the same events store no mail, notification or delivery job twice', async () => {
    const before = await storedCounts(spec);
    // Six acts sent to the platform (one mail each), four of them to the client (two each), one rejection by the
    // client (two) and one by the platform (one), two approvals (two each) and one payment (one); a claim (two) and
    // its answer (two).
    expect(before).toEqual({ mails: 6 + 8 + 3 + 4 + 1 + 4, notices: 26, jobs: 26 });
    await spec.reproject();
    expect(await storedCounts(spec)).toEqual(before);
  });
});
