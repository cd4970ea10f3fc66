import { commandKit } from './commandKit';

/** Archives the own card. */
export const archive = commandKit.bare('archive', 'agency');
