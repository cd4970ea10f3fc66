import type { CandidateSide } from '../../../domain/interview/interview.status';
import { ManagerRescheduleInput, RescheduleInput } from '../schemas';
import { callerSideCommand, candidateCommand } from './runCommand';

/**
 * `POST /api/specialist-request/reschedule` (the client), `/api/interview-request/reschedule` (the agency),
 * `/admin/api/candidate/reschedule` (the manager, naming `forSide`): new times for a fixed interview still ahead,
 * with a reason; the other party picks one. The interview keeps its time until then. The other party's e-mail is
 * decided in `../mails.ts` and written with the event.
 */
export const proposeReschedule = (side: CandidateSide) =>
  side === 'manager'
    ? candidateCommand(side, ManagerRescheduleInput, (input, context) => ({
        ...context,
        action: 'proposeReschedule',
        side: input.forSide,
        slots: input.slots,
        reason: input.reason,
        timeZone: input.timeZone,
      }))
    : candidateCommand(side, RescheduleInput.omit({ forSide: true }), (input, context) => ({
        ...context,
        action: 'proposeReschedule',
        side,
        slots: input.slots,
        reason: input.reason,
        timeZone: input.timeZone,
      }));

/** tRPC `interview.proposeReschedule`: the caller's own side. */
export const proposeRescheduleAsCaller = callerSideCommand(proposeReschedule);
