import { z } from 'zod';
import { passkeyNameMaxLength } from '../../domain/identity/passkey';
import { IsoDateTimeOutput } from '../shared/outputs';

/**
 * Inputs and answers of passkeys; the REST routes and tRPC procedures send exactly these fields. What the browser's
 * authenticator answered travels as WebAuthn's JSON (base64url fields); the relying party's library checks it.
 */
const Ceremony = z.uuid('The passkey request has expired: try again');

export const PasskeyCredentialJson = z.object(
  {
    id: z.string().min(1, 'The passkey answer is invalid').max(1024, 'The passkey answer is invalid'),
    rawId: z.string().max(1024, 'The passkey answer is invalid'),
    type: z.literal('public-key', { error: 'The passkey answer is invalid' }),
    response: z.record(z.string(), z.unknown()),
    clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
    authenticatorAttachment: z.string().max(40).optional(),
  },
  { error: 'The passkey answer is required' },
);

export const AddPasskeyInput = z.object({
  ceremony: Ceremony,
  name: z.string().trim().max(passkeyNameMaxLength, `At most ${passkeyNameMaxLength} characters`).optional(),
  credential: PasskeyCredentialJson,
});

export const PasskeyIdInput = z.object({ id: z.uuid('Passkey id is invalid') });

/** With the challenge a password earned: the login's second step; without: a sign-in by passkey alone. */
export const PasskeySignInOptionsInput = z.object({
  challenge: z
    .string()
    .min(16, 'Challenge is invalid')
    .max(128, 'Challenge is invalid')
    .regex(/^[\w-]+$/, 'Challenge is invalid')
    .optional(),
});

export const PasskeySignInInput = z.object({ ceremony: Ceremony, credential: PasskeyCredentialJson });

export const PasskeyOptionsOutput = z.object({
  /** Sent back with the authenticator's answer. */
  ceremony: z.string(),
  /** WebAuthn's options as JSON, for `startRegistration` / `startAuthentication` of @simplewebauthn/browser. */
  options: z.record(z.string(), z.unknown()),
});

export const PasskeyOutput = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: IsoDateTimeOutput,
  lastUsedAt: IsoDateTimeOutput.nullable(),
  backedUp: z.boolean(),
});
export const PasskeysOutput = z.object({ items: z.array(PasskeyOutput) });
export const PasskeyRemovedOutput = z.object({ removed: z.literal(true) });
