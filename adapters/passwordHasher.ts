import { hash, verify } from '@node-rs/argon2';
import type { PasswordHasher } from '../application/ports/passwordHasher';

/** argon2id, 19 MiB, 2 passes, 1 lane: the OWASP minimum. */
const options = { algorithm: 2 as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const argon2Hasher: PasswordHasher = {
  hash: (password) => hash(password, options),
  verify: async (stored, password) => {
    try {
      return await verify(stored, password);
    } catch {
      return false;
    }
  },
};
