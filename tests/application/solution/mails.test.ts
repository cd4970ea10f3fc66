import { describe, expect, it } from 'vitest';
import { outgoingSolutionMail, solutionMailOf } from '../../../application/solution/mails';
import type { SolutionEvent } from '../../../domain/solution/solution.events';
import { managerActor, solutionEvents, solutionId } from '../../support/solutionFixtures';

const APP = 'https://app.test';
const solution = { id: solutionId, title: 'CRM in a week' };

describe("the e-mails of a manager's decision on a solution", () => {
  it('publishing tells the agency, linking to the solution', () => {
    const out = outgoingSolutionMail(solutionMailOf(solutionEvents.published, solution)!, 'agency@a.test', APP);
    expect(out.subject).toBe('Your solution "CRM in a week" is published');
    expect(out.text).toContain(`Open the solution: ${APP}/pa/solutions/${solutionId}`);
  });

  it('declining names the reasons and the comment, and links to the editor', () => {
    const out = outgoingSolutionMail(solutionMailOf(solutionEvents.rejected, solution)!, 'agency@a.test', APP);
    expect(out.subject).toBe('Your solution "CRM in a week" was declined');
    expect(out.text).toContain('Reasons: The description is too short.');
    expect(out.text).toContain('Comment: Say who the solution is for');
    expect(out.text).toContain(`${APP}/pa/solutions/${solutionId}/update`);
  });

  it("the agency's own steps and a manager's own edits send nothing", () => {
    const managerSaved: SolutionEvent = {
      type: 'SolutionSavedByManager',
      data: { solutionId, content: solutionEvents.draftSaved.data.content },
      metadata: managerActor,
    };
    for (const event of [
      solutionEvents.draftSaved,
      solutionEvents.sentToReview,
      solutionEvents.deactivated,
      solutionEvents.archived,
      managerSaved,
    ]) {
      expect(solutionMailOf(event, solution)).toBeNull();
    }
  });
});
