import type { EventMetadata } from '../shared/eventMetadata';
import type { ActEvent } from './act.events';
import type { Act } from './act.state';
import type { Claim, ClaimEvent } from './claim';

/** A merge of one party of an act or a claim (the client or the agency) into the company that stays. */
type Transfer = {
  readonly side: 'client' | 'agency';
  readonly fromCompanyId: string;
  readonly toCompanyId: string;
  readonly mergeId: string;
  readonly metadata: EventMetadata;
};
export type TransferAct = Transfer & { readonly actId: string };
export type TransferClaim = Transfer & { readonly claimId: string };

const partyOf = (parties: { readonly clientId: string; readonly agencyId: string }, side: Transfer['side']): string =>
  side === 'client' ? parties.clientId : parties.agencyId;

/**
 * A merge puts the surviving company in the merged one's place on the act, in any status (not an action of the
 * status table: a paid act follows its company too). Only an act whose party is still the merged company changes,
 * so a repeated transfer records nothing.
 */
export const transferAct = (act: Act, transfer: TransferAct): ActEvent[] => {
  if (
    act.terms === null ||
    transfer.fromCompanyId === transfer.toCompanyId ||
    partyOf(act.terms, transfer.side) !== transfer.fromCompanyId
  )
    return [];
  const { actId, side, fromCompanyId, toCompanyId, mergeId, metadata } = transfer;
  return [{ type: 'ActOwnershipTransferred', data: { actId, side, fromCompanyId, toCompanyId, mergeId }, metadata }];
};

/** The same for a claim (`claim-{id}`): the client that filed it, or the agency it is about. */
export const transferClaim = (claim: Claim, transfer: TransferClaim): ClaimEvent[] => {
  if (
    claim.filed === null ||
    transfer.fromCompanyId === transfer.toCompanyId ||
    partyOf(claim.filed, transfer.side) !== transfer.fromCompanyId
  )
    return [];
  const { claimId, side, fromCompanyId, toCompanyId, mergeId, metadata } = transfer;
  return [
    { type: 'ClaimOwnershipTransferred', data: { claimId, side, fromCompanyId, toCompanyId, mergeId }, metadata },
  ];
};
