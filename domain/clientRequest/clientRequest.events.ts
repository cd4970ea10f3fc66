import type { DomainEvent } from '../shared/eventMetadata';
import type { ClientRequestContent } from './clientRequest.content';

/** Facts of a client request's life. Each carries what is needed to rebuild the request. */
type Id = { readonly requestId: string };
export type ClientRequestDraftSaved = DomainEvent<
  'ClientRequestDraftSaved',
  Id & { readonly clientId: string; readonly content: ClientRequestContent }
>;
export type ClientRequestSentToModeration = DomainEvent<
  'ClientRequestSentToModeration',
  Id & { readonly clientId: string; readonly content: ClientRequestContent }
>;
export type ClientRequestPublished = DomainEvent<'ClientRequestPublished', Id>;
export type ClientRequestRejected = DomainEvent<'ClientRequestRejected', Id & { readonly reason: string }>;
/** The client (or a manager) closed it. */
export type ClientRequestClosed = DomainEvent<'ClientRequestClosed', Id>;
/** The platform closed it because its period started. */
export type ClientRequestExpired = DomainEvent<'ClientRequestExpired', Id & { readonly periodFrom: string }>;

/** A company merge put the surviving client in the merged one's place (`clientRequest.ownership.ts`); the status stays. */
export type ClientRequestOwnershipTransferred = DomainEvent<
  'ClientRequestOwnershipTransferred',
  Id & { readonly fromClientId: string; readonly toClientId: string; readonly mergeId: string }
>;

export type ClientRequestEvent =
  | ClientRequestDraftSaved
  | ClientRequestSentToModeration
  | ClientRequestPublished
  | ClientRequestRejected
  | ClientRequestClosed
  | ClientRequestExpired
  | ClientRequestOwnershipTransferred;
