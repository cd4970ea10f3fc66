import { RejectClientRequestInput } from '../schemas';
import { commandKit } from './commandKit';

/** The client saves its request as a draft; a new request starts here. */
export const saveDraft = commandKit.clientWrite('saveDraft');
/** The client sends its request to a manager, who publishes or rejects it. A rejected one is edited and sent again. */
export const sendToModeration = commandKit.clientWrite('sendToModeration');
/** The client closes its request: agencies no longer see it, those that responded are told. */
export const closeRequest = commandKit.bare('close', 'client');

/** A manager posts a request for a client company (`clientId`) or edits one. */
export const managerSaveDraft = commandKit.managerWrite('saveDraft');
export const managerSendToModeration = commandKit.managerWrite('sendToModeration');
export const publishRequest = commandKit.bare('publish', 'manager');
export const rejectRequest = commandKit.byModerator(RejectClientRequestInput, (input, context) => ({
  ...context,
  action: 'reject',
  reason: input.reason,
}));
export const managerCloseRequest = commandKit.bare('close', 'manager');
