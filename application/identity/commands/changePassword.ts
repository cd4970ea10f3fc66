import { err, ok, type Result } from 'neverthrow';
import type { Actor } from '../../shared/actor';
import { validationError, type AppError } from '../../shared/appError';
import { asPasswordOwner } from '../policies';
import { parse } from '../../shared/parse';
import type { IdentityDeps } from '../identityPorts';
import { ChangePasswordInput } from '../schemas';

/** The user changes their own password; every other session of theirs ends. */
export const changePassword =
  (deps: IdentityDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<{ changed: true }, AppError>> => {
    const caller = asPasswordOwner(actor);
    if (caller.isErr()) return err(caller.error);
    // A manager acting as a user works on their behalf but never takes over their credentials.
    const parsed = parse(ChangePasswordInput, raw);
    if (parsed.isErr()) return err(parsed.error);
    const user = await deps.store.findUserById(caller.value.userId);
    if (!user || !(await deps.hasher.verify(user.passwordHash, parsed.value.currentPassword))) {
      return err(validationError([{ field: 'currentPassword', message: 'Current password is wrong' }]));
    }
    await deps.store.changePassword({
      userId: user.id,
      passwordHash: await deps.hasher.hash(parsed.value.newPassword),
      keepSessionId: caller.value.sessionId,
      at: deps.clock.now(),
      audit: {
        actorId: caller.value.userId,
        emulatedBy: caller.value.emulatedBy,
        action: 'user.password_changed',
        subjectId: user.id,
      },
    });
    return ok({ changed: true });
  };
