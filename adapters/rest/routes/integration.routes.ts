import {
  ApiKeyCreatedOutput,
  ApiKeyCreateInput,
  ApiKeyIdInput,
  ApiKeyListInput,
  ApiKeyListOutput,
  ApiKeyOutput,
} from '../../../application/integration/schemas';
import type { AppServices } from '../../services';
import type { RestRoutes } from '../restRoute';

const tag = 'integrations';

/** A company's integrations (issue 37): its API keys, managed by its owners. */
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
};
