import { err, ok, type Result } from 'neverthrow';
import { challengeIsOpen } from '../../../domain/identity/twoFactor';
import { ruleBroken, type AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { IdentityDeps } from '../identityPorts';
import { descriptorsOf, openCeremony } from '../passkeyProof';
import { PasskeySignInOptionsInput } from '../passkeySchemas';
import { challengeClosed } from './completeTwoFactorLogin';

/**
 * The options for the browser to sign in with a passkey. With the challenge a password earned, it is the login's
 * second step: the user's own passkeys are offered. Without one, the passkey says who signs in (a discoverable
 * credential) and must verify the person (a PIN or a fingerprint), as it stands for both factors.
 */
export const startPasskeySignIn =
  (deps: IdentityDeps) =>
  async (raw: unknown): Promise<Result<{ ceremony: string; options: Record<string, unknown> }, AppError>> => {
    const parsed = parse(PasskeySignInOptionsInput, raw);
    if (parsed.isErr()) return err(parsed.error);
    const { relyingParty, store } = deps.twoFactor.passkeys;
    if (parsed.value.challenge === undefined) {
      const { challenge, options } = await relyingParty.authenticationOptions({
        allow: [],
        userVerification: 'required',
      });
      return ok(
        await openCeremony(deps, { kind: 'sign_in', userId: null, loginChallengeId: null, challenge }, options),
      );
    }
    const login = await deps.twoFactor.store.findLoginChallenge(deps.secrets.digest(parsed.value.challenge));
    if (!login || !challengeIsOpen(login, deps.clock.now())) return err(challengeClosed);
    const passkeys = await store.listPasskeys(login.userId);
    if (passkeys.length === 0)
      return err(ruleBroken('auth.no_passkey', 'You have no passkey: enter the code from your authenticator app'));
    const { challenge, options } = await relyingParty.authenticationOptions({
      allow: descriptorsOf(passkeys),
      userVerification: 'preferred',
    });
    return ok(
      await openCeremony(
        deps,
        { kind: 'second_factor', userId: login.userId, loginChallengeId: login.id, challenge },
        options,
      ),
    );
  };
