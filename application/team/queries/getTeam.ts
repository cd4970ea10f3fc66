import { err, ok, type Result } from 'neverthrow';
import { useCase } from '../../moderation/useCase';
import type { AppError } from '../../shared/appError';
import { asTeamManager, ownTeam } from '../policies';
import { TeamIdInput, type TeamOutput } from '../schemas';
import type { TeamDeps } from '../teamPorts';
import { toTeamOutput } from '../teamViews';

/** `GET /api/team/info/{id}` and `/admin/api/team/info/{id}`: one team with its members as their cards are now. */
export const getTeam = useCase(
  asTeamManager,
  TeamIdInput,
  async (deps: TeamDeps, caller, input): Promise<Result<TeamOutput, AppError>> => {
    const team = ownTeam(caller, await deps.store.find(input.teamId));
    return team.isErr() ? err(team.error) : ok(toTeamOutput(team.value));
  },
);
