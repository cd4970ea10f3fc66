import { commandKit } from './runCommand';

/** The manager's Delete: the solution goes to the archive, from which `draft-from-archive` returns it. */
export const managerArchive = commandKit.bare('managerArchive', 'manager');
