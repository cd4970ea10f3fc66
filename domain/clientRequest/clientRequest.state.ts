import type { ClientRequestContent } from './clientRequest.content';
import type { ClientRequestEvent } from './clientRequest.events';
import type { ClientRequestStatus } from './clientRequest.status';

/** The request as its events leave it. */
export type ClientRequest = {
  readonly status: ClientRequestStatus;
  readonly requestId: string | null;
  readonly clientId: string | null;
  readonly content: ClientRequestContent | null;
  readonly rejectionReason: string | null;
  readonly publishedAt: Date | null;
  readonly closedAt: Date | null;
};

export const initialState = (): ClientRequest => ({
  status: 'new',
  requestId: null,
  clientId: null,
  content: null,
  rejectionReason: null,
  publishedAt: null,
  closedAt: null,
});

/** The status each fact leaves a request in (null: the status it was in). */
export const statusAfter: { readonly [Type in ClientRequestEvent['type']]: ClientRequestStatus | null } = {
  ClientRequestDraftSaved: 'draft',
  ClientRequestSentToModeration: 'moderation',
  ClientRequestPublished: 'published',
  ClientRequestRejected: 'rejected',
  ClientRequestClosed: 'closed',
  ClientRequestExpired: 'closed',
  ClientRequestOwnershipTransferred: null,
};

/** Every kind of fact of a request, for the projections that listen to them. */
export const clientRequestEventTypes = Object.keys(statusAfter) as ClientRequestEvent['type'][];

export const evolve = (request: ClientRequest, event: ClientRequestEvent): ClientRequest => {
  const at = new Date(event.metadata.at);
  const next: ClientRequest = { ...request, status: statusAfter[event.type] ?? request.status };
  switch (event.type) {
    case 'ClientRequestDraftSaved':
    case 'ClientRequestSentToModeration':
      return {
        ...next,
        requestId: event.data.requestId,
        clientId: event.data.clientId,
        content: event.data.content,
        rejectionReason: event.type === 'ClientRequestSentToModeration' ? null : request.rejectionReason,
      };
    case 'ClientRequestPublished':
      return { ...next, publishedAt: at, rejectionReason: null };
    case 'ClientRequestRejected':
      return { ...next, rejectionReason: event.data.reason };
    case 'ClientRequestClosed':
    case 'ClientRequestExpired':
      return { ...next, closedAt: at };
    case 'ClientRequestOwnershipTransferred':
      return { ...next, clientId: event.data.toClientId };
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};
