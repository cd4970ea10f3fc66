import { commandKit } from './runCommand';

/** The client saves its request as a draft; a new request starts here. */
export const saveDraft = commandKit.clientWrite('saveDraft');
