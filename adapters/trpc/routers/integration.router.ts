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
import { authedProcedure, inputOf, router, unwrap } from '../trpc';

/** The company area's Integrations page: the same use cases as `/api/integration/*`. */
export const integrationRouter = router({
  listApiKeys: authedProcedure
    .input(inputOf(ApiKeyListInput.optional()))
    .output(ApiKeyListOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.integration.listApiKeys(ctx.actor, input))),
  createApiKey: authedProcedure
    .input(inputOf(ApiKeyCreateInput))
    .output(ApiKeyCreatedOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.integration.createApiKey(ctx.actor, input))),
  revokeApiKey: authedProcedure
    .input(inputOf(ApiKeyIdInput))
    .output(ApiKeyOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.integration.revokeApiKey(ctx.actor, input))),
  listWebhooks: authedProcedure
    .input(inputOf(WebhookListInput.optional()))
    .output(WebhookListOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.integration.listWebhooks(ctx.actor, input))),
  createWebhook: authedProcedure
    .input(inputOf(WebhookCreateInput))
    .output(WebhookCreatedOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.integration.createWebhook(ctx.actor, input))),
  updateWebhook: authedProcedure
    .input(inputOf(WebhookUpdateInput))
    .output(WebhookOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.integration.updateWebhook(ctx.actor, input))),
  deleteWebhook: authedProcedure
    .input(inputOf(WebhookIdInput))
    .output(WebhookDeletedOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.integration.deleteWebhook(ctx.actor, input))),
  rotateWebhookSecret: authedProcedure
    .input(inputOf(WebhookIdInput))
    .output(WebhookCreatedOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.integration.rotateWebhookSecret(ctx.actor, input))),
  testWebhook: authedProcedure
    .input(inputOf(WebhookIdInput))
    .output(z.object({ deliveryId: z.string() }))
    .mutation(({ ctx, input }) => unwrap(ctx.services.integration.testWebhook(ctx.actor, input))),
  webhookDeliveries: authedProcedure
    .input(inputOf(WebhookIdInput))
    .output(WebhookDeliveriesOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.integration.listDeliveries(ctx.actor, input))),
  redeliverWebhook: authedProcedure
    .input(inputOf(RedeliverInput))
    .output(WebhookDeliveryOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.integration.redeliverWebhook(ctx.actor, input))),
  /** The managers' view of a company's integrations, on its back-office page. */
  companyIntegrations: authedProcedure
    .input(inputOf(CompanyRefInput))
    .output(CompanyIntegrationsOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.integration.companyIntegrations(ctx.actor, input))),
  companyDeliveries: authedProcedure
    .input(inputOf(CompanyWebhookIdInput))
    .output(WebhookDeliveriesOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.integration.companyDeliveries(ctx.actor, input))),
  createWebhookForCompany: authedProcedure
    .input(inputOf(CompanyWebhookCreateInput))
    .output(WebhookCreatedOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.integration.createWebhookForCompany(ctx.actor, input))),
});
