import { randomUUID } from 'node:crypto';
import { projections } from '@event-driven-io/emmett';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviewMailsProjection } from '../../../adapters/postgres/projections/interviewMails';
import type { CartEvent } from '../../../domain/cart/cart.events';
import { candidateIdFor } from '../../../domain/interview/interview.candidateId';
import type { CandidateEvent } from '../../../domain/interview/interview.events';
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
 * The e-mails of interview requests, and the notification of each for a platform user, in the append's transaction:
 * a request submitted tells the staff who run candidates alone, who review it first; the manager passing a candidate
 * on tells its agency's people of the request and the client's people of the new status; a slot the agency accepts
 * tells the client's contact, with the calendar's invitation, naming the specialist as the client is shown them and
 * never the agency; the client's decision tells the agency's people and the staff who run candidates. Only verified, active users of the right company; never another agency, never staff without the
 * scope. A re-projection stores nothing twice.
 */
describe('interview mails projection', () => {
  let spec: ProjectionSpecification;
  let clientId: string;
  let agencyId: string;
  const specialistId = randomUUID();
  const at = (iso: string, actorRole: 'partner' | 'client' | 'manager') => ({
    actorId: randomUUID(),
    actorRole,
    at: new Date(iso),
  });
  const slot = { date: '2031-03-05', time: '10:00' };
  /** A candidate whose decline fails after the mails were written: the append rolls back with them. */
  const doomed = randomUUID();

  beforeAll(async () => {
    spec = await projectionSpecification(
      (event) => {
        const data = (event as CandidateEvent | CartEvent).data;
        return 'candidateId' in data ? `candidate-${data.candidateId}` : `cart-${data.clientId}`;
      },
      {
        withJobs: (boss) =>
          projections.inline([
            interviewMailsProjection(boss, 'https://app.test', {
              host: 'app.test',
              organizer: { name: 'Platform', email: 'interviews@app.test' },
              videoLinkOf: (candidateId) => `https://app.test/video/${candidateId}`,
            }),
            failsAfterTheMails('CandidateDeclinedByClient', 'candidateId', doomed),
          ]),
      },
    );
    clientId = await seedCompany(spec, 'client', 'Client Ltd');
    agencyId = await seedCompany(spec, 'agency', 'Agency Ltd');
    const otherAgencyId = await seedCompany(spec, 'agency', 'Other Agency Ltd');
    await seedUser(spec, clientId, 'cto@client.test');
    await seedUser(spec, clientId, 'lead@client.test');
    await seedUser(spec, clientId, 'unverified@client.test', { verified: false });
    await seedUser(spec, clientId, 'blocked@client.test', { status: 'blocked' });
    await seedUser(spec, agencyId, 'anna@agency.test');
    await seedUser(spec, agencyId, 'unverified@agency.test', { verified: false });
    await seedUser(spec, agencyId, 'blocked@agency.test', { status: 'blocked' });
    await seedUser(spec, otherAgencyId, 'olga@other-agency.test');
    const platformId = randomUUID();
    await spec.seed(`insert into companies (id, type, name) values ($1, 'platform', 'Platform')`, [platformId]);
    const staff = async (email: string, role: string, options: { status?: string } = {}) => {
      const id = await seedUser(spec, platformId, email, options);
      await spec.seed('update users set role_id = (select id from roles where slug = $2) where id = $1', [id, role]);
    };
    await staff('mia@platform.test', 'platform-manager');
    await staff('gone@platform.test', 'platform-manager', { status: 'blocked' });
    await staff('ed@platform.test', 'content-editor');
    await spec.seed(
      `insert into specialist_cards (id, agency_id, status, name, surname, content, version, created_at, updated_at)
       values ($1, $2, 'published', 'Maria', 'Interviewova', '{}', 1, now(), now())`,
      [specialistId, agencyId],
    );
  });
  afterAll(() => spec?.close());

  /** A candidate of the client's request for Maria Interviewova, with Carl (no user of the platform) as the contact. */
  const submitted = async (candidateId: string = randomUUID(), requestId: string = randomUUID()) => {
    await spec.append([
      {
        type: 'CandidateSubmitted',
        data: {
          candidateId,
          requestId,
          clientId,
          agencyId,
          specialistId,
          period: { startPeriod: '2031-04-01', endPeriod: '2031-06-30' },
          workFormat: 'full-time',
          hours: null,
          clientHourPriceCents: 6_000,
          slots: [slot],
          contact: { name: 'Carl', email: 'carl@client.test', phone: '+491701234567' },
          comment: '',
        },
        metadata: at('2031-03-01T09:00:00Z', 'client'),
      },
    ]);
    return candidateId;
  };
  /** The manager passes the candidate on to the agency. */
  const passedOn = (candidateId: string): CandidateEvent => ({
    type: 'CandidateMoved',
    data: { candidateId, from: 'review_by_manager', to: 'interview', comment: '' },
    metadata: at('2031-03-01T10:00:00Z', 'manager'),
  });
  const bodyOf = async (to: string, subject: string) =>
    (
      await spec.pool.query<{ text_body: string }>(
        'select text_body from mail_outbox where to_address = $1 and subject like $2',
        [to, subject],
      )
    ).rows[0]?.text_body;

  it('a request submitted tells the staff who run candidates, who review it before any agency hears of it', async () => {
    const [requestId, itemId] = [randomUUID(), randomUUID()];
    await submitted(candidateIdFor(requestId, itemId), requestId);
    await spec.append([
      {
        type: 'CartEmptiedBySubmission',
        data: { clientId, requestId, itemIds: [itemId] },
        metadata: at('2031-03-01T09:00:00Z', 'client'),
      },
    ]);
    expect(await mailsLike(spec, '%')).toEqual(['mia@platform.test: Interview request from Client Ltd to review']);
    expect(await bodyOf('mia@platform.test', 'Interview request from Client Ltd to review')).toContain(
      '- Maria Interviewova, 2031-04-01 to 2031-06-30',
    );
  });

  it("the manager passing a candidate on tells its agency's people of the request, the client's people of the status", async () => {
    const candidateId = await submitted();
    await spec.append([passedOn(candidateId)]);
    expect(await mailsLike(spec, 'New interview request from %')).toEqual([
      'anna@agency.test: New interview request from Client Ltd',
    ]);
    expect(await bodyOf('anna@agency.test', 'New interview request from %')).toContain(
      '- Maria Interviewova, 2031-04-01 to 2031-06-30',
    );
    expect(await noticesLike(spec, "%the candidate's status is now Interview")).toEqual([
      "cto@client.test: candidateStatusChanged: Maria I.: the candidate's status is now Interview",
      "lead@client.test: candidateStatusChanged: Maria I.: the candidate's status is now Interview",
    ]);
    const clientBody = await bodyOf('cto@client.test', "%the candidate's status is now Interview");
    expect(clientBody).not.toContain('Interviewova');
    expect(clientBody).not.toContain('Agency Ltd');
  });

  it("a slot the agency accepts tells the client's contact with an invitation, never naming the agency", async () => {
    const candidateId = await submitted();
    await spec.append([passedOn(candidateId)]);
    await spec.append([
      { type: 'InterviewSlotAccepted', data: { candidateId, slot }, metadata: at('2031-03-02T09:00:00Z', 'partner') },
    ]);
    const subject = 'Interview with Maria I. confirmed for 2031-03-05 10:00 UTC';
    expect(await mailsLike(spec, 'Interview with % confirmed%')).toEqual([`carl@client.test: ${subject}`]);
    const { rows } = await spec.pool.query<{ text_body: string; calendar_method: string | null }>(
      'select text_body, calendar_method from mail_outbox where subject = $1',
      [subject],
    );
    expect(rows[0]?.calendar_method).toBe('REQUEST');
    expect(rows[0]?.text_body).toContain('The interview with Maria I. is confirmed for 2031-03-05 at 10:00 (UTC).');
    expect(rows[0]?.text_body).not.toContain('Agency Ltd');
    // The contact is no user of the platform: the e-mail only, no notification.
    expect(await noticesLike(spec, 'Interview with % confirmed%')).toEqual([]);
  });

  it('the client declining after the interview tells the agency and the staff who run candidates, with the reason', async () => {
    const candidateId = await submitted();
    await spec.append([passedOn(candidateId)]);
    await spec.append([
      { type: 'InterviewSlotAccepted', data: { candidateId, slot }, metadata: at('2031-03-02T09:00:00Z', 'partner') },
    ]);
    await spec.append([
      {
        type: 'CandidateDeclinedByClient',
        data: { candidateId, reason: 'Needs more Kafka' },
        metadata: at('2031-03-06T09:00:00Z', 'client'),
      },
    ]);
    expect(await mailsLike(spec, '% declined % after the interview')).toEqual([
      'anna@agency.test: Client Ltd declined Maria Interviewova after the interview',
      'mia@platform.test: Client Ltd declined Maria Interviewova after the interview',
    ]);
    expect(await bodyOf('anna@agency.test', '% declined % after the interview')).toContain(
      'Their reason: Needs more Kafka',
    );
  });

  it('the mails, notifications and delivery jobs are written in the append: a failed append leaves none', async () => {
    const candidateId = await submitted(doomed);
    await spec.append([passedOn(candidateId)]);
    const before = await storedCounts(spec);
    await expect(
      spec.append([
        {
          type: 'CandidateDeclinedByClient',
          data: { candidateId, reason: 'Too late' },
          metadata: at('2031-03-06T09:00:00Z', 'client'),
        },
      ]),
    ).rejects.toThrow('a later projection failed');
    expect(await storedCounts(spec)).toEqual(before);
  });

  it('projected again, the same events store no mail, notification or delivery job twice', async () => {
    const before = await storedCounts(spec);
    // A request to review to the staff; four candidates passed on: a request to the agency (one) and the status to
    // the client (two) each; two slots accepted to the contact; one decline to the agency and the staff.
    // Notifications: all but the contact's.
    expect(before).toEqual({ mails: 1 + 12 + 2 + 2, notices: 15, jobs: 17 });
    await spec.reproject();
    expect(await storedCounts(spec)).toEqual(before);
  });
});
