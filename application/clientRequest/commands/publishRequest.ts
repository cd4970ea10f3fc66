import { commandKit } from './runCommand';

/** A manager publishes a request: agencies see it and may respond. */
export const publishRequest = commandKit.bare('publish', 'manager');
