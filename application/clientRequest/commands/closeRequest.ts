import { commandKit } from './runCommand';

/** The client closes its request: agencies no longer see it, those that responded are told. */
export const closeRequest = commandKit.bare('close', 'client');
