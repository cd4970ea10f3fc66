import {
  ApiKeyCreatedOutput,
  ApiKeyCreateInput,
  ApiKeyIdInput,
  ApiKeyListInput,
  ApiKeyListOutput,
  ApiKeyOutput,
} from '../../../application/integration/schemas';
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
});
