import { commandKit } from './commandKit';

/** Deletes the own draft for good. */
export const deleteDraft = commandKit.bare('deleteDraft', 'agency');
