import { err, ok, type Result } from 'neverthrow';
import { domainError } from '../shared/domainError';
import type { Decider } from '../shared/decider';
import { moderationDecider } from '../moderation/moderationDecider';
import { givesAReason } from '../moderation/rejection';
import type { SpecialistCommand } from './specialist.commands';
import { refusal, type SpecialistError } from './specialist.errors';
import type { SpecialistEvent } from './specialist.events';
import { evolve, initialState, type SpecialistCard } from './specialist.state';
import { transitions } from './specialist.status';

/** The facts of an action the status table allows. Publishing from blocked or hidden returns the card to the catalogue. */
const facts = (command: SpecialistCommand, card: SpecialistCard): Result<SpecialistEvent[], SpecialistError> => {
  const { specialistId, metadata } = command;

  switch (command.action) {
    case 'saveDraft':
      return ok([{ type: 'SpecialistDraftSaved', data: { specialistId, agencyId: card.agencyId ?? command.agencyId, content: command.content }, metadata }]);
    case 'sendToReview':
      return ok([{ type: 'SpecialistSentToReview', data: { specialistId, agencyId: card.agencyId ?? command.agencyId, content: command.content }, metadata }]);
    case 'editPublished':
      return ok([{ type: 'PublishedSpecialistEdited', data: { specialistId, content: command.content }, metadata }]);
    case 'deactivate':
      return ok([{ type: 'SpecialistDeactivated', data: { specialistId }, metadata }]);
    case 'deleteDraft':
      return ok([{ type: 'SpecialistDraftDeleted', data: { specialistId }, metadata }]);
    case 'archive':
    case 'managerArchive':
      return ok([{ type: 'SpecialistArchived', data: { specialistId }, metadata }]);
    case 'publish': {
      const content = command.content ?? card.content;
      if (!content) return err(refusal(command.action, card.status));
      return ok([{ type: 'SpecialistPublished', data: { specialistId, content, review: command.review ?? card.review }, metadata }]);
    }
    case 'managerSave':
      return ok([{ type: 'SpecialistSavedByManager', data: { specialistId, content: command.content, review: command.review ?? card.review }, metadata }]);
    case 'reject':
      if (!givesAReason(command)) return err(domainError('specialist.reasons_required', 'Give at least one reason for declining the card'));
      return ok([{ type: 'SpecialistRejected', data: { specialistId, reasons: command.reasons, comment: command.comment }, metadata }]);
    case 'block':
      return ok([{ type: 'SpecialistBlocked', data: { specialistId, reason: command.reason }, metadata }]);
    case 'hide':
      return ok([{ type: 'SpecialistHidden', data: { specialistId }, metadata }]);
    case 'restoreFromArchive':
      return ok([{ type: 'SpecialistRestoredFromArchive', data: { specialistId }, metadata }]);
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
};

/** Consults the status table (shared with every moderated lifecycle), then states the fact. */
export const specialistDecider: Decider<SpecialistCard, SpecialistCommand, SpecialistEvent, SpecialistError> = moderationDecider({ table: transitions, refuse: refusal, initialState, evolve, facts });
export const decide = specialistDecider.decide;
