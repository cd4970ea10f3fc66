import { err, type Result } from 'neverthrow';
import type { RespondedRequest } from '../../../domain/clientRequest/requestResponse';
import { useCase } from '../../moderation/useCase';
import { metadataOf } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { todayOf, type ClientRequestDeps } from '../clientRequestPorts';
import { asResponder, responseNotFound } from '../policies';
import { respondedRequest, type ResponseActionResult } from '../responses';
import { ResponseIdInput } from '../schemas';
import { runResponseCommand } from './runCommand';

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
    return runResponseCommand(deps, row.requestId, caller.companyId, {
      action: 'withdraw',
      responseId: row.id,
      agencyId: caller.companyId,
      request: requestValue,
      today: todayOf(deps.clock),
      metadata: metadataOf(caller, deps.clock.now()),
    });
  },
);
