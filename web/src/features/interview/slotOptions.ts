import { slotKey } from '../../../../domain/interview/interview.slots';
import type { CandidateRow, InterviewSlot } from './candidateLabels';

/** A time offered in a slot choice; a passed one is shown but cannot be taken. */
export type SlotOption = { readonly slot: InterviewSlot; readonly note: string | null; readonly passed: boolean };

/** The partner's choice: the client's slots first, then the ones the agency proposed that the client did not offer. */
export const acceptableSlotsOf = (
  candidate: Pick<CandidateRow, 'slots' | 'proposedSlots'>,
  now: string,
): SlotOption[] => {
  const offered = new Set(candidate.slots.map(slotKey));
  return [
    ...candidate.slots.map((slot) => ({ slot, note: null, passed: slotKey(slot) <= now })),
    ...candidate.proposedSlots
      .filter((slot) => !offered.has(slotKey(slot)))
      .map((slot) => ({ slot, note: 'Proposed by you', passed: slotKey(slot) <= now })),
  ];
};

/** A move of the fixed interview: the new times the other party proposed, with its reason. */
export const rescheduledSlotOptionsOf = (candidate: Pick<CandidateRow, 'reschedule'>, now: string): SlotOption[] =>
  (candidate.reschedule?.slots ?? []).map((slot) => ({
    slot,
    note: `Proposed by the ${candidate.reschedule?.side === 'client' ? 'client' : 'agency'}: ${candidate.reschedule?.reason ?? ''}`,
    passed: slotKey(slot) <= now,
  }));

/** The client's choice: only the times the agency proposed. */
export const proposedSlotOptionsOf = (candidate: Pick<CandidateRow, 'proposedSlots'>, now: string): SlotOption[] =>
  candidate.proposedSlots.map((slot) => ({ slot, note: 'Proposed by the agency', passed: slotKey(slot) <= now }));
