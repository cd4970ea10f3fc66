import { SaveCardInput } from '../schemas';
import { commandKit } from './runCommand';

/** The agency saves a card as a draft; a new card starts here. Only limits and formats are checked. */
export const saveDraft = commandKit.agencyEdit(SaveCardInput, 'draft', (_own, { id, agencyId, content, metadata }) => ({
  action: 'saveDraft',
  specialistId: id,
  agencyId,
  content,
  metadata,
}));
