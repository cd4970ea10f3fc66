import type { SolutionCommand } from '../../../domain/solution/solution.commands';
import { SaveSolutionInput } from '../schemas';
import { commandKit } from './runCommand';

/**
 * The agency's Publish button: a new, draft, rejected or deactivated solution goes to moderation;
 * a published one is edited in place and stays published. Every rule is checked.
 */
export const sendToReview = commandKit.agencyEdit(
  SaveSolutionInput,
  'review',
  (own, { id: solutionId, agencyId, content, metadata }): SolutionCommand =>
    own.status === 'published'
      ? { action: 'editPublished', solutionId, content, metadata }
      : { action: 'sendToReview', solutionId, agencyId, content, metadata },
);
