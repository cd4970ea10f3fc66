import { ok, type Result } from 'neverthrow';
import { keyableScopes } from '../../../domain/integration/apiKey';
import { useCase } from '../../moderation/useCase';
import type { AppError } from '../../shared/appError';
import type { IntegrationDeps } from '../integrationPorts';
import { asIntegrationOwner, neverKeyed } from '../policies';
import { ApiKeyListInput, type ApiKeyListOutput } from '../schemas';
import { toApiKeyOutput } from '../views';

/** `GET /api/integration/api-key/list`: the company's keys, newest first, and the scopes the caller may give one. */
export const listApiKeys = useCase(
  asIntegrationOwner,
  ApiKeyListInput,
  async (deps: IntegrationDeps, caller): Promise<Result<ApiKeyListOutput, AppError>> => {
    const now = deps.clock.now();
    const keys = await deps.apiKeys.list(caller.companyId);
    return ok({
      items: keys.map((k) => toApiKeyOutput(k, now)),
      grantableScopes: keyableScopes(caller.scopes, neverKeyed),
    });
  },
);
