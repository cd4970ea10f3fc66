import { HistoryPageOutput } from '../../../application/shared/outputs';
import * as schemas from '../../../application/solution/schemas';
import { publicProcedure, authedProcedure, inputOf, router, unwrap } from '../trpc';

const { SolutionActionInput: bare, SolutionListOutput, SolutionDetailsOutput } = schemas;
const managerList = inputOf(schemas.ManagerSolutionListInput.optional());

/** The solution area for the React app: editor, lists, moderation, public catalogue and requests. */
export const solutionRouter = router({
  // Agency
  saveDraft: authedProcedure
    .input(inputOf(schemas.SaveSolutionInput))
    .output(schemas.SolutionActionOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.solution.saveDraft(ctx.actor, input))),
  sendToReview: authedProcedure
    .input(inputOf(schemas.SaveSolutionInput))
    .output(schemas.SolutionActionOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.solution.sendToReview(ctx.actor, input))),
  deactivate: authedProcedure
    .input(inputOf(bare))
    .output(schemas.SolutionActionOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.solution.deactivate(ctx.actor, input))),
  moveToDraft: authedProcedure
    .input(inputOf(bare))
    .output(schemas.SolutionActionOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.solution.moveToDraft(ctx.actor, input))),
  deleteDraft: authedProcedure
    .input(inputOf(bare))
    .output(schemas.SolutionActionOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.solution.deleteDraft(ctx.actor, input))),
  archive: authedProcedure
    .input(inputOf(bare))
    .output(schemas.SolutionActionOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.solution.archive(ctx.actor, input))),
  listForAgency: authedProcedure
    .input(inputOf(schemas.SolutionListInput.optional()))
    .output(SolutionListOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.solution.listForAgency(ctx.actor, input))),
  filtersForAgency: authedProcedure
    .output(schemas.SolutionFacetsOutput)
    .query(({ ctx }) => unwrap(ctx.services.solution.filtersForAgency(ctx.actor))),
  // Agency and manager: the solution with the actions its caller may take (`allowedActions`)
  info: authedProcedure
    .input(inputOf(schemas.SolutionIdInput))
    .output(SolutionDetailsOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.solution.getSolution(ctx.actor, input))),
  // Manager
  publish: authedProcedure
    .input(inputOf(schemas.PublishSolutionInput))
    .output(schemas.SolutionActionOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.solution.publish(ctx.actor, input))),
  managerSave: authedProcedure
    .input(inputOf(schemas.ManagerSaveSolutionInput))
    .output(schemas.SolutionActionOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.solution.managerSave(ctx.actor, input))),
  /** The manager's one button: publishes a solution in moderation, saves any other; `outcome` says which. */
  managerSubmit: authedProcedure
    .input(inputOf(schemas.ManagerSaveSolutionInput))
    .output(schemas.SolutionSubmitOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.solution.submitAsManager(ctx.actor, input))),
  reject: authedProcedure
    .input(inputOf(schemas.RejectSolutionInput))
    .output(schemas.SolutionActionOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.solution.reject(ctx.actor, input))),
  managerArchive: authedProcedure
    .input(inputOf(bare))
    .output(schemas.SolutionActionOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.solution.managerArchive(ctx.actor, input))),
  restoreFromArchive: authedProcedure
    .input(inputOf(bare))
    .output(schemas.SolutionActionOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.solution.restoreFromArchive(ctx.actor, input))),
  listForManager: authedProcedure
    .input(managerList)
    .output(SolutionListOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.solution.listForManager(ctx.actor, input))),
  listArchiveForManager: authedProcedure
    .input(managerList)
    .output(SolutionListOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.solution.listArchiveForManager(ctx.actor, input))),
  filtersForManager: authedProcedure
    .output(schemas.SolutionFacetsOutput)
    .query(({ ctx }) => unwrap(ctx.services.solution.filtersForManager(ctx.actor))),
  archiveFiltersForManager: authedProcedure
    .output(schemas.SolutionFacetsOutput)
    .query(({ ctx }) => unwrap(ctx.services.solution.archiveFiltersForManager(ctx.actor))),
  history: authedProcedure
    .input(inputOf(schemas.SolutionHistoryInput))
    .output(HistoryPageOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.solution.readHistory(ctx.actor, input))),
  asOf: authedProcedure
    .input(inputOf(schemas.SolutionAsOfInput))
    .output(schemas.SolutionAsOfOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.solution.readAsOf(ctx.actor, input))),
  // Public catalogue and requests
  catalogList: publicProcedure
    .input(inputOf(schemas.SolutionCatalogListInput.optional()))
    .output(schemas.SolutionCatalogPageOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.solution.listCatalog(input))),
  catalogInfo: publicProcedure
    .input(inputOf(schemas.SolutionIdInput))
    .output(schemas.SolutionCatalogEntryOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.solution.getCatalogEntry(input))),
  categoryTree: publicProcedure
    .output(schemas.SolutionCategoryTreeOutput)
    .query(({ ctx }) => unwrap(ctx.services.solution.categoryTree())),
  request: authedProcedure
    .input(inputOf(schemas.SolutionRequestFields))
    .output(schemas.SolutionRequestCreatedOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.solution.request(ctx.actor, input))),
  listRequests: authedProcedure
    .input(inputOf(schemas.SolutionRequestListInput.optional()))
    .output(schemas.SolutionRequestPageOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.solution.listRequests(ctx.actor, input))),
});
