import { ok } from 'neverthrow';
import { BlockInput } from '../schemas';
import { commandKit } from './runCommand';

/** A manager blocks a card: it leaves the catalogue and the agency cannot change it. */
export const block = commandKit.byModerator(BlockInput, (_card, { specialistId, reason }, metadata) =>
  ok({ action: 'block' as const, specialistId, reason, metadata }),
);
