import { err, ok, type Result } from 'neverthrow';
import type { Decider } from '../shared/decider';
import { domainError, type DomainError } from '../shared/domainError';
import type { DomainEvent, EventMetadata } from '../shared/eventMetadata';
import { nextStatusIn, type StatusTable } from '../moderation/statusTable';

/**
 * A client's claim about a specialist working on its project: one stream per claim (`claim-{id}`). The client files
 * it; a manager answers (as often as needed) and closes it.
 */
export const claimReasons = [
  { id: 'missed_deadlines', title: 'Missed deadlines' },
  { id: 'quality_of_work', title: 'Quality of work' },
  { id: 'communication', title: 'Communication' },
  { id: 'absence', title: 'Absence' },
  { id: 'other', title: 'Other' },
] as const;
export type ClaimReason = (typeof claimReasons)[number]['id'];
export const claimReasonIds = claimReasons.map((r) => r.id) as [ClaimReason, ...ClaimReason[]];
export const claimReasonTitle = (id: ClaimReason): string => claimReasons.find((r) => r.id === id)?.title ?? id;

export const MAX_CLAIM_COMMENT = 2_000;
export const MAX_CLAIM_ANSWER = 2_000;

export const claimStatuses = ['new', 'open', 'answered', 'closed'] as const;
export type ClaimStatus = (typeof claimStatuses)[number];
export const claimClientActions = ['file'] as const;
export const claimManagerActions = ['answer', 'close'] as const;
export type ClaimAction = (typeof claimClientActions)[number] | (typeof claimManagerActions)[number];
export type ClaimSide = 'client' | 'manager';
const actionsOf: { readonly [S in ClaimSide]: readonly ClaimAction[] } = {
  client: claimClientActions,
  manager: claimManagerActions,
};

export const claimTransitions: StatusTable<ClaimStatus, ClaimAction> = {
  new: { file: 'open' },
  open: { answer: 'answered', close: 'closed' },
  answered: { answer: 'answered', close: 'closed' },
  closed: {},
};

export const allowedClaimActions = (status: ClaimStatus, side: ClaimSide): ClaimAction[] =>
  actionsOf[side].filter((action) => nextStatusIn(claimTransitions, status, action) !== null);

export const claimStatusColor: { readonly [S in ClaimStatus]: 'gray' | 'yellow' | 'green' | 'red' } = {
  new: 'gray',
  open: 'red',
  answered: 'yellow',
  closed: 'green',
};

export type ClaimFiled = DomainEvent<
  'ClaimFiled',
  {
    readonly claimId: string;
    readonly candidateId: string;
    readonly clientId: string;
    readonly agencyId: string;
    readonly specialistId: string;
    readonly reasons: readonly ClaimReason[];
    readonly comment: string;
  }
>;
export type ClaimAnswered = DomainEvent<'ClaimAnswered', { readonly claimId: string; readonly answer: string }>;
export type ClaimClosed = DomainEvent<'ClaimClosed', { readonly claimId: string }>;
/** A company merge put the surviving company in the merged one's place on one side of the claim; the status stays. */
export type ClaimOwnershipTransferred = DomainEvent<
  'ClaimOwnershipTransferred',
  {
    readonly claimId: string;
    readonly side: 'client' | 'agency';
    readonly fromCompanyId: string;
    readonly toCompanyId: string;
    readonly mergeId: string;
  }
>;
export type ClaimEvent = ClaimFiled | ClaimAnswered | ClaimClosed | ClaimOwnershipTransferred;
export const claimEventTypes: readonly ClaimEvent['type'][] = [
  'ClaimFiled',
  'ClaimAnswered',
  'ClaimClosed',
  'ClaimOwnershipTransferred',
];

type Base = { readonly claimId: string; readonly metadata: EventMetadata };
export type ClaimCommand =
  | (Base & { readonly action: 'file'; readonly filed: Omit<ClaimFiled['data'], 'claimId'> })
  | (Base & { readonly action: 'answer'; readonly answer: string })
  | (Base & { readonly action: 'close' });

export type Claim = {
  readonly status: ClaimStatus;
  readonly filed: ClaimFiled['data'] | null;
  readonly answers: readonly string[];
};
export const initialClaim = (): Claim => ({ status: 'new', filed: null, answers: [] });

export const evolveClaim = (state: Claim, event: ClaimEvent): Claim => {
  switch (event.type) {
    case 'ClaimFiled':
      return { status: 'open', filed: event.data, answers: [] };
    case 'ClaimAnswered':
      return { ...state, status: 'answered', answers: [...state.answers, event.data.answer] };
    case 'ClaimClosed':
      return { ...state, status: 'closed' };
    case 'ClaimOwnershipTransferred':
      return state.filed === null
        ? state
        : {
            ...state,
            filed: {
              ...state.filed,
              ...(event.data.side === 'client'
                ? { clientId: event.data.toCompanyId }
                : { agencyId: event.data.toCompanyId }),
            },
          };
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};

export const decideClaim = (command: ClaimCommand, claim: Claim): Result<ClaimEvent[], DomainError> => {
  const { claimId, metadata } = command;
  if (nextStatusIn(claimTransitions, claim.status, command.action) === null) {
    if (claim.status === 'new') return err(domainError('claim.not_found', 'Claim not found'));
    if (command.action === 'file') return err(domainError('claim.exists', 'This claim already exists'));
    return err(domainError('claim.closed', 'This claim is closed'));
  }
  switch (command.action) {
    case 'file': {
      const reasons = [...new Set(command.filed.reasons)];
      if (reasons.length === 0) return err(domainError('claim.reason_required', 'Choose at least one reason'));
      const comment = command.filed.comment.trim();
      if (comment.length > MAX_CLAIM_COMMENT)
        return err(domainError('claim.comment_too_long', `The comment is at most ${MAX_CLAIM_COMMENT} characters`));
      return ok([{ type: 'ClaimFiled', data: { ...command.filed, claimId, reasons, comment }, metadata }]);
    }
    case 'answer': {
      const answer = command.answer.trim();
      if (answer === '') return err(domainError('claim.answer_required', 'Write the answer'));
      if (answer.length > MAX_CLAIM_ANSWER)
        return err(domainError('claim.answer_too_long', `The answer is at most ${MAX_CLAIM_ANSWER} characters`));
      return ok([{ type: 'ClaimAnswered', data: { claimId, answer }, metadata }]);
    }
    case 'close':
      return ok([{ type: 'ClaimClosed', data: { claimId }, metadata }]);
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
};

export const claimDecider: Decider<Claim, ClaimCommand, ClaimEvent> = {
  initialState: initialClaim,
  evolve: evolveClaim,
  decide: decideClaim,
};
