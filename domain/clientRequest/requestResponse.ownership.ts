import type { EventMetadata } from '../shared/eventMetadata';
import type { Proposal, RequestResponse, RequestResponseEvent } from './requestResponse';

export type TransferResponseClient = {
  readonly fromClientId: string;
  readonly toClientId: string;
  readonly mergeId: string;
  readonly metadata: EventMetadata;
};

/**
 * A merge of the client: the response (on its agency's stream) names the surviving client. Only a response that
 * still names the merged client changes, so a repeated transfer records nothing.
 */
export const transferResponseClient = (
  response: RequestResponse,
  transfer: TransferResponseClient,
): RequestResponseEvent[] => {
  if (response.status === 'new' || response.responseId === null || response.requestId === null) return [];
  if (response.clientId !== transfer.fromClientId || transfer.fromClientId === transfer.toClientId) return [];
  const { fromClientId, toClientId, mergeId, metadata } = transfer;
  return [
    {
      type: 'RequestResponseClientTransferred',
      data: { responseId: response.responseId, requestId: response.requestId, fromClientId, toClientId, mergeId },
      metadata,
    },
  ];
};

export type TakeOverResponse = {
  readonly survivorId: string;
  readonly mergedId: string;
  readonly mergeId: string;
  readonly metadata: EventMetadata;
};

/**
 * A merge of the agency. A response's stream is the request's and the agency's (`responseStreamOf`), the identity
 * behind 'one response per request and agency', so the response cannot stay on the merged agency's stream: the
 * survivor's stream for the request takes it over (`RequestResponseTakenOver`), then the merged stream is emptied
 * (`RequestResponseHandedOver`), as the cart's takeover. When the survivor had answered the same request itself, its
 * response stays (its id) and gains the merged one's standing proposals it lacked; it stands when either stood.
 * Each side records nothing when already done (the merge id on the survivor's stream, an empty merged stream).
 */
export const takeOverResponse = (
  survivor: RequestResponse,
  merged: RequestResponse,
  takeover: TakeOverResponse,
): { readonly survivorEvents: RequestResponseEvent[]; readonly mergedEvents: RequestResponseEvent[] } => {
  if (
    merged.status === 'new' ||
    merged.responseId === null ||
    merged.requestId === null ||
    merged.clientId === null ||
    takeover.survivorId === takeover.mergedId
  ) {
    return { survivorEvents: [], mergedEvents: [] };
  }
  const { survivorId, mergedId, mergeId, metadata } = takeover;
  const identity = { responseId: merged.responseId, requestId: merged.requestId };
  const mergedEvents: RequestResponseEvent[] = [
    { type: 'RequestResponseHandedOver', data: { ...identity, toAgencyId: survivorId, mergeId }, metadata },
  ];
  if (survivor.takenOverIn.includes(mergeId)) return { survivorEvents: [], mergedEvents };
  const takenFrom = { responseId: merged.responseId, agencyId: mergedId };
  const base = { requestId: merged.requestId, agencyId: survivorId, clientId: merged.clientId, takenFrom, mergeId };
  if (survivor.status === 'new' || survivor.responseId === null) {
    const data = {
      ...base,
      responseId: merged.responseId,
      status: merged.status,
      proposals: merged.proposals,
      comment: merged.comment,
    };
    return { survivorEvents: [{ type: 'RequestResponseTakenOver', data, metadata }], mergedEvents };
  }
  const standing = [survivor, merged].filter((r) => r.status === 'submitted');
  const proposals: Proposal[] = [];
  for (const proposal of standing.flatMap((r) => r.proposals))
    if (!proposals.some((p) => p.specialistId === proposal.specialistId)) proposals.push(proposal);
  const comment = standing
    .map((r) => r.comment)
    .filter((c) => c !== '')
    .join('\n\n');
  const data =
    standing.length === 0
      ? {
          ...base,
          responseId: survivor.responseId,
          status: 'withdrawn' as const,
          proposals: survivor.proposals,
          comment: survivor.comment,
        }
      : { ...base, responseId: survivor.responseId, status: 'submitted' as const, proposals, comment };
  return { survivorEvents: [{ type: 'RequestResponseTakenOver', data, metadata }], mergedEvents };
};
