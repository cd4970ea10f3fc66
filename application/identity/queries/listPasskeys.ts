import { err, ok, type Result } from 'neverthrow';
import type { Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { authorize } from '../../shared/authorize';
import type { IdentityDeps } from '../identityPorts';
import type { StoredPasskey } from '../passkeyPorts';

export type PasskeyView = {
  readonly id: string;
  readonly name: string;
  /** ISO 8601. */
  readonly createdAt: string;
  readonly lastUsedAt: string | null;
  readonly backedUp: boolean;
};

/** What the profile shows of a passkey: never its key or credential id. */
export const passkeyOutputOf = (
  passkey: Omit<StoredPasskey, 'signCount' | 'publicKey' | 'transports' | 'credentialId'>,
): PasskeyView => ({
  id: passkey.id,
  name: passkey.name,
  createdAt: passkey.createdAt.toISOString(),
  lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
  backedUp: passkey.backedUp,
});

/** The caller's passkeys, oldest first (a manager acting as the user sees that user's, as with two-factor's state). */
export const listPasskeys =
  (deps: IdentityDeps) =>
  async (actor: Actor | null): Promise<Result<{ items: PasskeyView[] }, AppError>> => {
    const caller = authorize(actor);
    if (caller.isErr()) return err(caller.error);
    const passkeys = await deps.twoFactor.passkeys.store.listPasskeys(caller.value.userId);
    return ok({ items: passkeys.map(passkeyOutputOf) });
  };
