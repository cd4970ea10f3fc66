import { DeclineInput } from '../schemas';
import { candidateCommand } from './runCommand';

/** `POST /api/interview-request/decline`: the partner declines the request with a reason the client sees. */
export const declineRequest = candidateCommand('partner', DeclineInput, (input, context) => ({
  ...context,
  action: 'decline',
  reason: input.reason,
}));
