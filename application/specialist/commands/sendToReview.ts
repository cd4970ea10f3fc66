import type { SpecialistCommand } from '../../../domain/specialist/specialist.commands';
import { SaveCardInput } from '../schemas';
import { commandKit } from './runCommand';

/**
 * The agency's Publish button: a new, draft, declined or deactivated card goes to moderation;
 * a published card is edited in place and stays published. Every rule of the card is checked.
 */
export const sendToReview = commandKit.agencyEdit(
  SaveCardInput,
  'review',
  (own, { id: specialistId, agencyId, content, metadata }): SpecialistCommand =>
    own.status === 'published'
      ? { action: 'editPublished', specialistId, content, metadata }
      : { action: 'sendToReview', specialistId, agencyId, content, metadata },
);
