import { createTeam } from './commands/createTeam';
import { deleteTeam } from './commands/deleteTeam';
import { updateTeam } from './commands/updateTeam';
import { getTeam } from './queries/getTeam';
import { listForAgency, listForManager, memberChoices } from './queries/listTeams';
import { teamsOfSpecialist } from './queries/teamsOfSpecialist';
import type { TeamDeps } from './teamPorts';

export const teamService = (deps: TeamDeps) => ({
  create: createTeam(deps),
  update: updateTeam(deps),
  delete: deleteTeam(deps),
  get: getTeam(deps),
  listForAgency: listForAgency(deps),
  listForManager: listForManager(deps),
  memberChoices: memberChoices(deps),
  teamsOfSpecialist: teamsOfSpecialist(deps),
});
export type TeamService = ReturnType<typeof teamService>;
