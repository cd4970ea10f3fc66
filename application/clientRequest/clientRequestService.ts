import { withDeps } from '../moderation/wiring';
import type { ClientRequestDeps } from './clientRequestPorts';
import { expireStartedRequests } from './commands/expireStarted';
import { closeRequest } from './commands/closeRequest';
import { managerCloseRequest } from './commands/managerCloseRequest';
import { managerSaveDraft } from './commands/managerSaveDraft';
import { managerSendToModeration } from './commands/managerSendToModeration';
import { publishRequest } from './commands/publishRequest';
import { rejectRequest } from './commands/rejectRequest';
import { respond } from './commands/respond';
import { saveDraft } from './commands/saveDraft';
import { sendToModeration } from './commands/sendToModeration';
import { withdrawResponse } from './commands/withdrawResponse';
import {
  clientChoices,
  getPublic,
  getRequest,
  listForClient,
  listForManager,
  listPublic,
  readHistory,
} from './queries/requestQueries';
import { listMatches } from './queries/matchQueries';
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
  listMatches,
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
