import { err, ok, type Result } from 'neverthrow';
import { useCase } from '../../moderation/useCase';
import type { AppError } from '../../shared/appError';
import { asTeamCreator } from '../policies';
import { CreateTeamInput, type TeamOutput } from '../schemas';
import type { TeamDeps } from '../teamPorts';
import { toTeamOutput } from '../teamViews';
import { auditOf, checkedMembers, refusalOf } from './saveTeam';

/** `POST /api/team/create`: an agency groups two or more of its published cards under a name. */
export const createTeam = useCase(
  asTeamCreator,
  CreateTeamInput,
  async (deps: TeamDeps, caller, input): Promise<Result<TeamOutput, AppError>> => {
    const members = await checkedMembers(deps, caller.companyId, input.specialists);
    if (members.isErr()) return err(members.error);
    const id = deps.newId();
    const refusal = await deps.store.create(
      { id, agencyId: caller.companyId, name: input.name, description: input.description, specialists: members.value },
      auditOf(caller, deps.clock.now()),
    );
    if (refusal) return err(refusalOf(refusal));
    const team = await deps.store.find(id);
    return team ? ok(toTeamOutput(team)) : err(refusalOf('not_found'));
  },
);
