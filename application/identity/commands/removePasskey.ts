import { err, ok, type Result } from 'neverthrow';
import type { Actor } from '../../shared/actor';
import { notFound, type AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { IdentityDeps } from '../identityPorts';
import { PasskeyIdInput } from '../passkeySchemas';
import { asTwoFactorOwner } from '../twoFactorPolicies';

/** The user removes one of their passkeys (a lost phone): it signs in no more, and their other sessions end. */
export const removePasskey =
  (deps: IdentityDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<{ removed: true }, AppError>> => {
    const caller = asTwoFactorOwner(actor);
    if (caller.isErr()) return err(caller.error);
    const parsed = parse(PasskeyIdInput, raw);
    if (parsed.isErr()) return err(parsed.error);
    const { userId, sessionId } = caller.value;
    const removed = await deps.twoFactor.passkeys.store.removePasskey({
      userId,
      id: parsed.value.id,
      keepSessionId: sessionId,
      at: deps.clock.now(),
      audit: {
        actorId: userId,
        emulatedBy: null,
        action: 'user.passkey_removed',
        subjectId: userId,
        details: { passkeyId: parsed.value.id },
      },
    });
    if (!removed) return err(notFound('Passkey'));
    return ok({ removed: true as const });
  };
