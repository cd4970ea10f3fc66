import { z } from 'zod';
import {
  AcceptSlotInput, CandidateHistoryInput, CandidateIdInput, CandidateListInput, ChangeClientPriceInput, CreateRequestInput, DeclineInput, MoveCandidateInput, ProposeSlotsInput,
} from '../../../application/interview/schemas';
import { publicProcedure, router, unwrap } from '../trpc';

export const interviewRouter = router({
  init: publicProcedure.query(({ ctx }) => unwrap(ctx.services.interview.initRequest(ctx.actor))),
  create: publicProcedure.input(CreateRequestInput).mutation(({ ctx, input }) => unwrap(ctx.services.interview.createRequest(ctx.actor, input))),
  listForClient: publicProcedure.input(CandidateListInput.extend({ clientUuid: z.string() })).query(({ ctx, input }) => unwrap(ctx.services.interview.listForClient(ctx.actor, input.clientUuid, input))),
  listForPartner: publicProcedure.input(CandidateListInput).query(({ ctx, input }) => unwrap(ctx.services.interview.listForPartner(ctx.actor, input))),
  listForManager: publicProcedure.input(CandidateListInput).query(({ ctx, input }) => unwrap(ctx.services.interview.listForManager(ctx.actor, input))),
  info: publicProcedure.input(CandidateIdInput).query(({ ctx, input }) => unwrap(ctx.services.interview.getCandidate(ctx.actor, input))),
  history: publicProcedure.input(CandidateHistoryInput).query(({ ctx, input }) => unwrap(ctx.services.interview.getCandidateHistory(ctx.actor, input))),
  acceptSlot: publicProcedure.input(AcceptSlotInput).mutation(({ ctx, input }) => unwrap(ctx.services.interview.acceptSlot(ctx.actor, input))),
  chooseProposedSlot: publicProcedure.input(AcceptSlotInput).mutation(({ ctx, input }) => unwrap(ctx.services.interview.chooseProposedSlot(ctx.actor, input))),
  proposeSlots: publicProcedure.input(ProposeSlotsInput).mutation(({ ctx, input }) => unwrap(ctx.services.interview.proposeSlots(ctx.actor, input))),
  decline: publicProcedure.input(DeclineInput).mutation(({ ctx, input }) => unwrap(ctx.services.interview.declineRequest(ctx.actor, input))),
  move: publicProcedure.input(MoveCandidateInput).mutation(({ ctx, input }) => unwrap(ctx.services.interview.moveCandidate(ctx.actor, input))),
  changeClientPrice: publicProcedure.input(ChangeClientPriceInput).mutation(({ ctx, input }) => unwrap(ctx.services.interview.changeClientPrice(ctx.actor, input))),
});
