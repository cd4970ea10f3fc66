import { commandKit } from './runCommand';

/** A manager closes any request. */
export const managerCloseRequest = commandKit.bare('close', 'manager');
