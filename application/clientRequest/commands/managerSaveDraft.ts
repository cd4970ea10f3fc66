import { commandKit } from './runCommand';

/** A manager saves a request for a client company (`clientId`) as a draft, or edits one. */
export const managerSaveDraft = commandKit.managerWrite('saveDraft');
