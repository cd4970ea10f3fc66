import * as schemas from '../../../application/clientRequest/schemas';
import { HistoryPageOutput } from '../../../application/shared/outputs';
import { authedProcedure, inputOf, publicProcedure, router, unwrap } from '../trpc';

const { ClientRequestActionOutput: done, ResponseActionOutput } = schemas;

/** Client requests for the React app: the client's editor and lists, moderation, the public pages, agencies' responses. */
export const clientRequestRouter = router({
  // Client
  saveDraft: authedProcedure
    .input(inputOf(schemas.SaveClientRequestInput))
    .output(done)
    .mutation(({ ctx, input }) => unwrap(ctx.services.clientRequest.saveDraft(ctx.actor, input))),
  sendToModeration: authedProcedure
    .input(inputOf(schemas.SaveClientRequestInput))
    .output(done)
    .mutation(({ ctx, input }) => unwrap(ctx.services.clientRequest.sendToModeration(ctx.actor, input))),
  close: authedProcedure
    .input(inputOf(schemas.ClientRequestActionInput))
    .output(done)
    .mutation(({ ctx, input }) => unwrap(ctx.services.clientRequest.closeRequest(ctx.actor, input))),
  listForClient: authedProcedure
    .input(inputOf(schemas.ClientRequestListInput.optional()))
    .output(schemas.ClientRequestListOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.clientRequest.listForClient(ctx.actor, input))),
  // Client and manager: the request with `allowedActions` for the caller's side, and its responses
  info: authedProcedure
    .input(inputOf(schemas.ClientRequestIdInput))
    .output(schemas.ClientRequestViewOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.clientRequest.getRequest(ctx.actor, input))),
  responses: authedProcedure
    .input(inputOf(schemas.ClientRequestIdInput))
    .output(schemas.RequestResponsesOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.clientRequest.listRequestResponses(ctx.actor, input))),
  // Manager
  managerSaveDraft: authedProcedure
    .input(inputOf(schemas.ManagerSaveClientRequestInput))
    .output(done)
    .mutation(({ ctx, input }) => unwrap(ctx.services.clientRequest.managerSaveDraft(ctx.actor, input))),
  managerSendToModeration: authedProcedure
    .input(inputOf(schemas.ManagerSaveClientRequestInput))
    .output(done)
    .mutation(({ ctx, input }) => unwrap(ctx.services.clientRequest.managerSendToModeration(ctx.actor, input))),
  publish: authedProcedure
    .input(inputOf(schemas.ClientRequestActionInput))
    .output(done)
    .mutation(({ ctx, input }) => unwrap(ctx.services.clientRequest.publishRequest(ctx.actor, input))),
  reject: authedProcedure
    .input(inputOf(schemas.RejectClientRequestInput))
    .output(done)
    .mutation(({ ctx, input }) => unwrap(ctx.services.clientRequest.rejectRequest(ctx.actor, input))),
  managerClose: authedProcedure
    .input(inputOf(schemas.ClientRequestActionInput))
    .output(done)
    .mutation(({ ctx, input }) => unwrap(ctx.services.clientRequest.managerCloseRequest(ctx.actor, input))),
  listForManager: authedProcedure
    .input(inputOf(schemas.ManagerClientRequestListInput.optional()))
    .output(schemas.ClientRequestListOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.clientRequest.listForManager(ctx.actor, input))),
  clientChoices: authedProcedure
    .input(inputOf(schemas.ClientChoicesInput.optional()))
    .output(schemas.ClientChoicesOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.clientRequest.clientChoices(ctx.actor, input))),
  matches: authedProcedure
    .input(inputOf(schemas.ClientRequestIdInput))
    .output(schemas.RequestMatchesOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.clientRequest.listMatches(ctx.actor, input))),
  history: authedProcedure
    .input(inputOf(schemas.ClientRequestHistoryInput))
    .output(HistoryPageOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.clientRequest.readHistory(ctx.actor, input))),
  // Public
  publicList: publicProcedure
    .input(inputOf(schemas.PublicClientRequestListInput.optional()))
    .output(schemas.PublicClientRequestPageOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.clientRequest.listPublic(input))),
  publicInfo: publicProcedure
    .input(inputOf(schemas.ClientRequestIdInput))
    .output(schemas.PublicClientRequestOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.clientRequest.getPublic(input))),
  // Agency
  respond: authedProcedure
    .input(inputOf(schemas.RespondInput))
    .output(ResponseActionOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.clientRequest.respond(ctx.actor, input))),
  withdrawResponse: authedProcedure
    .input(inputOf(schemas.ResponseIdInput))
    .output(ResponseActionOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.clientRequest.withdrawResponse(ctx.actor, input))),
  myResponses: authedProcedure
    .input(inputOf(schemas.ResponseListInput.optional()))
    .output(schemas.AgencyResponsePageOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.clientRequest.listMyResponses(ctx.actor, input))),
  myResponse: authedProcedure
    .input(inputOf(schemas.ResponseIdInput))
    .output(schemas.AgencyResponseOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.clientRequest.getMyResponse(ctx.actor, input))),
  myResponseTo: authedProcedure
    .input(inputOf(schemas.ClientRequestIdInput))
    .output(schemas.AgencyResponseOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.clientRequest.getMyResponseTo(ctx.actor, input))),
  respondChoices: authedProcedure
    .output(schemas.RespondChoicesOutput)
    .query(({ ctx }) => unwrap(ctx.services.clientRequest.respondChoices(ctx.actor))),
});
