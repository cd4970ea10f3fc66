import { randomUUID } from 'node:crypto';
import { projections } from '@event-driven-io/emmett';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientRequestMailsProjection } from '../../../adapters/postgres/projections/clientRequestMails';
import type { ClientRequestEvent } from '../../../domain/clientRequest/clientRequest.events';
import type { Proposal, RequestResponseEvent } from '../../../domain/clientRequest/requestResponse';
import { client, content, manager, system } from '../../domain/clientRequest/fixtures';
import { mailsLike, noticesLike, seedCompany, seedUser, storedCounts } from '../../support/mailSpecification';
import { projectionSpecification, type ProjectionSpecification } from '../../support/projectionSpecification';

/**
 * The e-mails about client requests, and the notification of each, in the append's transaction: an agency's response
 * tells the request's client's people; a request closed or expired tells the people of every agency whose response
 * stands; a request published invites the people of the agencies whose catalogue cards match it, once per request and
 * agency. Only verified, active users; never another company's. A re-projection stores nothing twice.
 */
describe('client request mails projection', () => {
  let spec: ProjectionSpecification;
  let clientId: string;
  let agencyId: string;
  let otherAgencyId: string;
  let withdrawnAgencyId: string;
  const skill = randomUUID();
  const metadata = { actorId: randomUUID(), actorRole: 'partner' as const, at: new Date('2027-01-12T09:00:00Z') };
  const proposal = (): Proposal => ({
    specialistId: randomUUID(),
    name: 'Anna',
    surname: 'Meyer',
    specialization: 'Java developer',
    catalogPriceCents: 6_000,
    teamId: null,
  });

  beforeAll(async () => {
    spec = await projectionSpecification(
      (event) => {
        const data = (event as RequestResponseEvent | ClientRequestEvent).data;
        return 'responseId' in data ? `response-${data.responseId}` : `clientRequest-${data.requestId}`;
      },
      { withJobs: (boss) => projections.inline([clientRequestMailsProjection(boss, 'https://app.test')]) },
    );
    clientId = await seedCompany(spec, 'client', 'Client Ltd');
    const otherClientId = await seedCompany(spec, 'client', 'Other Client Ltd');
    agencyId = await seedCompany(spec, 'agency', 'Agency Ltd');
    otherAgencyId = await seedCompany(spec, 'agency', 'Other Agency Ltd');
    withdrawnAgencyId = await seedCompany(spec, 'agency', 'Withdrawn Ltd');
    await seedUser(spec, clientId, 'cto@client.test');
    await seedUser(spec, clientId, 'lead@client.test');
    await seedUser(spec, clientId, 'unverified@client.test', { verified: false });
    await seedUser(spec, clientId, 'blocked@client.test', { status: 'blocked' });
    await seedUser(spec, otherClientId, 'someone@other-client.test');
    await seedUser(spec, agencyId, 'anna@agency.test');
    await seedUser(spec, agencyId, 'ben@agency.test');
    await seedUser(spec, otherAgencyId, 'olga@other-agency.test');
    await seedUser(spec, withdrawnAgencyId, 'will@withdrawn.test');
  });
  afterAll(() => spec?.close());

  /** A request in moderation, titled, asking for one key skill in the fixtures' period. */
  const requestTitled = async (title: string) => {
    const requestId = randomUUID();
    await spec.append([
      {
        type: 'ClientRequestSentToModeration',
        data: { requestId, clientId, content: { ...content, title, categoryIds: [], keySkillIds: [skill] } },
        metadata: client,
      },
    ]);
    return requestId;
  };
  const submitted = (requestId: string, agency: string, responseId = randomUUID()): RequestResponseEvent => ({
    type: 'RequestResponseSubmitted',
    data: { responseId, requestId, agencyId: agency, clientId, proposals: [proposal(), proposal()], comment: '' },
    metadata,
  });

  it("an agency's response e-mails and notifies the client's verified, active users, naming no agency", async () => {
    const requestId = await requestTitled('Payments team');
    await spec.append([submitted(requestId, agencyId)]);
    expect(await mailsLike(spec, '%"Payments team"')).toEqual([
      'cto@client.test: New response to your request "Payments team"',
      'lead@client.test: New response to your request "Payments team"',
    ]);
    expect(await noticesLike(spec, '%"Payments team"')).toEqual([
      'cto@client.test: responseArrived: New response to your request "Payments team"',
      'lead@client.test: responseArrived: New response to your request "Payments team"',
    ]);
    const body = (
      await spec.pool.query<{ text_body: string }>(
        `select text_body from mail_outbox where subject like '%"Payments team"' limit 1`,
      )
    ).rows[0]!.text_body;
    expect(body).toContain('proposes 2 specialists');
    expect(body).toContain(`https://app.test/pa/client-requests/${requestId}`);
    expect(body).not.toContain('Agency Ltd');
  });

  it('a request closed by its client tells the agencies whose response stands, not one that withdrew', async () => {
    const requestId = await requestTitled('Closing soon');
    const withdrawn = randomUUID();
    await spec.append([
      submitted(requestId, agencyId),
      submitted(requestId, withdrawnAgencyId, withdrawn),
      { type: 'RequestResponseWithdrawn', data: { responseId: withdrawn, requestId }, metadata },
    ]);
    await spec.append([{ type: 'ClientRequestClosed', data: { requestId }, metadata: client }]);
    expect(await mailsLike(spec, 'The client request "Closing soon" is closed')).toEqual([
      'anna@agency.test: The client request "Closing soon" is closed',
      'ben@agency.test: The client request "Closing soon" is closed',
    ]);
  });

  it("a request expired tells the responding agencies that its period started; the client's people are not told", async () => {
    const requestId = await requestTitled('Expiring');
    await spec.append([submitted(requestId, otherAgencyId)]);
    await spec.append([{ type: 'ClientRequestExpired', data: { requestId }, metadata: system }]);
    expect(await mailsLike(spec, '%"Expiring" is closed')).toEqual([
      'olga@other-agency.test: The client request "Expiring" is closed',
    ]);
    const body = (
      await spec.pool.query<{ text_body: string }>(
        `select text_body from mail_outbox where subject like '%"Expiring" is closed'`,
      )
    ).rows[0]!.text_body;
    expect(body).toContain('its period has started');
  });

  it('a request published invites the agencies whose catalogue cards match it, each once', async () => {
    // The agency's card knows the request's skill and is free over its period; the other agency's card shares nothing.
    const card = (id: string, agency: string, skills: string[]) =>
      spec.seed(
        `insert into catalog_cards (id, agency_id, name, surname, gender, specialization_title, key_skill_ids, grade,
           languages, work_formats, catalog_price_cents, published_at, updated_at, search)
         values ($1, $2, 'Anna', 'Matchova', 'female', 'Java developer', $3, 'senior', '{}', '{full-time}', 6000, now(), now(), ''::tsvector)`,
        [id, agency, skills],
      );
    await card(randomUUID(), agencyId, [skill]);
    await card(randomUUID(), otherAgencyId, [randomUUID()]);
    const requestId = await requestTitled('Matching request');
    await spec.append([{ type: 'ClientRequestPublished', data: { requestId }, metadata: manager }]);
    expect(await mailsLike(spec, '%"Matching request"')).toEqual([
      'anna@agency.test: A client request matches your specialists: "Matching request"',
      'ben@agency.test: A client request matches your specialists: "Matching request"',
    ]);
    expect(
      (
        await spec.pool.query('select agency_id from client_request_match_invitations where request_id = $1', [
          requestId,
        ])
      ).rows,
    ).toEqual([{ agency_id: agencyId }]);
  });

  it('projected again, the same events store no mail, notification, invitation or delivery job twice', async () => {
    const before = await storedCounts(spec);
    // Four responses told to the client's two people, two closings, one expiry, two invitations; and the
    // notification of each of those mails.
    expect(before).toEqual({ mails: 13, notices: 13, jobs: 13 });
    const invitations = async () =>
      (await spec.pool.query('select count(*)::int as n from client_request_match_invitations')).rows[0].n as number;
    expect(await invitations()).toBe(1);
    await spec.reproject();
    expect(await storedCounts(spec)).toEqual(before);
    expect(await invitations()).toBe(1);
  });
});
