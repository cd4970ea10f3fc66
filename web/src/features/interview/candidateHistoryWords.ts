import type { CandidateEvent } from '../../../../domain/interview/interview.events';
import type { DatePeriod } from '../../../../domain/shared/dates';
import type { RouterOutputs } from '../../app/trpc';
import { formatPeriod } from '../../kit/dates/formatPeriod';
import { formatHourlyPrice, formatSlot } from '../../kit/format';
import { candidateStatusLabelOf, type InterviewSlot } from './candidateLabels';

export type CandidateHistoryEntry = RouterOutputs['interview']['history']['items'][number];

const slotsOf = (value: unknown): string =>
  Array.isArray(value) ? (value as InterviewSlot[]).map((slot) => formatSlot(slot)).join('; ') : '';

/** What an event of the candidate means, in the manager's words; the actor's role tells who chose an interview time. */
export const candidateEventWordsOf = (entry: CandidateHistoryEntry): { title: string; lines: string[] } => {
  const d = entry.details as Record<string, unknown>;
  const type = entry.type as CandidateEvent['type'];
  switch (type) {
    case 'CandidateSubmitted':
      return {
        title: 'Interview requested',
        lines: [
          `Period: ${formatPeriod(d.period as DatePeriod)}`,
          `Client's slots: ${slotsOf(d.slots)}`,
          `Client hour price: ${formatHourlyPrice(Number(d.clientHourPriceCents))}`,
        ],
      };
    case 'InterviewSlotAccepted':
      return {
        title: entry.actor.role === 'client' ? 'Proposed time chosen by the client' : 'Slot accepted by the agency',
        lines: [`Interview: ${formatSlot(d.slot as InterviewSlot)}`],
      };
    case 'InterviewSlotsProposed':
      return {
        title: 'Other slots proposed by the agency',
        lines: [`Slots: ${slotsOf(d.slots)}`, ...(d.comment ? [`Comment: ${String(d.comment)}`] : [])],
      };
    case 'CandidateDeclinedByPartner':
      return { title: 'Declined by the agency', lines: [`Reason: ${String(d.reason)}`] };
    case 'CandidateMoved':
      return {
        title: `${candidateStatusLabelOf(String(d.from))} → ${candidateStatusLabelOf(String(d.to))}`,
        lines: d.comment ? [`Comment: ${String(d.comment)}`] : [],
      };
    case 'ClientHourPriceChanged':
      return {
        title: 'Client hour price changed',
        lines: [`New price: ${formatHourlyPrice(Number(d.clientHourPriceCents))}`],
      };
    case 'CandidateHired':
      return { title: entry.actor.role === 'client' ? 'Hired by the client' : 'Hired', lines: [] };
    case 'CandidateDeclinedByClient':
      return { title: 'Declined by the client after the interview', lines: [`Reason: ${String(d.reason)}`] };
    case 'AnotherInterviewRequested':
      return {
        title: 'Another interview asked by the client',
        lines: [`Client's slots: ${slotsOf(d.slots)}`, ...(d.comment ? [`Comment: ${String(d.comment)}`] : [])],
      };
    case 'InterviewRescheduleProposed':
      return {
        title: `New interview times proposed by the ${d.side === 'client' ? 'client' : 'agency'}`,
        lines: [`Times: ${slotsOf(d.slots)}`, `Reason: ${String(d.reason)}`],
      };
    case 'InterviewRescheduled':
      return {
        title: 'Interview moved',
        lines: [
          `From ${formatSlot(d.from as InterviewSlot)} to ${formatSlot(d.slot as InterviewSlot)}`,
          `Reason: ${String(d.reason)}`,
        ],
      };
    case 'InterviewCancelled':
      return {
        title: `Interview cancelled by the ${d.side === 'client' ? 'client' : 'agency'}`,
        lines: [`Was: ${formatSlot(d.slot as InterviewSlot)}`, `Reason: ${String(d.reason)}`],
      };
    case 'CandidateOwnershipTransferred':
      return {
        title:
          d.side === 'client'
            ? 'The client was merged into another company'
            : 'The agency was merged into another company',
        lines: [],
      };
    default:
      return { title: String(entry.type), lines: [] };
  }
};
