import { SaveSolutionInput } from '../schemas';
import { commandKit } from './runCommand';

/** The agency saves a solution as a draft; a new solution starts here. Only limits and formats are checked. */
export const saveDraft = commandKit.agencyEdit(
  SaveSolutionInput,
  'draft',
  (_own, { id, agencyId, content, metadata }) => ({ action: 'saveDraft', solutionId: id, agencyId, content, metadata }),
);
