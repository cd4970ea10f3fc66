import { z } from 'zod';
import { API_KEY_NAME_MAX } from '../../domain/integration/apiKey';
import {
  webhookEventObjects,
  webhookEventTypes,
  WEBHOOK_TEST_EVENT,
  type WebhookEventType,
} from '../../domain/integration/webhook';
import { IsoDateTimeOutput } from '../shared/outputs';

export const ApiKeyListInput = z.object({});

export const ApiKeyCreateInput = z.object({
  name: z.string().trim().min(1, 'Name the key').max(API_KEY_NAME_MAX, `At most ${API_KEY_NAME_MAX} characters`),
  /** A subset of the caller's own scopes, at least one. */
  scopes: z.array(z.string().max(100)).min(1, 'Choose at least one permission').max(50),
  /** When the key stops working; none: until revoked. */
  expiresAt: z.iso.datetime({ offset: true, message: 'An ISO 8601 date-time' }).nullish(),
});
export type ApiKeyCreateInput = z.infer<typeof ApiKeyCreateInput>;

export const ApiKeyIdInput = z.object({ id: z.uuid('Must be a UUID') });

export const ApiKeyOutput = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters: enough to tell two keys apart, never enough to use one. */
  prefix: z.string(),
  scopes: z.array(z.string()),
  status: z.enum(['active', 'revoked', 'expired']),
  createdAt: IsoDateTimeOutput,
  expiresAt: IsoDateTimeOutput.nullable(),
  revokedAt: IsoDateTimeOutput.nullable(),
  lastUsedAt: IsoDateTimeOutput.nullable(),
  lastUsedAddress: z.string().nullable(),
});
export type ApiKeyOutput = z.infer<typeof ApiKeyOutput>;

export const ApiKeyListOutput = z.object({
  items: z.array(ApiKeyOutput),
  /** The scopes the caller may give a new key. */
  grantableScopes: z.array(z.string()),
});
export type ApiKeyListOutput = z.infer<typeof ApiKeyListOutput>;

/** The answer to creating a key: the only time its secret is ever shown. */
export const ApiKeyCreatedOutput = ApiKeyOutput.extend({
  secret: z.string().describe('The key itself, shown this once: send it as `Authorization: Bearer <secret>`'),
});
export type ApiKeyCreatedOutput = z.infer<typeof ApiKeyCreatedOutput>;

const WebhookEventTypeInput = z.enum(webhookEventTypes as [WebhookEventType, ...WebhookEventType[]], {
  error: 'Not a webhook event',
});
const WebhookUrlInput = z.url({ message: 'A full http(s) address', protocol: /^https?$/ }).max(2000);

export const WebhookListInput = z.object({});
export const WebhookCreateInput = z.object({
  url: WebhookUrlInput,
  events: z.array(WebhookEventTypeInput).min(1, 'Choose at least one event'),
});
/** A manager's view of one company's integrations. */
export const CompanyRefInput = z.object({ companyId: z.uuid('Must be a UUID') });
export const CompanyWebhookCreateInput = WebhookCreateInput.extend({ companyId: z.uuid('Must be a UUID') });
export const CompanyWebhookIdInput = z.object({ companyId: z.uuid('Must be a UUID'), id: z.uuid('Must be a UUID') });
export const WebhookUpdateInput = z.object({
  id: z.uuid('Must be a UUID'),
  url: WebhookUrlInput.optional(),
  events: z.array(WebhookEventTypeInput).min(1, 'Choose at least one event').optional(),
  enabled: z.boolean().optional(),
});
export type WebhookUpdateInput = z.infer<typeof WebhookUpdateInput>;
export const WebhookIdInput = z.object({ id: z.uuid('Must be a UUID') });
export const RedeliverInput = z.object({ deliveryId: z.uuid('Must be a UUID') });

export const WebhookOutput = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  createdAt: IsoDateTimeOutput,
});
export type WebhookOutput = z.infer<typeof WebhookOutput>;
export const WebhookCreatedOutput = WebhookOutput.extend({
  secret: z.string().describe('The signing secret in the Standard Webhooks form `whsec_<base64>`'),
});
export type WebhookCreatedOutput = z.infer<typeof WebhookCreatedOutput>;
export const WebhookListOutput = z.object({ items: z.array(WebhookOutput), eventTypes: z.array(z.string()) });
export type WebhookListOutput = z.infer<typeof WebhookListOutput>;
/** A company's keys and endpoints as a manager reads them (never a secret). */
export const CompanyIntegrationsOutput = z.object({
  apiKeys: z.array(ApiKeyOutput),
  webhooks: z.array(WebhookOutput),
  eventTypes: z.array(z.string()),
});
export type CompanyIntegrationsOutput = z.infer<typeof CompanyIntegrationsOutput>;
export const WebhookDeletedOutput = z.object({ deleted: z.literal(true) });

export const WebhookDeliveryOutput = z.object({
  id: z.string(),
  eventType: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  createdAt: IsoDateTimeOutput,
  lastAttemptAt: IsoDateTimeOutput.nullable(),
  lastStatusCode: z.number().int().nullable(),
  nextAttemptAt: IsoDateTimeOutput.nullable(),
  deliveredAt: IsoDateTimeOutput.nullable(),
});
export type WebhookDeliveryOutput = z.infer<typeof WebhookDeliveryOutput>;
export const WebhookDeliveriesOutput = z.object({ items: z.array(WebhookDeliveryOutput) });
export type WebhookDeliveriesOutput = z.infer<typeof WebhookDeliveriesOutput>;

/**
 * What a delivery's body is, per event (the OpenAPI document's `webhooks`): the event, its time and the object's kind
 * and id, nothing more; the receiver reads the object with its key, through its role's output schema.
 */
export const webhookPayloadOf = (type: string, object: string) =>
  z.object({
    type: z.literal(type),
    timestamp: IsoDateTimeOutput.describe('When the event happened (ISO 8601)'),
    data: z.object({
      object: z.literal(object),
      id: z.string().describe(`The ${object}'s id`),
      ...(object === 'message' ? { threadId: z.string().describe("The message's thread") } : {}),
    }),
  });

export const webhookPayloads: readonly { readonly type: string; readonly schema: z.ZodType }[] = [
  ...webhookEventTypes.map((type) => ({ type, schema: webhookPayloadOf(type, webhookEventObjects[type]) })),
  // The 'Send test event' button's delivery names the endpoint.
  { type: WEBHOOK_TEST_EVENT, schema: webhookPayloadOf(WEBHOOK_TEST_EVENT, 'webhook') },
];
