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
import { publicProcedure, authedProcedure, inputOf, router, unwrap } from '../trpc';

/** The solution area for the React app: editor, lists, moderation, public catalogue and requests. */
export const solutionRouter = router({
  // Agency
  saveDraft: authedProcedure.input(inputOf(SaveSolutionInput)).mutation(({ ctx, input }) => unwrap(ctx.services.solution.saveDraft(ctx.actor, input))),
  sendToReview: authedProcedure.input(inputOf(SaveSolutionInput)).mutation(({ ctx, input }) => unwrap(ctx.services.solution.sendToReview(ctx.actor, input))),
  deactivate: authedProcedure.input(inputOf(SolutionActionInput)).mutation(({ ctx, input }) => unwrap(ctx.services.solution.deactivate(ctx.actor, input))),
  moveToDraft: authedProcedure.input(inputOf(SolutionActionInput)).mutation(({ ctx, input }) => unwrap(ctx.services.solution.moveToDraft(ctx.actor, input))),
  deleteDraft: authedProcedure.input(inputOf(SolutionActionInput)).mutation(({ ctx, input }) => unwrap(ctx.services.solution.deleteDraft(ctx.actor, input))),
  archive: authedProcedure.input(inputOf(SolutionActionInput)).mutation(({ ctx, input }) => unwrap(ctx.services.solution.archive(ctx.actor, input))),
  listForAgency: authedProcedure.input(inputOf(SolutionListInput.optional())).query(({ ctx, input }) => unwrap(ctx.services.solution.listForAgency(ctx.actor, input))),
  filtersForAgency: authedProcedure.query(({ ctx }) => unwrap(ctx.services.solution.filtersForAgency(ctx.actor))),
  // Agency and manager
  info: authedProcedure.input(inputOf(SolutionIdInput)).query(({ ctx, input }) => unwrap(ctx.services.solution.getSolution(ctx.actor, input))),
  // Manager
  publish: authedProcedure.input(inputOf(PublishSolutionInput)).mutation(({ ctx, input }) => unwrap(ctx.services.solution.publish(ctx.actor, input))),
  managerSave: authedProcedure.input(inputOf(ManagerSaveSolutionInput)).mutation(({ ctx, input }) => unwrap(ctx.services.solution.managerSave(ctx.actor, input))),
  reject: authedProcedure.input(inputOf(RejectSolutionInput)).mutation(({ ctx, input }) => unwrap(ctx.services.solution.reject(ctx.actor, input))),
  managerArchive: authedProcedure.input(inputOf(SolutionActionInput)).mutation(({ ctx, input }) => unwrap(ctx.services.solution.managerArchive(ctx.actor, input))),
  restoreFromArchive: authedProcedure.input(inputOf(SolutionActionInput)).mutation(({ ctx, input }) => unwrap(ctx.services.solution.restoreFromArchive(ctx.actor, input))),
  listForManager: authedProcedure.input(inputOf(ManagerSolutionListInput.optional())).query(({ ctx, input }) => unwrap(ctx.services.solution.listForManager(ctx.actor, input))),
  listArchiveForManager: authedProcedure.input(inputOf(ManagerSolutionListInput.optional())).query(({ ctx, input }) => unwrap(ctx.services.solution.listArchiveForManager(ctx.actor, input))),
  filtersForManager: authedProcedure.query(({ ctx }) => unwrap(ctx.services.solution.filtersForManager(ctx.actor))),
  archiveFiltersForManager: authedProcedure.query(({ ctx }) => unwrap(ctx.services.solution.archiveFiltersForManager(ctx.actor))),
  history: authedProcedure.input(inputOf(SolutionHistoryInput)).query(({ ctx, input }) => unwrap(ctx.services.solution.getHistory(ctx.actor, input))),
  asOf: authedProcedure.input(inputOf(SolutionAsOfInput)).query(({ ctx, input }) => unwrap(ctx.services.solution.getAsOf(ctx.actor, input))),
  // Public catalogue and requests
  catalogList: publicProcedure.input(inputOf(SolutionCatalogListInput.optional())).query(({ ctx, input }) => unwrap(ctx.services.solution.listCatalog(input))),
  catalogInfo: publicProcedure.input(inputOf(SolutionIdInput)).query(({ ctx, input }) => unwrap(ctx.services.solution.getCatalogEntry(input))),
  categoryTree: publicProcedure.query(({ ctx }) => unwrap(ctx.services.solution.categoryTree())),
  request: authedProcedure.input(inputOf(SolutionRequestFields)).mutation(({ ctx, input }) => unwrap(ctx.services.solution.request(ctx.actor, input))),
  listRequests: authedProcedure.input(inputOf(SolutionRequestListInput.optional())).query(({ ctx, input }) => unwrap(ctx.services.solution.listRequests(ctx.actor, input))),
});
