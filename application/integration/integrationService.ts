import { createApiKey } from './commands/createApiKey';
import { revokeApiKey } from './commands/revokeApiKey';
import type { IntegrationDeps } from './integrationPorts';
import { authenticateApiKey } from './queries/authenticateApiKey';
import { listApiKeys } from './queries/listApiKeys';

/** A company's integrations: API keys (issue 37). */
export const integrationService = (deps: IntegrationDeps) => ({
  listApiKeys: listApiKeys(deps),
  createApiKey: createApiKey(deps),
  revokeApiKey: revokeApiKey(deps),
  authenticateApiKey: authenticateApiKey(deps),
});
export type IntegrationService = ReturnType<typeof integrationService>;
