import type { CandidateSide } from '../../../domain/interview/interview.status';
import { PickRescheduledSlotInput } from '../schemas';
import { callerSideCommand, candidateCommand } from './runCommand';

/**
 * `POST /api/specialist-request/pick-rescheduled-slot` (the client), `/api/interview-request/pick-rescheduled-slot`
 * (the agency), `/admin/api/candidate/pick-rescheduled-slot` (the manager, for the party that did not propose): one
 * of the times the other party proposed; the interview moves there and every participant gets the updated invitation
 * (same UID, higher SEQUENCE), decided in `../mails.ts` and written with the event.
 */
export const pickRescheduledSlot = (side: CandidateSide) =>
  candidateCommand(side, PickRescheduledSlotInput, (input, context) => ({
    ...context,
    action: 'pickRescheduledSlot',
    side: side === 'manager' ? null : side,
    slot: input.slot,
  }));

/** tRPC `interview.pickRescheduledSlot`: the caller's own side. */
export const pickRescheduledSlotAsCaller = callerSideCommand(pickRescheduledSlot);
