import { commandKit } from './runCommand';

/** Returns the own solution to draft, out of moderation or the catalogue. */
export const moveToDraft = commandKit.bare('moveToDraft', 'agency');
