import { ManagerSaveSolutionInput } from '../schemas';
import { commandKit } from './runCommand';

/** A manager saves changes without moving the solution; a draft is checked as a draft, anything else in full. */
export const managerSave = commandKit.byModerator(
  ManagerSaveSolutionInput,
  (solution, { solutionId }, metadata, contentFor) =>
    contentFor(solution.status).map((content) => ({ action: 'managerSave' as const, solutionId, content, metadata })),
  commandKit.editedContent,
);
