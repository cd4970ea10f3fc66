import type { DomainError } from '../shared/domainError';
import { refusalFor } from '../moderation/refusal';
import type { SolutionAction, SolutionStatus } from './solution.status';

export type SolutionErrorCode =
  | 'solution.not_found'
  | 'solution.deleted'
  | 'solution.not_in_moderation'
  | 'solution.not_a_draft'
  | 'solution.not_archived'
  | 'solution.not_published'
  | 'solution.transition_not_allowed'
  | 'solution.reasons_required';
export type SolutionError = DomainError<SolutionErrorCode>;

/** Why an action is refused in a status, in the most specific words available. */
export const solutionRefusal: (action: SolutionAction, status: SolutionStatus) => SolutionError = refusalFor<'solution', SolutionStatus, SolutionAction>({
  area: 'solution',
  newStatus: 'new',
  deletedStatus: 'deleted',
  notFound: 'Solution not found',
  deleted: 'This solution was deleted',
  specific: {
    publish: { kind: 'not_in_moderation', message: (status) => `Only a solution in moderation can be published; this one is ${status}` },
    reject: { kind: 'not_in_moderation', message: (status) => `Only a solution in moderation can be rejected; this one is ${status}` },
    deleteDraft: { kind: 'not_a_draft', message: (status) => `Only a draft can be deleted; this solution is ${status}` },
    restoreFromArchive: { kind: 'not_archived', message: (status) => `Only an archived solution can return to draft; this one is ${status}` },
    editPublished: { kind: 'not_published', message: (status) => `Only a published solution is edited in place; this one is ${status}` },
    deactivate: { kind: 'not_published', message: (status) => `Only a published solution can be deactivated; this one is ${status}` },
  },
  notAllowed: (status, action) => `A ${status} solution cannot be changed this way (${action})`,
});
