import { commandKit } from './runCommand';

/** A manager posts a request for a client company (`clientId`) or sends an edited one. */
export const managerSendToModeration = commandKit.managerWrite('sendToModeration');
