import { err, ok, type Result } from 'neverthrow';
import type { Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { authorize } from '../../shared/authorize';
import { parse } from '../../shared/parse';
import { canReadSolution, solutionNotFound } from '../policies';
import { SolutionIdInput } from '../schemas';
import type { SolutionDetails, SolutionDeps } from '../solutionPorts';

/** One solution for its agency or a manager (`info/{id}`); for anyone else it does not exist. */
export const getSolution =
  (deps: SolutionDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<SolutionDetails, AppError>> => {
    const caller = authorize(actor);
    if (caller.isErr()) return err(caller.error);
    const input = parse(SolutionIdInput, raw);
    if (input.isErr()) return err(input.error);
    const solution = await deps.solutions.find(input.value.solutionId);
    if (!solution || solution.status === 'deleted' || !canReadSolution(caller.value, solution.agencyId)) return err(solutionNotFound);
    return ok(solution);
  };
