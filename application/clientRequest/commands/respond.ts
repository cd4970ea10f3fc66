import { err, type Result } from 'neverthrow';
import { useCase } from '../../moderation/useCase';
import { metadataOf } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { todayOf, type ClientRequestDeps } from '../clientRequestPorts';
import { asResponder } from '../policies';
import { offeredOf, respondedRequest, type ResponseActionResult } from '../responses';
import { RespondInput } from '../schemas';
import { runResponseCommand } from './runCommand';

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
    return runResponseCommand(deps, input.requestId, caller.companyId, {
      action: 'respond',
      responseId: deps.newId(),
      agencyId: caller.companyId,
      request: request.value,
      today: todayOf(deps.clock),
      metadata: metadataOf(caller, deps.clock.now()),
      offered: offered.value,
      comment: input.comment,
    });
  },
);
