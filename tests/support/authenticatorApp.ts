import { createHmac } from 'node:crypto';

/**
 * What an authenticator app computes, written here from RFC 6238 and RFC 4226 rather than taken from the library the
 * server uses, so a test checks the server against the standard and not against itself: the base32 secret's bytes,
 * HMAC-SHA1 of the 30-second step counter, dynamic truncation to 6 digits.
 */
const base32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

const bytesOfBase32 = (text: string): Buffer => {
  let bits = '';
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const value = base32.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)));
};

/** The 6-digit code an authenticator app shows for `secret` (base32) at `at`. */
export const authenticatorCode = (secret: string, at: Date): string => {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at.getTime() / 1000 / 30)));
  const digest = createHmac('sha1', bytesOfBase32(secret)).update(counter).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, '0');
};
