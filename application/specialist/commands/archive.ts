import { commandKit } from './runCommand';

/** Archives the own card. */
export const archive = commandKit.bare('archive', 'agency');
