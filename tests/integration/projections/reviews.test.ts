import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { ReviewEvent } from '../../../domain/review/review.events';
import { projectionSpecification, type ProjectionSpecification } from '../../support/projectionSpecification';

/** The reviews the pages read, and what the catalogue's best-match order reads of a specialist's visible reviews. */
describe('reviews projection', () => {
  let spec: ProjectionSpecification;
  const [clientId, agencyId, clientUser, agencyUser, manager] = [
    randomUUID(),
    randomUUID(),
    randomUUID(),
    randomUUID(),
    randomUUID(),
  ];
  const at = new Date('2026-12-10T10:00:00Z');
  const as = (actorId: string, role: 'client' | 'partner' | 'manager', emulatedBy?: string) => ({
    actorId,
    actorRole: role,
    at,
    ...(emulatedBy ? { emulatedBy } : {}),
  });
  const written = (reviewId: string, specialistId: string, overall: number, emulatedBy?: string): ReviewEvent => ({
    type: 'ReviewWritten',
    data: {
      reviewId,
      specialistId,
      clientId,
      agencyId,
      scores: { overall, skills: 4, communication: 5, reliability: 3, value: 2 },
      text: 'Kept every deadline',
      showClientName: false,
    },
    metadata: as(clientUser, 'client', emulatedBy),
  });

  beforeAll(async () => {
    spec = await projectionSpecification((event) => `review-${(event.data as { reviewId: string }).reviewId}`);
    await spec.seed(`insert into companies (id, type, name) values ($1, 'client', 'Acme'), ($2, 'agency', 'Devs')`, [
      clientId,
      agencyId,
    ]);
  });
  afterAll(() => spec.close());

  it('a written review is a row with its scores, its author and the manager acting as them', async () => {
    const [id, specialistId] = [randomUUID(), randomUUID()];
    await spec.givenEvents([written(id, specialistId, 5, manager)]).thenRows(
      'reviews',
      [
        {
          id,
          specialist_id: specialistId,
          client_id: clientId,
          agency_id: agencyId,
          author_id: clientUser,
          emulated_by: manager,
          overall: 5,
          skills: 4,
          communication: 5,
          reliability: 3,
          value: 2,
          text: 'Kept every deadline',
          show_client_name: false,
          written_at: at,
          answer_text: null,
          hidden_at: null,
        },
      ],
      { id },
    );
    // One review is not enough for the average, nor for the best-match term.
    await spec.givenEvents([]).thenRows('specialist_review_summary', [{ visible_count: 1, overall_sum: 5, band: 0 }], {
      specialist_id: specialistId,
    });
  });

  it("the agency's answer and a manager's hide are recorded; the summary counts visible reviews only", async () => {
    const specialistId = randomUUID();
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    await spec
      .givenEvents([
        written(ids[0]!, specialistId, 5),
        written(ids[1]!, specialistId, 4),
        written(ids[2]!, specialistId, 4),
      ])
      .thenRows('specialist_review_summary', [{ visible_count: 3, overall_sum: 13, band: 2 }], {
        specialist_id: specialistId,
      });
    await spec
      .givenEvents([
        { type: 'ReviewAnswered', data: { reviewId: ids[0]!, text: 'Thank you' }, metadata: as(agencyUser, 'partner') },
        {
          type: 'ReviewHidden',
          data: { reviewId: ids[0]!, reason: 'Names a person' },
          metadata: as(manager, 'manager'),
        },
      ])
      .thenRows(
        'reviews',
        [
          {
            answer_text: 'Thank you',
            answered_by: agencyUser,
            answered_at: at,
            hidden_at: at,
            hidden_by: manager,
            hidden_reason: 'Names a person',
            version: 3,
          },
        ],
        { id: ids[0]! },
      );
    await spec.givenEvents([]).thenRows('specialist_review_summary', [{ visible_count: 2, overall_sum: 8, band: 0 }], {
      specialist_id: specialistId,
    });
  });

  it("a merge's transfer names the surviving company on its side, and only while the merged one is there", async () => {
    const [id, survivorClient, survivorAgency, mergeId] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    await spec.seed(
      `insert into companies (id, type, name) values ($1, 'client', 'Acme 2'), ($2, 'agency', 'Devs 2')`,
      [survivorClient, survivorAgency],
    );
    const transferred = (side: 'client' | 'agency', from: string, to: string): ReviewEvent => ({
      type: 'ReviewOwnershipTransferred',
      data: { reviewId: id, side, fromCompanyId: from, toCompanyId: to, mergeId },
      metadata: as(manager, 'manager'),
    });
    await spec
      .givenEvents([
        written(id, randomUUID(), 4),
        transferred('client', clientId, survivorClient),
        transferred('agency', agencyId, survivorAgency),
        // A stale transfer (from a company the review no longer names) changes nothing.
        transferred('client', clientId, randomUUID()),
      ])
      .thenRows('reviews', [{ client_id: survivorClient, agency_id: survivorAgency }], { id });
  });
});
