import { err, ok, type Result } from 'neverthrow';
import { useCase } from '../../moderation/useCase';
import type { AppError } from '../../shared/appError';
import { asTeamManager, ownTeam } from '../policies';
import { UpdateTeamInput, type TeamOutput } from '../schemas';
import type { TeamDeps } from '../teamPorts';
import { toTeamOutput } from '../teamViews';
import { auditOf, checkedMembers, refusalOf } from './saveTeam';

/**
 * `POST /api/team/update` (the agency, its own team) and `POST /admin/api/team/update` (a manager, any team): name,
 * description and members; the members stay cards of the team's agency. Carts that hold the team keep what they booked.
 */
export const updateTeam = useCase(
  asTeamManager,
  UpdateTeamInput,
  async (deps: TeamDeps, caller, input): Promise<Result<TeamOutput, AppError>> => {
    const team = ownTeam(caller, await deps.store.find(input.teamId));
    if (team.isErr()) return err(team.error);
    const before = team.value;
    const members = await checkedMembers(
      deps,
      before.agencyId,
      input.specialists,
      new Set(before.members.map((m) => m.specialistId)),
    );
    if (members.isErr()) return err(members.error);
    const refusal = await deps.store.update(
      {
        id: before.id,
        agencyId: before.agencyId,
        name: input.name,
        description: input.description,
        specialists: members.value,
      },
      input.version ?? null,
      { ...auditOf(caller, deps.clock.now()), before },
    );
    if (refusal) return err(refusalOf(refusal));
    const saved = await deps.store.find(before.id);
    return saved ? ok(toTeamOutput(saved)) : err(refusalOf('not_found'));
  },
);
