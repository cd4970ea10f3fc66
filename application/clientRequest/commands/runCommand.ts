import { err, ok, type Result } from 'neverthrow';
import type { z } from 'zod';
import type { ClientRequestCommand } from '../../../domain/clientRequest/clientRequest.commands';
import { clientRequestDecider } from '../../../domain/clientRequest/clientRequest.decide';
import { responseDecider, responseStreamOf, type ResponseCommand } from '../../../domain/clientRequest/requestResponse';
import type { ClientRequest } from '../../../domain/clientRequest/clientRequest.state';
import type { ClientRequestStatus } from '../../../domain/clientRequest/clientRequest.status';
import type { EventMetadata } from '../../../domain/shared/eventMetadata';
import { useCase } from '../../moderation/useCase';
import { metadataOf, type Actor } from '../../shared/actor';
import { validationError, type AppError } from '../../shared/appError';
import { handleCommand } from '../../shared/handleCommand';
import { requestStreamOf, todayOf, type ClientRequestDeps } from '../clientRequestPorts';
import { parseRequestContent } from '../content';
import { asRequestClient, asRequestModerator, ownRequest, requestNotFound } from '../policies';
import type { ResponseActionResult } from '../responses';
import { ClientRequestActionInput, ManagerSaveClientRequestInput, SaveClientRequestInput } from '../schemas';

export type ClientRequestActionResult = {
  readonly requestId: string;
  readonly status: ClientRequestStatus;
  readonly version: number;
};
type Context = { readonly requestId: string; readonly metadata: EventMetadata; readonly today: string };

const run = async (
  deps: ClientRequestDeps,
  requestId: string,
  build: (request: ClientRequest) => Result<ClientRequestCommand, AppError>,
  version: number | undefined,
): Promise<Result<ClientRequestActionResult, AppError>> => {
  const result = await handleCommand(deps.events, clientRequestDecider, requestStreamOf(requestId), build, {
    expectedVersion: version === undefined ? undefined : BigInt(version),
  });
  return result.map(({ state, version: v }) => ({ requestId, status: state.status, version: Number(v) }));
};

const contextOf = (deps: ClientRequestDeps, caller: Actor, requestId: string): Context => ({
  requestId,
  metadata: metadataOf(caller, deps.clock.now()),
  today: todayOf(deps.clock),
});

/** A manager's action on any request that exists; an unknown one is not there. */
const existing = (request: ClientRequest): Result<ClientRequest, AppError> =>
  request.status === 'new' ? err(requestNotFound) : ok(request);

/** The commands of a client request, for the client (its own requests) and the manager (any, or a new one for a client). */
export const commandKit = {
  /** The client writes its request: saved as a draft or sent to moderation. */
  clientWrite: (action: 'saveDraft' | 'sendToModeration') =>
    useCase(asRequestClient, SaveClientRequestInput, async (deps: ClientRequestDeps, caller, input) => {
      const content = await parseRequestContent(deps, input.content);
      if (content.isErr()) return err(content.error);
      const requestId = input.requestId ?? deps.newId();
      const context = contextOf(deps, caller, requestId);
      return run(
        deps,
        requestId,
        (request) =>
          ownRequest(caller, request, true).map((): ClientRequestCommand => ({
            ...context,
            action,
            clientId: caller.companyId,
            content: content.value,
          })),
        input.version,
      );
    }),

  /** A manager writes a request for a client: a new one names the client company; an existing one keeps its client. */
  managerWrite: (action: 'saveDraft' | 'sendToModeration') =>
    useCase(asRequestModerator, ManagerSaveClientRequestInput, async (deps: ClientRequestDeps, caller, input) => {
      const content = await parseRequestContent(deps, input.content);
      if (content.isErr()) return err(content.error);
      if (input.clientId && !(await deps.reference.isClient(input.clientId)))
        return err(validationError([{ field: 'clientId', message: 'Choose a client company', code: 'custom' }]));
      const requestId = input.requestId ?? deps.newId();
      const context = contextOf(deps, caller, requestId);
      return run(
        deps,
        requestId,
        (request) => {
          const clientId = request.clientId ?? input.clientId;
          if (!clientId)
            return err(validationError([{ field: 'clientId', message: 'Choose a client company', code: 'custom' }]));
          return ok({ ...context, action, clientId, content: content.value });
        },
        input.version,
      );
    }),

  /** An action that carries nothing but the request, by the client on its own or a manager on any. */
  bare: (action: 'close' | 'publish', side: 'client' | 'manager') =>
    useCase(
      side === 'client' ? asRequestClient : asRequestModerator,
      ClientRequestActionInput,
      async (deps: ClientRequestDeps, caller, input) => {
        const context = contextOf(deps, caller, input.requestId);
        const check = (request: ClientRequest) =>
          side === 'client' ? ownRequest(caller, request, false) : existing(request);
        return run(
          deps,
          input.requestId,
          (request) => check(request).map((): ClientRequestCommand => ({ ...context, action })),
          input.version,
        );
      },
    ),

  /** A manager's command built from its own input. */
  byModerator: <Schema extends z.ZodType<{ requestId: string; version?: number | undefined }>>(
    schema: Schema,
    build: (input: z.output<Schema>, context: Context) => ClientRequestCommand,
  ) =>
    useCase(asRequestModerator, schema, async (deps: ClientRequestDeps, caller, input) => {
      const context = contextOf(deps, caller, input.requestId);
      return run(deps, input.requestId, (request) => existing(request).map(() => build(input, context)), input.version);
    }),
};

const responseAnswer = (
  requestId: string,
  state: { status: ResponseActionResult['status']; responseId: string | null },
  version: bigint,
): ResponseActionResult => ({
  responseId: state.responseId ?? '',
  requestId,
  status: state.status,
  version: Number(version),
});

/** An agency's command on its response to a request: the answer names the response, its status and version. */
export const runResponseCommand = async (
  deps: ClientRequestDeps,
  requestId: string,
  agencyId: string,
  command: ResponseCommand,
): Promise<Result<ResponseActionResult, AppError>> => {
  const result = await handleCommand(deps.events, responseDecider, responseStreamOf(requestId, agencyId), command);
  return result.map(({ state, version }) => responseAnswer(requestId, state, version));
};
