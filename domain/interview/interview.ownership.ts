import type { EventMetadata } from '../shared/eventMetadata';
import type { CandidateEvent } from './interview.events';
import type { Candidate } from './interview.state';

export type TransferCandidate = {
  readonly candidateId: string;
  readonly side: 'client' | 'agency';
  readonly fromCompanyId: string;
  readonly toCompanyId: string;
  readonly mergeId: string;
  readonly metadata: EventMetadata;
};

/**
 * A merge puts the surviving company in the merged one's place on the candidate, in any status. Only a candidate
 * whose party is still the merged company changes, so a repeated transfer records nothing.
 */
export const transferCandidate = (candidate: Candidate, transfer: TransferCandidate): CandidateEvent[] => {
  if (candidate.status === 'new' || transfer.fromCompanyId === transfer.toCompanyId) return [];
  const party = transfer.side === 'client' ? candidate.terms.clientId : candidate.terms.agencyId;
  if (party !== transfer.fromCompanyId) return [];
  const { candidateId, side, fromCompanyId, toCompanyId, mergeId, metadata } = transfer;
  return [
    {
      type: 'CandidateOwnershipTransferred',
      data: { candidateId, side, fromCompanyId, toCompanyId, mergeId },
      metadata,
    },
  ];
};
