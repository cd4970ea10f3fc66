import { err, ok, type Result } from 'neverthrow';
import type { AppError } from '../../shared/appError';
import { admitAttempt, type RequestOrigin } from '../../shared/abuseGuard';
import { passCaptcha } from '../../shared/captchaGuard';
import { parse } from '../../shared/parse';
import type { IdentityDeps } from '../identityPorts';
import { NewsletterInput } from '../schemas';

/** Stores the e-mail once; subscribing twice is not an error. */
export const subscribeNewsletter =
  (deps: IdentityDeps) =>
  async (raw: unknown, origin?: RequestOrigin): Promise<Result<{ subscribed: true }, AppError>> => {
    const parsed = parse(NewsletterInput, raw);
    if (parsed.isErr()) return err(parsed.error);
    const human = await passCaptcha(deps, 'newsletter', origin, parsed.value.captcha);
    if (human.isErr()) return err(human.error);
    const admitted = await admitAttempt(deps, 'newsletter', origin, parsed.value.email);
    if (admitted.isErr()) return err(admitted.error);
    await deps.store.subscribeNewsletter(parsed.value.email, deps.clock.now());
    return ok({ subscribed: true });
  };
