import { RejectClientRequestInput } from '../schemas';
import { commandKit } from './runCommand';

/** A manager rejects a request with a reason; the client edits it and sends it again. */
export const rejectRequest = commandKit.byModerator(RejectClientRequestInput, (input, context) => ({
  ...context,
  action: 'reject',
  reason: input.reason,
}));
