import { commandKit } from './commandKit';

/** Returns the own solution to draft, out of moderation or the catalogue. */
export const moveToDraft = commandKit.bare('moveToDraft', 'agency');
