import type { Result } from 'neverthrow';

/** The forms a captcha guards. An answer solved for one form is refused at another. */
export const captchaActions = ['registration', 'passwordReset', 'newsletter', 'feedback'] as const;
export type CaptchaAction = (typeof captchaActions)[number];

/**
 * Why an answer was refused: `captcha.required` when there is none, `captcha.invalid` otherwise. The reason is for
 * logs and tests; the visitor is only told to confirm again.
 */
export type CaptchaRefusal = {
  readonly code: 'captcha.required' | 'captcha.invalid';
  readonly reason:
    | 'missing'
    | 'malformed'
    | 'expired'
    | 'tampered'
    | 'unsolved'
    | 'wrong_action'
    | 'reused'
    | 'rejected'
    | 'unavailable';
};

/** Checks the answer a visitor's browser gave to a captcha (altcha proof of work, reCAPTCHA token) for one form. */
export type CaptchaVerifier = {
  readonly verify: (check: {
    readonly action: CaptchaAction;
    readonly solution: string;
    readonly address: string;
  }) => Promise<Result<void, CaptchaRefusal>>;
};
