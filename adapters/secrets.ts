import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Secrets } from '../application/ports/secrets';

/** 256 random bits per token; stored only as a SHA-256 digest. */
export const nodeSecrets: Secrets = {
  uuid: () => randomUUID(),
  token: () => randomBytes(32).toString('base64url'),
  digest: (secret) => createHash('sha256').update(secret).digest('hex'),
};
