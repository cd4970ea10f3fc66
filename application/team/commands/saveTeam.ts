import type { Result } from 'neverthrow';
import { isInCatalogue, type SpecialistStatus } from '../../../domain/specialist/specialist.status';
import { checkMembers, type MemberIssue } from '../../../domain/team/team.rules';
import type { Actor } from '../../shared/actor';
import { conflict, validationError, type AppError } from '../../shared/appError';
import { teamNotFound } from '../policies';
import type { TeamAudit, TeamDeps, TeamWriteRefusal } from '../teamPorts';

/** The members the agency chose, checked against the cards as they are now; refusals land on `specialists.<i>`. */
export const checkedMembers = async (
  deps: TeamDeps,
  agencyId: string,
  chosen: readonly string[],
  alreadyMembers: ReadonlySet<string> = new Set(),
): Promise<Result<readonly string[], AppError>> => {
  const cards = await deps.store.cards(chosen);
  const members = checkMembers(
    agencyId,
    chosen,
    cards.map((c) => ({
      specialistId: c.specialistId,
      agencyId: c.agencyId,
      inCatalogue: isInCatalogue(c.status as SpecialistStatus),
      teamOnly: c.teamOnly,
    })),
    alreadyMembers,
  );
  return members.mapErr((issues: readonly MemberIssue[]) =>
    validationError(
      issues.map((i) => ({
        field: i.index === null ? 'specialists' : `specialists.${i.index}`,
        code: i.code,
        message: i.message,
      })),
    ),
  );
};

export const auditOf = (actor: Actor, at: Date): TeamAudit => ({
  actorId: actor.userId,
  emulatedBy: actor.emulatedBy,
  at,
});

/** A refused write as the caller hears it: another team of the agency with the name, or a stale edit, is a 409. */
export const refusalOf = (refusal: TeamWriteRefusal): AppError => {
  switch (refusal) {
    case 'name_taken':
      return conflict('The agency already has a team with this name', 'team.name_taken');
    case 'version_conflict':
      return conflict(
        'Someone else changed this team at the same time. Reload and try again.',
        'team.version_conflict',
      );
    case 'not_found':
      return teamNotFound;
    default: {
      const _exhaustive: never = refusal;
      return _exhaustive;
    }
  }
};
