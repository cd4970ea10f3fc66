import { createApiKey } from './commands/createApiKey';
import { revokeApiKey } from './commands/revokeApiKey';
import type { IntegrationDeps } from './integrationPorts';
import { authenticateApiKey } from './queries/authenticateApiKey';
import { listApiKeys } from './queries/listApiKeys';
import {
  createWebhook,
  deleteWebhook,
  redeliverWebhook,
  rotateWebhookSecret,
  testWebhook,
  updateWebhook,
} from './commands/webhookCommands';
import { listDeliveries, listWebhooks } from './queries/webhookQueries';

/** A company's integrations: API keys (issue 37). */
export const integrationService = (deps: IntegrationDeps) => ({
  listApiKeys: listApiKeys(deps),
  createApiKey: createApiKey(deps),
  revokeApiKey: revokeApiKey(deps),
  authenticateApiKey: authenticateApiKey(deps),
  listWebhooks: listWebhooks(deps),
  createWebhook: createWebhook(deps),
  updateWebhook: updateWebhook(deps),
  deleteWebhook: deleteWebhook(deps),
  testWebhook: testWebhook(deps),
  listDeliveries: listDeliveries(deps),
  redeliverWebhook: redeliverWebhook(deps),
  rotateWebhookSecret: rotateWebhookSecret(deps),
});
export type IntegrationService = ReturnType<typeof integrationService>;
