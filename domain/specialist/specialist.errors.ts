import type { DomainError } from '../shared/domainError';
import { refusalFor } from '../moderation/refusal';
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

/** Why an action is refused in a status, in the most specific words available. */
export const refusal: (action: SpecialistAction, status: SpecialistStatus) => SpecialistError = refusalFor<'specialist', SpecialistStatus, SpecialistAction>({
  area: 'specialist',
  newStatus: 'new',
  deletedStatus: 'deleted',
  notFound: 'Specialist card not found',
  deleted: 'This specialist card was deleted',
  specific: {
    publish: { kind: 'not_in_moderation', message: (status) => `Only a card in moderation can be published; this one is ${status}` },
    reject: { kind: 'not_in_moderation', message: (status) => `Only a card in moderation can be declined; this one is ${status}` },
    deleteDraft: { kind: 'not_a_draft', message: (status) => `Only a draft can be deleted; this card is ${status}` },
    restoreFromArchive: { kind: 'not_archived', message: (status) => `Only an archived card can return to draft; this one is ${status}` },
    editPublished: { kind: 'not_published', message: (status) => `Only a published card is edited in place; this one is ${status}` },
  },
  notAllowed: (status, action) => `A ${status} card cannot be changed this way (${action})`,
});
