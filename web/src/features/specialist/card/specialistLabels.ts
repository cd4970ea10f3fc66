import { statuses, type SpecialistStatus } from '../../../../../domain/specialist/specialist.status';
import type { Side } from '../../../../../domain/moderation/statusTable';
import type { Grade } from '../../../../../domain/specialist/specialist.content';
import { moderationStatusLabels, moderationTagKeys } from '../../../kit/moderation/moderationStatus';
import { itemPaths } from '../../../kit/moderation/itemPaths';
import type { RejectionWords } from '../../../kit/moderation/RejectPage';

export type { SpecialistStatus, Grade };

/** Who looks at a card: its agency or a platform manager (the side of the status table). */
export type Viewer = Side;

/** How each card status reads to people: the moderated statuses, and the platform's own blocking and hiding. */
export const statusLabels: Record<SpecialistStatus, string> = {
  ...moderationStatusLabels,
  blocked: 'Blocked',
  hidden: 'Hidden from catalogue',
};

/** The tag of each card status: blocked is red, as the seeds say; hidden reads as not active. */
const tagKeys: Record<SpecialistStatus, string> = { ...moderationTagKeys, blocked: 'blocked', hidden: 'not-active' };

export const tagKeyOf = (status: SpecialistStatus): string => tagKeys[status];

export const isSpecialistStatus = (value: string): value is SpecialistStatus =>
  (statuses as readonly string[]).includes(value);

export const statusLabelOf = (status: string): string => (isSpecialistStatus(status) ? statusLabels[status] : status);

export const gradeLabels: Record<Grade, string> = {
  junior: 'Junior',
  'junior+': 'Junior+',
  middle: 'Middle',
  'middle+': 'Middle+',
  senior: 'Senior',
  lead: 'Lead',
};

export const isGrade = (value: string): value is Grade => value in gradeLabels;

export const gradeLabelOf = (grade: string | null | undefined): string =>
  grade ? (isGrade(grade) ? gradeLabels[grade] : grade) : '—';

export const fullNameOf = (card: { readonly name: string; readonly surname: string }): string =>
  [card.name, card.surname]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ') || 'Unnamed specialist';

/** Where a card lives in the viewer's area (the agency's list is its area's root). */
export const cardPaths = (viewer: Viewer) =>
  viewer === 'agency'
    ? itemPaths('/pa/specialists', '/pa/specialists')
    : itemPaths('/manager/specialists', '/manager/specialists/list');

/** A card is declined, not rejected, in the seeds' words. */
export const cardRejectionWords: RejectionWords = {
  title: 'Decline specialist',
  submit: 'Decline',
  done: 'The specialist was declined',
  requestPath: 'specialist.reject',
  item: 'card',
  rejected: 'declined',
  loading: 'Loading the specialist card',
  outcome: 'The card goes back to the agency with status Rejected; it can fix the card and send it for review again.',
};
