import { randomUUID } from 'node:crypto';
import { projections } from '@event-driven-io/emmett';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { specialistMailsProjection } from '../../../adapters/postgres/projections/specialistMails';
import type { SpecialistEvent } from '../../../domain/specialist/specialist.events';
import {
  failsAfterTheMails,
  mailsLike,
  noticesLike,
  seedCompany,
  seedUser,
  storedCounts,
} from '../../support/mailSpecification';
import { projectionSpecification, type ProjectionSpecification } from '../../support/projectionSpecification';
import { agencyActor, completeContent, managerActor } from '../../support/specialistFixtures';

/**
 * The e-mails of a manager's decision on a card, and the notification of each, in the append's transaction: a card
 * published, declined (with the reasons and the comment), blocked (with the reason) or hidden tells every verified,
 * active user of the card's agency, naming the specialist and linking to the page where the agency acts. The agency's
 * own steps and a manager's edit tell nobody; another agency, an unverified or a blocked user hear nothing; after a
 * merge the surviving agency is told. A re-projection stores nothing twice.
 */
describe('specialist mails projection', () => {
  let spec: ProjectionSpecification;
  let agencyId: string;
  let survivorId: string;
  /** A card whose hiding fails after the mails were written: the append rolls back with them. */
  const doomed = randomUUID();

  beforeAll(async () => {
    spec = await projectionSpecification((event) => `specialist-${(event as SpecialistEvent).data.specialistId}`, {
      withJobs: (boss) =>
        projections.inline([
          specialistMailsProjection(boss, 'https://app.test'),
          failsAfterTheMails('SpecialistHidden', 'specialistId', doomed),
        ]),
    });
    agencyId = await seedCompany(spec, 'agency', 'Agency Ltd');
    survivorId = await seedCompany(spec, 'agency', 'Survivor Ltd');
    const clientId = await seedCompany(spec, 'client', 'Client Ltd');
    await seedUser(spec, agencyId, 'anna@agency.test');
    await seedUser(spec, agencyId, 'ben@agency.test');
    await seedUser(spec, agencyId, 'unverified@agency.test', { verified: false });
    await seedUser(spec, agencyId, 'blocked@agency.test', { status: 'blocked' });
    await seedUser(spec, survivorId, 'sara@survivor.test');
    await seedUser(spec, clientId, 'cto@client.test');
  });
  afterAll(() => spec?.close());

  /** A card of the agency in moderation, named as given. */
  const cardInReview = async (name: string, surname: string, specialistId: string = randomUUID()) => {
    const content = { ...completeContent, texts: { en: { ...completeContent.texts.en, name, surname } } };
    await spec.append([
      { type: 'SpecialistDraftSaved', data: { specialistId, agencyId, content }, metadata: agencyActor },
      { type: 'SpecialistSentToReview', data: { specialistId, agencyId, content }, metadata: agencyActor },
    ]);
    return { specialistId, content };
  };
  const review = { verified: true, hrReview: 'Strong interview', hrReviewDate: null, forEarlierVersion: false };
  const bodyOf = async (subject: string) =>
    (await spec.pool.query<{ text_body: string }>('select text_body from mail_outbox where subject = $1', [subject]))
      .rows[0]?.text_body;

  it("a card published e-mails and notifies each verified, active user of the card's agency, and nobody else", async () => {
    const { specialistId, content } = await cardInReview('Maria', 'Publishova');
    await spec.append([
      { type: 'SpecialistPublished', data: { specialistId, content, review }, metadata: managerActor },
    ]);
    expect(await mailsLike(spec, 'Maria Publishova%')).toEqual([
      'anna@agency.test: Maria Publishova is published in the catalogue',
      'ben@agency.test: Maria Publishova is published in the catalogue',
    ]);
    expect(await noticesLike(spec, 'Maria Publishova%')).toEqual([
      'anna@agency.test: specialistPublished: Maria Publishova is published in the catalogue',
      'ben@agency.test: specialistPublished: Maria Publishova is published in the catalogue',
    ]);
    expect(await bodyOf('Maria Publishova is published in the catalogue')).toContain(
      `Open the card: https://app.test/pa/specialists/${specialistId}`,
    );
  });

  it('a card declined names the reasons and the comment and links to the page that corrects it', async () => {
    const { specialistId } = await cardInReview('Dora', 'Declinova');
    await spec.append([
      {
        type: 'SpecialistRejected',
        data: { specialistId, reasons: ['Projects are not described', 'No photo'], comment: ' Add one project ' },
        metadata: managerActor,
      },
    ]);
    expect(await mailsLike(spec, '%Dora Declinova%')).toEqual([
      'anna@agency.test: The card of Dora Declinova was declined',
      'ben@agency.test: The card of Dora Declinova was declined',
    ]);
    const body = await bodyOf('The card of Dora Declinova was declined');
    expect(body).toContain('Reasons: Projects are not described; No photo.');
    expect(body).toContain('Comment: Add one project');
    expect(body).toContain(`Correct the card: https://app.test/pa/specialists/${specialistId}/update`);
  });

  it('a card blocked names the reason; a card hidden says it left the catalogue', async () => {
    const blocked = await cardInReview('Bella', 'Blockova');
    const hidden = await cardInReview('Hana', 'Hidova');
    for (const { specialistId, content } of [blocked, hidden])
      await spec.append([
        { type: 'SpecialistPublished', data: { specialistId, content, review }, metadata: managerActor },
      ]);
    await spec.append([
      {
        type: 'SpecialistBlocked',
        data: { specialistId: blocked.specialistId, reason: 'Duplicate of another card' },
        metadata: managerActor,
      },
    ]);
    await spec.append([
      { type: 'SpecialistHidden', data: { specialistId: hidden.specialistId }, metadata: managerActor },
    ]);
    expect(await mailsLike(spec, 'The card of % was %')).toEqual(
      expect.arrayContaining([
        'anna@agency.test: The card of Bella Blockova was blocked',
        'ben@agency.test: The card of Bella Blockova was blocked',
        'anna@agency.test: The card of Hana Hidova was hidden from the catalogue',
        'ben@agency.test: The card of Hana Hidova was hidden from the catalogue',
      ]),
    );
    expect(await bodyOf('The card of Bella Blockova was blocked')).toContain('Reason: Duplicate of another card');
    expect(await noticesLike(spec, '%Hana Hidova%')).toEqual([
      'anna@agency.test: specialistHidden: The card of Hana Hidova was hidden from the catalogue',
      'anna@agency.test: specialistPublished: Hana Hidova is published in the catalogue',
      'ben@agency.test: specialistHidden: The card of Hana Hidova was hidden from the catalogue',
      'ben@agency.test: specialistPublished: Hana Hidova is published in the catalogue',
    ]);
  });

  it("the agency's own steps and a manager's edit tell nobody", async () => {
    const before = await storedCounts(spec);
    const { specialistId, content } = await cardInReview('Quinn', 'Quietova');
    await spec.append([
      { type: 'SpecialistSavedByManager', data: { specialistId, content, review }, metadata: managerActor },
    ]);
    expect(await storedCounts(spec)).toEqual(before);
  });

  it('after a merge, a decision on the card tells the surviving agency, not the merged one', async () => {
    const { specialistId, content } = await cardInReview('Mira', 'Mergeova');
    await spec.append([
      {
        type: 'SpecialistOwnershipTransferred',
        data: { specialistId, fromAgencyId: agencyId, toAgencyId: survivorId, mergeId: randomUUID() },
        metadata: managerActor,
      },
    ]);
    await spec.append([
      { type: 'SpecialistPublished', data: { specialistId, content, review }, metadata: managerActor },
    ]);
    expect(await mailsLike(spec, 'Mira Mergeova%')).toEqual([
      'sara@survivor.test: Mira Mergeova is published in the catalogue',
    ]);
  });

  it('the mails, notifications and delivery jobs are written in the append: a failed append leaves none', async () => {
    const { specialistId, content } = await cardInReview('Fay', 'Failova', doomed);
    await spec.append([
      { type: 'SpecialistPublished', data: { specialistId, content, review }, metadata: managerActor },
    ]);
    const before = await storedCounts(spec);
    await expect(
      spec.append([{ type: 'SpecialistHidden', data: { specialistId }, metadata: managerActor }]),
    ).rejects.toThrow('a later projection failed');
    expect(await storedCounts(spec)).toEqual(before);
  });

  it('projected again, the same events store no mail, notification or delivery job twice', async () => {
    const before = await storedCounts(spec);
    // Four decisions on the agency's cards and two (published, hidden) on the blocked and hidden ones, and the
    // doomed card's publication, to two people; the merged card's publication to one.
    expect(before).toEqual({ mails: 15, notices: 15, jobs: 15 });
    await spec.reproject();
    expect(await storedCounts(spec)).toEqual(before);
  });
});
