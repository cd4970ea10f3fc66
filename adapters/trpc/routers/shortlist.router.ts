import {
  AddToShortlistInput,
  BookTopInput,
  BookTopOutput,
  ChooseRequestInput,
  ChooseSkillsInput,
  CommentInput,
  CompareInput,
  ComparisonOutput,
  CreateShortlistInput,
  RemoveFromShortlistInput,
  ShortlistIdInput,
  ShortlistListOutput,
  ShortlistOutput,
  ShortlistRequestChoicesOutput,
  VoteInput,
} from '../../../application/shortlist/schemas';
import { authedProcedure, inputOf, router, unwrap } from '../trpc';

export const shortlistRouter = router({
  list: authedProcedure
    .output(ShortlistListOutput)
    .query(({ ctx }) => unwrap(ctx.services.shortlist.listShortlists(ctx.actor))),
  info: authedProcedure
    .input(inputOf(ShortlistIdInput))
    .output(ShortlistOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.shortlist.getShortlist(ctx.actor, input))),
  create: authedProcedure
    .input(inputOf(CreateShortlistInput))
    .output(ShortlistOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.shortlist.createList(ctx.actor, input))),
  skills: authedProcedure
    .input(inputOf(ChooseSkillsInput))
    .output(ShortlistOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.shortlist.chooseSkills(ctx.actor, input))),
  requestChoices: authedProcedure
    .output(ShortlistRequestChoicesOutput)
    .query(({ ctx }) => unwrap(ctx.services.shortlist.listRequestChoices(ctx.actor))),
  request: authedProcedure
    .input(inputOf(ChooseRequestInput))
    .output(ShortlistOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.shortlist.chooseRequest(ctx.actor, input))),
  add: authedProcedure
    .input(inputOf(AddToShortlistInput))
    .output(ShortlistOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.shortlist.addEntry(ctx.actor, input))),
  remove: authedProcedure
    .input(inputOf(RemoveFromShortlistInput))
    .output(ShortlistOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.shortlist.removeEntry(ctx.actor, input))),
  vote: authedProcedure
    .input(inputOf(VoteInput))
    .output(ShortlistOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.shortlist.vote(ctx.actor, input))),
  comment: authedProcedure
    .input(inputOf(CommentInput))
    .output(ShortlistOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.shortlist.comment(ctx.actor, input))),
  compare: authedProcedure
    .input(inputOf(CompareInput))
    .output(ComparisonOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.shortlist.compareEntries(ctx.actor, input))),
  bookTop: authedProcedure
    .input(inputOf(BookTopInput))
    .output(BookTopOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.shortlist.bookTop(ctx.actor, input))),
});
