import { commandKit } from './runCommand';

/** A manager returns an archived solution to draft. */
export const restoreFromArchive = commandKit.bare('restoreFromArchive', 'manager');
