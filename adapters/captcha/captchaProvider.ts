import type pg from 'pg';
import { z } from 'zod';
import type { CaptchaVerifier } from '../../application/ports/captcha';
import { systemClock } from '../../application/ports/clock';
import type { CaptchaConfig } from '../config';
import { postgresSpentChallenges } from '../postgres/captcha/spentChallenges';
import { altchaCaptcha, type AltchaCaptcha } from './altchaCaptcha';
import { recaptchaCaptcha } from './recaptchaCaptcha';

export const CAPTCHA_CHALLENGE_PATH = '/api/captcha/challenge';

/** What the web needs to show the captcha: public values only, never a secret. */
export const CaptchaSettings = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('altcha'), challengeUrl: z.string() }),
  z.object({
    provider: z.literal('recaptcha'),
    siteKey: z.string().nullable(),
    version: z.enum(['v2', 'v3']).nullable(),
  }),
]);
export type CaptchaSettings = z.infer<typeof CaptchaSettings>;

export type CaptchaProvider = {
  readonly verifier: CaptchaVerifier;
  readonly settings: CaptchaSettings;
  /** Issues proof-of-work challenges; null for reCAPTCHA, whose challenges come from Google. */
  readonly issueChallenge: AltchaCaptcha['issueChallenge'] | null;
};

/** The captcha the configuration chose, with its public settings. */
export const captchaProviderOf = (config: CaptchaConfig, pool: pg.Pool): CaptchaProvider => {
  if (config.provider === 'altcha') {
    const altcha = altchaCaptcha({ hmacKey: config.hmacKey, spent: postgresSpentChallenges(pool), clock: systemClock });
    return {
      verifier: altcha,
      settings: { provider: 'altcha', challengeUrl: CAPTCHA_CHALLENGE_PATH },
      issueChallenge: altcha.issueChallenge,
    };
  }
  return {
    verifier: recaptchaCaptcha({ secret: config.secret, version: config.version }),
    settings: { provider: 'recaptcha', siteKey: config.siteKey, version: config.version },
    issueChallenge: null,
  };
};

/** The origins the page must be allowed to load for the captcha: none for altcha, Google's for reCAPTCHA. */
export const captchaContentSources = (
  config: CaptchaConfig,
): { readonly scriptSrc: string[]; readonly frameSrc: string[] } =>
  config.provider === 'recaptcha'
    ? {
        scriptSrc: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
        frameSrc: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
      }
    : { scriptSrc: [], frameSrc: [] };
