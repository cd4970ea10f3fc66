import type { DomainError } from '../shared/domainError';
import { refusalFor, type RefusalCode } from '../moderation/refusal';
import type { SpecialistAction, SpecialistStatus } from './specialist.status';

export type SpecialistErrorCode = RefusalCode<'specialist'> | 'specialist.reasons_required';
export type SpecialistError = DomainError<SpecialistErrorCode>;

/** Why an action is refused in a status, in the most specific words available. */
export const refusal: (action: SpecialistAction, status: SpecialistStatus) => SpecialistError = refusalFor<
  'specialist',
  SpecialistStatus,
  SpecialistAction
>({
  area: 'specialist',
  name: 'specialist card',
  noun: 'card',
  rejected: 'declined',
  specific: ['publish', 'reject', 'deleteDraft', 'restoreFromArchive', 'editPublished'],
});
