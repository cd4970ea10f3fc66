import type { SolutionCommand } from '../../../domain/solution/solution.commands';
import { decider, type BareAction } from '../../../domain/solution/solution.decide';
import type { SolutionStatus } from '../../../domain/solution/solution.status';
import { itemCommands, type ItemAnswer } from '../../moderation/itemCommands';
import { parseContent } from '../content';
import { policies } from '../policies';
import { SolutionActionInput } from '../schemas';
import { streamOf, type SolutionDeps } from '../solutionPorts';

export type SolutionActionResult = ItemAnswer<'solutionId', SolutionStatus>;

/** The shared commands of a moderated item, applied to solutions. */
export const commandKit = itemCommands({
  idKey: 'solutionId',
  decider,
  streamOf,
  policies,
  parseContent,
  actionInput: SolutionActionInput,
  agencyOf: async (deps: SolutionDeps, solutionId) => (await deps.solutions.find(solutionId))?.agencyId ?? null,
  bareCommand: (action: BareAction, solutionId, metadata): SolutionCommand => ({ action, solutionId, metadata }),
});
