import {
  ManagerSaveSolutionInput,
  ManagerSolutionListInput,
  PublishSolutionInput,
  RejectSolutionInput,
  SaveSolutionInput,
  SolutionActionInput,
  SolutionAsOfInput,
  SolutionCatalogListInput,
  SolutionHistoryInput,
  SolutionIdInput,
  SolutionListInput,
  SolutionRequestFields,
  SolutionRequestListInput,
} from '../../../application/solution/schemas';
import { publicProcedure, router, unwrap } from '../trpc';

/** The solution area for the React app: editor, lists, moderation, public catalogue and requests. */
export const solutionRouter = router({
  // Agency
  saveDraft: publicProcedure.input(SaveSolutionInput).mutation(({ ctx, input }) => unwrap(ctx.services.solution.saveDraft(ctx.actor, input))),
  sendToReview: publicProcedure.input(SaveSolutionInput).mutation(({ ctx, input }) => unwrap(ctx.services.solution.sendToReview(ctx.actor, input))),
  deactivate: publicProcedure.input(SolutionActionInput).mutation(({ ctx, input }) => unwrap(ctx.services.solution.deactivate(ctx.actor, input))),
  moveToDraft: publicProcedure.input(SolutionActionInput).mutation(({ ctx, input }) => unwrap(ctx.services.solution.moveToDraft(ctx.actor, input))),
  deleteDraft: publicProcedure.input(SolutionActionInput).mutation(({ ctx, input }) => unwrap(ctx.services.solution.deleteDraft(ctx.actor, input))),
  archive: publicProcedure.input(SolutionActionInput).mutation(({ ctx, input }) => unwrap(ctx.services.solution.archive(ctx.actor, input))),
  listForAgency: publicProcedure.input(SolutionListInput.optional()).query(({ ctx, input }) => unwrap(ctx.services.solution.listForAgency(ctx.actor, input))),
  filtersForAgency: publicProcedure.query(({ ctx }) => unwrap(ctx.services.solution.filtersForAgency(ctx.actor))),
  // Agency and manager
  info: publicProcedure.input(SolutionIdInput).query(({ ctx, input }) => unwrap(ctx.services.solution.getSolution(ctx.actor, input))),
  // Manager
  publish: publicProcedure.input(PublishSolutionInput).mutation(({ ctx, input }) => unwrap(ctx.services.solution.publish(ctx.actor, input))),
  managerSave: publicProcedure.input(ManagerSaveSolutionInput).mutation(({ ctx, input }) => unwrap(ctx.services.solution.managerSave(ctx.actor, input))),
  reject: publicProcedure.input(RejectSolutionInput).mutation(({ ctx, input }) => unwrap(ctx.services.solution.reject(ctx.actor, input))),
  managerArchive: publicProcedure.input(SolutionActionInput).mutation(({ ctx, input }) => unwrap(ctx.services.solution.managerArchive(ctx.actor, input))),
  restoreFromArchive: publicProcedure.input(SolutionActionInput).mutation(({ ctx, input }) => unwrap(ctx.services.solution.restoreFromArchive(ctx.actor, input))),
  listForManager: publicProcedure.input(ManagerSolutionListInput.optional()).query(({ ctx, input }) => unwrap(ctx.services.solution.listForManager(ctx.actor, input))),
  listArchiveForManager: publicProcedure.input(ManagerSolutionListInput.optional()).query(({ ctx, input }) => unwrap(ctx.services.solution.listArchiveForManager(ctx.actor, input))),
  filtersForManager: publicProcedure.query(({ ctx }) => unwrap(ctx.services.solution.filtersForManager(ctx.actor))),
  archiveFiltersForManager: publicProcedure.query(({ ctx }) => unwrap(ctx.services.solution.archiveFiltersForManager(ctx.actor))),
  history: publicProcedure.input(SolutionHistoryInput).query(({ ctx, input }) => unwrap(ctx.services.solution.getHistory(ctx.actor, input))),
  asOf: publicProcedure.input(SolutionAsOfInput).query(({ ctx, input }) => unwrap(ctx.services.solution.getAsOf(ctx.actor, input))),
  // Public catalogue and requests
  catalogList: publicProcedure.input(SolutionCatalogListInput.optional()).query(({ ctx, input }) => unwrap(ctx.services.solution.listCatalog(input))),
  catalogInfo: publicProcedure.input(SolutionIdInput).query(({ ctx, input }) => unwrap(ctx.services.solution.getCatalogEntry(input))),
  categoryTree: publicProcedure.query(({ ctx }) => unwrap(ctx.services.solution.categoryTree())),
  request: publicProcedure.input(SolutionRequestFields).mutation(({ ctx, input }) => unwrap(ctx.services.solution.request(ctx.actor, input))),
  listRequests: publicProcedure.input(SolutionRequestListInput.optional()).query(({ ctx, input }) => unwrap(ctx.services.solution.listRequests(ctx.actor, input))),
});
