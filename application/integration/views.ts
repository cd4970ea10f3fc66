import { apiKeyStatus } from '../../domain/integration/apiKey';
import type { ApiKeyRecord } from './integrationPorts';
import type { ApiKeyOutput } from './schemas';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export const toApiKeyOutput = (key: ApiKeyRecord, now: Date): ApiKeyOutput => ({
  id: key.id,
  name: key.name,
  prefix: key.prefix,
  scopes: [...key.scopes],
  status: apiKeyStatus(key, now),
  createdAt: key.createdAt.toISOString(),
  expiresAt: iso(key.expiresAt),
  revokedAt: iso(key.revokedAt),
  lastUsedAt: iso(key.lastUsedAt),
  lastUsedAddress: key.lastUsedAddress,
});
