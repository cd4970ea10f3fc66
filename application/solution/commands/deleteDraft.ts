import { commandKit } from './runCommand';

/** Deletes the own draft for good. */
export const deleteDraft = commandKit.bare('deleteDraft', 'agency');
