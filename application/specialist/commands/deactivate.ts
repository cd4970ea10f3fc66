import { commandKit } from './runCommand';

/** Takes the own published (or hidden) card out of the catalogue. */
export const deactivate = commandKit.bare('deactivate', 'agency');
