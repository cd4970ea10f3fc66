import { AcceptSlotInput } from '../schemas';
import { candidateCommand } from './runCommand';

/**
 * `POST /api/specialist-request/choose-slot`: the client takes one of the times the partner proposed and the interview
 * is fixed at it. The partner's e-mail is decided in `../mails.ts` and written with the event.
 */
export const chooseProposedSlot = candidateCommand('client', AcceptSlotInput, (input, context) => ({
  ...context,
  action: 'chooseProposedSlot',
  slot: input.slot,
}));
