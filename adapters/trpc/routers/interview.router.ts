import {
  CandidateActionOutput,
  CandidateListOutput,
  CandidateViewOutput,
  CreatedRequestOutput,
  RequestInitOutput,
  CalendarFeedOffOutput,
  CalendarFeedOutput,
  CalendarFeedStatusOutput,
  ColleagueListOutput,
} from '../../../application/interview/schemas';
import { HistoryPageOutput } from '../../../application/shared/outputs';
import {
  AcceptSlotInput,
  CandidateHistoryInput,
  CandidateIdInput,
  CandidateListInput,
  ChangeClientPriceInput,
  ClientCandidateListInput,
  ClientDeclineInput,
  CreateRequestInput,
  DeclineInput,
  MoveCandidateInput,
  ProposeSlotsInput,
  RescheduleInput,
  PickRescheduledSlotInput,
  CancelInterviewInput,
  SetVideoLinkInput,
  AnotherInterviewInput,
  NameInterviewersInput,
} from '../../../application/interview/schemas';
import { authedProcedure, inputOf, router, unwrap } from '../trpc';

export const interviewRouter = router({
  calendarFeed: authedProcedure
    .output(CalendarFeedStatusOutput)
    .query(({ ctx }) => unwrap(ctx.services.interview.getCalendarFeedStatus(ctx.actor))),
  turnOnCalendarFeed: authedProcedure
    .output(CalendarFeedOutput)
    .mutation(({ ctx }) => unwrap(ctx.services.interview.turnOnCalendarFeed(ctx.actor))),
  turnOffCalendarFeed: authedProcedure
    .output(CalendarFeedOffOutput)
    .mutation(({ ctx }) => unwrap(ctx.services.interview.turnOffCalendarFeed(ctx.actor))),
  init: authedProcedure
    .output(RequestInitOutput)
    .query(({ ctx }) => unwrap(ctx.services.interview.initRequest(ctx.actor))),
  create: authedProcedure
    .input(inputOf(CreateRequestInput))
    .output(CreatedRequestOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.interview.createRequest(ctx.actor, input))),
  listForClient: authedProcedure
    .input(inputOf(ClientCandidateListInput))
    .output(CandidateListOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.interview.listForClient(ctx.actor, input))),
  listForPartner: authedProcedure
    .input(inputOf(CandidateListInput))
    .output(CandidateListOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.interview.listForPartner(ctx.actor, input))),
  listForManager: authedProcedure
    .input(inputOf(CandidateListInput))
    .output(CandidateListOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.interview.listForManager(ctx.actor, input))),
  info: authedProcedure
    .input(inputOf(CandidateIdInput))
    .output(CandidateViewOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.interview.getCandidate(ctx.actor, input))),
  history: authedProcedure
    .input(inputOf(CandidateHistoryInput))
    .output(HistoryPageOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.interview.getCandidateHistory(ctx.actor, input))),
  acceptSlot: authedProcedure
    .input(inputOf(AcceptSlotInput))
    .output(CandidateActionOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.interview.acceptSlot(ctx.actor, input))),
  chooseProposedSlot: authedProcedure
    .input(inputOf(AcceptSlotInput))
    .output(CandidateActionOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.interview.chooseProposedSlot(ctx.actor, input))),
  proposeSlots: authedProcedure
    .input(inputOf(ProposeSlotsInput))
    .output(CandidateActionOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.interview.proposeSlots(ctx.actor, input))),
  decline: authedProcedure
    .input(inputOf(DeclineInput))
    .output(CandidateActionOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.interview.declineRequest(ctx.actor, input))),
  hire: authedProcedure
    .input(inputOf(CandidateIdInput))
    .output(CandidateActionOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.interview.hireCandidate(ctx.actor, input))),
  declineCandidate: authedProcedure
    .input(inputOf(ClientDeclineInput))
    .output(CandidateActionOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.interview.declineCandidate(ctx.actor, input))),
  requestAnotherInterview: authedProcedure
    .input(inputOf(AnotherInterviewInput))
    .output(CandidateActionOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.interview.requestAnotherInterview(ctx.actor, input))),
  move: authedProcedure
    .input(inputOf(MoveCandidateInput))
    .output(CandidateActionOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.interview.moveCandidate(ctx.actor, input))),
  changeClientPrice: authedProcedure
    .input(inputOf(ChangeClientPriceInput))
    .output(CandidateActionOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.interview.changeClientPrice(ctx.actor, input))),
  // The moves of a fixed interview, from the caller's own side (a manager names the party it acts for).
  proposeReschedule: authedProcedure
    .input(inputOf(RescheduleInput))
    .output(CandidateActionOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.interview.proposeReschedule(ctx.actor, input))),
  pickRescheduledSlot: authedProcedure
    .input(inputOf(PickRescheduledSlotInput))
    .output(CandidateActionOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.interview.pickRescheduledSlot(ctx.actor, input))),
  cancelInterview: authedProcedure
    .input(inputOf(CancelInterviewInput))
    .output(CandidateActionOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.interview.cancelInterview(ctx.actor, input))),
  setVideoLink: authedProcedure
    .input(inputOf(SetVideoLinkInput))
    .output(CandidateActionOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.interview.setVideoLink(ctx.actor, input))),
  // Panels: the client's people it may name as interviewers, and naming them on a candidate.
  colleagues: authedProcedure
    .output(ColleagueListOutput)
    .query(({ ctx }) => unwrap(ctx.services.interview.listColleagues(ctx.actor))),
  nameInterviewers: authedProcedure
    .input(inputOf(NameInterviewersInput))
    .output(CandidateActionOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.interview.nameInterviewers(ctx.actor, input))),
});
