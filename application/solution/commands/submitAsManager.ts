import { ManagerSaveSolutionInput } from '../schemas';
import { commandKit } from './runCommand';

/**
 * The manager's one button on the solution editor (`solution.managerSubmit`): a solution in moderation is published
 * with the edits, any other is saved in place and keeps its status. The answer says which happened.
 */
export const submitAsManager = commandKit.submitAsManager(
  ManagerSaveSolutionInput,
  (action, _solution, { solutionId }, metadata, content) => ({ action, solutionId, content, metadata }),
);
