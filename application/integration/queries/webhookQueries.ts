import { err, ok, type Result } from 'neverthrow';
import { webhookEventTypes } from '../../../domain/integration/webhook';
import { useCase } from '../../moderation/useCase';
import type { AppError } from '../../shared/appError';
import { webhookNotFound } from '../commands/webhookCommands';
import type { IntegrationDeps } from '../integrationPorts';
import { asIntegrationOwner } from '../policies';
import { WebhookIdInput, WebhookListInput, type WebhookDeliveriesOutput, type WebhookListOutput } from '../schemas';
import { toDeliveryOutput, toWebhookOutput } from '../views';

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
