import { err, ok, type Result } from 'neverthrow';
import { passkeysPerUser } from '../../../domain/identity/passkey';
import type { Actor } from '../../shared/actor';
import { conflict, notFound, type AppError } from '../../shared/appError';
import type { IdentityDeps } from '../identityPorts';
import { descriptorsOf, openCeremony } from '../passkeyProof';
import { asTwoFactorOwner } from '../twoFactorPolicies';

export const passkeyLimitReached = (): AppError =>
  conflict(`You have ${passkeysPerUser} passkeys: remove one first`, 'identity.passkey_limit_reached');

/**
 * The options for the browser to create a passkey for the signed-in user: a discoverable credential (it signs in
 * without typing an e-mail), the user's passkeys excluded so one authenticator is not registered twice.
 */
export const startPasskeyRegistration =
  (deps: IdentityDeps) =>
  async (actor: Actor | null): Promise<Result<{ ceremony: string; options: Record<string, unknown> }, AppError>> => {
    const caller = asTwoFactorOwner(actor);
    if (caller.isErr()) return err(caller.error);
    const user = await deps.store.findUserById(caller.value.userId);
    if (!user) return err(notFound('User'));
    const passkeys = await deps.twoFactor.passkeys.store.listPasskeys(user.id);
    if (passkeys.length >= passkeysPerUser) return err(passkeyLimitReached());
    const { challenge, options } = await deps.twoFactor.passkeys.relyingParty.registrationOptions({
      userHandle: user.id,
      userName: user.email,
      displayName: `${user.firstName} ${user.lastName}`.trim() || user.email,
      exclude: descriptorsOf(passkeys),
    });
    return ok(
      await openCeremony(deps, { kind: 'register', userId: user.id, loginChallengeId: null, challenge }, options),
    );
  };
