import type { Result } from 'neverthrow';
import type { SolutionCommand } from '../../../domain/solution/solution.commands';
import { solutionDecider } from '../../../domain/solution/solution.decide';
import type { Solution } from '../../../domain/solution/solution.state';
import type { SolutionStatus } from '../../../domain/solution/solution.status';
import type { AppError } from '../../shared/appError';
import { handleCommand } from '../../shared/handleCommand';
import { solutionStreamOf, type SolutionDeps } from '../solutionPorts';

export type SolutionActionResult = { readonly solutionId: string; readonly status: SolutionStatus; readonly version: number };

/** Load the solution, let the use case check it and build the command, decide, append: one path for every action. */
export const runSolutionCommand = async (
  deps: SolutionDeps,
  solutionId: string,
  build: (solution: Solution) => Result<SolutionCommand, AppError>,
  expectedVersion: number | undefined,
): Promise<Result<SolutionActionResult, AppError>> => {
  const result = await handleCommand(deps.events, solutionDecider, solutionStreamOf(solutionId), build, {
    expectedVersion: expectedVersion === undefined ? undefined : BigInt(expectedVersion),
  });
  return result.map(({ state, version }) => ({ solutionId, status: state.status, version: Number(version) }));
};
