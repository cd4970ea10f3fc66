import { AcceptSlotInput } from '../schemas';
import { candidateCommand } from './runCommand';

/**
 * `POST /api/interview-request/accept-slot`: the partner takes one of the offered slots and the interview is fixed.
 * The client's e-mail is decided in `../mails.ts` and written with the event.
 */
export const acceptSlot = candidateCommand('partner', AcceptSlotInput, (input, context) => ({
  ...context,
  action: 'acceptSlot',
  slot: input.slot,
}));
