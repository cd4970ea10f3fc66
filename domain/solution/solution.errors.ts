import type { DomainError } from '../shared/domainError';
import { refusalFor, type RefusalCode } from '../moderation/refusal';
import type { SolutionAction, SolutionStatus } from './solution.status';

export type SolutionErrorCode = RefusalCode<'solution'> | 'solution.reasons_required';
export type SolutionError = DomainError<SolutionErrorCode>;

/** Why an action is refused in a status, in the most specific words available. */
export const refusal: (action: SolutionAction, status: SolutionStatus) => SolutionError = refusalFor<
  'solution',
  SolutionStatus,
  SolutionAction
>({
  area: 'solution',
  name: 'solution',
  noun: 'solution',
  rejected: 'rejected',
  specific: ['publish', 'reject', 'deleteDraft', 'restoreFromArchive', 'editPublished', 'deactivate'],
});
