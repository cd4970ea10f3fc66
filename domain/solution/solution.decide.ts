import { err, ok, type Result } from 'neverthrow';
import type { Decider } from '../shared/decider';
import { domainError } from '../shared/domainError';
import { moderationDecider } from '../moderation/moderationDecider';
import { givesAReason } from '../moderation/rejection';
import type { SolutionCommand } from './solution.commands';
import { refusal, type SolutionError } from './solution.errors';
import type { SolutionEvent } from './solution.events';
import { evolve, initialState, type Solution } from './solution.state';
import { transitions, type SolutionAction } from './solution.status';

/** Actions that record nothing but that they happened, with the fact each records. */
const bareFacts = {
  deactivate: 'SolutionDeactivated',
  moveToDraft: 'SolutionMovedToDraft',
  deleteDraft: 'SolutionDraftDeleted',
  archive: 'SolutionArchived',
  managerArchive: 'SolutionArchived',
  restoreFromArchive: 'SolutionRestoredFromArchive',
} as const satisfies Partial<Record<SolutionAction, SolutionEvent['type']>>;
export type BareAction = keyof typeof bareFacts;

/** The facts of an action the status table allows. */
const facts = (command: SolutionCommand, solution: Solution): Result<SolutionEvent[], SolutionError> => {
  const { solutionId, metadata } = command;
  switch (command.action) {
    case 'saveDraft':
    case 'sendToReview': {
      const data = { solutionId, agencyId: solution.agencyId ?? command.agencyId, content: command.content };
      return ok([
        command.action === 'saveDraft'
          ? { type: 'SolutionDraftSaved', data, metadata }
          : { type: 'SolutionSentToReview', data, metadata },
      ]);
    }
    case 'editPublished':
      return ok([{ type: 'PublishedSolutionEdited', data: { solutionId, content: command.content }, metadata }]);
    case 'managerSave':
      return ok([{ type: 'SolutionSavedByManager', data: { solutionId, content: command.content }, metadata }]);
    case 'publish': {
      const content = command.content ?? solution.content;
      return content
        ? ok([{ type: 'SolutionPublished', data: { solutionId, content }, metadata }])
        : err(refusal(command.action, solution.status));
    }
    case 'reject':
      if (!givesAReason(command))
        return err(domainError('solution.reasons_required', 'Give at least one reason for rejecting the solution'));
      return ok([
        {
          type: 'SolutionRejected',
          data: { solutionId, reasons: command.reasons, comment: command.comment },
          metadata,
        },
      ]);
    default:
      // Every other action is a bare fact: `bareFacts` has to name it, or this does not compile.
      return ok([{ type: bareFacts[command.action], data: { solutionId }, metadata }]);
  }
};

/** The solution's decider: the shared moderation pattern over the solution's own table and facts. */
export const decider: Decider<Solution, SolutionCommand, SolutionEvent, SolutionError> = moderationDecider({
  table: transitions,
  refuse: refusal,
  initialState,
  evolve,
  facts,
});
export const decide = decider.decide;
export { evolve, initialState, transitions };
