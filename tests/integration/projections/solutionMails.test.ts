import { randomUUID } from 'node:crypto';
import { projections } from '@event-driven-io/emmett';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solutionMailsProjection } from '../../../adapters/postgres/projections/solutionMails';
import type { SolutionEvent } from '../../../domain/solution/solution.events';
import {
  failsAfterTheMails,
  mailsLike,
  noticesLike,
  seedCompany,
  seedUser,
  storedCounts,
} from '../../support/mailSpecification';
import { projectionSpecification, type ProjectionSpecification } from '../../support/projectionSpecification';
import { agencyActor, completeSolution, managerActor } from '../../support/solutionFixtures';

/**
 * The e-mails of a manager's decision on a solution, and the notification of each, in the append's transaction: a
 * solution published or declined (with the reasons and the comment) tells every verified, active user of its agency,
 * naming the solution by the title the decision leaves it with and linking to the page where the agency acts. The
 * agency's own steps and a manager's edit tell nobody; another agency, an unverified or a blocked user hear nothing;
 * after a merge the surviving agency is told. A re-projection stores nothing twice.
 */
describe('solution mails projection', () => {
  let spec: ProjectionSpecification;
  let agencyId: string;
  let survivorId: string;
  /** A solution whose publication fails after the mails were written: the append rolls back with them. */
  const doomed = randomUUID();

  beforeAll(async () => {
    spec = await projectionSpecification((event) => `solution-${(event as SolutionEvent).data.solutionId}`, {
      withJobs: (boss) =>
        projections.inline([
          solutionMailsProjection(boss, 'https://app.test'),
          failsAfterTheMails('SolutionPublished', 'solutionId', doomed),
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

  /** A solution of the agency in moderation, titled as given. */
  const solutionInReview = async (title: string, solutionId: string = randomUUID()) => {
    const content = { ...completeSolution, title };
    await spec.append([
      { type: 'SolutionDraftSaved', data: { solutionId, agencyId, content }, metadata: agencyActor },
      { type: 'SolutionSentToReview', data: { solutionId, agencyId, content }, metadata: agencyActor },
    ]);
    return { solutionId, content };
  };
  const bodyOf = async (subject: string) =>
    (await spec.pool.query<{ text_body: string }>('select text_body from mail_outbox where subject = $1', [subject]))
      .rows[0]?.text_body;

  it('a solution published e-mails and notifies each verified, active user of its agency, and nobody else', async () => {
    const { solutionId, content } = await solutionInReview('RoutePlanner');
    await spec.append([{ type: 'SolutionPublished', data: { solutionId, content }, metadata: managerActor }]);
    expect(await mailsLike(spec, '%"RoutePlanner"%')).toEqual([
      'anna@agency.test: Your solution "RoutePlanner" is published',
      'ben@agency.test: Your solution "RoutePlanner" is published',
    ]);
    expect(await noticesLike(spec, '%"RoutePlanner"%')).toEqual([
      'anna@agency.test: solutionPublished: Your solution "RoutePlanner" is published',
      'ben@agency.test: solutionPublished: Your solution "RoutePlanner" is published',
    ]);
    expect(await bodyOf('Your solution "RoutePlanner" is published')).toContain(
      `Open the solution: https://app.test/pa/solutions/${solutionId}`,
    );
  });

  it('a solution the manager retitles as it publishes is named by its new title', async () => {
    const { solutionId, content } = await solutionInReview('Old title');
    await spec.append([
      {
        type: 'SolutionPublished',
        data: { solutionId, content: { ...content, title: 'FleetPilot CRM for carriers' } },
        metadata: managerActor,
      },
    ]);
    expect(await mailsLike(spec, 'Your solution "%title%"%')).toEqual([]);
    expect(await mailsLike(spec, '%"FleetPilot CRM for carriers"%')).toEqual([
      'anna@agency.test: Your solution "FleetPilot CRM for carriers" is published',
      'ben@agency.test: Your solution "FleetPilot CRM for carriers" is published',
    ]);
  });

  it('a solution declined names the reasons and the comment and links to the page that corrects it', async () => {
    const { solutionId } = await solutionInReview('ShiftBoard');
    await spec.append([
      {
        type: 'SolutionRejected',
        data: { solutionId, reasons: ['The description is too short', 'No logo'], comment: ' Say who it is for ' },
        metadata: managerActor,
      },
    ]);
    expect(await mailsLike(spec, '%"ShiftBoard"%')).toEqual([
      'anna@agency.test: Your solution "ShiftBoard" was declined',
      'ben@agency.test: Your solution "ShiftBoard" was declined',
    ]);
    const body = await bodyOf('Your solution "ShiftBoard" was declined');
    expect(body).toContain('Reasons: The description is too short; No logo.');
    expect(body).toContain('Comment: Say who it is for');
    expect(body).toContain(`Correct the solution: https://app.test/pa/solutions/${solutionId}/update`);
  });

  it("the agency's own steps and a manager's edit tell nobody", async () => {
    const before = await storedCounts(spec);
    const { solutionId, content } = await solutionInReview('Quiet one');
    await spec.append([
      { type: 'SolutionSavedByManager', data: { solutionId, content }, metadata: managerActor },
      { type: 'SolutionDeactivated', data: { solutionId }, metadata: agencyActor },
    ]);
    expect(await storedCounts(spec)).toEqual(before);
  });

  it('after a merge, a decision on the solution tells the surviving agency, not the merged one', async () => {
    const { solutionId, content } = await solutionInReview('MergedSuite');
    await spec.append([
      {
        type: 'SolutionOwnershipTransferred',
        data: { solutionId, fromAgencyId: agencyId, toAgencyId: survivorId, mergeId: randomUUID() },
        metadata: managerActor,
      },
    ]);
    await spec.append([{ type: 'SolutionPublished', data: { solutionId, content }, metadata: managerActor }]);
    expect(await mailsLike(spec, '%"MergedSuite"%')).toEqual([
      'sara@survivor.test: Your solution "MergedSuite" is published',
    ]);
  });

  it('the mails, notifications and delivery jobs are written in the append: a failed append leaves none', async () => {
    const { solutionId, content } = await solutionInReview('Doomed', doomed);
    const before = await storedCounts(spec);
    await expect(
      spec.append([{ type: 'SolutionPublished', data: { solutionId, content }, metadata: managerActor }]),
    ).rejects.toThrow('a later projection failed');
    expect(await storedCounts(spec)).toEqual(before);
    expect(await mailsLike(spec, '%"Doomed"%')).toEqual([]);
  });

  it('projected again, the same events store no mail, notification or delivery job twice', async () => {
    const before = await storedCounts(spec);
    // Three decisions on the agency's solutions to two people, one on the merged solution to one.
    expect(before).toEqual({ mails: 7, notices: 7, jobs: 7 });
    await spec.reproject();
    expect(await storedCounts(spec)).toEqual(before);
  });
});
