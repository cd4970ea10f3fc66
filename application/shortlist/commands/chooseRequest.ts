import { ok } from 'neverthrow';
import { ChooseRequestInput } from '../schemas';
import { shortlistCommand } from './runCommand';

/**
 * `POST /api/shortlist/request`: tie the list to one of the company's client requests, or untie it (`requestId`
 * null); another company's request, or one that does not exist, is not found.
 */
export const chooseRequest = shortlistCommand(ChooseRequestInput, async (deps, input, context) => {
  const { listId, requestId } = input;
  if (requestId === null) return ok({ ...context, action: 'chooseRequest', listId, request: null });
  const request = await deps.requests.find(requestId);
  // An unknown request belongs to no company: the domain refuses it as it refuses another company's.
  return ok({
    ...context,
    action: 'chooseRequest',
    listId,
    request: { requestId, clientId: request?.clientId ?? '' },
  });
});
