import { domainError, type DomainError } from '../shared/domainError';
import type { SpecialistAction, SpecialistStatus } from './specialist.status';

export type SpecialistErrorCode =
  | 'specialist.not_found'
  | 'specialist.already_exists'
  | 'specialist.deleted'
  | 'specialist.not_in_moderation'
  | 'specialist.not_a_draft'
  | 'specialist.not_archived'
  | 'specialist.not_published'
  | 'specialist.transition_not_allowed'
  | 'specialist.reasons_required';
export type SpecialistError = DomainError<SpecialistErrorCode>;

const statusNames: Record<SpecialistStatus, string> = {
  new: 'new', draft: 'draft', moderation: 'moderation', published: 'published', rejected: 'rejected', blocked: 'blocked',
  hidden: 'hidden', deactivated: 'deactivated', archived: 'archived', deleted: 'deleted',
};

/** Why an action is refused in a status, in the most specific words available. */
export const refusal = (action: SpecialistAction, status: SpecialistStatus): SpecialistError => {
  if (status === 'new') return domainError('specialist.not_found', 'Specialist card not found');
  if (status === 'deleted') return domainError('specialist.deleted', 'This specialist card was deleted');
  if (action === 'publish' || action === 'reject') return domainError('specialist.not_in_moderation', `Only a card in moderation can be ${action === 'publish' ? 'published' : 'declined'}; this one is ${statusNames[status]}`);
  if (action === 'deleteDraft') return domainError('specialist.not_a_draft', `Only a draft can be deleted; this card is ${statusNames[status]}`);
  if (action === 'restoreFromArchive') return domainError('specialist.not_archived', `Only an archived card can return to draft; this one is ${statusNames[status]}`);
  if (action === 'editPublished') return domainError('specialist.not_published', `Only a published card is edited in place; this one is ${statusNames[status]}`);
  return domainError('specialist.transition_not_allowed', `A ${statusNames[status]} card cannot be changed this way (${action})`);
};
