import {
  AgencyTeamListInput,
  CreateTeamInput,
  ManagerTeamListInput,
  MemberChoicesInput,
  MemberChoicesOutput,
  SpecialistTeamsInput,
  SpecialistTeamsOutput,
  TeamDeletedOutput,
  TeamIdInput,
  TeamListOutput,
  TeamOutput,
  UpdateTeamInput,
} from '../../../application/team/schemas';
import { authedProcedure, inputOf, publicProcedure, router, unwrap } from '../trpc';

export const teamRouter = router({
  listForAgency: authedProcedure
    .input(inputOf(AgencyTeamListInput.optional()))
    .output(TeamListOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.team.listForAgency(ctx.actor, input))),
  listForManager: authedProcedure
    .input(inputOf(ManagerTeamListInput.optional()))
    .output(TeamListOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.team.listForManager(ctx.actor, input))),
  info: authedProcedure
    .input(inputOf(TeamIdInput))
    .output(TeamOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.team.get(ctx.actor, input))),
  memberChoices: authedProcedure
    .input(inputOf(MemberChoicesInput.optional()))
    .output(MemberChoicesOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.team.memberChoices(ctx.actor, input))),
  create: authedProcedure
    .input(inputOf(CreateTeamInput))
    .output(TeamOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.team.create(ctx.actor, input))),
  update: authedProcedure
    .input(inputOf(UpdateTeamInput))
    .output(TeamOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.team.update(ctx.actor, input))),
  delete: authedProcedure
    .input(inputOf(TeamIdInput))
    .output(TeamDeletedOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.team.delete(ctx.actor, input))),
  ofSpecialist: publicProcedure
    .input(inputOf(SpecialistTeamsInput))
    .output(SpecialistTeamsOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.team.teamsOfSpecialist(ctx.actor, input))),
});
