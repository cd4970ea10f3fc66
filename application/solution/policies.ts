import type { Result } from 'neverthrow';
import { allowedActions } from '../../domain/solution/solution.status';
import { moderationPolicies } from '../moderation/policies';
import type { Actor } from '../shared/actor';
import { notFound, type AppError } from '../shared/appError';
import { authorize } from '../shared/authorize';

/**
 * Who may do what with a solution: the agency with its own solutions, a manager with any solution, by scope.
 * Another agency's solution is simply not there: 404, never 403.
 */
export const policies = moderationPolicies({
  scopes: { manageOwn: 'solution:manage-own', moderate: 'solution:moderate' },
  notFound: notFound('Solution', 'solution.not_found'),
  allowedActions,
});

export const {
  asAgency,
  asModerator,
  asExporter,
  canRead: canReadSolution,
  allowedActionsFor,
  notFound: solutionNotFound,
} = policies;

/** Only a client's users request solutions (a manager acting as a client user is that user). */
export const asSolutionRequester = (actor: Actor | null): Result<Actor, AppError> =>
  authorize(actor, 'solution:request');
