import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { SpecialistContent } from '../../../domain/specialist/specialist.content';
import type { SpecialistEvent } from '../../../domain/specialist/specialist.events';
import type { EventMetadata } from '../../../domain/shared/eventMetadata';
import { streamOf } from '../../../application/specialist/specialistPorts';
import { completeContent } from '../../support/specialistFixtures';
import { projectionSpecification, type ProjectionSpecification } from '../../support/projectionSpecification';

/**
 * The agency's and the manager's lists of cards (`specialist_cards`): one row per card through its whole life, with
 * the columns the lists filter, sort and search by, the manager's verification and the owning agency.
 */
describe('specialist_cards projection', () => {
  let spec: ProjectionSpecification;
  const agencyId = randomUUID();
  const survivorId = randomUUID();

  beforeAll(async () => {
    spec = await projectionSpecification((event) => streamOf((event as SpecialistEvent).data.specialistId));
    await spec.seed(
      `insert into companies (id, type, name) values ($1, 'agency', 'Agency Ltd'), ($2, 'agency', 'Survivor Ltd')`,
      [agencyId, survivorId],
    );
  });
  afterAll(() => spec.close());

  /** The moment of the n-th step of a card's life, one hour apart. */
  const at = (n: number) => new Date(Date.UTC(2026, 10, 2, 8 + n));
  const agency = (n: number): EventMetadata => ({ actorId: 'agency-user', actorRole: 'partner', at: at(n) });
  const manager = (n: number): EventMetadata => ({ actorId: 'manager-user', actorRole: 'manager', at: at(n) });
  const review = (verified: boolean) => ({ verified, hrReview: '', hrReviewDate: null, forEarlierVersion: false });
  const edited = (surname: string, hourPriceCents: number): SpecialistContent => ({
    ...completeContent,
    shared: { ...completeContent.shared, grade: 'middle', keySkills: [{ id: 'kotlin', title: 'Kotlin' }] },
    texts: { en: { ...completeContent.texts.en, surname } },
    workingConditions: { ...completeContent.workingConditions, hourPriceCents },
  });

  const card = (specialistId: string) => ({
    draftSaved: (n: number, content = completeContent): SpecialistEvent => ({
      type: 'SpecialistDraftSaved',
      data: { specialistId, agencyId, content },
      metadata: agency(n),
    }),
    sentToReview: (n: number, content = completeContent): SpecialistEvent => ({
      type: 'SpecialistSentToReview',
      data: { specialistId, agencyId, content },
      metadata: agency(n),
    }),
    published: (n: number, verified = true, content = completeContent): SpecialistEvent => ({
      type: 'SpecialistPublished',
      data: { specialistId, content, review: review(verified) },
      metadata: manager(n),
    }),
    rejected: (n: number): SpecialistEvent => ({
      type: 'SpecialistRejected',
      data: { specialistId, reasons: ['Projects are not described'], comment: 'Describe one project' },
      metadata: manager(n),
    }),
    edited: (n: number, content: SpecialistContent): SpecialistEvent => ({
      type: 'PublishedSpecialistEdited',
      data: { specialistId, content },
      metadata: agency(n),
    }),
    savedByManager: (n: number, content: SpecialistContent): SpecialistEvent => ({
      type: 'SpecialistSavedByManager',
      data: { specialistId, content, review: review(true) },
      metadata: manager(n),
    }),
    blocked: (n: number): SpecialistEvent => ({
      type: 'SpecialistBlocked',
      data: { specialistId, reason: 'Duplicate of another card' },
      metadata: manager(n),
    }),
    move: (
      type:
        | 'SpecialistDeactivated'
        | 'SpecialistDraftDeleted'
        | 'SpecialistArchived'
        | 'SpecialistHidden'
        | 'SpecialistRestoredFromArchive',
      n: number,
    ): SpecialistEvent => ({
      type,
      data: { specialistId },
      metadata: type === 'SpecialistHidden' ? manager(n) : agency(n),
    }),
    transferred: (n: number): SpecialistEvent => ({
      type: 'SpecialistOwnershipTransferred',
      data: { specialistId, fromAgencyId: agencyId, toAgencyId: survivorId, mergeId: randomUUID() },
      metadata: manager(n),
    }),
  });

  it('a saved draft is listed under its agency with the columns the lists filter, sort and search by', async () => {
    const id = randomUUID();
    await spec.givenEvents([card(id).draftSaved(1)]).thenRows(
      'specialist_cards',
      [
        {
          agency_id: agencyId,
          status: 'draft',
          surname: 'Schmidt',
          name: 'Anna',
          search_text: 'schmidt anna',
          specialization_id: 'java-developer',
          grade: 'senior',
          categories: ['development'],
          subcategories: ['backend'],
          key_skills: ['Java', 'Spring Boot'],
          country_code: 'DE',
          city_id: 'c0000000-0000-4000-8000-000000000001',
          hour_price_cents: 4500,
          work_formats: ['full-time'],
          content: completeContent,
          version: 1,
          created_at: at(1),
          updated_at: at(1),
          published_at: null,
          verified: false,
          verified_at: null,
          changed_since_verification: false,
        },
      ],
      { id },
    );
  });

  it('a draft saved again keeps its creation time and takes the new content, in one row', async () => {
    const id = randomUUID();
    await spec.givenEvents([card(id).draftSaved(1)]).thenRows('specialist_cards', [{ version: 1 }], { id });
    await spec.givenEvents([card(id).draftSaved(2, edited('Meyer', 5200))]).thenRows(
      'specialist_cards',
      [
        {
          status: 'draft',
          surname: 'Meyer',
          grade: 'middle',
          key_skills: ['Kotlin'],
          hour_price_cents: 5200,
          version: 2,
          created_at: at(1),
          updated_at: at(2),
        },
      ],
      { id },
    );
  });

  it("a rejection shows the manager's reasons until the card is sent to review again", async () => {
    const id = randomUUID();
    const c = card(id);
    await spec.givenEvents([c.sentToReview(1)]).thenRows('specialist_cards', [{ status: 'moderation' }], { id });
    await spec.givenEvents([c.rejected(2)]).thenRows(
      'specialist_cards',
      [
        {
          status: 'rejected',
          rejection: { reasons: ['Projects are not described'], comment: 'Describe one project' },
          updated_at: at(2),
          version: 2,
        },
      ],
      { id },
    );
    await spec
      .givenEvents([c.draftSaved(3)])
      .thenRows(
        'specialist_cards',
        [{ status: 'draft', rejection: { reasons: ['Projects are not described'], comment: 'Describe one project' } }],
        { id },
      );
    await spec
      .givenEvents([c.sentToReview(4)])
      .thenRows('specialist_cards', [{ status: 'moderation', rejection: null, version: 4 }], { id });
  });

  it("a publication records its time, the manager's content and verification", async () => {
    const id = randomUUID();
    const c = card(id);
    await spec.givenEvents([c.sentToReview(1)]).thenRows('specialist_cards', [{ status: 'moderation' }], { id });
    await spec.givenEvents([c.published(2, true, edited('Schmidt-Weber', 4800))]).thenRows(
      'specialist_cards',
      [
        {
          status: 'published',
          surname: 'Schmidt-Weber',
          hour_price_cents: 4800,
          published_at: at(2),
          updated_at: at(2),
          created_at: at(1),
          verified: true,
          verified_at: at(2),
          changed_since_verification: false,
          review: review(true),
        },
      ],
      { id },
    );
  });

  it("the agency's edit of a published card changes its columns and marks it changed since verification", async () => {
    const id = randomUUID();
    const c = card(id);
    await spec.append([c.sentToReview(1)]);
    await spec.append([c.published(2)]);
    await spec.givenEvents([c.edited(3, edited('Meyer', 6100))]).thenRows(
      'specialist_cards',
      [
        {
          status: 'published',
          surname: 'Meyer',
          search_text: 'meyer anna',
          grade: 'middle',
          key_skills: ['Kotlin'],
          hour_price_cents: 6100,
          published_at: at(2),
          updated_at: at(3),
          verified: false,
          verified_at: at(2),
          changed_since_verification: true,
        },
      ],
      { id },
    );
    // The manager looks again: verified from then on, the price the manager saved.
    await spec.givenEvents([c.savedByManager(4, edited('Meyer', 5900))]).thenRows(
      'specialist_cards',
      [
        {
          status: 'published',
          hour_price_cents: 5900,
          verified: true,
          verified_at: at(4),
          changed_since_verification: false,
        },
      ],
      { id },
    );
  });

  it('a manager saving a card under review keeps its status', async () => {
    const id = randomUUID();
    const c = card(id);
    await spec.append([c.sentToReview(1)]);
    await spec
      .givenEvents([c.savedByManager(2, edited('Meyer', 5000))])
      .thenRows('specialist_cards', [{ status: 'moderation', surname: 'Meyer', published_at: null }], { id });
  });

  it('a blocked card shows the reason; publishing it again clears the reason', async () => {
    const id = randomUUID();
    const c = card(id);
    await spec.append([c.sentToReview(1)]);
    await spec.append([c.published(2)]);
    await spec
      .givenEvents([c.blocked(3)])
      .thenRows(
        'specialist_cards',
        [{ status: 'blocked', block_reason: 'Duplicate of another card', updated_at: at(3) }],
        {
          id,
        },
      );
    await spec
      .givenEvents([c.published(4)])
      .thenRows('specialist_cards', [{ status: 'published', block_reason: null, published_at: at(4) }], { id });
  });

  it('hidden, deactivated, archived, restored and deleted: each move sets the status and keeps the content', async () => {
    const id = randomUUID();
    const c = card(id);
    await spec.append([c.sentToReview(1)]);
    await spec.append([c.published(2)]);
    const steps = [
      ['SpecialistHidden', 'hidden'],
      ['SpecialistDeactivated', 'deactivated'],
      ['SpecialistArchived', 'archived'],
      ['SpecialistRestoredFromArchive', 'draft'],
      ['SpecialistDraftDeleted', 'deleted'],
    ] as const;
    for (const [n, [type, status]] of steps.entries())
      await spec
        .givenEvents([c.move(type, n + 3)])
        .thenRows(
          'specialist_cards',
          [{ status, surname: 'Schmidt', published_at: at(2), updated_at: at(n + 3), version: n + 3 }],
          { id },
        );
  });

  it('a merge moves the card to the surviving agency without touching its status or last change', async () => {
    const id = randomUUID();
    const c = card(id);
    await spec.append([c.draftSaved(1)]);
    await spec
      .givenEvents([c.transferred(2)])
      .thenRows('specialist_cards', [{ agency_id: survivorId, status: 'draft', updated_at: at(1), version: 2 }], {
        id,
      });
    await spec.givenEvents([]).thenRows('specialist_cards', [], { agency_id: agencyId, id });
  });
});
