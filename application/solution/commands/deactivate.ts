import { commandKit } from './runCommand';

/** Takes the own published solution out of the catalogue. */
export const deactivate = commandKit.bare('deactivate', 'agency');
