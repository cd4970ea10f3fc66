import { err, ok, type Result } from 'neverthrow';
import { PASSWORD_RESET_LIFETIME_MS } from '../../../domain/identity/oneTimeLink';
import type { AppError } from '../../shared/appError';
import { admitAttempt, type RequestOrigin } from '../../shared/abuseGuard';
import { passCaptcha } from '../../shared/captchaGuard';
import { parse } from '../../shared/parse';
import type { IdentityDeps } from '../identityPorts';
import { passwordResetMail } from '../mails';
import { ForgotPasswordInput } from '../schemas';

/** The answer never comes sooner, known e-mail or not, so its timing does not tell who has an account. */
export const PASSWORD_RESET_ANSWER_MS = 300;

/** Always answers the same, and in the same time, so the form does not reveal who has an account. */
export const requestPasswordReset =
  (deps: IdentityDeps) =>
  async (raw: unknown, origin?: RequestOrigin): Promise<Result<{ sent: true }, AppError>> => {
    const parsed = parse(ForgotPasswordInput, raw);
    if (parsed.isErr()) return err(parsed.error);
    const human = await passCaptcha(deps, 'passwordReset', origin, parsed.value.captcha);
    if (human.isErr()) return err(human.error);
    const admitted = await admitAttempt(deps, 'passwordReset', origin, parsed.value.email);
    if (admitted.isErr()) return err(admitted.error);
    const started = deps.clock.now().getTime();
    await sendResetLinkIfKnown(deps, parsed.value.email);
    await deps.sleep(Math.max(0, PASSWORD_RESET_ANSWER_MS - (deps.clock.now().getTime() - started)));
    return ok({ sent: true });
  };

const sendResetLinkIfKnown = async (deps: IdentityDeps, email: string): Promise<void> => {
  const user = await deps.store.findUserByEmail(email);
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
};
