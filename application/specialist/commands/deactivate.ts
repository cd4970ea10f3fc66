import { commandKit } from './commandKit';

/** Takes the own published (or hidden) card out of the catalogue. */
export const deactivate = commandKit.bare('deactivate', 'agency');
