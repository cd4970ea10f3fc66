import { createHmac, randomInt } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { err, ok } from 'neverthrow';
import { z } from 'zod';
import type { CaptchaAction, CaptchaRefusal, CaptchaVerifier } from '../../application/ports/captcha';
import type { Clock } from '../../application/ports/clock';

/** Where solved challenges are spent; answers false when the signature was spent before. */
export type SpentChallenges = {
  readonly spend: (spent: {
    readonly signature: string;
    readonly expiresAt: Date;
    readonly now: Date;
  }) => Promise<boolean>;
};

/**
 * How much work a challenge asks: the browser tries keys from 0 up to a secret counter between the bounds, each try one
 * PBKDF2-SHA-256 of `cost` iterations. One try costs a browser's WebCrypto and a script's native code about the same
 * (0.4 ms at 1,000 iterations on one core of the bench machine, in Chromium and in Node alike): with plain SHA-256 the
 * browser paid 18 µs a try, mostly the call's own overhead, and a script 1 to 5 µs, so a script solved for a twentieth
 * of the visitor's time. 300 to 900 tries: 0.1 to 0.4 s on one core here, under 1.5 s on a phone four times slower,
 * and as much again of a script's processor for each answer (docs/decisions.md, "The captcha's work").
 */
export type AltchaDifficulty = { readonly minCounter: number; readonly maxCounter: number; readonly cost: number };
export const defaultAltchaDifficulty: AltchaDifficulty = { minCounter: 300, maxCounter: 900, cost: 1_000 };
export const ALTCHA_CHALLENGE_LIFETIME_MS = 10 * 60_000;

export type AltchaCaptchaOptions = {
  readonly hmacKey: string;
  readonly spent: SpentChallenges;
  /** The wall clock: the widget and altcha-lib compare expiry with real time, whatever business clock a test moves. */
  readonly clock: Clock;
  readonly difficulty?: AltchaDifficulty;
  readonly lifetimeMs?: number;
};

export type AltchaCaptcha = CaptchaVerifier & {
  readonly issueChallenge: (action: CaptchaAction) => Promise<Challenge>;
};

const ALGORITHM = 'PBKDF2/SHA-256';

/** The widget's answer, base64 of `{ challenge: { parameters, signature }, solution: { counter, derivedKey } }`. */
const AltchaPayload = z.object({
  challenge: z.object({
    parameters: z.looseObject({ expiresAt: z.number(), data: z.looseObject({ action: z.string() }) }),
    signature: z.string().max(256),
  }),
  solution: z.looseObject({ counter: z.number(), derivedKey: z.string().max(256) }),
});

const decode = (solution: string): z.infer<typeof AltchaPayload> | null => {
  try {
    const parsed = AltchaPayload.safeParse(JSON.parse(Buffer.from(solution, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

const refuse = (reason: CaptchaRefusal['reason']) => err<void, CaptchaRefusal>({ code: 'captcha.invalid', reason });

/**
 * The proof-of-work captcha with no third party: challenges signed with our HMAC key and bound to one form,
 * expiring after ten minutes, each solution taken once. The derived key is signed too (altcha's deterministic
 * mode), so checking an answer costs one HMAC rather than the work itself.
 */
export const altchaCaptcha = ({
  hmacKey,
  spent,
  clock,
  difficulty = defaultAltchaDifficulty,
  lifetimeMs = ALTCHA_CHALLENGE_LIFETIME_MS,
}: AltchaCaptchaOptions): AltchaCaptcha => {
  const keySignatureSecret = createHmac('sha256', hmacKey).update('altcha derived-key signatures').digest('hex');
  return {
    issueChallenge: (action) =>
      createChallenge({
        algorithm: ALGORITHM,
        cost: difficulty.cost,
        counter: randomInt(difficulty.minCounter, difficulty.maxCounter + 1),
        deriveKey,
        data: { action },
        expiresAt: new Date(clock.now().getTime() + lifetimeMs),
        hmacSignatureSecret: hmacKey,
        hmacKeySignatureSecret: keySignatureSecret,
      }),

    verify: async ({ action, solution }) => {
      const payload = decode(solution);
      if (!payload) return refuse('malformed');
      const now = clock.now();
      const expiresAt = new Date(payload.challenge.parameters.expiresAt * 1000);
      if (expiresAt <= now) return refuse('expired');
      let verdict;
      try {
        verdict = await verifySolution({
          challenge: payload.challenge as unknown as Challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret: hmacKey,
          hmacKeySignatureSecret: keySignatureSecret,
        });
      } catch {
        return refuse('malformed');
      }
      if (verdict.expired) return refuse('expired');
      if (verdict.invalidSignature) return refuse('tampered');
      if (!verdict.verified) return refuse('unsolved');
      // Only now is `data.action` known to be ours: it is under the signature.
      if (payload.challenge.parameters.data.action !== action) return refuse('wrong_action');
      const fresh = await spent.spend({ signature: payload.challenge.signature, expiresAt, now });
      return fresh ? ok(undefined) : refuse('reused');
    },
  };
};
