import { z } from 'zod';
import {
  AgencyTeamListInput,
  CreateTeamInput,
  ManagerTeamListInput,
  MemberChoicesInput,
  MemberChoicesOutput,
  SpecialistTeamsOutput,
  TeamDeletedOutput,
  TeamIdInput,
  TeamListOutput,
  TeamOutput,
  UpdateTeamInput,
} from '../../../application/team/schemas';
import type { AppServices } from '../../services';
import type { RestRoutes } from '../restRoute';

const tag = 'teams';
const idParams = z.object({ id: z.string() });

/**
 * Agency teams: the agency manages its own under `/api/team/`, managers every agency's under `/admin/api/team/`,
 * and the catalogue shows the teams of a published card. Booking a team is the cart's `add-specialists`.
 */
export const teamRoutes = (routes: RestRoutes, { team }: AppServices): void => {
  // Agency (and managers, on the same use cases)
  routes.add({
    method: 'get',
    path: '/api/team/list',
    tag,
    auth: true,
    query: AgencyTeamListInput,
    response: TeamListOutput,
    summary: "The agency's own teams with their members, 20 per page",
    handle: (r) => team.listForAgency(r.actor, r.query),
  });
  routes.add({
    method: 'get',
    path: '/api/team/info/:id',
    tag,
    auth: true,
    params: idParams,
    response: TeamOutput,
    summary: 'One own team with its members as their cards are now',
    handle: (r) => team.get(r.actor, { teamId: r.params.id }),
  });
  routes.add({
    method: 'get',
    path: '/api/team/member-choices',
    tag,
    auth: true,
    query: MemberChoicesInput,
    response: MemberChoicesOutput,
    summary: "The agency's published cards a team can take",
    handle: (r) => team.memberChoices(r.actor, r.query),
  });
  routes.add({
    method: 'post',
    path: '/api/team/create',
    tag,
    auth: true,
    body: CreateTeamInput,
    response: TeamOutput,
    summary: 'Group two or more own published cards into a team',
    handle: (r) => team.create(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: '/api/team/update',
    tag,
    auth: true,
    body: UpdateTeamInput,
    response: TeamOutput,
    summary: "Change an own team's name, description or members (409 on a stale version)",
    handle: (r) => team.update(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: '/api/team/delete',
    tag,
    auth: true,
    body: TeamIdInput,
    response: TeamDeletedOutput,
    summary: 'Delete an own team (carts that hold it keep its members)',
    handle: (r) => team.delete(r.actor, r.body),
  });

  // Managers
  routes.add({
    method: 'get',
    path: '/admin/api/team/list',
    tag,
    auth: true,
    query: ManagerTeamListInput,
    response: TeamListOutput,
    summary: "Every agency's teams: filters agencyId, specialistId, available, search",
    handle: (r) => team.listForManager(r.actor, r.query),
  });
  routes.add({
    method: 'get',
    path: '/admin/api/team/info/:id',
    tag,
    auth: true,
    params: idParams,
    response: TeamOutput,
    summary: 'Any team with its members',
    handle: (r) => team.get(r.actor, { teamId: r.params.id }),
  });
  routes.add({
    method: 'get',
    path: '/admin/api/team/member-choices',
    tag,
    auth: true,
    query: MemberChoicesInput,
    response: MemberChoicesOutput,
    summary: "An agency's published cards a team can take",
    handle: (r) => team.memberChoices(r.actor, r.query),
  });
  routes.add({
    method: 'post',
    path: '/admin/api/team/update',
    tag,
    auth: true,
    body: UpdateTeamInput,
    response: TeamOutput,
    summary: "Change any team's name, description or members",
    handle: (r) => team.update(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: '/admin/api/team/delete',
    tag,
    auth: true,
    body: TeamIdInput,
    response: TeamDeletedOutput,
    summary: 'Delete any team',
    handle: (r) => team.delete(r.actor, r.body),
  });

  // Catalogue
  routes.add({
    method: 'get',
    path: '/api/team-catalog/specialist/:id',
    tag,
    params: idParams,
    response: SpecialistTeamsOutput,
    summary: "The teams a published card belongs to ('Part of team X'), bookable whole through add-specialists",
    handle: (r) => team.teamsOfSpecialist(r.actor, { specialistId: r.params.id }),
  });
};
