import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A passkey authenticator in software, written from the WebAuthn Level 3 specification rather than taken from the
 * library the server uses, so API tests check the server against the standard: an ES256 key pair, 'none'
 * attestation (CBOR), authenticator data with the RP id's hash, flags and a signature counter, and signatures over
 * authenticator data and the client data's hash. Its counter grows with each use unless a test says otherwise.
 */
const b64url = (bytes: Uint8Array | Buffer): string => Buffer.from(bytes).toString('base64url');

/** The smallest CBOR encoder (RFC 8949) for what attestation needs: integers, byte and text strings, maps. */
const head = (major: number, length: number): Buffer => {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  if (length < 65536) return Buffer.from([(major << 5) | 25, length >> 8, length & 255]);
  throw new Error('too long for this encoder');
};
type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;
const cbor = (value: Cbor): Buffer => {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  const parts = [head(5, value.size)];
  for (const [k, v] of value) parts.push(cbor(k), cbor(v));
  return Buffer.concat(parts);
};

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

const flags = { up: 0x01, uv: 0x04, at: 0x40 } as const;

export type SoftPasskey = {
  readonly credentialId: string;
  /** The answer to `navigator.credentials.create` for the options the server gave (RegistrationResponseJSON). */
  readonly register: (options: Record<string, any>) => Record<string, unknown>;
  /** The answer to `navigator.credentials.get` (AuthenticationResponseJSON); `count` overrides the counter. */
  readonly assert: (
    options: Record<string, any>,
    how?: { readonly count?: number; readonly verified?: boolean; readonly origin?: string },
  ) => Record<string, unknown>;
  readonly signCount: () => number;
};

export const softPasskey = (origin: string): SoftPasskey => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const credentialId = randomBytes(16);
  let counter = 0;
  let userHandle = '';
  const rpIdOf = (options: Record<string, any>): string => options.rp?.id ?? options.rpId ?? new URL(origin).hostname;

  const coseKey = (key: KeyObject) => {
    const jwk = key.export({ format: 'jwk' });
    return cbor(
      new Map<Cbor, Cbor>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x as string, 'base64url')],
        [-3, Buffer.from(jwk.y as string, 'base64url')],
      ]),
    );
  };
  const authData = (rpId: string, flagBits: number, count: number, attested?: Buffer) => {
    const countBytes = Buffer.alloc(4);
    countBytes.writeUInt32BE(count);
    return Buffer.concat([sha256(rpId), Buffer.from([flagBits]), countBytes, ...(attested ? [attested] : [])]);
  };
  const clientData = (type: string, challenge: string, at: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: at, crossOrigin: false }));

  return {
    credentialId: b64url(credentialId),
    signCount: () => counter,
    register: (options) => {
      userHandle = options.user.id;
      const idLength = Buffer.from([credentialId.length >> 8, credentialId.length & 255]);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialId, coseKey(publicKey)]);
      const data = authData(rpIdOf(options), flags.up | flags.uv | flags.at, counter, attested);
      const attestationObject = cbor(
        new Map<Cbor, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', data],
        ]),
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge, origin)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    assert: (options, how = {}) => {
      counter = how.count ?? counter + 1;
      const data = authData(rpIdOf(options), flags.up | (how.verified === false ? 0 : flags.uv), counter);
      const client = clientData('webauthn.get', options.challenge, how.origin ?? origin);
      const signature = sign('sha256', Buffer.concat([data, sha256(client)]), privateKey);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(client),
          authenticatorData: b64url(data),
          signature: b64url(signature),
          userHandle,
        },
        clientExtensionResults: {},
      };
    },
  };
};
