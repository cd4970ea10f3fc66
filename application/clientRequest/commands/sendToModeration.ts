import { commandKit } from './runCommand';

/** The client sends its request to a manager, who publishes or rejects it. A rejected one is edited and sent again. */
export const sendToModeration = commandKit.clientWrite('sendToModeration');
