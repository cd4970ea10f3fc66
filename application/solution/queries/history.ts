import { err, ok, type Result } from 'neverthrow';
import { foldAsOf } from '../../../domain/moderation/history';
import type { SolutionEvent } from '../../../domain/solution/solution.events';
import { evolveSolution, initialSolution, type Solution } from '../../../domain/solution/solution.state';
import { streamHistory, type HistoryEntry } from '../../moderation/history';
import type { Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import type { Page } from '../../shared/pagination';
import { parse } from '../../shared/parse';
import { asSolutionModerator, solutionNotFound } from '../policies';
import { SolutionAsOfInput, SolutionHistoryInput } from '../schemas';
import { solutionStreamOf, type SolutionDeps } from '../solutionPorts';

export type SolutionHistoryEntry = HistoryEntry<SolutionEvent['type']>;

const detailsOf = (event: SolutionEvent): Record<string, unknown> => {
  switch (event.type) {
    case 'SolutionRejected':
      return { reasons: event.data.reasons, comment: event.data.comment };
    case 'SolutionDraftSaved':
    case 'SolutionSentToReview':
    case 'PublishedSolutionEdited':
    case 'SolutionPublished':
    case 'SolutionSavedByManager':
      return { title: event.data.content.title };
    default:
      return {};
  }
};

/** Every event of a solution with who acted, as whom, and when (`/admin/api/solution/history/{id}`), newest first. */
export const getSolutionHistory =
  (deps: SolutionDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<Page<SolutionHistoryEntry>, AppError>> => {
    const caller = asSolutionModerator(actor);
    if (caller.isErr()) return err(caller.error);
    const input = parse(SolutionHistoryInput, raw);
    if (input.isErr()) return err(input.error);
    return streamHistory(deps.events, deps.people, solutionStreamOf(input.value.solutionId), detailsOf, input.value, solutionNotFound);
  };

/** The solution as it was at a past moment, rebuilt from its events (`/admin/api/solution/as-of/{id}?at=`). */
export const getSolutionAsOf =
  (deps: SolutionDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<Solution & { version: number }, AppError>> => {
    const caller = asSolutionModerator(actor);
    if (caller.isErr()) return err(caller.error);
    const input = parse(SolutionAsOfInput, raw);
    if (input.isErr()) return err(input.error);
    const { events } = await deps.events.readStream<SolutionEvent>(solutionStreamOf(input.value.solutionId));
    const asOf = foldAsOf(events, input.value.at, evolveSolution, initialSolution);
    if (!asOf) return err(solutionNotFound);
    return ok({ ...asOf.state, version: asOf.version });
  };
