import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { SecretSealer } from '../../application/identity/sso/ssoPorts';

/**
 * A company's client secret at rest: AES-256-GCM under a key derived (SHA-256) from SSO_SECRET_KEY, a random 96-bit
 * IV each time, stored as `v1.<iv>.<tag>.<ciphertext>` in base64url. A copy of the database alone does not give the
 * secret; the key stays in the server's configuration.
 */
export const aesGcmSealer = (keyMaterial: string): SecretSealer => {
  const key = createHash('sha256').update(`sso-client-secret:${keyMaterial}`).digest();
  return {
    seal: (plain) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), sealed]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open: (sealed) => {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
};
