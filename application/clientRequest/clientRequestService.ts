import { withDeps } from '../moderation/wiring';
import type { ClientRequestDeps } from './clientRequestPorts';
import { expireStartedRequests } from './commands/expireStarted';
import {
  closeRequest,
  managerCloseRequest,
  managerSaveDraft,
  managerSendToModeration,
  publishRequest,
  rejectRequest,
  saveDraft,
  sendToModeration,
} from './commands/requestCommands';
import { respond, withdrawResponse } from './commands/responseCommands';
import {
  clientChoices,
  getPublic,
  getRequest,
  listForClient,
  listForManager,
  listPublic,
  readHistory,
} from './queries/requestQueries';
import {
  getMyResponse,
  getMyResponseTo,
  listMyResponses,
  listRequestResponses,
  respondChoices,
} from './queries/responseQueries';

/** The client requests' use cases, by the names both transports call them. */
const useCases = {
  // Client
  saveDraft,
  sendToModeration,
  closeRequest,
  listForClient,
  // Manager
  managerSaveDraft,
  managerSendToModeration,
  publishRequest,
  rejectRequest,
  managerCloseRequest,
  listForManager,
  readHistory,
  clientChoices,
  // Client and manager
  getRequest,
  listRequestResponses,
  // Public
  listPublic,
  getPublic,
  // Agency
  respond,
  withdrawResponse,
  listMyResponses,
  getMyResponse,
  getMyResponseTo,
  respondChoices,
  // The platform's daily job
  expireStartedRequests,
};

export const clientRequestService = (deps: ClientRequestDeps) => withDeps(useCases, deps);
export type ClientRequestService = ReturnType<typeof clientRequestService>;
