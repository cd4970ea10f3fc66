import { err, ok, type Result } from 'neverthrow';
import { useCase } from '../../moderation/useCase';
import { notFound, validationError, type AppError } from '../../shared/appError';
import type { IntegrationDeps, WebhookDeliveryRecord, WebhookEndpointRecord } from '../integrationPorts';
import { asIntegrationManager, asIntegrationOwner, asKeyMaker, companyNotFound } from '../policies';
import {
  CompanyWebhookCreateInput,
  RedeliverInput,
  WebhookCreateInput,
  WebhookIdInput,
  WebhookUpdateInput,
  type WebhookCreatedOutput,
  type WebhookDeliveryOutput,
  type WebhookOutput,
} from '../schemas';
import { toDeliveryOutput, toWebhookOutput } from '../views';

export const webhookNotFound = notFound('Webhook endpoint', 'integration.webhook_not_found');
export const deliveryNotFound = notFound('Webhook delivery', 'integration.delivery_not_found');

const addressRefused = (reason: string): AppError =>
  validationError([{ field: 'url', message: reason, code: 'integration.webhook_url_refused' }]);

/** The token's 32 bytes in standard base64, as Standard Webhooks libraries read the secret. */
const base64OfBase64url = (token: string): string => {
  const plain = token.replace(/-/g, '+').replace(/_/g, '/');
  return plain + '='.repeat((4 - (plain.length % 4)) % 4);
};

const auditOf = (caller: { userId: string; emulatedBy: string | null }) => ({
  actorId: caller.userId,
  emulatedBy: caller.emulatedBy,
});

/**
 * `POST /api/integration/webhook/create`: an endpoint (its address passes the safe fetcher's rules) with the events
 * it wants; answers its signing secret, `whsec_` and 32 random bytes in base64, as Standard Webhooks name it.
 */
export const createWebhook = useCase(
  asKeyMaker,
  WebhookCreateInput,
  async (deps: IntegrationDeps, caller, input): Promise<Result<WebhookCreatedOutput, AppError>> =>
    registerEndpoint(deps, caller.companyId, auditOf(caller), input),
);

/** An endpoint of the company, checked and stored; its signing secret answered this once. */
const registerEndpoint = async (
  deps: IntegrationDeps,
  companyId: string,
  audit: { actorId: string; emulatedBy: string | null },
  input: { readonly url: string; readonly events: readonly string[] },
): Promise<Result<WebhookCreatedOutput, AppError>> => {
  const checked = await deps.checkWebhookAddress(input.url);
  if (!checked.ok) return err(addressRefused(checked.reason));
  const endpoint: WebhookEndpointRecord = {
    id: deps.secrets.uuid(),
    companyId,
    url: input.url,
    events: [...new Set(input.events)],
    enabled: true,
    createdAt: deps.clock.now(),
  };
  const secret = `whsec_${base64OfBase64url(deps.secrets.token())}`;
  await deps.webhooks.create({ ...endpoint, secret }, audit);
  return ok({ ...toWebhookOutput(endpoint), secret });
};

/**
 * `POST /admin/api/integration/webhook/create`: a manager registers an endpoint for any client or agency (the issue's
 * 'and a manager for any company'), as the owner would; the audit log names the manager. Another id is 404.
 */
export const createWebhookForCompany = useCase(
  asIntegrationManager,
  CompanyWebhookCreateInput,
  async (deps: IntegrationDeps, caller, input): Promise<Result<WebhookCreatedOutput, AppError>> =>
    (await deps.webhooks.companyExists(input.companyId))
      ? registerEndpoint(deps, input.companyId, auditOf(caller), input)
      : err(companyNotFound),
);

/** How long the previous secret keeps signing after a rotation. */
export const PREVIOUS_SECRET_HOURS = 24;

/**
 * `POST /api/integration/webhook/rotate-secret`: a new signing secret, answered this once; for 24 hours every delivery
 * is signed with both, so the receiver switches at its own pace.
 */
export const rotateWebhookSecret = useCase(
  asKeyMaker,
  WebhookIdInput,
  async (deps: IntegrationDeps, caller, input): Promise<Result<WebhookCreatedOutput, AppError>> => {
    const now = deps.clock.now();
    const secret = `whsec_${base64OfBase64url(deps.secrets.token())}`;
    const rotated = await deps.webhooks.rotateSecret(
      caller.companyId,
      input.id,
      secret,
      now,
      new Date(now.getTime() + PREVIOUS_SECRET_HOURS * 3_600_000),
      auditOf(caller),
    );
    return rotated ? ok({ ...toWebhookOutput(rotated), secret }) : err(webhookNotFound);
  },
);

/** `POST /api/integration/webhook/update`: another address, other events, or paused; another company's is 404. */
export const updateWebhook = useCase(
  asIntegrationOwner,
  WebhookUpdateInput,
  async (deps: IntegrationDeps, caller, input): Promise<Result<WebhookOutput, AppError>> => {
    if (input.url) {
      const checked = await deps.checkWebhookAddress(input.url);
      if (!checked.ok) return err(addressRefused(checked.reason));
    }
    const updated = await deps.webhooks.update(
      caller.companyId,
      input.id,
      {
        ...(input.url ? { url: input.url } : {}),
        ...(input.events ? { events: [...new Set(input.events)] } : {}),
        ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
      },
      deps.clock.now(),
      auditOf(caller),
    );
    return updated ? ok(toWebhookOutput(updated)) : err(webhookNotFound);
  },
);

/** `POST /api/integration/webhook/delete`: the endpoint and its delivery log go; another company's is 404. */
export const deleteWebhook = useCase(
  asIntegrationOwner,
  WebhookIdInput,
  async (deps: IntegrationDeps, caller, input): Promise<Result<{ deleted: true }, AppError>> =>
    (await deps.webhooks.remove(caller.companyId, input.id, auditOf(caller)))
      ? ok({ deleted: true as const })
      : err(webhookNotFound),
);

/** `POST /api/integration/webhook/test`: a `webhook.test` delivery to that endpoint, sent like any other. */
export const testWebhook = useCase(
  asIntegrationOwner,
  WebhookIdInput,
  async (deps: IntegrationDeps, caller, input): Promise<Result<{ deliveryId: string }, AppError>> => {
    const id = await deps.webhooks.sendTest(caller.companyId, input.id, deps.secrets.uuid(), deps.clock.now());
    return id ? ok({ deliveryId: id }) : err(webhookNotFound);
  },
);

/** `POST /api/integration/webhook/redeliver`: one delivery sent again, whatever its state. */
export const redeliverWebhook = useCase(
  asIntegrationOwner,
  RedeliverInput,
  async (deps: IntegrationDeps, caller, input): Promise<Result<WebhookDeliveryOutput, AppError>> => {
    const delivery: WebhookDeliveryRecord | null = await deps.webhooks.redeliver(
      caller.companyId,
      input.deliveryId,
      deps.clock.now(),
    );
    return delivery ? ok(toDeliveryOutput(delivery)) : err(deliveryNotFound);
  },
);
