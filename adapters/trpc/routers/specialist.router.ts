import { HistoryPageOutput } from '../../../application/shared/outputs';
import * as schemas from '../../../application/specialist/schemas';
import { authedProcedure, inputOf, router, unwrap } from '../trpc';

const { SimpleCardActionInput: bare, CardListOutput, CardDetailsOutput } = schemas;

/** The specialist card area for the React app: editor, lists, moderation, history. */
export const specialistRouter = router({
  // Agency
  saveDraft: authedProcedure
    .input(inputOf(schemas.SaveCardInput))
    .output(schemas.CardActionOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.specialist.saveDraft(ctx.actor, input))),
  sendToReview: authedProcedure
    .input(inputOf(schemas.SaveCardInput))
    .output(schemas.CardActionOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.specialist.sendToReview(ctx.actor, input))),
  deactivate: authedProcedure
    .input(inputOf(bare))
    .output(schemas.CardActionOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.specialist.deactivate(ctx.actor, input))),
  deleteDraft: authedProcedure
    .input(inputOf(bare))
    .output(schemas.CardActionOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.specialist.deleteDraft(ctx.actor, input))),
  archive: authedProcedure
    .input(inputOf(bare))
    .output(schemas.CardActionOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.specialist.archive(ctx.actor, input))),
  listForAgency: authedProcedure
    .input(inputOf(schemas.AgencyListInput))
    .output(CardListOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.specialist.listForAgency(ctx.actor, input))),
  filtersForAgency: authedProcedure
    .input(inputOf(schemas.AgencyListInput.pick({ agencyUuid: true })))
    .output(schemas.CardFacetsOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.specialist.filtersForAgency(ctx.actor, input))),
  estimatePrice: authedProcedure
    .input(inputOf(schemas.PriceInput))
    .output(schemas.PriceEstimateOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.specialist.estimatePrice(ctx.actor, input))),
  // Agency and manager: the card with the actions its caller may take (`allowedActions`)
  info: authedProcedure
    .input(inputOf(schemas.SpecialistIdInput))
    .output(CardDetailsOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.specialist.getCard(ctx.actor, input))),
  // Manager
  publish: authedProcedure
    .input(inputOf(schemas.PublishInput))
    .output(schemas.CardActionOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.specialist.publish(ctx.actor, input))),
  managerSave: authedProcedure
    .input(inputOf(schemas.ManagerSaveInput))
    .output(schemas.CardActionOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.specialist.managerSave(ctx.actor, input))),
  /** The manager's one button: publishes a card in moderation, saves any other; `outcome` says which. */
  managerSubmit: authedProcedure
    .input(inputOf(schemas.ManagerSaveInput))
    .output(schemas.CardSubmitOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.specialist.submitAsManager(ctx.actor, input))),
  reject: authedProcedure
    .input(inputOf(schemas.RejectInput))
    .output(schemas.CardActionOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.specialist.reject(ctx.actor, input))),
  block: authedProcedure
    .input(inputOf(schemas.BlockInput))
    .output(schemas.CardActionOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.specialist.block(ctx.actor, input))),
  hide: authedProcedure
    .input(inputOf(bare))
    .output(schemas.CardActionOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.specialist.hide(ctx.actor, input))),
  managerArchive: authedProcedure
    .input(inputOf(bare))
    .output(schemas.CardActionOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.specialist.managerArchive(ctx.actor, input))),
  restoreFromArchive: authedProcedure
    .input(inputOf(bare))
    .output(schemas.CardActionOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.specialist.restoreFromArchive(ctx.actor, input))),
  listForManager: authedProcedure
    .input(inputOf(schemas.ManagerListInput))
    .output(CardListOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.specialist.listForManager(ctx.actor, input))),
  listArchiveForManager: authedProcedure
    .input(inputOf(schemas.ManagerListInput))
    .output(CardListOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.specialist.listArchiveForManager(ctx.actor, input))),
  filtersForManager: authedProcedure
    .output(schemas.CardFacetsOutput)
    .query(({ ctx }) => unwrap(ctx.services.specialist.filtersForManager(ctx.actor))),
  archiveFiltersForManager: authedProcedure
    .output(schemas.CardFacetsOutput)
    .query(({ ctx }) => unwrap(ctx.services.specialist.archiveFiltersForManager(ctx.actor))),
  history: authedProcedure
    .input(inputOf(schemas.HistoryInput))
    .output(HistoryPageOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.specialist.readHistory(ctx.actor, input))),
  asOf: authedProcedure
    .input(inputOf(schemas.CardAsOfInput))
    .output(schemas.CardAsOfOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.specialist.readAsOf(ctx.actor, input))),
});
