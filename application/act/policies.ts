import type { Result } from 'neverthrow';
import { hasScope } from '../../domain/identity/scopes';
import { clientVisibleStatuses, type ActSide } from '../../domain/act/act.status';
import type { Actor } from '../shared/actor';
import { notFound, type AppError } from '../shared/appError';
import { authorize } from '../shared/authorize';
import type { ActRow, ClaimRow } from './actPorts';

/** An agency's people with `act:own` draft and send their own acts. */
export const asActAgency = (actor: Actor | null): Result<Actor, AppError> => authorize(actor, 'act:own');
/** A client's people with `document:own` read, approve and reject their acts and invoices. */
export const asActClient = (actor: Actor | null): Result<Actor, AppError> => authorize(actor, 'document:own');
/** Managers with `contract:manage` check acts, send them to clients and follow payment. */
export const asActManager = (actor: Actor | null): Result<Actor, AppError> => authorize(actor, 'contract:manage');
export const asActExporter = (actor: Actor | null): Result<Actor, AppError> =>
  authorize(actor, 'contract:manage').andThen((a) => authorize(a, 'excel:export'));
/** A client's people with `candidate:view-own` follow their specialists on projects and file claims. */
export const asClaimant = (actor: Actor | null): Result<Actor, AppError> => authorize(actor, 'candidate:view-own');
/** Managers with `candidate:manage` answer and close claims. */
export const asClaimManager = (actor: Actor | null): Result<Actor, AppError> => authorize(actor, 'candidate:manage');

export const actNotFound = notFound('Act', 'act.not_found');
export const claimNotFound = notFound('Claim', 'claim.not_found');
export const specialistNotOnProject = notFound('Specialist on a project', 'act.candidate_not_found');

/** Whose act it is for this side: the agency's own, the client's own once the platform sent it; anything else is not there. */
export const canReadAct = (side: ActSide, actor: Actor, row: ActRow): boolean => {
  if (side === 'manager') return hasScope(actor, 'contract:manage');
  if (side === 'agency') return hasScope(actor, 'act:own') && row.agencyId === actor.companyId;
  return (
    hasScope(actor, 'document:own') && row.clientId === actor.companyId && clientVisibleStatuses.includes(row.status)
  );
};

export const canReadClaim = (actor: Actor, row: ClaimRow): boolean =>
  hasScope(actor, 'candidate:manage') || (hasScope(actor, 'candidate:view-own') && row.clientId === actor.companyId);
