import type { EventMetadata } from '../shared/eventMetadata';
import type { ClientRequestEvent } from './clientRequest.events';
import type { ClientRequest } from './clientRequest.state';

export type TransferClientRequest = {
  readonly requestId: string;
  readonly fromClientId: string;
  readonly toClientId: string;
  readonly mergeId: string;
  readonly metadata: EventMetadata;
};

/**
 * A merge moves the request to the surviving client, in any status (not an action of the status table: a closed
 * request follows its company too). Only a request the merged client still owns moves, so a repeated transfer records nothing.
 */
export const transferClientRequest = (request: ClientRequest, transfer: TransferClientRequest): ClientRequestEvent[] =>
  request.status === 'new' ||
  request.clientId !== transfer.fromClientId ||
  transfer.fromClientId === transfer.toClientId
    ? []
    : [
        {
          type: 'ClientRequestOwnershipTransferred',
          data: {
            requestId: transfer.requestId,
            fromClientId: transfer.fromClientId,
            toClientId: transfer.toClientId,
            mergeId: transfer.mergeId,
          },
          metadata: transfer.metadata,
        },
      ];
