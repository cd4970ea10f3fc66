import { err, ok, type Result } from 'neverthrow';
import { useCase } from '../../moderation/useCase';
import type { AppError } from '../../shared/appError';
import { asTeamManager, ownTeam } from '../policies';
import { TeamIdInput } from '../schemas';
import type { TeamDeps } from '../teamPorts';
import { auditOf, refusalOf } from './saveTeam';

/**
 * `POST /api/team/delete` and `/admin/api/team/delete`: the team leaves the agency's list and the catalogue and can no
 * longer be added to a cart. Carts that hold it keep its members as added (shown under the team's former name), and
 * interview requests already sent are not touched: the client booked people, not the grouping.
 */
export const deleteTeam = useCase(
  asTeamManager,
  TeamIdInput,
  async (deps: TeamDeps, caller, input): Promise<Result<{ teamId: string; deleted: true }, AppError>> => {
    const team = ownTeam(caller, await deps.store.find(input.teamId));
    if (team.isErr()) return err(team.error);
    const refusal = await deps.store.delete(team.value, auditOf(caller, deps.clock.now()));
    if (refusal) return err(refusalOf(refusal));
    return ok({ teamId: team.value.id, deleted: true as const });
  },
);
