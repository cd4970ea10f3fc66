import { z } from 'zod';
import { API_KEY_NAME_MAX } from '../../domain/integration/apiKey';
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
