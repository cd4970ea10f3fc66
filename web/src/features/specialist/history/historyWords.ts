import type { SpecialistEvent } from '../../../../../domain/specialist/specialist.events';
import type { RouterOutputs } from '../../../app/trpc';

export type HistoryEntry = RouterOutputs['specialist']['history']['items'][number];
export type SpecialistEventType = SpecialistEvent['type'];

/** Each fact of a card's life in the words of the business. */
export const eventWords: Record<SpecialistEventType, string> = {
  SpecialistDraftSaved: 'Saved as a draft',
  SpecialistSentToReview: 'Sent for review',
  PublishedSpecialistEdited: 'Edited the published card',
  SpecialistDeactivated: 'Deactivated',
  SpecialistDraftDeleted: 'Deleted the draft',
  SpecialistArchived: 'Archived by the agency',
  SpecialistPublished: 'Published',
  SpecialistSavedByManager: 'Saved changes as a manager',
  SpecialistRejected: 'Declined',
  SpecialistBlocked: 'Blocked',
  SpecialistHidden: 'Hidden from the catalogue',
  SpecialistRestoredFromArchive: 'Returned from the archive to drafts',
  SpecialistOwnershipTransferred: 'Moved to another agency when its agency was merged',
};

/** Events that carry the card's content: the only ones whose "what changed" can differ in content. */
export const contentEvents: ReadonlySet<SpecialistEventType> = new Set([
  'SpecialistDraftSaved',
  'SpecialistSentToReview',
  'PublishedSpecialistEdited',
  'SpecialistPublished',
  'SpecialistSavedByManager',
]);

export const eventWordsOf = (type: string): string =>
  type in eventWords ? eventWords[type as SpecialistEventType] : type;

/** The details an event carries, as sentences. */
export const detailLinesOf = (entry: HistoryEntry): string[] => {
  const details = entry.details as { reasons?: unknown; comment?: unknown; reason?: unknown; verified?: unknown };
  const lines: string[] = [];
  if (Array.isArray(details.reasons) && details.reasons.length > 0)
    lines.push(`Reasons: ${details.reasons.map(String).join('; ')}`);
  if (typeof details.comment === 'string' && details.comment) lines.push(`Comment: ${details.comment}`);
  if (typeof details.reason === 'string' && details.reason) lines.push(`Reason: ${details.reason}`);
  if (typeof details.verified === 'boolean')
    lines.push(details.verified ? 'Marked as a verified specialist' : 'Not marked as verified');
  return lines;
};
