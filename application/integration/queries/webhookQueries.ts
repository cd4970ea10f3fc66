import { err, ok, type Result } from 'neverthrow';
import { webhookEventTypes } from '../../../domain/integration/webhook';
import { useCase } from '../../moderation/useCase';
import type { AppError } from '../../shared/appError';
import { webhookNotFound } from '../commands/webhookCommands';
import type { IntegrationDeps } from '../integrationPorts';
import { asIntegrationManager, asIntegrationOwner, companyNotFound } from '../policies';
import {
  CompanyRefInput,
  CompanyWebhookIdInput,
  WebhookIdInput,
  WebhookListInput,
  type CompanyIntegrationsOutput,
  type WebhookDeliveriesOutput,
  type WebhookListOutput,
} from '../schemas';
import { toApiKeyOutput, toDeliveryOutput, toWebhookOutput } from '../views';

/** `GET /api/integration/webhook/list`: the company's endpoints (never their secrets) and the events there are. */
export const listWebhooks = useCase(
  asIntegrationOwner,
  WebhookListInput,
  async (deps: IntegrationDeps, caller): Promise<Result<WebhookListOutput, AppError>> =>
    ok({
      items: (await deps.webhooks.list(caller.companyId)).map(toWebhookOutput),
      eventTypes: [...webhookEventTypes],
    }),
);

/** `GET /api/integration/webhook/deliveries`: one endpoint's newest 100 deliveries; another company's is 404. */
export const listDeliveries = useCase(
  asIntegrationOwner,
  WebhookIdInput,
  async (deps: IntegrationDeps, caller, input): Promise<Result<WebhookDeliveriesOutput, AppError>> => {
    const found = await deps.webhooks.deliveries(caller.companyId, input.id);
    return found ? ok({ items: found.map(toDeliveryOutput) }) : err(webhookNotFound);
  },
);

/** `GET /admin/api/integration/company`: a company's API keys and webhook endpoints, for a manager; another id is 404. */
export const companyIntegrations = useCase(
  asIntegrationManager,
  CompanyRefInput,
  async (deps: IntegrationDeps, _caller, input): Promise<Result<CompanyIntegrationsOutput, AppError>> => {
    if (!(await deps.webhooks.companyExists(input.companyId))) return err(companyNotFound);
    const now = deps.clock.now();
    const [keys, endpoints] = await Promise.all([
      deps.apiKeys.list(input.companyId),
      deps.webhooks.list(input.companyId),
    ]);
    return ok({
      apiKeys: keys.map((k) => toApiKeyOutput(k, now)),
      webhooks: endpoints.map(toWebhookOutput),
      eventTypes: [...webhookEventTypes],
    });
  },
);

/** `GET /admin/api/integration/webhook/deliveries`: one of the company's endpoints' delivery log, for a manager. */
export const companyDeliveries = useCase(
  asIntegrationManager,
  CompanyWebhookIdInput,
  async (deps: IntegrationDeps, _caller, input): Promise<Result<WebhookDeliveriesOutput, AppError>> => {
    const found = await deps.webhooks.deliveries(input.companyId, input.id);
    return found ? ok({ items: found.map(toDeliveryOutput) }) : err(webhookNotFound);
  },
);
