import { err, ok, type Result } from 'neverthrow';
import type { Decider } from '../shared/decider';
import { domainError, type DomainError } from '../shared/domainError';
import type { ClientRequestCommand } from './clientRequest.commands';
import { periodIssue, periodStarted } from './clientRequest.content';
import type { ClientRequestEvent } from './clientRequest.events';
import { evolve, initialState, type ClientRequest } from './clientRequest.state';
import { nextStatus, type ClientRequestAction, type ClientRequestStatus } from './clientRequest.status';

export type ClientRequestErrorCode =
  | 'client_request.not_found'
  | 'client_request.not_in_moderation'
  | 'client_request.closed'
  | 'client_request.transition_not_allowed'
  | 'client_request.reason_required'
  | 'client_request.period_not_future'
  | 'client_request.period_order'
  | 'client_request.period_started';
export type ClientRequestError = DomainError<ClientRequestErrorCode>;

/** Why the table refuses an action in a status, in the most specific words available. */
export const refusal = (action: ClientRequestAction, status: ClientRequestStatus): ClientRequestError => {
  if (status === 'new') return domainError('client_request.not_found', 'Client request not found');
  if (status === 'closed')
    return domainError('client_request.closed', 'This request is closed; nothing can change it now');
  if (action === 'publish' || action === 'reject')
    return domainError(
      'client_request.not_in_moderation',
      `Only a request in moderation can be ${action === 'publish' ? 'published' : 'rejected'}; this one is ${status}`,
    );
  return domainError(
    'client_request.transition_not_allowed',
    `A ${status} request cannot be changed this way (${action})`,
  );
};

const periodMessages = {
  period_not_future: 'The period must start after today',
  period_order: 'The end of the period must be after its start',
} as const;

export const decide = (
  command: ClientRequestCommand,
  request: ClientRequest,
): Result<ClientRequestEvent[], ClientRequestError> => {
  if (nextStatus(request.status, command.action) === null) return err(refusal(command.action, request.status));
  const { requestId, metadata, today } = command;
  switch (command.action) {
    case 'saveDraft':
    case 'sendToModeration': {
      const issue = periodIssue(command.content, today);
      if (issue) return err(domainError(`client_request.${issue}`, periodMessages[issue]));
      // A request belongs to the client it was first written for; a later edit cannot move it.
      const data = { requestId, clientId: request.clientId ?? command.clientId, content: command.content };
      return ok([
        command.action === 'saveDraft'
          ? { type: 'ClientRequestDraftSaved', data, metadata }
          : { type: 'ClientRequestSentToModeration', data, metadata },
      ]);
    }
    case 'publish':
      if (request.content && periodStarted(request.content.periodFrom, today))
        return err(
          domainError(
            'client_request.period_started',
            'The period of this request has already started: it cannot be published',
          ),
        );
      return ok([{ type: 'ClientRequestPublished', data: { requestId }, metadata }]);
    case 'reject':
      if (command.reason.trim() === '')
        return err(domainError('client_request.reason_required', 'Say why the request is rejected'));
      return ok([{ type: 'ClientRequestRejected', data: { requestId, reason: command.reason.trim() }, metadata }]);
    case 'close':
      return ok([{ type: 'ClientRequestClosed', data: { requestId }, metadata }]);
    case 'expire':
      // Only a request whose period has started expires; asked early, nothing happens.
      if (!request.content || !periodStarted(request.content.periodFrom, today)) return ok([]);
      return ok([
        { type: 'ClientRequestExpired', data: { requestId, periodFrom: request.content.periodFrom }, metadata },
      ]);
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
};

export const clientRequestDecider: Decider<
  ClientRequest,
  ClientRequestCommand,
  ClientRequestEvent,
  ClientRequestError
> = { initialState, evolve, decide };
export { evolve, initialState };
