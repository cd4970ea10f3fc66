import dayjs from 'dayjs';
import type { SpecialistStatus } from '../../../../../domain/specialist/specialist.status';
import type { Grade } from '../../../../../domain/specialist/specialist.content';

export type { SpecialistStatus, Grade };

/** How each card status reads to people. */
export const statusLabels: Record<SpecialistStatus, string> = {
  new: 'New',
  draft: 'Draft',
  moderation: 'In moderation',
  published: 'Published',
  rejected: 'Rejected',
  blocked: 'Blocked',
  hidden: 'Hidden from catalogue',
  deactivated: 'Deactivated',
  archived: 'Archived',
  deleted: 'Deleted',
};

/**
 * The seeds' status-tag keys (part 2, section 4): draft and not-active grey, moderation pale orange,
 * rejected and blocked red, published green. Our statuses the seeds do not name read as not active.
 */
const tagKeys: Record<SpecialistStatus, string> = {
  new: 'draft',
  draft: 'draft',
  moderation: 'moderation',
  published: 'published',
  rejected: 'rejected',
  blocked: 'blocked',
  hidden: 'not-active',
  deactivated: 'not-active',
  archived: 'not-active',
  deleted: 'not-active',
};

export const tagKeyOf = (status: SpecialistStatus): string => tagKeys[status];

export const isSpecialistStatus = (value: string): value is SpecialistStatus => value in statusLabels;

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

export const gradeLabelOf = (grade: string | null | undefined): string => (grade ? (isGrade(grade) ? gradeLabels[grade] : grade) : '—');

/** The seeds' date format, MMM dd yyyy. */
export const formatDate = (value: string | Date | null | undefined): string => (value ? dayjs(value).format('MMM DD YYYY') : '—');

export const formatDateTime = (value: string | Date | null | undefined): string => (value ? dayjs(value).format('MMM DD YYYY, HH:mm') : '—');

/** The seeds' month-year format for project periods. */
export const formatMonth = (value: string | null | undefined): string => (value ? dayjs(value).format('MM.YYYY') : '—');

/** Whole dollars: rates are entered as whole dollars per hour. */
export const formatDollars = (cents: number): string => `$${(cents / 100).toLocaleString('en-GB', { maximumFractionDigits: 2 })}`;

export const fullNameOf = (card: { readonly name: string; readonly surname: string }): string =>
  [card.name, card.surname].map((part) => part.trim()).filter(Boolean).join(' ') || 'Unnamed specialist';

/** Where the browser reads a stored file (the files adapter's public path for photos). */
export const fileUrlOf = (fileId: string | null | undefined): string | null => (fileId ? `/api/files/${fileId}` : null);
