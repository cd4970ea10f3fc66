import { commandKit } from './runCommand';

/** A manager hides a published card from the catalogue. */
export const hide = commandKit.bare('hide', 'manager');
