import type { Result } from 'neverthrow';
import { z } from 'zod';
import type { Actor } from '../../../application/shared/actor';
import type { AppError } from '../../../application/shared/appError';
import * as schemas from '../../../application/clientRequest/schemas';
import { HistoryPageOutput } from '../../../application/shared/outputs';
import type { AppServices } from '../../services';
import type { RestRoutes } from '../restRoute';

const tag = 'client requests';
const idParams = z.object({ id: z.string() });
const {
  ClientRequestActionOutput: done,
  ClientRequestViewOutput,
  ClientRequestListOutput,
  RequestResponsesOutput,
  ResponseActionOutput,
} = schemas;
/** The form's body, documented from the schemas the use cases parse it with. */
const withContent = <Schema extends z.ZodObject>(input: Schema) =>
  input.extend({ content: schemas.ClientRequestContentFields });

/**
 * Client requests (the seeds name no paths): clients and the public under `/api/client-request/*`, agencies under
 * `/api/agency/client-request-response/*`, managers under `/admin/api/client-request/*`.
 */
export const clientRequestRoutes = (routes: RestRoutes, { clientRequest: service }: AppServices): void => {
  const post = (
    path: string,
    body: z.ZodType,
    response: z.ZodType,
    summary: string,
    handle: (actor: Actor | null, raw: unknown) => Promise<Result<unknown, AppError>>,
  ) =>
    routes.add({
      method: 'post',
      path,
      tag,
      auth: true,
      body,
      response,
      summary,
      handle: (r) => handle(r.actor, r.body),
    });

  // Client
  post(
    '/api/client-request/save-draft',
    withContent(schemas.SaveClientRequestInput),
    done,
    'Save the own request as a draft (creates it when new)',
    service.saveDraft,
  );
  post(
    '/api/client-request/send-to-moderation',
    withContent(schemas.SaveClientRequestInput),
    done,
    'Send the own request to a manager, who publishes or rejects it',
    service.sendToModeration,
  );
  post(
    '/api/client-request/close',
    schemas.ClientRequestActionInput,
    done,
    'Close the own request: agencies no longer see it; those that responded are told',
    service.closeRequest,
  );
  routes.add({
    method: 'get',
    path: '/api/client-request/list',
    tag,
    auth: true,
    query: schemas.ClientRequestListInput,
    response: ClientRequestListOutput,
    summary: "The client's own requests with counts per status",
    handle: (r) => service.listForClient(r.actor, r.query),
  });
  routes.add({
    method: 'get',
    path: '/api/client-request/info/:id',
    tag,
    auth: true,
    params: idParams,
    response: ClientRequestViewOutput,
    summary: 'One own request with what the client may do (`allowedActions`)',
    handle: (r) => service.getRequest(r.actor, { requestId: r.params.id }),
  });
  routes.add({
    method: 'get',
    path: '/api/client-request/responses/:id',
    tag,
    auth: true,
    params: idParams,
    response: RequestResponsesOutput,
    summary: "The agencies' responses to the own request: proposed specialists as the catalogue shows them, no agency",
    handle: (r) => service.listRequestResponses(r.actor, { requestId: r.params.id }),
  });

  routes.add({
    method: 'get',
    path: '/api/client-request/matches/:id',
    tag,
    auth: true,
    params: idParams,
    response: schemas.RequestMatchesOutput,
    summary:
      "Staff who moderate requests: the published specialists free over a published request's period, best first, each with its score, its reasons in words and its agency (404 when the request is not published)",
    handle: (r) => service.listMatches(r.actor, { requestId: r.params.id }),
  });

  // Public
  routes.add({
    method: 'get',
    path: '/api/client-request/public-list',
    tag,
    query: schemas.PublicClientRequestListInput,
    response: schemas.PublicClientRequestPageOutput,
    summary: 'Published requests, newest publication first, 20 a page; filters categoryId, keySkillId, from, to',
    handle: (r) => service.listPublic(r.query),
  });
  routes.add({
    method: 'get',
    path: '/api/client-request/public-info/:id',
    tag,
    params: idParams,
    response: schemas.PublicClientRequestOutput,
    summary: 'One published request, without its client',
    handle: (r) => service.getPublic({ requestId: r.params.id }),
  });

  // Agency
  post(
    '/api/agency/client-request-response/respond',
    schemas.RespondInput,
    ResponseActionOutput,
    'Propose own published specialists (or a team) with a comment; a second answer edits the response',
    service.respond,
  );
  post(
    '/api/agency/client-request-response/withdraw',
    schemas.ResponseIdInput,
    ResponseActionOutput,
    'Withdraw the own response while the request is open',
    service.withdrawResponse,
  );
  routes.add({
    method: 'get',
    path: '/api/agency/client-request-response/list',
    tag,
    auth: true,
    query: schemas.ResponseListInput,
    response: schemas.AgencyResponsePageOutput,
    summary: "The agency's own responses with the request's title and status",
    handle: (r) => service.listMyResponses(r.actor, r.query),
  });
  routes.add({
    method: 'get',
    path: '/api/agency/client-request-response/info/:id',
    tag,
    auth: true,
    params: idParams,
    response: schemas.AgencyResponseOutput,
    summary: 'One own response',
    handle: (r) => service.getMyResponse(r.actor, { responseId: r.params.id }),
  });
  routes.add({
    method: 'get',
    path: '/api/agency/client-request-response/of-request/:id',
    tag,
    auth: true,
    params: idParams,
    response: schemas.AgencyResponseOutput,
    summary: "The agency's own response to a request (404 when it has not answered)",
    handle: (r) => service.getMyResponseTo(r.actor, { requestId: r.params.id }),
  });
  routes.add({
    method: 'get',
    path: '/api/agency/client-request-response/choices',
    tag,
    auth: true,
    response: schemas.RespondChoicesOutput,
    summary: "The agency's published specialists and teams it can propose",
    handle: (r) => service.respondChoices(r.actor),
  });

  // Manager
  post(
    '/admin/api/client-request/save-draft',
    withContent(schemas.ManagerSaveClientRequestInput),
    done,
    'Save a request for a client (`clientId` on a new one) as a draft',
    service.managerSaveDraft,
  );
  post(
    '/admin/api/client-request/send-to-moderation',
    withContent(schemas.ManagerSaveClientRequestInput),
    done,
    'Write a request for a client and put it in moderation',
    service.managerSendToModeration,
  );
  post(
    '/admin/api/client-request/publish',
    schemas.ClientRequestActionInput,
    done,
    'Publish a request in moderation',
    service.publishRequest,
  );
  post(
    '/admin/api/client-request/reject',
    schemas.RejectClientRequestInput,
    done,
    'Reject a request in moderation with a reason',
    service.rejectRequest,
  );
  post(
    '/admin/api/client-request/close',
    schemas.ClientRequestActionInput,
    done,
    'Close a request',
    service.managerCloseRequest,
  );
  routes.add({
    method: 'get',
    path: '/admin/api/client-request/list',
    tag,
    auth: true,
    query: schemas.ManagerClientRequestListInput,
    response: ClientRequestListOutput,
    summary: 'Every request with counts per status; filters status, search, clientId',
    handle: (r) => service.listForManager(r.actor, r.query),
  });
  routes.add({
    method: 'get',
    path: '/admin/api/client-request/info/:id',
    tag,
    auth: true,
    params: idParams,
    response: ClientRequestViewOutput,
    summary: 'Any request with its client and what the manager may do',
    handle: (r) => service.getRequest(r.actor, { requestId: r.params.id }),
  });
  routes.add({
    method: 'get',
    path: '/admin/api/client-request/responses/:id',
    tag,
    auth: true,
    params: idParams,
    response: RequestResponsesOutput,
    summary: 'Every response to a request, with its agency',
    handle: (r) => service.listRequestResponses(r.actor, { requestId: r.params.id }),
  });
  routes.add({
    method: 'get',
    path: '/admin/api/client-request/history/:id',
    tag,
    auth: true,
    params: idParams,
    query: schemas.ClientRequestHistoryInput.omit({ requestId: true }),
    response: HistoryPageOutput,
    summary: 'Every event of a request: what, who, as whom, when',
    handle: (r) => service.readHistory(r.actor, { ...r.query, requestId: r.params.id }),
  });
};
