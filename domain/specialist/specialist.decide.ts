import { err, ok, type Result } from 'neverthrow';
import { domainError } from '../shared/domainError';
import type { Decider } from '../shared/decider';
import { moderationDecider } from '../moderation/moderationDecider';
import { givesAReason } from '../moderation/rejection';
import type { SpecialistCommand } from './specialist.commands';
import { refusal, type SpecialistError } from './specialist.errors';
import type { SpecialistEvent } from './specialist.events';
import { evolve, initialState, type SpecialistCard } from './specialist.state';
import { transitions, type SpecialistAction } from './specialist.status';

/** Actions that record nothing but that they happened, with the fact each records. */
const bareFacts = {
  deactivate: 'SpecialistDeactivated',
  deleteDraft: 'SpecialistDraftDeleted',
  archive: 'SpecialistArchived',
  managerArchive: 'SpecialistArchived',
  hide: 'SpecialistHidden',
  restoreFromArchive: 'SpecialistRestoredFromArchive',
} as const satisfies Partial<Record<SpecialistAction, SpecialistEvent['type']>>;
export type BareAction = keyof typeof bareFacts;

/** The facts of an action the status table allows. Publishing from blocked or hidden returns the card to the catalogue. */
const facts = (command: SpecialistCommand, card: SpecialistCard): Result<SpecialistEvent[], SpecialistError> => {
  const { specialistId, metadata } = command;
  switch (command.action) {
    case 'saveDraft':
      return ok([
        {
          type: 'SpecialistDraftSaved',
          data: { specialistId, agencyId: card.agencyId ?? command.agencyId, content: command.content },
          metadata,
        },
      ]);
    case 'sendToReview':
      return ok([
        {
          type: 'SpecialistSentToReview',
          data: { specialistId, agencyId: card.agencyId ?? command.agencyId, content: command.content },
          metadata,
        },
      ]);
    case 'editPublished':
      return ok([{ type: 'PublishedSpecialistEdited', data: { specialistId, content: command.content }, metadata }]);
    case 'publish': {
      const content = command.content ?? card.content;
      if (!content) return err(refusal(command.action, card.status));
      return ok([
        {
          type: 'SpecialistPublished',
          data: { specialistId, content, review: command.review ?? card.review },
          metadata,
        },
      ]);
    }
    case 'managerSave':
      return ok([
        {
          type: 'SpecialistSavedByManager',
          data: { specialistId, content: command.content, review: command.review ?? card.review },
          metadata,
        },
      ]);
    case 'reject':
      if (!givesAReason(command))
        return err(domainError('specialist.reasons_required', 'Give at least one reason for declining the card'));
      return ok([
        {
          type: 'SpecialistRejected',
          data: { specialistId, reasons: command.reasons, comment: command.comment },
          metadata,
        },
      ]);
    case 'block':
      return ok([{ type: 'SpecialistBlocked', data: { specialistId, reason: command.reason }, metadata }]);
    default:
      // Every other action is a bare fact: `bareFacts` has to name it, or this does not compile.
      return ok([{ type: bareFacts[command.action], data: { specialistId }, metadata }]);
  }
};

/** Consults the status table (shared with every moderated lifecycle), then states the fact. */
export const decider: Decider<SpecialistCard, SpecialistCommand, SpecialistEvent, SpecialistError> = moderationDecider({
  table: transitions,
  refuse: refusal,
  initialState,
  evolve,
  facts,
});
export const decide = decider.decide;
export { evolve, initialState, transitions };
