import { createHash } from 'node:crypto';

/** Name-based UUID (version 5, RFC 9562): the same name gives the same id on every machine and every run. */
const REFERENCE_NAMESPACE = Buffer.from('3f9a0c1e7b2d4e58a6c1d0b9e8f7a6b5', 'hex');

export const stableId = (name: string): string => {
  const bytes = createHash('sha1').update(REFERENCE_NAMESPACE).update(name, 'utf8').digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};
