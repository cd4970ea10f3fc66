import { commandKit } from './commandKit';

/** Archives the own solution. */
export const archive = commandKit.bare('archive', 'agency');
