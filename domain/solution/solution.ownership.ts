import type { EventMetadata } from '../shared/eventMetadata';
import type { SolutionEvent } from './solution.events';
import type { Solution } from './solution.state';

export type TransferSolution = {
  readonly solutionId: string;
  readonly fromAgencyId: string;
  readonly toAgencyId: string;
  readonly mergeId: string;
  readonly metadata: EventMetadata;
};

/**
 * A merge moves the solution to the surviving agency, whatever its status (not an action of the status table).
 * Only a solution the merged agency still owns moves, so a repeated transfer records nothing.
 */
export const transferSolution = (solution: Solution, transfer: TransferSolution): SolutionEvent[] =>
  solution.status === 'new' ||
  solution.agencyId !== transfer.fromAgencyId ||
  transfer.fromAgencyId === transfer.toAgencyId
    ? []
    : [
        {
          type: 'SolutionOwnershipTransferred',
          data: {
            solutionId: transfer.solutionId,
            fromAgencyId: transfer.fromAgencyId,
            toAgencyId: transfer.toAgencyId,
            mergeId: transfer.mergeId,
          },
          metadata: transfer.metadata,
        },
      ];
