import { ok } from 'neverthrow';
import { RejectSolutionInput } from '../schemas';
import { commandKit } from './runCommand';

/** A manager rejects a solution in moderation with reasons the agency reads. */
export const reject = commandKit.byModerator(
  RejectSolutionInput,
  (_solution, { solutionId, reasons, comment }, metadata) =>
    ok({ action: 'reject' as const, solutionId, reasons, comment, metadata }),
);
