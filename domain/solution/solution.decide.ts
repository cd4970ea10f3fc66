import { err, ok, type Result } from 'neverthrow';
import type { Decider } from '../shared/decider';
import { domainError } from '../shared/domainError';
import { moderationDecider } from '../moderation/moderationDecider';
import { givesAReason } from '../moderation/rejection';
import type { SolutionCommand } from './solution.commands';
import { solutionRefusal, type SolutionError } from './solution.errors';
import type { SolutionEvent } from './solution.events';
import { evolveSolution, initialSolution, type Solution } from './solution.state';
import { solutionTransitions } from './solution.status';

/** The facts of an action the status table allows. */
const facts = (command: SolutionCommand, solution: Solution): Result<SolutionEvent[], SolutionError> => {
  const { solutionId, metadata } = command;
  switch (command.action) {
    case 'saveDraft':
      return ok([{ type: 'SolutionDraftSaved', data: { solutionId, agencyId: solution.agencyId ?? command.agencyId, content: command.content }, metadata }]);
    case 'sendToReview':
      return ok([{ type: 'SolutionSentToReview', data: { solutionId, agencyId: solution.agencyId ?? command.agencyId, content: command.content }, metadata }]);
    case 'editPublished':
      return ok([{ type: 'PublishedSolutionEdited', data: { solutionId, content: command.content }, metadata }]);
    case 'deactivate':
      return ok([{ type: 'SolutionDeactivated', data: { solutionId }, metadata }]);
    case 'moveToDraft':
      return ok([{ type: 'SolutionMovedToDraft', data: { solutionId }, metadata }]);
    case 'deleteDraft':
      return ok([{ type: 'SolutionDraftDeleted', data: { solutionId }, metadata }]);
    case 'archive':
    case 'managerArchive':
      return ok([{ type: 'SolutionArchived', data: { solutionId }, metadata }]);
    case 'publish': {
      const content = command.content ?? solution.content;
      if (!content) return err(solutionRefusal(command.action, solution.status));
      return ok([{ type: 'SolutionPublished', data: { solutionId, content }, metadata }]);
    }
    case 'managerSave':
      return ok([{ type: 'SolutionSavedByManager', data: { solutionId, content: command.content }, metadata }]);
    case 'reject':
      if (!givesAReason(command)) return err(domainError('solution.reasons_required', 'Give at least one reason for rejecting the solution'));
      return ok([{ type: 'SolutionRejected', data: { solutionId, reasons: command.reasons, comment: command.comment }, metadata }]);
    case 'restoreFromArchive':
      return ok([{ type: 'SolutionRestoredFromArchive', data: { solutionId }, metadata }]);
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
};

/** The solution's decider: the shared moderation pattern over the solution's own table and facts. */
export const solutionDecider: Decider<Solution, SolutionCommand, SolutionEvent, SolutionError> = moderationDecider({
  table: solutionTransitions,
  refuse: solutionRefusal,
  initialState: initialSolution,
  evolve: evolveSolution,
  facts,
});
export const decideSolution = solutionDecider.decide;
