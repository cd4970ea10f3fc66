import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SolutionContent } from '../../../domain/solution/solution.content';
import type { SolutionEvent } from '../../../domain/solution/solution.events';
import type { EventMetadata } from '../../../domain/shared/eventMetadata';
import { streamOf } from '../../../application/solution/solutionPorts';
import { completeSolution, crmCategoryId, erpCategoryId } from '../../support/solutionFixtures';
import { projectionSpecification, type ProjectionSpecification } from '../../support/projectionSpecification';

/**
 * The agency's and the manager's lists of solutions (`solutions`, one row per solution in any status, with the number
 * the editor shows) and the public catalogue (`solution_catalog`, a row exactly while the solution is published).
 */
describe('solutions projection', () => {
  let spec: ProjectionSpecification;
  const agencyId = randomUUID();
  const survivorId = randomUUID();

  beforeAll(async () => {
    spec = await projectionSpecification((event) => streamOf((event as SolutionEvent).data.solutionId));
    await spec.seed(
      `insert into companies (id, type, name) values ($1, 'agency', 'Agency Ltd'), ($2, 'agency', 'Survivor Ltd')`,
      [agencyId, survivorId],
    );
  });
  afterAll(() => spec.close());

  const at = (n: number) => new Date(Date.UTC(2026, 10, 2, 8 + n));
  const agency = (n: number): EventMetadata => ({ actorId: 'agency-user', actorRole: 'partner', at: at(n) });
  const manager = (n: number): EventMetadata => ({ actorId: 'manager-user', actorRole: 'manager', at: at(n) });
  const edited: SolutionContent = {
    ...completeSolution,
    title: 'FleetPilot ERP',
    categories: [erpCategoryId],
    description: 'An ERP for logistics companies.',
  };

  const solution = (solutionId: string) => ({
    draftSaved: (n: number, content = completeSolution): SolutionEvent => ({
      type: 'SolutionDraftSaved',
      data: { solutionId, agencyId, content },
      metadata: agency(n),
    }),
    sentToReview: (n: number, content = completeSolution): SolutionEvent => ({
      type: 'SolutionSentToReview',
      data: { solutionId, agencyId, content },
      metadata: agency(n),
    }),
    published: (n: number, content = completeSolution): SolutionEvent => ({
      type: 'SolutionPublished',
      data: { solutionId, content },
      metadata: manager(n),
    }),
    rejected: (n: number): SolutionEvent => ({
      type: 'SolutionRejected',
      data: { solutionId, reasons: ['The description is too short'], comment: 'Say who it is for' },
      metadata: manager(n),
    }),
    edited: (n: number, content: SolutionContent): SolutionEvent => ({
      type: 'PublishedSolutionEdited',
      data: { solutionId, content },
      metadata: agency(n),
    }),
    savedByManager: (n: number, content: SolutionContent): SolutionEvent => ({
      type: 'SolutionSavedByManager',
      data: { solutionId, content },
      metadata: manager(n),
    }),
    move: (
      type:
        | 'SolutionDeactivated'
        | 'SolutionMovedToDraft'
        | 'SolutionDraftDeleted'
        | 'SolutionArchived'
        | 'SolutionRestoredFromArchive',
      n: number,
    ): SolutionEvent => ({ type, data: { solutionId }, metadata: agency(n) }),
    transferred: (n: number): SolutionEvent => ({
      type: 'SolutionOwnershipTransferred',
      data: { solutionId, fromAgencyId: agencyId, toAgencyId: survivorId, mergeId: randomUUID() },
      metadata: manager(n),
    }),
  });

  /** A solution published by a manager after its agency sent it to review (two appends, as two commands). */
  const publishedSolution = async () => {
    const id = randomUUID();
    await spec.append([solution(id).sentToReview(1)]);
    await spec.append([solution(id).published(2)]);
    return id;
  };
  const numberOf = async (id: string) =>
    (await spec.pool.query<{ number: string }>('select number from solutions where id = $1', [id])).rows[0]?.number;

  it('a saved draft is listed under its agency with its content, and is not in the catalogue', async () => {
    const id = randomUUID();
    await spec.givenEvents([solution(id).draftSaved(1)]).thenRows(
      'solutions',
      [
        {
          agency_id: agencyId,
          status: 'draft',
          title: 'FleetPilot CRM',
          search_text: 'fleetpilot crm',
          link: 'https://fleetpilot.example.com',
          categories: [crmCategoryId],
          description: completeSolution.description,
          contact_email: 'sales@fleetpilot.example.com',
          logo_id: completeSolution.logoId,
          screenshot_ids: [],
          video_links: completeSolution.videoLinks,
          content: completeSolution,
          version: 1,
          created_at: at(1),
          updated_at: at(1),
          published_at: null,
          rejection: null,
          verified_at: null,
          changed_since_verification: false,
        },
      ],
      { id },
    );
    await spec.givenEvents([]).thenRows('solution_catalog', [], { id });
  });

  it('a draft saved again keeps its row, its number and its creation time', async () => {
    const id = randomUUID();
    await spec.append([solution(id).draftSaved(1)]);
    const number = await numberOf(id);
    await spec
      .givenEvents([solution(id).draftSaved(2, edited)])
      .thenRows(
        'solutions',
        [{ title: 'FleetPilot ERP', categories: [erpCategoryId], version: 2, created_at: at(1), updated_at: at(2) }],
        { id },
      );
    expect(await numberOf(id), 'the number the editor shows').toBe(number);
    const later = randomUUID();
    await spec.append([solution(later).draftSaved(3)]);
    expect(Number(await numberOf(later)), 'saving again spent no number').toBe(Number(number) + 1);
  });

  it('a rejection shows its reasons until the solution is sent to review again', async () => {
    const id = randomUUID();
    const s = solution(id);
    await spec.append([s.sentToReview(1)]);
    await spec.givenEvents([s.rejected(2)]).thenRows(
      'solutions',
      [
        {
          status: 'rejected',
          rejection: { reasons: ['The description is too short'], comment: 'Say who it is for' },
          updated_at: at(2),
        },
      ],
      { id },
    );
    await spec
      .givenEvents([s.sentToReview(3)])
      .thenRows('solutions', [{ status: 'moderation', rejection: null }], { id });
    await spec.givenEvents([]).thenRows('solution_catalog', [], { id });
  });

  it('a published solution enters the catalogue with its time and the content the manager published', async () => {
    const id = randomUUID();
    await spec.append([solution(id).sentToReview(1)]);
    await spec
      .givenEvents([solution(id).published(2, edited)])
      .thenRows(
        'solutions',
        [{ status: 'published', title: 'FleetPilot ERP', published_at: at(2), verified_at: at(2) }],
        { id },
      );
    await spec.givenEvents([]).thenRows(
      'solution_catalog',
      [
        {
          agency_id: agencyId,
          title: 'FleetPilot ERP',
          link: 'https://fleetpilot.example.com',
          categories: [erpCategoryId],
          description: 'An ERP for logistics companies.',
          short_description: 'An ERP for logistics companies.',
          logo_id: completeSolution.logoId,
          video_links: completeSolution.videoLinks,
          search_text: 'fleetpilot erp an erp for logistics companies.',
          published_at: at(2),
          updated_at: at(2),
        },
      ],
      { id },
    );
  });

  it("the agency's edit rewrites the catalogue row, keeps its publication time and marks it changed since verification", async () => {
    const id = await publishedSolution();
    await spec
      .givenEvents([solution(id).edited(3, edited)])
      .thenRows(
        'solutions',
        [{ status: 'published', title: 'FleetPilot ERP', verified_at: at(2), changed_since_verification: true }],
        { id },
      );
    await spec
      .givenEvents([])
      .thenRows(
        'solution_catalog',
        [{ title: 'FleetPilot ERP', categories: [erpCategoryId], published_at: at(2), updated_at: at(3) }],
        { id },
      );
    await spec
      .givenEvents([solution(id).savedByManager(4, completeSolution)])
      .thenRows(
        'solutions',
        [{ status: 'published', title: 'FleetPilot CRM', verified_at: at(4), changed_since_verification: false }],
        { id },
      );
    await spec
      .givenEvents([])
      .thenRows('solution_catalog', [{ title: 'FleetPilot CRM', published_at: at(2), updated_at: at(4) }], { id });
  });

  it('a manager saving a solution under review keeps its status and keeps it out of the catalogue', async () => {
    const id = randomUUID();
    await spec.append([solution(id).sentToReview(1)]);
    await spec
      .givenEvents([solution(id).savedByManager(2, edited)])
      .thenRows('solutions', [{ status: 'moderation', title: 'FleetPilot ERP', published_at: null }], { id });
    await spec.givenEvents([]).thenRows('solution_catalog', [], { id });
  });

  it('deactivated, moved to draft, archived, restored, deleted: the status moves and the catalogue row goes', async () => {
    const steps = [
      ['SolutionDeactivated', 'deactivated'],
      ['SolutionMovedToDraft', 'draft'],
      ['SolutionArchived', 'archived'],
    ] as const;
    for (const [type, status] of steps) {
      const id = await publishedSolution();
      await spec
        .givenEvents([solution(id).move(type, 3)])
        .thenRows('solutions', [{ status, title: 'FleetPilot CRM', published_at: at(2), updated_at: at(3) }], { id });
      await spec.givenEvents([]).thenRows('solution_catalog', [], { id });
    }
    const id = randomUUID();
    await spec.append([solution(id).draftSaved(1)]);
    await spec.append([solution(id).move('SolutionArchived', 2)]);
    await spec
      .givenEvents([solution(id).move('SolutionRestoredFromArchive', 3)])
      .thenRows('solutions', [{ status: 'draft', version: 3 }], { id });
    await spec
      .givenEvents([solution(id).move('SolutionDraftDeleted', 4)])
      .thenRows('solutions', [{ status: 'deleted', version: 4 }], { id });
  });

  it('published again after a deactivation, a solution returns to the catalogue from its new publication', async () => {
    const id = await publishedSolution();
    await spec.append([solution(id).move('SolutionDeactivated', 3)]);
    await spec
      .givenEvents([solution(id).published(4)])
      .thenRows('solution_catalog', [{ published_at: at(4), updated_at: at(4) }], { id });
  });

  it('a merge moves the solution and its catalogue row to the surviving agency, without a change of its own', async () => {
    const id = await publishedSolution();
    await spec
      .givenEvents([solution(id).transferred(3)])
      .thenRows('solutions', [{ agency_id: survivorId, status: 'published', updated_at: at(2), version: 3 }], { id });
    await spec
      .givenEvents([])
      .thenRows('solution_catalog', [{ agency_id: survivorId, published_at: at(2), updated_at: at(2) }], { id });
    const draft = randomUUID();
    await spec.append([solution(draft).draftSaved(1)]);
    await spec
      .givenEvents([solution(draft).transferred(2)])
      .thenRows('solutions', [{ agency_id: survivorId, status: 'draft' }], { id: draft });
    await spec.givenEvents([]).thenRows('solution_catalog', [], { id: draft });
  });
});
