import { err, ok, type Result } from 'neverthrow';
import { roleOfCompanyType } from '../../../domain/identity/companyType';
import { isScope } from '../../../domain/identity/scopes';
import { API_KEY_PREFIX, apiKeyStatus, effectiveKeyScopes } from '../../../domain/integration/apiKey';
import type { Actor } from '../../shared/actor';
import { admitKeyedAttempt } from '../../shared/abuseGuard';
import type { AppError } from '../../shared/appError';
import type { IntegrationDeps } from '../integrationPorts';
import { neverKeyed } from '../policies';

/** A key's last use is written at most once a minute, or at once when it comes from another address. */
export const KEY_TOUCH_EVERY_MS = 60_000;

export const isApiKeyToken = (token: string | undefined): token is string =>
  token !== undefined && token.startsWith(API_KEY_PREFIX);

/**
 * Turns an API key into the actor it acts as: its company, as the owner who made it, with the key's scopes that the
 * owner still holds (never a staff scope, never acting as anyone). Null when the key is unknown, revoked or expired,
 * or its owner is no longer active; a key past its rate limit answers 429 with Retry-After.
 */
export const authenticateApiKey =
  (deps: IntegrationDeps) =>
  async (token: string, address: string): Promise<Result<Actor | null, AppError>> => {
    if (!isApiKeyToken(token) || token.length > 256) return ok(null);
    const found = await deps.apiKeys.findBySecretHash(deps.secrets.digest(token));
    if (!found) return ok(null);
    const { key, holder } = found;
    const now = deps.clock.now();
    if (apiKeyStatus(key, now) !== 'active') return ok(null);
    if (holder.status !== 'active' || holder.companyId !== key.companyId || holder.companyType === 'platform')
      return ok(null);
    const admitted = await admitKeyedAttempt(deps, 'apiKeyRequest', `api-key:${key.id}`);
    if (admitted.isErr()) return err(admitted.error);
    if (
      !key.lastUsedAt ||
      key.lastUsedAddress !== address ||
      now.getTime() - key.lastUsedAt.getTime() > KEY_TOUCH_EVERY_MS
    )
      await deps.apiKeys.touch(key.id, now, address);
    return ok({
      userId: holder.id,
      companyId: key.companyId,
      companyType: holder.companyType,
      role: roleOfCompanyType(holder.companyType),
      scopes: effectiveKeyScopes(key.scopes, holder.scopes.filter(isScope), neverKeyed),
      sessionId: key.id,
      emulatedBy: null,
      apiKeyId: key.id,
    });
  };
