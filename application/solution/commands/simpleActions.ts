import { err, type Result } from 'neverthrow';
import type { SolutionAction } from '../../../domain/solution/solution.status';
import { metadataOf, type Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import { asSolutionAgency, asSolutionModerator, existingSolution, ownSolution } from '../policies';
import { SolutionActionInput } from '../schemas';
import type { SolutionDeps } from '../solutionPorts';
import { runSolutionCommand, type SolutionActionResult } from './runSolutionCommand';

type SimpleAction = Extract<SolutionAction, 'deactivate' | 'moveToDraft' | 'deleteDraft' | 'archive' | 'managerArchive' | 'restoreFromArchive'>;

/** Actions that carry nothing but the solution: the agency's on its own solutions, the manager's on any. */
const simpleAction =
  (action: SimpleAction, by: 'agency' | 'manager') =>
  (deps: SolutionDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<SolutionActionResult, AppError>> => {
    const caller = by === 'agency' ? asSolutionAgency(actor) : asSolutionModerator(actor);
    if (caller.isErr()) return err(caller.error);
    const input = parse(SolutionActionInput, raw);
    if (input.isErr()) return err(input.error);
    const { solutionId } = input.value;
    const command = { action, solutionId, metadata: metadataOf(caller.value, deps.clock.now()) };
    return runSolutionCommand(
      deps,
      solutionId,
      (solution) => (by === 'agency' ? ownSolution(caller.value, solution, false) : existingSolution(solution)).map(() => command),
      input.value.version,
    );
  };

export const deactivateSolution = simpleAction('deactivate', 'agency');
export const moveSolutionToDraft = simpleAction('moveToDraft', 'agency');
export const deleteSolutionDraft = simpleAction('deleteDraft', 'agency');
export const archiveSolution = simpleAction('archive', 'agency');
/** The manager's Delete: the solution goes to the archive, from which `draft-from-archive` returns it. */
export const archiveSolutionAsManager = simpleAction('managerArchive', 'manager');
export const restoreSolutionFromArchive = simpleAction('restoreFromArchive', 'manager');
