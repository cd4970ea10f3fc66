import { err, ok, type Result } from 'neverthrow';
import type { CaptchaAction, CaptchaRefusal, CaptchaVerifier } from '../ports/captcha';
import type { RequestOrigin } from './abuseGuard';
import { validationError, type AppError } from './appError';

export const captchaMessages: Record<CaptchaRefusal['code'], string> = {
  'captcha.required': 'Confirm that you are not a robot',
  'captcha.invalid': 'The check did not pass or has expired: confirm that you are not a robot again',
};

const refusal = (code: CaptchaRefusal['code']): AppError =>
  validationError([{ field: 'captcha', message: captchaMessages[code], code }]);

/**
 * Admits a request whose captcha answer passes, or refuses it with a field error on `captcha` (400). Asked of
 * requests only: the platform's own calls (demo data, jobs, tests calling the service directly) come from no
 * address and are not asked, as the abuse guard does not count them.
 */
export const passCaptcha = async (
  deps: { readonly captcha: CaptchaVerifier },
  action: CaptchaAction,
  origin: RequestOrigin | undefined,
  solution: string | undefined,
): Promise<Result<void, AppError>> => {
  if (!origin) return ok(undefined);
  if (!solution) return err(refusal('captcha.required'));
  const verdict = await deps.captcha.verify({ action, solution, address: origin.address });
  return verdict.isOk() ? ok(undefined) : err(refusal(verdict.error.code));
};
