import {
  AgencyListInput,
  BlockInput,
  CardAsOfInput,
  HistoryInput,
  ManagerListInput,
  ManagerSaveInput,
  PriceInput,
  PublishInput,
  RejectInput,
  SaveCardInput,
  SimpleCardActionInput,
  SpecialistIdInput,
} from '../../../application/specialist/schemas';
import { publicProcedure, router, unwrap } from '../trpc';


export const specialistRouter = router({
  saveDraft: publicProcedure.input(SaveCardInput).mutation(({ ctx, input }) => unwrap(ctx.services.specialist.saveDraft(ctx.actor, input))),
  sendToReview: publicProcedure.input(SaveCardInput).mutation(({ ctx, input }) => unwrap(ctx.services.specialist.sendToReview(ctx.actor, input))),
  deactivate: publicProcedure.input(SimpleCardActionInput).mutation(({ ctx, input }) => unwrap(ctx.services.specialist.deactivate(ctx.actor, input))),
  deleteDraft: publicProcedure.input(SimpleCardActionInput).mutation(({ ctx, input }) => unwrap(ctx.services.specialist.deleteDraft(ctx.actor, input))),
  archive: publicProcedure.input(SimpleCardActionInput).mutation(({ ctx, input }) => unwrap(ctx.services.specialist.archive(ctx.actor, input))),
  listForAgency: publicProcedure.input(AgencyListInput).query(({ ctx, input }) => unwrap(ctx.services.specialist.listForAgency(ctx.actor, input))),
  info: publicProcedure.input(SpecialistIdInput).query(({ ctx, input }) => unwrap(ctx.services.specialist.getCard(ctx.actor, input))),
  estimatePrice: publicProcedure.input(PriceInput).query(({ ctx, input }) => unwrap(ctx.services.specialist.estimatePrice(ctx.actor, input))),
  publish: publicProcedure.input(PublishInput).mutation(({ ctx, input }) => unwrap(ctx.services.specialist.publish(ctx.actor, input))),
  managerSave: publicProcedure.input(ManagerSaveInput).mutation(({ ctx, input }) => unwrap(ctx.services.specialist.managerSave(ctx.actor, input))),
  reject: publicProcedure.input(RejectInput).mutation(({ ctx, input }) => unwrap(ctx.services.specialist.reject(ctx.actor, input))),
  block: publicProcedure.input(BlockInput).mutation(({ ctx, input }) => unwrap(ctx.services.specialist.block(ctx.actor, input))),
  hide: publicProcedure.input(SimpleCardActionInput).mutation(({ ctx, input }) => unwrap(ctx.services.specialist.hide(ctx.actor, input))),
  managerArchive: publicProcedure.input(SimpleCardActionInput).mutation(({ ctx, input }) => unwrap(ctx.services.specialist.managerArchive(ctx.actor, input))),
  restoreFromArchive: publicProcedure.input(SimpleCardActionInput).mutation(({ ctx, input }) => unwrap(ctx.services.specialist.restoreFromArchive(ctx.actor, input))),
  listForManager: publicProcedure.input(ManagerListInput).query(({ ctx, input }) => unwrap(ctx.services.specialist.listForManager(ctx.actor, input))),
  listArchiveForManager: publicProcedure.input(ManagerListInput).query(({ ctx, input }) => unwrap(ctx.services.specialist.listArchiveForManager(ctx.actor, input))),
  history: publicProcedure.input(HistoryInput).query(({ ctx, input }) => unwrap(ctx.services.specialist.getHistory(ctx.actor, input))),
  asOf: publicProcedure.input(CardAsOfInput).query(({ ctx, input }) => unwrap(ctx.services.specialist.getCardAsOf(ctx.actor, input))),
});
