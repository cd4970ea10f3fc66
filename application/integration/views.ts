import { apiKeyStatus } from '../../domain/integration/apiKey';
import type { ApiKeyRecord, WebhookDeliveryRecord, WebhookEndpointRecord } from './integrationPorts';
import type { ApiKeyOutput, WebhookDeliveryOutput, WebhookOutput } from './schemas';

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

export const toWebhookOutput = (endpoint: WebhookEndpointRecord): WebhookOutput => ({
  id: endpoint.id,
  url: endpoint.url,
  events: [...endpoint.events],
  enabled: endpoint.enabled,
  createdAt: endpoint.createdAt.toISOString(),
});

export const toDeliveryOutput = (d: WebhookDeliveryRecord): WebhookDeliveryOutput => ({
  id: d.id,
  eventType: d.eventType,
  status: d.status,
  attempts: d.attempts,
  createdAt: d.createdAt.toISOString(),
  lastAttemptAt: iso(d.lastAttemptAt),
  lastStatusCode: d.lastStatusCode,
  nextAttemptAt: iso(d.nextAttemptAt),
  deliveredAt: iso(d.deliveredAt),
});
