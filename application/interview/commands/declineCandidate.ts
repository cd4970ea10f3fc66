import { ClientDeclineInput } from '../schemas';
import { candidateCommand } from './runCommand';

/** `POST /api/specialist-request/decline`: after the interview, the client declines the specialist with a reason. */
export const declineCandidate = candidateCommand('client', ClientDeclineInput, (input, context) => ({
  ...context,
  action: 'declineCandidate',
  reason: input.reason,
}));
