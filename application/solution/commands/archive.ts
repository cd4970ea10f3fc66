import { commandKit } from './runCommand';

/** Archives the own solution. */
export const archive = commandKit.bare('archive', 'agency');
