import { err, ok, type Result } from 'neverthrow';
import { oneTimeLinkState } from '../../../domain/identity/oneTimeLink';
import { ruleBroken, type AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { IdentityDeps } from '../identityPorts';
import { VerifyEmailInput } from '../schemas';

const invalidLink = ruleBroken('identity.verification_invalid', 'The verification link is invalid or was already used');

export const verifyEmail =
  (deps: IdentityDeps) =>
  async (raw: unknown): Promise<Result<{ verified: true }, AppError>> => {
    const parsed = parse(VerifyEmailInput, raw);
    if (parsed.isErr()) return err(invalidLink);
    const link = await deps.store.findEmailVerification(parsed.value.userId, deps.secrets.digest(parsed.value.code));
    const at = deps.clock.now();
    if (!link || oneTimeLinkState(link, at) !== 'usable') return err(invalidLink);
    if (!(await deps.store.completeEmailVerification(link, at))) return err(invalidLink);
    return ok({ verified: true });
  };
