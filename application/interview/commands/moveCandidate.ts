import { err, type Result } from 'neverthrow';
import type { EventMetadata } from '../../../domain/shared/eventMetadata';
import { metadataOf, type Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { InterviewDeps } from '../interviewPorts';
import { asCandidateManager } from '../policies';
import { MoveCandidateInput } from '../schemas';
import { bookingCommand, type CandidateActionResult } from './runCommand';

/** A move as the table reads it, by a manager or by the platform itself (the daily start of work). */
export const moveAs = (
  deps: InterviewDeps,
  actor: Actor,
  metadata: EventMetadata,
  input: MoveCandidateInput,
): Promise<Result<CandidateActionResult, AppError>> =>
  bookingCommand(deps, { actor, side: 'manager' }, metadata, input.id, (context) => ({
    ...context,
    action: 'move',
    to: input.status,
    comment: input.comment,
  }));

/**
 * `POST /admin/api/candidate/update`: the manager moves a candidate along the pipeline, also for a client who asks
 * (the history names the manager). Approval books the specialist, a move out of it frees the dates; the move to
 * working waits for the booking's first day (the domain's rule, on the command's clock).
 */
export const moveCandidate =
  (deps: InterviewDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<CandidateActionResult, AppError>> => {
    const manager = asCandidateManager(actor);
    if (manager.isErr()) return err(manager.error);
    const input = parse(MoveCandidateInput, raw);
    if (input.isErr()) return err(input.error);
    return moveAs(deps, manager.value, metadataOf(manager.value, deps.clock.now()), input.value);
  };
