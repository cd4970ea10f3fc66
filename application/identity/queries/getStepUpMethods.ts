import { err, ok, type Result } from 'neverthrow';
import type { Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { authorize } from '../../shared/authorize';
import { stepUpWindowMs } from '../../shared/stepUp';
import type { IdentityDeps } from '../identityPorts';

export type StepUpMethod = 'totp' | 'passkey' | 'password';

/** The second factors of the session's person (the manager, while acting as a user), or the password without one. */
export const stepUpMethodsOf = async (deps: IdentityDeps, userId: string): Promise<StepUpMethod[]> => {
  const totp = await deps.twoFactor.store.findTotp(userId);
  const passkeys = await deps.twoFactor.passkeys.store.listPasskeys(userId);
  const methods: StepUpMethod[] = [
    ...(totp?.confirmedAt ? (['totp'] as const) : []),
    ...(passkeys.length > 0 ? (['passkey'] as const) : []),
  ];
  return methods.length > 0 ? methods : ['password'];
};

/** How the caller proves it is them again, and until when their last proof lets them do the acts that bind. */
export const getStepUpMethods =
  (deps: IdentityDeps) =>
  async (actor: Actor | null): Promise<Result<{ methods: StepUpMethod[]; freshUntil: string | null }, AppError>> => {
    const caller = authorize(actor);
    if (caller.isErr()) return err(caller.error);
    const until = caller.value.provenAt ? caller.value.provenAt.getTime() + stepUpWindowMs : null;
    return ok({
      methods: await stepUpMethodsOf(deps, caller.value.emulatedBy ?? caller.value.userId),
      freshUntil: until !== null && until > deps.clock.now().getTime() ? new Date(until).toISOString() : null,
    });
  };
