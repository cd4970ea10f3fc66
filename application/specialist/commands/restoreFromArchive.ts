import { commandKit } from './runCommand';

/** A manager returns an archived card to draft. */
export const restoreFromArchive = commandKit.bare('restoreFromArchive', 'manager');
