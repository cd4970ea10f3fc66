import { ok } from 'neverthrow';
import { RejectInput } from '../schemas';
import { commandKit } from './runCommand';

/** A manager declines a card in moderation with reasons the agency will read. */
export const reject = commandKit.byModerator(RejectInput, (_card, { specialistId, reasons, comment }, metadata) =>
  ok({ action: 'reject' as const, specialistId, reasons, comment, metadata }),
);
