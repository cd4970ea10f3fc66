import type { DomainEvent } from '../shared/eventMetadata';
import type { ClientRequestContent } from './clientRequest.content';

/** Facts of a client request's life. Each carries what is needed to rebuild the request. */
type Id = { readonly requestId: string };
export type ClientRequestDraftSaved = DomainEvent<'ClientRequestDraftSaved', Id & { readonly clientId: string; readonly content: ClientRequestContent }>;
export type ClientRequestSentToModeration = DomainEvent<'ClientRequestSentToModeration', Id & { readonly clientId: string; readonly content: ClientRequestContent }>;
export type ClientRequestPublished = DomainEvent<'ClientRequestPublished', Id>;
export type ClientRequestRejected = DomainEvent<'ClientRequestRejected', Id & { readonly reason: string }>;
/** The client (or a manager) closed it. */
export type ClientRequestClosed = DomainEvent<'ClientRequestClosed', Id>;
/** The platform closed it because its period started. */
export type ClientRequestExpired = DomainEvent<'ClientRequestExpired', Id & { readonly periodFrom: string }>;

export type ClientRequestEvent =
  | ClientRequestDraftSaved | ClientRequestSentToModeration | ClientRequestPublished | ClientRequestRejected | ClientRequestClosed | ClientRequestExpired;
