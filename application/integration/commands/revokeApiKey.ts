import { err, ok, type Result } from 'neverthrow';
import { useCase } from '../../moderation/useCase';
import type { AppError } from '../../shared/appError';
import type { IntegrationDeps } from '../integrationPorts';
import { apiKeyNotFound, asIntegrationOwner } from '../policies';
import { ApiKeyIdInput, type ApiKeyOutput } from '../schemas';
import { toApiKeyOutput } from '../views';

/** `POST /api/integration/api-key/revoke`: the key stops working at once (again is harmless); another company's is 404. */
export const revokeApiKey = useCase(
  asIntegrationOwner,
  ApiKeyIdInput,
  async (deps: IntegrationDeps, caller, input): Promise<Result<ApiKeyOutput, AppError>> => {
    const now = deps.clock.now();
    const key = await deps.apiKeys.revoke(caller.companyId, input.id, now, {
      actorId: caller.userId,
      emulatedBy: caller.emulatedBy,
    });
    return key ? ok(toApiKeyOutput(key, now)) : err(apiKeyNotFound);
  },
);
