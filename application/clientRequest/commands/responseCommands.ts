import { err, ok, type Result } from 'neverthrow';
import { clientRequestDecider } from '../../../domain/clientRequest/clientRequest.decide';
import {
  responseDecider,
  responseStreamOf,
  type OfferedSpecialist,
  type RespondedRequest,
} from '../../../domain/clientRequest/requestResponse';
import { useCase } from '../../moderation/useCase';
import { metadataOf, type Actor } from '../../shared/actor';
import { validationError, type AppError } from '../../shared/appError';
import { handleCommand } from '../../shared/handleCommand';
import { requestStreamOf, todayOf, type ClientRequestDeps } from '../clientRequestPorts';
import { asResponder, requestNotFound, responseNotFound } from '../policies';
import { RespondInput, ResponseIdInput } from '../schemas';

export type ResponseActionResult = {
  readonly responseId: string;
  readonly requestId: string;
  readonly status: 'new' | 'submitted' | 'withdrawn';
  readonly version: number;
};

/** The request as an agency may see it: only a published one exists for agencies (any other is 404). */
const respondedRequest = async (
  deps: ClientRequestDeps,
  requestId: string,
): Promise<Result<RespondedRequest, AppError>> => {
  const { events } = await deps.events.readStream<Parameters<typeof clientRequestDecider.evolve>[1]>(
    requestStreamOf(requestId),
  );
  const request = events.reduce(clientRequestDecider.evolve, clientRequestDecider.initialState());
  if (request.status !== 'published' || !request.clientId || !request.content) return err(requestNotFound);
  return ok({ requestId, clientId: request.clientId, status: request.status, periodFrom: request.content.periodFrom });
};

/** The specialists named, with a team's members added: as the catalogue has them now (a card not there has no agency). */
const offeredOf = async (
  deps: ClientRequestDeps,
  caller: Actor,
  specialistIds: readonly string[],
  teamId: string | null,
): Promise<Result<OfferedSpecialist[], AppError>> => {
  const members = teamId ? await deps.catalogue.teamMembers(teamId, caller.companyId) : [];
  if (members === null)
    return err(validationError([{ field: 'teamId', message: 'Choose one of your teams', code: 'custom' }]));
  const wanted = [...new Set([...specialistIds.map((id) => id.toLowerCase()), ...members])];
  const found = new Map((await deps.catalogue.specialists(wanted)).map((s) => [s.specialistId, s]));
  return ok(
    wanted.map((id) => {
      const card = found.get(id);
      const teamOf = members.includes(id) ? teamId : null;
      return card
        ? { ...card, teamId: teamOf }
        : {
            specialistId: id,
            name: '',
            surname: '',
            specialization: '',
            catalogPriceCents: 0,
            agencyId: null,
            teamId: teamOf,
          };
    }),
  );
};

const answer = (
  requestId: string,
  state: { status: ResponseActionResult['status']; responseId: string | null },
  version: bigint,
): ResponseActionResult => ({
  responseId: state.responseId ?? '',
  requestId,
  status: state.status,
  version: Number(version),
});

/**
 * `POST /api/agency/client-request-response/respond`: the agency proposes its published specialists (or a team) with
 * their catalogue prices as they are now, and a comment. Its first answer creates the response; another edits it.
 */
export const respond = useCase(
  asResponder,
  RespondInput,
  async (deps: ClientRequestDeps, caller, input): Promise<Result<ResponseActionResult, AppError>> => {
    const request = await respondedRequest(deps, input.requestId);
    if (request.isErr()) return err(request.error);
    const offered = await offeredOf(deps, caller, input.specialistIds, input.teamId);
    if (offered.isErr()) return err(offered.error);
    const result = await handleCommand(
      deps.events,
      responseDecider,
      responseStreamOf(input.requestId, caller.companyId),
      {
        action: 'respond',
        responseId: deps.newId(),
        agencyId: caller.companyId,
        request: request.value,
        today: todayOf(deps.clock),
        metadata: metadataOf(caller, deps.clock.now()),
        offered: offered.value,
        comment: input.comment,
      },
    );
    return result.map(({ state, version }) => answer(input.requestId, state, version));
  },
);

/** The agency withdraws its own response while the request is open; another agency's is not there. */
export const withdrawResponse = useCase(
  asResponder,
  ResponseIdInput,
  async (deps: ClientRequestDeps, caller, input): Promise<Result<ResponseActionResult, AppError>> => {
    const row = await deps.responses.find(input.responseId);
    if (!row || row.agencyId !== caller.companyId) return err(responseNotFound);
    const request = await respondedRequest(deps, row.requestId);
    const requestValue: RespondedRequest = request.isOk()
      ? request.value
      : {
          requestId: row.requestId,
          clientId: row.clientId,
          status: row.requestStatus,
          periodFrom: row.requestPeriodFrom,
        };
    const result = await handleCommand(
      deps.events,
      responseDecider,
      responseStreamOf(row.requestId, caller.companyId),
      {
        action: 'withdraw',
        responseId: row.id,
        agencyId: caller.companyId,
        request: requestValue,
        today: todayOf(deps.clock),
        metadata: metadataOf(caller, deps.clock.now()),
      },
    );
    return result.map(({ state, version }) => answer(row.requestId, state, version));
  },
);
