import { err, ok, type Result } from 'neverthrow';
import type { ActCommand } from '../../../domain/act/act.commands';
import { actDecider } from '../../../domain/act/act.decide';
import type { ClaimCommand } from '../../../domain/act/claim';
import { claimDecider } from '../../../domain/act/claim';
import type { ActSide } from '../../../domain/act/act.status';
import type { Actor } from '../../shared/actor';
import { validationError, type AppError } from '../../shared/appError';
import { handleCommand } from '../../shared/handleCommand';
import { actStreamOf, claimStreamOf, type ActDeps, type ActRow } from '../actPorts';
import { actNotFound, canReadAct } from '../policies';

/** The act's row if this side may see it: another company's act (or, for a client, one not sent to it yet) is not there. */
export const loadAct = async (
  deps: ActDeps,
  side: ActSide,
  actor: Actor,
  id: string,
): Promise<Result<ActRow, AppError>> => {
  const row = await deps.acts.find(id);
  return row && canReadAct(side, actor, row) ? ok(row) : err(actNotFound);
};

/** The domain's refusals about what the agency typed, as field errors on the field it typed. */
const fieldOfCode: Record<string, string> = {
  'act.hours_invalid': 'hours',
  'act.hours_too_many': 'hours',
  'act.comment_too_long': 'comment',
  'act.reason_required': 'reason',
  'act.reason_too_long': 'reason',
};
export const asFieldError = (error: AppError): AppError => {
  const field = fieldOfCode[error.code];
  return field && error.kind === 'rule'
    ? validationError([{ field, message: error.message, code: error.code }])
    : error;
};

export const runActCommand = async (deps: ActDeps, actId: string, command: ActCommand, expectedVersion?: number) =>
  (
    await handleCommand(
      deps.events,
      actDecider,
      actStreamOf(actId),
      command,
      expectedVersion === undefined ? {} : { expectedVersion: BigInt(expectedVersion) },
    )
  ).mapErr(asFieldError);

export const runClaimCommand = async (deps: ActDeps, claimId: string, command: ClaimCommand) =>
  handleCommand(deps.events, claimDecider, claimStreamOf(claimId), command);
