import type { CandidateSide } from '../../../domain/interview/interview.status';
import { CancelInterviewInput, ManagerCancelInterviewInput } from '../schemas';
import { callerSideCommand, candidateCommand } from './runCommand';

/**
 * `POST /api/specialist-request/cancel-interview` (the client), `/api/interview-request/cancel-interview` (the
 * agency), `/admin/api/candidate/cancel-interview` (the manager, naming `forSide`): the fixed interview, still ahead,
 * is cancelled with a reason; every participant gets the cancellation (METHOD:CANCEL, same UID, higher SEQUENCE),
 * decided in `../mails.ts` and written with the event.
 */
export const cancelInterview = (side: CandidateSide) =>
  side === 'manager'
    ? candidateCommand(side, ManagerCancelInterviewInput, (input, context) => ({
        ...context,
        action: 'cancelInterview',
        side: input.forSide,
        reason: input.reason,
      }))
    : candidateCommand(side, CancelInterviewInput.omit({ forSide: true }), (input, context) => ({
        ...context,
        action: 'cancelInterview',
        side,
        reason: input.reason,
      }));

/** tRPC `interview.cancelInterview`: the caller's own side. */
export const cancelInterviewAsCaller = callerSideCommand(cancelInterview);
