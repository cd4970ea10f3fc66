import {
  candidateStatuses,
  candidateStatusWords,
  type CandidateSide,
  type CandidateStatus,
} from '../../../../domain/interview/interview.status';
import type { InterviewSlot } from '../../../../domain/interview/interview.slots';
import type { RouterOutputs } from '../../app/trpc';

export type { CandidateStatus, InterviewSlot };
export type CandidateRow = RouterOutputs['interview']['listForManager']['items'][number];
export type CandidateList = RouterOutputs['interview']['listForManager'];
export type CandidateInfo = RouterOutputs['interview']['info'];

/** How each step of the candidate pipeline reads to people (the domain's words, as the e-mails say them). */
export const candidateStatusLabels = candidateStatusWords;

/** The statuses the specialists-on-projects lists show (`isOnProject`), in pipeline order. */
export const onProjectStatuses: readonly CandidateStatus[] = ['waiting-start-work', 'working', 'finished'];
export const allCandidateStatuses: readonly CandidateStatus[] = candidateStatuses;

export const isCandidateStatus = (value: string): value is CandidateStatus => value in candidateStatusLabels;
export const candidateStatusLabelOf = (status: string): string =>
  isCandidateStatus(status) ? candidateStatusLabels[status] : status;

export const workFormatLabelOf = (row: { readonly workFormat: string; readonly hours: number | null }): string => {
  if (row.workFormat === 'part-time') return row.hours ? `Part-time, ${row.hours} h a week` : 'Part-time';
  if (row.workFormat === 'full-time') return 'Full-time';
  return row.workFormat;
};

/** The platform's clock reads in UTC: `yyyy-MM-ddTHH:mm`, as the slot rules of the domain take it. */
export const platformNow = (): string => new Date().toISOString().slice(0, 16);

const waitingWords: Readonly<Record<CandidateSide, string>> = {
  client: 'Waiting for the client',
  partner: 'Waiting for the agency',
  manager: 'Waiting for the platform',
};

/** Whose turn it is (the server's `waitingFor`, from the status table), in the words of the one reading it. */
export const waitingWordsOf = (waitingFor: CandidateSide | null, viewer: CandidateSide): string | null =>
  waitingFor === null ? null : waitingFor === viewer ? 'Waiting for you' : waitingWords[waitingFor];
