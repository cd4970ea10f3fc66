import * as s from '../../../application/act/schemas';
import { authedProcedure, inputOf, router, unwrap } from '../trpc';

// Acts and claims over tRPC: the same use cases as /api/agency/act, /api/client/act, /api/client/specialist-claim, /admin/api/act and /admin/api/specialist-claim.
export const actRouter = router({
  // The agency
  agencyList: authedProcedure
    .input(inputOf(s.ActListInput.partial().optional()))
    .output(s.AgencyActListOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.act.listForAgency(ctx.actor, input))),
  billable: authedProcedure.output(s.BillableOutput).query(({ ctx }) => unwrap(ctx.services.act.billable(ctx.actor))),
  agencyInfo: authedProcedure
    .input(inputOf(s.ActIdInput))
    .output(s.AgencyActOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.act.getForAgency(ctx.actor, input))),
  create: authedProcedure
    .input(inputOf(s.CreateActInput))
    .output(s.AgencyActOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.act.create(ctx.actor, input))),
  update: authedProcedure
    .input(inputOf(s.UpdateActInput))
    .output(s.AgencyActOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.act.update(ctx.actor, input))),
  sendToPlatform: authedProcedure
    .input(inputOf(s.ActIdInput))
    .output(s.AgencyActOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.act.sendToPlatform(ctx.actor, input))),
  // The client
  clientList: authedProcedure
    .input(inputOf(s.ActListInput.partial().optional()))
    .output(s.ClientActListOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.act.listForClient(ctx.actor, input))),
  clientInfo: authedProcedure
    .input(inputOf(s.ActIdInput))
    .output(s.ClientActOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.act.getForClient(ctx.actor, input))),
  approve: authedProcedure
    .input(inputOf(s.ActIdInput))
    .output(s.ClientActOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.act.approve(ctx.actor, input))),
  rejectAsClient: authedProcedure
    .input(inputOf(s.RejectActInput))
    .output(s.ClientActOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.act.rejectAsClient(ctx.actor, input))),
  workingSpecialist: authedProcedure
    .input(inputOf(s.WorkingSpecialistInput))
    .output(s.WorkingSpecialistOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.act.workingSpecialist(ctx.actor, input))),
  claimReasons: authedProcedure
    .output(s.ClaimReasonsOutput)
    .query(async ({ ctx }) => unwrap(Promise.resolve(ctx.services.act.claimReasons(ctx.actor)))),
  createClaim: authedProcedure
    .input(inputOf(s.CreateClaimInput))
    .output(s.ClientClaimOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.act.createClaim(ctx.actor, input))),
  ownClaims: authedProcedure
    .input(inputOf(s.ClaimListInput.partial().optional()))
    .output(s.ClientClaimListOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.act.listOwnClaims(ctx.actor, input))),
  // Managers
  list: authedProcedure
    .input(inputOf(s.ActListInput.partial().optional()))
    .output(s.ManagerActListOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.act.listForManager(ctx.actor, input))),
  info: authedProcedure
    .input(inputOf(s.ActIdInput))
    .output(s.ManagerActOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.act.getForManager(ctx.actor, input))),
  history: authedProcedure
    .input(inputOf(s.ActHistoryInput))
    .output(s.ActHistoryOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.act.history(ctx.actor, input))),
  sendToClient: authedProcedure
    .input(inputOf(s.ActIdInput))
    .output(s.ManagerActOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.act.sendToClient(ctx.actor, input))),
  rejectAsManager: authedProcedure
    .input(inputOf(s.RejectActInput))
    .output(s.ManagerActOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.act.rejectAsManager(ctx.actor, input))),
  markAwaitingPayment: authedProcedure
    .input(inputOf(s.ActIdInput))
    .output(s.ManagerActOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.act.markAwaitingPayment(ctx.actor, input))),
  markPaid: authedProcedure
    .input(inputOf(s.ActIdInput))
    .output(s.ManagerActOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.act.markPaid(ctx.actor, input))),
  claims: authedProcedure
    .input(inputOf(s.ClaimListInput.partial().optional()))
    .output(s.ManagerClaimListOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.act.listClaims(ctx.actor, input))),
  claim: authedProcedure
    .input(inputOf(s.ClaimIdInput))
    .output(s.ManagerClaimOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.act.getClaim(ctx.actor, input))),
  answerClaim: authedProcedure
    .input(inputOf(s.AnswerClaimInput))
    .output(s.ManagerClaimOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.act.answerClaim(ctx.actor, input))),
  closeClaim: authedProcedure
    .input(inputOf(s.ClaimIdInput))
    .output(s.ManagerClaimOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.act.closeClaim(ctx.actor, input))),
});
