import { err, ok, type Result } from 'neverthrow';
import { useCase } from '../../moderation/useCase';
import { validationError, type AppError } from '../../shared/appError';
import { asTeamCreator, asTeamManager, asTeamModerator, isTeamModerator } from '../policies';
import { AgencyTeamListInput, ManagerTeamListInput, MemberChoicesInput, type TeamListOutput } from '../schemas';
import type { TeamDeps } from '../teamPorts';
import { toTeamOutput } from '../teamViews';

/** `GET /api/team/list`: the caller's own teams, newest change first. */
export const listForAgency = useCase(
  asTeamCreator,
  AgencyTeamListInput,
  async (deps: TeamDeps, caller, input): Promise<Result<TeamListOutput, AppError>> => {
    const { page, count, search, available } = input;
    const { items, total } = await deps.store.list({ agencyId: caller.companyId, search, available }, { page, count });
    return ok({ items: items.map(toTeamOutput), meta: { page, count, total } });
  },
);

/** `GET /admin/api/team/list`: every agency's teams for managers, with the agency, member and availability filters. */
export const listForManager = useCase(
  asTeamModerator,
  ManagerTeamListInput,
  async (deps: TeamDeps, _caller, input): Promise<Result<TeamListOutput, AppError>> => {
    const { page, count, ...filter } = input;
    const { items, total } = await deps.store.list(filter, { page, count });
    return ok({ items: items.map(toTeamOutput), meta: { page, count, total } });
  },
);

/** The cards the team form offers: the agency's published ones; a manager names the team's agency. */
export const memberChoices = useCase(asTeamManager, MemberChoicesInput, async (deps: TeamDeps, caller, input) => {
  const agencyId = isTeamModerator(caller) ? input.agencyId : caller.companyId;
  if (!agencyId) return err(validationError([{ field: 'agencyId', message: 'Choose the agency' }]));
  return ok(await deps.store.memberChoices(agencyId, input.search));
});
