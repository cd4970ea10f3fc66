import { err, ok, type Result } from 'neverthrow';
import { passkeyNameOf, passkeysPerUser } from '../../../domain/identity/passkey';
import { deviceOf } from '../../../domain/identity/device';
import type { Actor } from '../../shared/actor';
import { conflict, type AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { IdentityDeps } from '../identityPorts';
import { passkeyRefused, takeCeremony } from '../passkeyProof';
import { AddPasskeyInput } from '../passkeySchemas';
import { passkeyOutputOf, type PasskeyView } from '../queries/listPasskeys';
import { asTwoFactorOwner } from '../twoFactorPolicies';
import { passkeyLimitReached } from './startPasskeyRegistration';

/**
 * The authenticator's answer to a registration ceremony of the caller: checked (challenge, origin, RP id, signature of
 * the attestation), the passkey kept under the name given (or the browser's), and the user's other sessions ended, as
 * any change of how they sign in does.
 */
export const addPasskey =
  (deps: IdentityDeps) =>
  async (
    actor: Actor | null,
    raw: unknown,
    context: { readonly userAgent: string },
  ): Promise<Result<PasskeyView, AppError>> => {
    const caller = asTwoFactorOwner(actor);
    if (caller.isErr()) return err(caller.error);
    const parsed = parse(AddPasskeyInput, raw);
    if (parsed.isErr()) return err(parsed.error);
    const { userId, sessionId } = caller.value;
    const now = deps.clock.now();
    const ceremony = await takeCeremony(deps, parsed.value.ceremony, ['register'], userId, now);
    if (ceremony.isErr()) return err(ceremony.error);
    const credential = await deps.twoFactor.passkeys.relyingParty.verifyRegistration({
      response: parsed.value.credential,
      challenge: ceremony.value.challenge,
    });
    if (!credential) return err(passkeyRefused());
    const id = deps.secrets.uuid();
    const name = passkeyNameOf(parsed.value.name, deviceOf(context.userAgent));
    const added = await deps.twoFactor.passkeys.store.addPasskey({
      id,
      userId,
      ...credential,
      name,
      limit: passkeysPerUser,
      keepSessionId: sessionId,
      at: now,
      audit: { actorId: userId, emulatedBy: null, action: 'user.passkey_added', subjectId: userId, details: { name } },
    });
    if (added === 'duplicate')
      return err(conflict('This passkey is registered already', 'identity.passkey_already_registered'));
    if (added === 'full') return err(passkeyLimitReached());
    return ok(
      passkeyOutputOf({
        id,
        userId,
        ...credential,
        name,
        createdAt: now,
        lastUsedAt: null,
      }),
    );
  };
