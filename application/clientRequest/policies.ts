import { err, ok, type Result } from 'neverthrow';
import {
  allowedActions,
  type ClientRequestAction,
  type ClientRequestSide,
} from '../../domain/clientRequest/clientRequest.status';
import type { ClientRequest } from '../../domain/clientRequest/clientRequest.state';
import { hasScope } from '../../domain/identity/scopes';
import type { Actor } from '../shared/actor';
import { notFound, type AppError } from '../shared/appError';
import { authorize } from '../shared/authorize';

export const requestNotFound = notFound('Client request', 'client_request.not_found');
export const responseNotFound = notFound('Response', 'request_response.not_found');

// Each side is a scope: clients `client-request:manage-own`, managers `client-request:moderate`, agencies `client-request:respond`.
export const asRequestClient = (actor: Actor | null): Result<Actor, AppError> =>
  authorize(actor, 'client-request:manage-own');
export const asRequestModerator = (actor: Actor | null): Result<Actor, AppError> =>
  authorize(actor, 'client-request:moderate');
export const asResponder = (actor: Actor | null): Result<Actor, AppError> => authorize(actor, 'client-request:respond');

/** The side a caller writes or reads a request from: a moderator any request, a client its company's. */
export const requestSideOf = (actor: Actor): Exclude<ClientRequestSide, 'system'> | null =>
  hasScope(actor, 'client-request:moderate')
    ? 'manager'
    : hasScope(actor, 'client-request:manage-own')
      ? 'client'
      : null;

/** A client touches only its own requests; one that does not exist yet becomes its own when the action creates it. */
export const ownRequest = (
  actor: Actor,
  request: ClientRequest,
  mayCreate: boolean,
): Result<ClientRequest, AppError> => {
  if (request.status === 'new') return mayCreate ? ok(request) : err(requestNotFound);
  return request.clientId === actor.companyId ? ok(request) : err(requestNotFound);
};

/** What the caller may do to a request now: its side's row of the status table; nothing for anyone else. */
export const allowedRequestActionsFor = (
  actor: Actor,
  request: { readonly status: ClientRequest['status']; readonly clientId: string | null },
): ClientRequestAction[] => {
  const side = requestSideOf(actor);
  if (side === 'manager') return allowedActions(request.status, 'manager');
  return side === 'client' && (request.status === 'new' || request.clientId === actor.companyId)
    ? allowedActions(request.status, 'client')
    : [];
};
