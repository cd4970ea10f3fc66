import { err, ok, type Result } from 'neverthrow';
import type { Actor } from '../../shared/actor';
import { ruleBroken, type AppError } from '../../shared/appError';
import { authorize } from '../../shared/authorize';
import type { IdentityDeps } from '../identityPorts';
import { descriptorsOf, openCeremony } from '../passkeyProof';

/** The options for the browser to prove, with one of the session person's passkeys, that it is them again. */
export const startStepUpPasskey =
  (deps: IdentityDeps) =>
  async (actor: Actor | null): Promise<Result<{ ceremony: string; options: Record<string, unknown> }, AppError>> => {
    const caller = authorize(actor);
    if (caller.isErr()) return err(caller.error);
    const userId = caller.value.emulatedBy ?? caller.value.userId;
    const passkeys = await deps.twoFactor.passkeys.store.listPasskeys(userId);
    if (passkeys.length === 0) return err(ruleBroken('auth.no_passkey', 'You have no passkey'));
    const { challenge, options } = await deps.twoFactor.passkeys.relyingParty.authenticationOptions({
      allow: descriptorsOf(passkeys),
      userVerification: 'preferred',
    });
    return ok(await openCeremony(deps, { kind: 'step_up', userId, loginChallengeId: null, challenge }, options));
  };
