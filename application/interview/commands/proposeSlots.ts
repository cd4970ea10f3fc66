import { ProposeSlotsInput } from '../schemas';
import { candidateCommand } from './runCommand';

/** `POST /api/interview-request/propose-slots`: the partner offers other times; the client's contact is told and chooses. */
export const proposeSlots = candidateCommand('partner', ProposeSlotsInput, (input, context) => ({
  ...context,
  action: 'proposeSlots',
  slots: input.slots,
  comment: input.comment,
  timeZone: input.timeZone,
}));
