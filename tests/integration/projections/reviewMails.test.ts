import { randomUUID } from 'node:crypto';
import { projections } from '@event-driven-io/emmett';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewMailsProjection } from '../../../adapters/postgres/projections/reviewMails';
import type { ReviewEvent } from '../../../domain/review/review.events';
import { mailsLike, noticesLike, seedCompany, seedUser, storedCounts } from '../../support/mailSpecification';
import { projectionSpecification, type ProjectionSpecification } from '../../support/projectionSpecification';

/**
 * The e-mails and notifications of a review, in the append's transaction: a review written tells every verified,
 * active user of the specialist's agency; the agency's answer tells the client user who wrote the review; a review
 * hidden tells its author and the agency, with the reason. Nobody else: not the author's colleagues, not another
 * agency, not an unverified or blocked user. A re-projection stores nothing twice.
 */
describe('review mails projection', () => {
  let spec: ProjectionSpecification;
  let author: string;
  let agencyId: string;
  let clientId: string;
  const specialistId = randomUUID();
  const at = (iso: string) => new Date(iso);

  beforeAll(async () => {
    spec = await projectionSpecification((event) => `review-${(event as ReviewEvent).data.reviewId}`, {
      withJobs: (boss) => projections.inline([reviewMailsProjection(boss, 'https://app.test')]),
    });
    clientId = await seedCompany(spec, 'client', 'Client Ltd');
    agencyId = await seedCompany(spec, 'agency', 'Agency Ltd');
    const otherAgency = await seedCompany(spec, 'agency', 'Other Agency Ltd');
    author = await seedUser(spec, clientId, 'author@client.test');
    await seedUser(spec, clientId, 'colleague@client.test');
    await seedUser(spec, agencyId, 'anna@agency.test');
    await seedUser(spec, agencyId, 'ben@agency.test');
    await seedUser(spec, agencyId, 'unverified@agency.test', { verified: false });
    await seedUser(spec, agencyId, 'blocked@agency.test', { status: 'blocked' });
    await seedUser(spec, otherAgency, 'other@other-agency.test');
    await spec.seed(
      `insert into specialist_cards (id, agency_id, status, name, surname, content, version, created_at, updated_at)
       values ($1, $2, 'published', 'Maria', 'Reviewova', '{}', 1, now(), now())`,
      [specialistId, agencyId],
    );
  });
  afterAll(() => spec?.close());

  const written = (reviewId: string): ReviewEvent => ({
    type: 'ReviewWritten',
    data: {
      reviewId,
      specialistId,
      clientId,
      agencyId,
      scores: { overall: 4, skills: 4, communication: 5, reliability: 4, value: 3 },
      text: 'Solid work',
      showClientName: false,
    },
    metadata: { actorId: author, actorRole: 'client', at: at('2027-03-01T10:00:00Z') },
  });
  const agencyMetadata = { actorId: randomUUID(), actorRole: 'partner' as const, at: at('2027-03-02T10:00:00Z') };
  const managerMetadata = { actorId: randomUUID(), actorRole: 'manager' as const, at: at('2027-03-03T10:00:00Z') };

  it("a review written e-mails and notifies each verified, active user of the specialist's agency", async () => {
    await spec.append([written(randomUUID())]);
    expect(await mailsLike(spec, 'New review of %')).toEqual([
      'anna@agency.test: New review of Maria Reviewova',
      'ben@agency.test: New review of Maria Reviewova',
    ]);
    expect(await noticesLike(spec, 'New review of %')).toEqual([
      'anna@agency.test: reviewWritten: New review of Maria Reviewova',
      'ben@agency.test: reviewWritten: New review of Maria Reviewova',
    ]);
  });

  it("the agency's answer tells the review's author alone, as the specialist's team", async () => {
    const reviewId = randomUUID();
    await spec.append([
      written(reviewId),
      { type: 'ReviewAnswered', data: { reviewId, text: 'Thank you' }, metadata: agencyMetadata },
    ]);
    expect(await noticesLike(spec, '%answered%')).toEqual([
      "author@client.test: reviewAnswered: The specialist's team answered your review",
    ]);
    const body = (await spec.pool.query(`select text_body from mail_outbox where subject like '%answered%'`)).rows[0]
      ?.text_body as string;
    expect(body).toContain("The specialist's team answered your review of Maria Reviewova:");
    expect(body).not.toContain('Agency Ltd');
  });

  it('a review hidden tells its author and the agency, with the reason', async () => {
    const reviewId = randomUUID();
    await spec.append([
      written(reviewId),
      { type: 'ReviewHidden', data: { reviewId, reason: 'Names a colleague' }, metadata: managerMetadata },
    ]);
    expect(await noticesLike(spec, '%was hidden')).toEqual([
      'anna@agency.test: reviewHidden: A review of Maria Reviewova was hidden',
      'author@client.test: reviewHidden: Your review of Maria Reviewova was hidden',
      'ben@agency.test: reviewHidden: A review of Maria Reviewova was hidden',
    ]);
    const bodies = (
      await spec.pool.query<{ body: string }>(`select body from notifications where kind = 'reviewHidden'`)
    ).rows;
    expect(bodies.every((row) => row.body.includes('Reason: Names a colleague'))).toBe(true);
  });

  it('projected again, the same events store no mail, notification or delivery job twice', async () => {
    const before = await storedCounts(spec);
    // Three reviews to two agency users, one answer to the author, one hiding to three people.
    expect(before).toEqual({ mails: 10, notices: 10, jobs: 10 });
    await spec.reproject();
    expect(await storedCounts(spec)).toEqual(before);
  });
});
