import { err, ok, type Result } from 'neverthrow';
import { PASSWORD_RESET_LIFETIME_MS } from '../../../domain/identity/oneTimeLink';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { IdentityDeps } from '../identityDeps';
import { passwordResetMail } from '../mails';
import { ForgotPasswordInput } from '../schemas';

/** Always answers the same, so the form does not reveal who has an account. */
export const requestPasswordReset =
  (deps: IdentityDeps) =>
  async (raw: unknown): Promise<Result<{ sent: true }, AppError>> => {
    const parsed = parse(ForgotPasswordInput, raw);
    if (parsed.isErr()) return err(parsed.error);
    const user = await deps.store.findUserByEmail(parsed.value.email);
    if (user && user.status !== 'blocked') {
      const slug = deps.secrets.token();
      const at = deps.clock.now();
      await deps.store.createPasswordReset({
        userId: user.id,
        slugHash: deps.secrets.digest(slug),
        expiresAt: new Date(at.getTime() + PASSWORD_RESET_LIFETIME_MS),
        mail: passwordResetMail(user.email, user.firstName, `${deps.appUrl}/reset-password/${slug}`),
        at,
      });
    }
    return ok({ sent: true });
  };
