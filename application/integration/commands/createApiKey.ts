import { err, ok, type Result } from 'neverthrow';
import { API_KEY_PREFIX, keyableScopes, SHOWN_KEY_CHARS } from '../../../domain/integration/apiKey';
import { useCase } from '../../moderation/useCase';
import { validationError, type AppError } from '../../shared/appError';
import type { IntegrationDeps } from '../integrationPorts';
import { asKeyMaker, neverKeyed } from '../policies';
import { ApiKeyCreateInput, type ApiKeyCreatedOutput } from '../schemas';
import { toApiKeyOutput } from '../views';

/**
 * `POST /api/integration/api-key/create`: a key with a name, some of the owner's own scopes and an optional expiry.
 * The secret is answered this once and stored only as its digest.
 */
export const createApiKey = useCase(
  asKeyMaker,
  ApiKeyCreateInput,
  async (deps: IntegrationDeps, caller, input): Promise<Result<ApiKeyCreatedOutput, AppError>> => {
    const now = deps.clock.now();
    const grantable: readonly string[] = keyableScopes(caller.scopes, neverKeyed);
    const refused = input.scopes.filter((s) => !grantable.includes(s));
    if (refused.length > 0)
      return err(
        validationError([
          {
            field: 'scopes',
            message: `A key cannot hold ${refused.join(', ')}`,
            code: 'integration.scope_not_grantable',
          },
        ]),
      );
    const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
    if (expiresAt && expiresAt.getTime() <= now.getTime())
      return err(
        validationError([{ field: 'expiresAt', message: 'Must be in the future', code: 'integration.expiry_past' }]),
      );
    const secret = `${API_KEY_PREFIX}${deps.secrets.token()}`;
    const key = {
      id: deps.secrets.uuid(),
      companyId: caller.companyId,
      createdBy: caller.userId,
      name: input.name,
      prefix: secret.slice(0, SHOWN_KEY_CHARS),
      scopes: [...new Set(input.scopes)],
      createdAt: now,
      expiresAt,
      revokedAt: null,
      lastUsedAt: null,
      lastUsedAddress: null,
    };
    await deps.apiKeys.create(
      { ...key, secretHash: deps.secrets.digest(secret) },
      { actorId: caller.userId, emulatedBy: caller.emulatedBy },
    );
    return ok({ ...toApiKeyOutput(key, now), secret });
  },
);
