import { err, ok, type Result } from 'neverthrow';
import type { Actor } from '../shared/actor';
import { forbidden, notFound, type AppError } from '../shared/appError';
import { authorize } from '../shared/authorize';
import type { CandidateRow } from './interviewPorts';

export const candidateNotFound = notFound('Interview request', 'interview.not_found');

export const asRequestingClient = (actor: Actor | null): Result<Actor, AppError> =>
  authorize(actor, 'request:create').andThen((a) => (a.companyType === 'client' ? ok(a) : err(forbidden())));
export const asClientViewer = (actor: Actor | null): Result<Actor, AppError> =>
  authorize(actor, 'candidate:view-own').andThen((a) => (a.companyType === 'client' ? ok(a) : err(forbidden())));
export const asResponder = (actor: Actor | null): Result<Actor, AppError> =>
  authorize(actor, 'request:respond').andThen((a) => (a.companyType === 'agency' ? ok(a) : err(forbidden())));
export const asCandidateManager = (actor: Actor | null): Result<Actor, AppError> => authorize(actor, 'candidate:manage');

/** A partner sees only requests for its own specialists; any other is simply not there. */
export const ownRequest = (actor: Actor, row: CandidateRow | null): Result<CandidateRow, AppError> =>
  row && row.agencyId === actor.companyId ? ok(row) : err(candidateNotFound);

/** A client sees only its own company's candidates; any other is simply not there. */
export const ownCandidate = (actor: Actor, row: CandidateRow | null): Result<CandidateRow, AppError> =>
  row && row.clientId === actor.companyId ? ok(row) : err(candidateNotFound);
