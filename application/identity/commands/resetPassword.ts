import { err, ok, type Result } from 'neverthrow';
import { oneTimeLinkState } from '../../../domain/identity/oneTimeLink';
import { ruleBroken, type AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { IdentityDeps } from '../identityPorts';
import { ResetPasswordInput } from '../schemas';

const messages = {
  used: 'This reset link was already used. Ask for a new one.',
  expired: 'This reset link has expired. Ask for a new one.',
  unknown: 'This reset link is invalid. Ask for a new one.',
} as const;

export const resetPassword =
  (deps: IdentityDeps) =>
  async (raw: unknown): Promise<Result<{ reset: true }, AppError>> => {
    const parsed = parse(ResetPasswordInput, raw);
    if (parsed.isErr()) return err(parsed.error);
    const link = await deps.store.findPasswordReset(deps.secrets.digest(parsed.value.slug));
    const at = deps.clock.now();
    if (!link) return err(ruleBroken('identity.reset_link_invalid', messages.unknown));
    const state = oneTimeLinkState(link, at);
    if (state !== 'usable') return err(ruleBroken(`identity.reset_link_${state}`, messages[state]));
    const done = await deps.store.completePasswordReset(link, await deps.hasher.hash(parsed.value.password), at);
    if (!done) return err(ruleBroken('identity.reset_link_used', messages.used));
    return ok({ reset: true });
  };
