import { commandKit } from './commandKit';

/** Takes the own published solution out of the catalogue. */
export const deactivate = commandKit.bare('deactivate', 'agency');
