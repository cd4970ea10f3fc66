import { err, ok, type Result } from 'neverthrow';
import { freshlyProven } from '../../shared/stepUp';
import type { Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { IdentityDeps } from '../identityPorts';
import { asImpersonator, impersonationTarget } from '../policies';
import { StartImpersonationInput } from '../schemas';

/** A manager with the scope acts as a partner or client user; the session keeps who really acts. */
export const startImpersonation =
  (deps: IdentityDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<{ actingAs: string }, AppError>> => {
    const caller = asImpersonator(actor).andThen(freshlyProven(deps.clock.now()));
    if (caller.isErr()) return err(caller.error);
    const parsed = parse(StartImpersonationInput, raw);
    if (parsed.isErr()) return err(parsed.error);
    const target = impersonationTarget(await deps.store.findUserById(parsed.value.userId));
    if (target.isErr()) return err(target.error);
    await deps.store.setImpersonation({
      sessionId: caller.value.sessionId,
      actingAsUserId: target.value.id,
      at: deps.clock.now(),
      audit: {
        actorId: caller.value.userId,
        emulatedBy: null,
        action: 'impersonation.started',
        subjectId: target.value.id,
      },
    });
    return ok({ actingAs: target.value.id });
  };
