import { err, ok, type Result } from 'neverthrow';
import { hasScope } from '../../domain/identity/scopes';
import type { Solution } from '../../domain/solution/solution.state';
import { ownedByAgency } from '../moderation/ownership';
import type { Actor } from '../shared/actor';
import { forbidden, notFound, type AppError } from '../shared/appError';
import { authorize } from '../shared/authorize';

/** Who may do what with a solution. Another agency's solution is simply not there: 404, never 403. */
export const solutionNotFound = notFound('Solution', 'solution.not_found');

export const asSolutionAgency = (actor: Actor | null): Result<Actor, AppError> =>
  authorize(actor, 'solution:manage-own').andThen((a) => (a.companyType === 'agency' ? ok(a) : err(forbidden())));

export const asSolutionModerator = (actor: Actor | null): Result<Actor, AppError> => authorize(actor, 'solution:moderate');

/** Only a client's users request solutions (a manager acting as a client user is that user). */
export const asSolutionRequester = (actor: Actor | null): Result<Actor, AppError> =>
  authorize(actor, 'solution:request').andThen((a) => (a.companyType === 'client' ? ok(a) : err(forbidden('Only clients can request a solution'))));

/** An agency touches only its own solutions; one that does not exist yet becomes its own. */
export const ownSolution = (actor: Actor, solution: Solution, mayCreate: boolean): Result<Solution, AppError> => ownedByAgency(actor, solution, mayCreate, solutionNotFound);

/** Managers see every solution; an agency only its own. */
export const canReadSolution = (actor: Actor, agencyId: string): boolean =>
  hasScope(actor, 'solution:moderate') || (actor.companyType === 'agency' && actor.companyId === agencyId);

/** A manager acts on any solution that exists; one never created or deleted for good is not there. */
export const existingSolution = (solution: Solution): Result<Solution, AppError> =>
  solution.status === 'new' || solution.status === 'deleted' ? err(solutionNotFound) : ok(solution);
