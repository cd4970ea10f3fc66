import {
  CompanyIntegrationsOutput,
  CompanyRefInput,
  CompanyWebhookCreateInput,
  CompanyWebhookIdInput,
  ApiKeyCreatedOutput,
  ApiKeyCreateInput,
  ApiKeyIdInput,
  ApiKeyListInput,
  ApiKeyListOutput,
  ApiKeyOutput,
  RedeliverInput,
  WebhookCreatedOutput,
  WebhookCreateInput,
  WebhookDeletedOutput,
  WebhookDeliveriesOutput,
  WebhookDeliveryOutput,
  WebhookIdInput,
  WebhookListInput,
  WebhookListOutput,
  WebhookOutput,
  WebhookUpdateInput,
} from '../../../application/integration/schemas';
import { z } from 'zod';
import type { AppServices } from '../../services';
import type { RestRoutes } from '../restRoute';

const tag = 'integrations';

const TestSentOutput = z.object({ deliveryId: z.string() });

/** A company's integrations (issue 37): its API keys and webhook endpoints, managed by its owners. */
export const integrationRoutes = (routes: RestRoutes, { integration }: AppServices): void => {
  routes.add({
    method: 'get',
    path: '/api/integration/api-key/list',
    tag,
    auth: true,
    query: ApiKeyListInput,
    response: ApiKeyListOutput,
    summary: "The company's API keys (never their secrets), newest first, and the scopes the caller may give one",
    handle: (r) => integration.listApiKeys(r.actor, r.query),
  });
  routes.add({
    method: 'post',
    path: '/api/integration/api-key/create',
    tag,
    auth: true,
    body: ApiKeyCreateInput,
    response: ApiKeyCreatedOutput,
    summary:
      'Create an API key with a name, some of the caller’s scopes and an optional expiry; answers its `secret` this once',
    handle: (r) => integration.createApiKey(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: '/api/integration/api-key/revoke',
    tag,
    auth: true,
    body: ApiKeyIdInput,
    response: ApiKeyOutput,
    summary: "Revoke one of the company's API keys: it stops working at once (another company's answers 404)",
    handle: (r) => integration.revokeApiKey(r.actor, r.body),
  });
  routes.add({
    method: 'get',
    path: '/api/integration/webhook/list',
    tag,
    auth: true,
    query: WebhookListInput,
    response: WebhookListOutput,
    summary: "The company's webhook endpoints (never their secrets) and the event types an endpoint may ask for",
    handle: (r) => integration.listWebhooks(r.actor, r.query),
  });
  routes.add({
    method: 'post',
    path: '/api/integration/webhook/create',
    tag,
    auth: true,
    body: WebhookCreateInput,
    response: WebhookCreatedOutput,
    summary:
      'Register an endpoint (`url`, `events`); answers its `id` and its signing `secret` (`whsec_<base64>`, Standard Webhooks) this once. Each delivery is a POST of `{ type, timestamp, data: { object, id } }` with the headers `webhook-id`, `webhook-timestamp` and `webhook-signature`',
    handle: (r) => integration.createWebhook(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: '/api/integration/webhook/update',
    tag,
    auth: true,
    body: WebhookUpdateInput,
    response: WebhookOutput,
    summary: "Change an endpoint's address or events, or pause it (`enabled`)",
    handle: (r) => integration.updateWebhook(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: '/api/integration/webhook/delete',
    tag,
    auth: true,
    body: WebhookIdInput,
    response: WebhookDeletedOutput,
    summary: 'Delete an endpoint and its delivery log',
    handle: (r) => integration.deleteWebhook(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: '/api/integration/webhook/rotate-secret',
    tag,
    auth: true,
    body: WebhookIdInput,
    response: WebhookCreatedOutput,
    summary:
      'A new signing `secret` for the endpoint, answered this once; for 24 hours each delivery carries a signature under the old secret too',
    handle: (r) => integration.rotateWebhookSecret(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: '/api/integration/webhook/test',
    tag,
    auth: true,
    body: WebhookIdInput,
    response: TestSentOutput,
    summary: 'Send a `webhook.test` event to the endpoint `id` (it appears in the delivery log)',
    handle: (r) => integration.testWebhook(r.actor, r.body),
  });
  routes.add({
    method: 'get',
    path: '/api/integration/webhook/deliveries',
    tag,
    auth: true,
    query: WebhookIdInput,
    response: WebhookDeliveriesOutput,
    summary: "The endpoint's newest 100 deliveries: event, status, time, answer code, attempts",
    handle: (r) => integration.listDeliveries(r.actor, r.query),
  });
  routes.add({
    method: 'post',
    path: '/api/integration/webhook/redeliver',
    tag,
    auth: true,
    body: RedeliverInput,
    response: WebhookDeliveryOutput,
    summary: 'Send one delivery again (a new series of attempts)',
    handle: (r) => integration.redeliverWebhook(r.actor, r.body),
  });
  // The managers' view of any company's integrations (company:manage), on its page in the back office.
  routes.add({
    method: 'get',
    path: '/admin/api/integration/company',
    tag,
    auth: true,
    query: CompanyRefInput,
    response: CompanyIntegrationsOutput,
    summary: "A client's or agency's API keys and webhook endpoints (never their secrets), for a manager",
    handle: (r) => integration.companyIntegrations(r.actor, r.query),
  });
  routes.add({
    method: 'get',
    path: '/admin/api/integration/webhook/deliveries',
    tag,
    auth: true,
    query: CompanyWebhookIdInput,
    response: WebhookDeliveriesOutput,
    summary: "The newest 100 deliveries of one of the company's endpoints, for a manager",
    handle: (r) => integration.companyDeliveries(r.actor, r.query),
  });
  routes.add({
    method: 'post',
    path: '/admin/api/integration/webhook/create',
    tag,
    auth: true,
    body: CompanyWebhookCreateInput,
    response: WebhookCreatedOutput,
    summary:
      'Register an endpoint (`url`, `events`) for the company `companyId`, as its owner would; answers its signing `secret` this once',
    handle: (r) => integration.createWebhookForCompany(r.actor, r.body),
  });
};
