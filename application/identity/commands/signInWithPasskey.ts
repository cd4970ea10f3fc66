import { err, ok, type Result } from 'neverthrow';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { IdentityDeps } from '../identityPorts';
import { passkeyRefused, provePasskey, takeCeremony } from '../passkeyProof';
import { PasskeySignInInput } from '../passkeySchemas';
import { accountBlocked, beginThrottledAttempt, openSession, type LoginContext } from '../signIn';
import { challengeClosed } from './completeTwoFactorLogin';

/**
 * The authenticator's answer to a passkey sign-in answers the session's token: the login's second step (the passkey
 * must be the user's whose password earned the challenge, which is then used) or a sign-in by passkey alone (the
 * person verified on the authenticator). A refused answer counts as a failed login of the passkey's user (or, for a
 * passkey nobody registered, of the address), so the login throttle slows and then refuses guessing.
 */
export const signInWithPasskey =
  (deps: IdentityDeps) =>
  async (raw: unknown, context: LoginContext): Promise<Result<{ token: string }, AppError>> => {
    const parsed = parse(PasskeySignInInput, raw);
    if (parsed.isErr()) return err(parsed.error);
    const now = deps.clock.now();
    const ceremony = await takeCeremony(deps, parsed.value.ceremony, ['sign_in', 'second_factor'], null, now);
    if (ceremony.isErr()) return err(ceremony.error);
    const { kind, userId: ownerId, loginChallengeId } = ceremony.value;

    const registered = await deps.twoFactor.passkeys.store.findPasskeyByCredentialId(parsed.value.credential.id);
    const claimedUserId = ownerId ?? registered?.userId ?? null;
    const user = claimedUserId === null ? null : await deps.store.findUserById(claimedUserId);
    const attempt = await beginThrottledAttempt(
      deps,
      user?.email ?? `passkey:${parsed.value.credential.id}`,
      context,
      now,
    );
    if (attempt.isErr()) return err(attempt.error);

    const passkey = await provePasskey(
      deps,
      {
        ceremony: ceremony.value,
        credential: parsed.value.credential,
        ownerId,
        requireUserVerification: kind === 'sign_in',
      },
      now,
    );
    if (!passkey || !user || passkey.userId !== user.id) return err(passkeyRefused());
    await deps.store.endLoginAttempt(attempt.value.attemptId);
    if (user.status !== 'active') return err(accountBlocked);
    if (loginChallengeId !== null && !(await deps.twoFactor.store.useLoginChallenge(loginChallengeId, now)))
      return err(challengeClosed);
    return ok(await openSession(deps, { userId: user.id, email: user.email }, context, now));
  };
