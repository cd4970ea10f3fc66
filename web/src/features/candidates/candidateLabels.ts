import { candidateStatuses, type CandidateStatus } from '../../../../domain/interview/interview.status';
import type { InterviewSlot } from '../../../../domain/interview/interview.slots';
import type { RouterOutputs } from '../../app/trpc';

export type { CandidateStatus, InterviewSlot };
export type CandidateRow = RouterOutputs['interview']['listForManager']['items'][number];
export type CandidateList = RouterOutputs['interview']['listForManager'];

/** How each step of the candidate pipeline reads to people: the one place for these words. */
export const candidateStatusLabels: Record<CandidateStatus, string> = {
  review_by_manager: 'Review by manager',
  interview_with_tn_hr: 'Interview with HR',
  CV_pending_client: 'CV with the client',
  interview: 'Interview',
  approved: 'Approved',
  rejected: 'Rejected',
  'waiting-start-work': 'Waiting to start',
  working: 'Working',
  finished: 'Finished',
};

/** The statuses the specialists-on-projects lists show (`isOnProject`), in pipeline order. */
export const onProjectStatuses: readonly CandidateStatus[] = ['waiting-start-work', 'working', 'finished'];
export const allCandidateStatuses: readonly CandidateStatus[] = candidateStatuses;

export const isCandidateStatus = (value: string): value is CandidateStatus => value in candidateStatusLabels;
export const candidateStatusLabelOf = (status: string): string => (isCandidateStatus(status) ? candidateStatusLabels[status] : status);

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** `9 Nov 2026`, built by hand so the browser and the tests write it alike whatever their locale data. */
export const dayLabelOf = (date: string): string => {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return `${day.getUTCDate()} ${months[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
};

/** `Mon 9 Nov 2026, 10:00`: slots are in the platform's time zone (UTC), so they read the same everywhere. */
export const slotLabelOf = (slot: InterviewSlot): string => {
  const day = new Date(`${slot.date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return `${slot.date}, ${slot.time}`;
  return `${weekdays[day.getUTCDay()]} ${dayLabelOf(slot.date)}, ${slot.time}`;
};

export const periodLabelOf = (row: { readonly startPeriod: string; readonly endPeriod: string }): string => `${dayLabelOf(row.startPeriod)} – ${dayLabelOf(row.endPeriod)}`;

export const workFormatLabelOf = (row: { readonly workFormat: string; readonly hours: number | null }): string => {
  if (row.workFormat === 'part-time') return row.hours ? `Part-time, ${row.hours} h a week` : 'Part-time';
  if (row.workFormat === 'full-time') return 'Full-time';
  return row.workFormat;
};

/** Integer cents as dollars per hour. */
export const hourPriceLabelOf = (cents: number): string =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} / h`;

/** The platform's clock reads in UTC: `yyyy-MM-ddTHH:mm`, as the slot rules of the domain take it. */
export const platformNow = (): string => new Date().toISOString().slice(0, 16);
