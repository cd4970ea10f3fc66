import { err, ok, type Result } from 'neverthrow';
import { hasScope } from '../../domain/identity/scopes';
import type { Actor } from '../shared/actor';
import { forbidden, notFound, type AppError } from '../shared/appError';
import { authorize } from '../shared/authorize';

export const teamNotFound = notFound('Team', 'team.not_found');

/**
 * Who manages teams, by scope: an agency its own teams with the scope it manages its cards with
 * (`specialist:manage-own`), a manager every team with the scope that moderates cards (`specialist:moderate`).
 */
export const asTeamManager = (actor: Actor | null): Result<Actor, AppError> =>
  authorize(actor).andThen((a) =>
    hasScope(a, 'specialist:moderate') || hasScope(a, 'specialist:manage-own')
      ? ok(a)
      : err(forbidden('Only agencies and managers manage teams')),
  );

/** Managers' lists of every agency's teams. */
export const asTeamModerator = (actor: Actor | null): Result<Actor, AppError> =>
  authorize(actor, 'specialist:moderate');

/** Only an agency makes a team, of its own cards. */
export const asTeamCreator = (actor: Actor | null): Result<Actor, AppError> =>
  authorize(actor, 'specialist:manage-own');

export const isTeamModerator = (actor: Actor): boolean => hasScope(actor, 'specialist:moderate');

/** Another agency's team is simply not there: 404, never 403. */
export const ownTeam = <Team extends { readonly agencyId: string }>(
  actor: Actor,
  team: Team | null,
): Result<Team, AppError> =>
  team && (isTeamModerator(actor) || team.agencyId === actor.companyId) ? ok(team) : err(teamNotFound);
