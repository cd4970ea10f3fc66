import { ProposeSlotsInput } from '../schemas';
import { candidateCommand } from './runCommand';

/**
 * `POST /api/specialist-request/another-interview`: after the interview, the client asks for another one at new times,
 * checked on the client's clock as a request's; the agency answers them as it answered the first ones.
 */
export const requestAnotherInterview = candidateCommand('client', ProposeSlotsInput, (input, context) => ({
  ...context,
  action: 'requestAnotherInterview',
  slots: input.slots,
  comment: input.comment,
  timeZone: input.timeZone,
}));
