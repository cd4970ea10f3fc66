import { commandKit } from './runCommand';

/** A manager archives any card (the manager's Delete); `draft-from-archive` returns it. */
export const managerArchive = commandKit.bare('managerArchive', 'manager');
