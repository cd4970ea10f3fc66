import { err, ok, type Result } from 'neverthrow';
import type { SolutionAction } from '../../../domain/solution/solution.status';
import { useCase } from '../../moderation/useCase';
import type { AppError } from '../../shared/appError';
import { authorize } from '../../shared/authorize';
import { allowedActionsFor, canReadSolution, solutionNotFound } from '../policies';
import { SolutionIdInput } from '../schemas';
import type { SolutionDetails, SolutionDeps } from '../solutionPorts';

/** One solution for its agency or a manager (`info/{id}`), with what the caller may do to it now; for anyone else it does not exist. */
export const getSolution = useCase(
  authorize,
  SolutionIdInput,
  async (
    deps: SolutionDeps,
    caller,
    { solutionId },
  ): Promise<Result<SolutionDetails & { allowedActions: SolutionAction[] }, AppError>> => {
    const solution = await deps.solutions.find(solutionId);
    if (!solution || solution.status === 'deleted' || !canReadSolution(caller, solution.agencyId))
      return err(solutionNotFound);
    return ok({ ...solution, allowedActions: allowedActionsFor(caller, solution) });
  },
);
