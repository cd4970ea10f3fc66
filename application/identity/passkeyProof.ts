import { err, ok, type Result } from 'neverthrow';
import {
  ceremonyServes,
  checkSignCount,
  passkeyCeremonyLifetimeMs,
  type PasskeyCeremony,
  type PasskeyCeremonyKind,
} from '../../domain/identity/passkey';
import { validationError, type AppError } from '../shared/appError';
import type { IdentityDeps } from './identityPorts';
import type { CredentialDescriptor, StoredPasskey } from './passkeyPorts';

/** The ceremony asked for is gone, used, or was made for something else: the person starts again. */
export const ceremonyClosed = (): AppError =>
  validationError([
    {
      field: 'ceremony',
      message: 'The passkey request has expired or was used: try again',
      code: 'auth.passkey_ceremony_invalid',
    },
  ]);

/** The authenticator's answer did not prove the passkey (wrong signature, origin, challenge or count). */
export const passkeyRefused = (): AppError =>
  validationError([{ field: 'credential', message: 'This passkey was not accepted', code: 'auth.passkey_invalid' }]);

export const descriptorsOf = (passkeys: readonly StoredPasskey[]): CredentialDescriptor[] =>
  passkeys.map((p) => ({ id: p.credentialId, transports: p.transports }));

/** Stores a new ceremony's challenge on the server (5 minutes, once) and answers its id with the browser's options. */
export const openCeremony = async (
  deps: IdentityDeps,
  ceremony: {
    readonly kind: PasskeyCeremonyKind;
    readonly userId: string | null;
    readonly loginChallengeId: string | null;
    readonly challenge: string;
  },
  options: Record<string, unknown>,
): Promise<{ ceremony: string; options: Record<string, unknown> }> => {
  const now = deps.clock.now();
  const id = deps.secrets.uuid();
  await deps.twoFactor.passkeys.store.createCeremony({
    id,
    ...ceremony,
    at: now,
    expiresAt: new Date(now.getTime() + passkeyCeremonyLifetimeMs),
  });
  return { ceremony: id, options };
};

/** The ceremony `id` if it still serves `kind` (for `userId` when given), used from now on: once only. */
export const takeCeremony = async (
  deps: IdentityDeps,
  id: string,
  kinds: readonly PasskeyCeremonyKind[],
  userId: string | null,
  now: Date,
): Promise<Result<PasskeyCeremony, AppError>> => {
  const ceremony = await deps.twoFactor.passkeys.store.findCeremony(id);
  if (!ceremony || !kinds.some((kind) => ceremonyServes(ceremony, kind, userId, now))) return err(ceremonyClosed());
  if (!(await deps.twoFactor.passkeys.store.useCeremony(ceremony.id, now))) return err(ceremonyClosed());
  return ok(ceremony);
};

/**
 * Whether the authenticator's `credential` answers the ceremony's challenge with a passkey registered to `ownerId`
 * (any registered passkey when null): the signature checks against the stored public key, the origin and RP id are
 * APP_URL's, the signature count grew (a cloned key's does not) and is stored, so two uses cannot both pass on one count.
 */
export const provePasskey = async (
  deps: IdentityDeps,
  check: {
    readonly ceremony: PasskeyCeremony;
    readonly credential: { readonly id: string };
    readonly ownerId: string | null;
    readonly requireUserVerification: boolean;
  },
  now: Date,
): Promise<StoredPasskey | null> => {
  const { store, relyingParty } = deps.twoFactor.passkeys;
  const passkey = await store.findPasskeyByCredentialId(check.credential.id);
  if (!passkey || (check.ownerId !== null && passkey.userId !== check.ownerId)) return null;
  const verified = await relyingParty.verifyAuthentication({
    response: check.credential,
    challenge: check.ceremony.challenge,
    passkey,
    requireUserVerification: check.requireUserVerification,
  });
  if (!verified || checkSignCount(passkey.signCount, verified.newSignCount).kind !== 'accepted') return null;
  const used = await store.usePasskey({
    id: passkey.id,
    signCount: passkey.signCount,
    newSignCount: verified.newSignCount,
    at: now,
  });
  return used ? passkey : null;
};
