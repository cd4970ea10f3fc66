import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { webhookPayloads } from '../../application/integration/schemas';

/**
 * The webhooks a company's endpoint receives, as an OpenAPI 3.1 document of its own (`webhooks`, one entry per event
 * type): each a POST of the event's payload, signed per Standard Webhooks. The REST API's document stays 3.0.3 (its
 * readers, the fuzzer among them, take its schemas in that form) and links here.
 */
export const webhookDocument = () => {
  const registry = new OpenAPIRegistry();
  const headers = {
    'webhook-id': { description: "The delivery's id: the same on every attempt of one delivery", required: true },
    'webhook-timestamp': { description: 'When this attempt was signed, in seconds since the epoch', required: true },
    'webhook-signature': {
      description:
        '`v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">` under the endpoint secret; during a rotation, two, space-separated',
      required: true,
    },
  } as const;
  for (const { type, schema } of webhookPayloads)
    registry.registerWebhook({
      method: 'post',
      path: type,
      summary: `The \`${type}\` event`,
      tags: ['webhooks'],
      request: { body: { content: { 'application/json': { schema } } } },
      responses: { 200: { description: 'Any 2xx answer ends the delivery; anything else is tried again for 3 days' } },
    });
  const document = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Hiring marketplace webhooks',
      version: '1.0.0',
      description:
        'What a registered endpoint receives (`POST /api/integration/webhook/create`): each delivery is signed per the Standard Webhooks specification, with the headers `webhook-id`, `webhook-timestamp` and `webhook-signature`.',
    },
  });
  // Every webhook carries the Standard Webhooks headers (the generator takes headers for paths only).
  for (const item of Object.values(document.webhooks ?? {}))
    if (item.post)
      item.post.parameters = Object.entries(headers).map(([name, h]) => ({
        name,
        in: 'header' as const,
        required: h.required,
        description: h.description,
        schema: { type: 'string' as const },
      }));
  return document;
};
