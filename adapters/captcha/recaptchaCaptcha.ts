import { err, ok } from 'neverthrow';
import { z } from 'zod';
import type { CaptchaRefusal, CaptchaVerifier } from '../../application/ports/captcha';

/** Posts the form to Google's siteverify and answers its status and JSON; tests pass a fake. */
export type SiteVerify = (form: URLSearchParams) => Promise<{ readonly status: number; readonly body: unknown }>;

export const googleSiteVerify: SiteVerify = async (form) => {
  const response = await fetch('https://www.google.com/recaptcha/api/siteverify', {
    method: 'POST',
    body: form,
    signal: AbortSignal.timeout(5_000),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
};

/** A v3 answer below this score is taken for a script (Google's own suggested threshold). */
export const RECAPTCHA_MINIMUM_SCORE = 0.5;

export type RecaptchaOptions = {
  readonly secret: string | null;
  readonly version: 'v2' | 'v3' | null;
  readonly siteVerify?: SiteVerify;
  readonly minimumScore?: number;
};

const SiteVerifyAnswer = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});

const refuse = (reason: CaptchaRefusal['reason']) => err<void, CaptchaRefusal>({ code: 'captcha.invalid', reason });

/**
 * reCAPTCHA checked by Google. Google keeps each token single-use; v3 tokens must also carry the form's action and
 * a score at or above the minimum. When Google cannot be asked the request is refused (fail closed), never a 500.
 */
export const recaptchaCaptcha = ({
  secret,
  version,
  siteVerify = googleSiteVerify,
  minimumScore = RECAPTCHA_MINIMUM_SCORE,
}: RecaptchaOptions): CaptchaVerifier => ({
  verify: async ({ action, solution, address }) => {
    if (!secret || !version) return refuse('unavailable');
    const form = new URLSearchParams({ secret, response: solution });
    if (address && address !== 'unknown') form.set('remoteip', address);
    let answered: Awaited<ReturnType<SiteVerify>>;
    try {
      answered = await siteVerify(form);
    } catch {
      return refuse('unavailable');
    }
    const answer = SiteVerifyAnswer.safeParse(answered.body);
    if (answered.status !== 200 || !answer.success) return refuse('unavailable');
    const { success, score, action: answeredAction, 'error-codes': codes = [] } = answer.data;
    if (!success) return refuse(codes.includes('timeout-or-duplicate') ? 'expired' : 'rejected');
    if (version === 'v3') {
      if (answeredAction !== action) return refuse('wrong_action');
      if (score === undefined || score < minimumScore) return refuse('rejected');
    }
    return ok(undefined);
  },
});
