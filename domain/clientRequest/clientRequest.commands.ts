import type { EventMetadata } from '../shared/eventMetadata';
import type { IsoDate } from '../shared/dates';
import type { ClientRequestContent } from './clientRequest.content';
import type { ClientRequestAction } from './clientRequest.status';

/** Time, ids and today's date arrive on the command; `decide` makes none. */
type Command<Action extends ClientRequestAction, Data = object> = {
  readonly action: Action;
  readonly requestId: string;
  readonly metadata: EventMetadata;
  readonly today: IsoDate;
} & Data;

export type SaveClientRequestDraft = Command<
  'saveDraft',
  { readonly clientId: string; readonly content: ClientRequestContent }
>;
export type SendClientRequestToModeration = Command<
  'sendToModeration',
  { readonly clientId: string; readonly content: ClientRequestContent }
>;
export type PublishClientRequest = Command<'publish'>;
export type RejectClientRequest = Command<'reject', { readonly reason: string }>;
export type CloseClientRequest = Command<'close'>;
export type ExpireClientRequest = Command<'expire'>;

export type ClientRequestCommand =
  | SaveClientRequestDraft
  | SendClientRequestToModeration
  | PublishClientRequest
  | RejectClientRequest
  | CloseClientRequest
  | ExpireClientRequest;
