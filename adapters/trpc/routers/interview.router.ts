import {
  AcceptSlotInput, CandidateHistoryInput, CandidateIdInput, CandidateListInput, ChangeClientPriceInput, ClientCandidateListInput, CreateRequestInput, DeclineInput,
  MoveCandidateInput, ProposeSlotsInput,
} from '../../../application/interview/schemas';
import { authedProcedure, inputOf, router, unwrap } from '../trpc';

export const interviewRouter = router({
  init: authedProcedure.query(({ ctx }) => unwrap(ctx.services.interview.initRequest(ctx.actor))),
  create: authedProcedure.input(inputOf(CreateRequestInput)).mutation(({ ctx, input }) => unwrap(ctx.services.interview.createRequest(ctx.actor, input))),
  listForClient: authedProcedure.input(inputOf(ClientCandidateListInput)).query(({ ctx, input }) => unwrap(ctx.services.interview.listForClient(ctx.actor, input))),
  listForPartner: authedProcedure.input(inputOf(CandidateListInput)).query(({ ctx, input }) => unwrap(ctx.services.interview.listForPartner(ctx.actor, input))),
  listForManager: authedProcedure.input(inputOf(CandidateListInput)).query(({ ctx, input }) => unwrap(ctx.services.interview.listForManager(ctx.actor, input))),
  info: authedProcedure.input(inputOf(CandidateIdInput)).query(({ ctx, input }) => unwrap(ctx.services.interview.getCandidate(ctx.actor, input))),
  history: authedProcedure.input(inputOf(CandidateHistoryInput)).query(({ ctx, input }) => unwrap(ctx.services.interview.getCandidateHistory(ctx.actor, input))),
  acceptSlot: authedProcedure.input(inputOf(AcceptSlotInput)).mutation(({ ctx, input }) => unwrap(ctx.services.interview.acceptSlot(ctx.actor, input))),
  chooseProposedSlot: authedProcedure.input(inputOf(AcceptSlotInput)).mutation(({ ctx, input }) => unwrap(ctx.services.interview.chooseProposedSlot(ctx.actor, input))),
  proposeSlots: authedProcedure.input(inputOf(ProposeSlotsInput)).mutation(({ ctx, input }) => unwrap(ctx.services.interview.proposeSlots(ctx.actor, input))),
  decline: authedProcedure.input(inputOf(DeclineInput)).mutation(({ ctx, input }) => unwrap(ctx.services.interview.declineRequest(ctx.actor, input))),
  move: authedProcedure.input(inputOf(MoveCandidateInput)).mutation(({ ctx, input }) => unwrap(ctx.services.interview.moveCandidate(ctx.actor, input))),
  changeClientPrice: authedProcedure.input(inputOf(ChangeClientPriceInput)).mutation(({ ctx, input }) => unwrap(ctx.services.interview.changeClientPrice(ctx.actor, input))),
});
