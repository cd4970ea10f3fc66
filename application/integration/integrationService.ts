import { createApiKey } from './commands/createApiKey';
import { revokeApiKey } from './commands/revokeApiKey';
import type { IntegrationDeps } from './integrationPorts';
import { authenticateApiKey } from './queries/authenticateApiKey';
import { listApiKeys } from './queries/listApiKeys';
import {
  createWebhook,
  createWebhookForCompany,
  deleteWebhook,
  redeliverWebhook,
  rotateWebhookSecret,
  testWebhook,
  updateWebhook,
} from './commands/webhookCommands';
import { companyDeliveries, companyIntegrations, listDeliveries, listWebhooks } from './queries/webhookQueries';

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
  companyIntegrations: companyIntegrations(deps),
  companyDeliveries: companyDeliveries(deps),
  createWebhookForCompany: createWebhookForCompany(deps),
});
export type IntegrationService = ReturnType<typeof integrationService>;
