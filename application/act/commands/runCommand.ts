import { err, ok, type Result } from 'neverthrow';
import type { ActCommand } from '../../../domain/act/act.commands';
import { actDecider } from '../../../domain/act/act.decide';
import type { ClaimCommand } from '../../../domain/act/claim';
import { claimDecider } from '../../../domain/act/claim';
import type { ActSide } from '../../../domain/act/act.status';
import { metadataOf, type Actor } from '../../shared/actor';
import { validationError, type AppError } from '../../shared/appError';
import { handleCommand } from '../../shared/handleCommand';
import { parse } from '../../shared/parse';
import { actStreamOf, claimStreamOf, type ActDeps, type ActRow, type ClaimRow } from '../actPorts';
import { actNotFound, asActAgency, asActManager, canReadAct, claimNotFound } from '../policies';
import { ActIdInput } from '../schemas';

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

/** The act's row after a recorded move, as the caller's side reads it. */
export const reloadedAct = async <T>(
  deps: ActDeps,
  id: string,
  view: (row: ActRow) => T,
): Promise<Result<T, AppError>> => {
  const row = await deps.acts.find(id);
  return row ? ok(view(row)) : err(actNotFound);
};

/** The claim's row after a recorded move, as the caller's side reads it. */
export const reloadedClaim = async <T>(
  deps: ActDeps,
  id: string,
  view: (row: ClaimRow) => T,
): Promise<Result<T, AppError>> => {
  const row = await deps.claims.find(id);
  return row ? ok(view(row)) : err(claimNotFound);
};

/** The domain's refusals about what the agency typed, as field errors on the field it typed. */
const fieldOfCode: Record<string, string> = {
  'act.hours_invalid': 'hours',
  'act.hours_too_many': 'hours',
  'act.comment_too_long': 'comment',
  'act.reason_required': 'reason',
  'act.reason_too_long': 'reason',
};
const asFieldError = (error: AppError): AppError => {
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

type MoveWithoutData = 'sendToPlatform' | 'sendToClient' | 'markAwaitingPayment' | 'markPaid';

/** A move without data: the agency sends to the platform, the manager to the client, then payment. */
export const moveWithoutData =
  <Out>(side: 'agency' | 'manager', action: MoveWithoutData, view: (row: ActRow) => Out) =>
  (deps: ActDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<Out, AppError>> => {
    const caller = side === 'agency' ? asActAgency(actor) : asActManager(actor);
    if (caller.isErr()) return err(caller.error);
    const input = parse(ActIdInput, raw);
    if (input.isErr()) return err(input.error);
    const row = await loadAct(deps, side, caller.value, input.value.id);
    if (row.isErr()) return err(row.error);
    const recorded = await runActCommand(deps, row.value.id, {
      action,
      actId: row.value.id,
      metadata: metadataOf(caller.value, deps.clock.now()),
    });
    if (recorded.isErr()) return err(recorded.error);
    return reloadedAct(deps, row.value.id, view);
  };
