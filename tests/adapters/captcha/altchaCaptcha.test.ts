import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, it } from 'vitest';
import {
  ALTCHA_CHALLENGE_LIFETIME_MS,
  altchaCaptcha,
  type SpentChallenges,
} from '../../../adapters/captcha/altchaCaptcha';
import { manualClock } from '../../support/testClock';

/** An in-memory stand-in for the spent signatures table (the API tests use the real one). */
const memorySpent = (): SpentChallenges => {
  const spent = new Set<string>();
  return {
    spend: async ({ signature }) => {
      if (spent.has(signature)) return false;
      spent.add(signature);
      return true;
    },
  };
};

const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64');

/** Solves a challenge as the widget does and answers the widget's payload. */
const solve = async (challenge: Challenge) => {
  const solution = await solveChallenge({ challenge, deriveKey });
  return { challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution };
};

const setUp = () => {
  const clock = manualClock(new Date());
  const captcha = altchaCaptcha({
    hmacKey: 'k'.repeat(32),
    spent: memorySpent(),
    clock,
    difficulty: { minCounter: 50, maxCounter: 200, cost: 1_000 },
  });
  return { clock, captcha };
};

const check = { action: 'registration' as const, address: '203.0.113.9' };

describe('altcha captcha', () => {
  it('admits a solved challenge for its form', async () => {
    const { captcha } = setUp();
    const payload = await solve(await captcha.issueChallenge('registration'));
    expect((await captcha.verify({ ...check, solution: encode(payload) })).isOk()).toBe(true);
  });

  it('signs the form and an expiry ten minutes ahead into the challenge', async () => {
    const { captcha, clock } = setUp();
    const challenge = await captcha.issueChallenge('newsletter');
    expect(challenge.parameters).toMatchObject({
      algorithm: 'PBKDF2/SHA-256',
      cost: 1_000,
      data: { action: 'newsletter' },
      expiresAt: Math.floor((clock.now().getTime() + ALTCHA_CHALLENGE_LIFETIME_MS) / 1000),
    });
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it('takes one solution once', async () => {
    const { captcha } = setUp();
    const solution = encode(await solve(await captcha.issueChallenge('registration')));
    expect((await captcha.verify({ ...check, solution })).isOk()).toBe(true);
    expect((await captcha.verify({ ...check, solution }))._unsafeUnwrapErr()).toEqual({
      code: 'captcha.invalid',
      reason: 'reused',
    });
  });

  it('refuses a solution after the challenge expired', async () => {
    const { captcha, clock } = setUp();
    const solution = encode(await solve(await captcha.issueChallenge('registration')));
    clock.advance(ALTCHA_CHALLENGE_LIFETIME_MS + 1_000);
    expect((await captcha.verify({ ...check, solution }))._unsafeUnwrapErr()).toEqual({
      code: 'captcha.invalid',
      reason: 'expired',
    });
  });

  it('refuses a challenge whose signed parameters were changed', async () => {
    const { captcha } = setUp();
    const payload = await solve(await captcha.issueChallenge('newsletter'));
    const relabelled = {
      ...payload,
      challenge: {
        ...payload.challenge,
        parameters: { ...payload.challenge.parameters, data: { action: 'registration' } },
      },
    };
    expect((await captcha.verify({ ...check, solution: encode(relabelled) }))._unsafeUnwrapErr()).toEqual({
      code: 'captcha.invalid',
      reason: 'tampered',
    });
    const easier = {
      ...payload,
      challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, keyPrefix: '00' } },
    };
    expect(
      (await captcha.verify({ ...check, action: 'newsletter', solution: encode(easier) }))._unsafeUnwrapErr().reason,
    ).toBe('tampered');
  });

  it('asks a script as much work for each try as a browser: by default 300 to 900 tries of PBKDF2-SHA-256 at 1,000 iterations', async () => {
    const captcha = altchaCaptcha({ hmacKey: 'k'.repeat(32), spent: memorySpent(), clock: manualClock(new Date()) });
    const challenge = await captcha.issueChallenge('registration');
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1_000 });
    const { solution } = await solve(challenge);
    // The counter found is the number of tries less one: each of them a full PBKDF2, in a script as in the browser.
    expect(solution?.counter).toBeGreaterThanOrEqual(300);
    expect(solution?.counter).toBeLessThanOrEqual(900);
    expect((await captcha.verify({ ...check, solution: encode({ challenge, solution }) })).isOk()).toBe(true);
  });

  it('refuses a challenge signed with another key', async () => {
    const { captcha } = setUp();
    const other = altchaCaptcha({
      hmacKey: 'o'.repeat(32),
      spent: memorySpent(),
      clock: manualClock(new Date()),
      difficulty: { minCounter: 50, maxCounter: 200, cost: 1_000 },
    });
    const solution = encode(await solve(await other.issueChallenge('registration')));
    expect((await captcha.verify({ ...check, solution }))._unsafeUnwrapErr().reason).toBe('tampered');
  });

  it('refuses a wrong answer to a genuine challenge', async () => {
    const { captcha } = setUp();
    const payload = await solve(await captcha.issueChallenge('registration'));
    const guessed = { ...payload, solution: { counter: 1, derivedKey: 'ab'.repeat(32) } };
    expect((await captcha.verify({ ...check, solution: encode(guessed) }))._unsafeUnwrapErr()).toEqual({
      code: 'captcha.invalid',
      reason: 'unsolved',
    });
  });

  it('refuses a solution solved for another form', async () => {
    const { captcha } = setUp();
    const solution = encode(await solve(await captcha.issueChallenge('newsletter')));
    expect((await captcha.verify({ ...check, solution }))._unsafeUnwrapErr()).toEqual({
      code: 'captcha.invalid',
      reason: 'wrong_action',
    });
    // The refusal did not spend it: the newsletter still takes it.
    expect((await captcha.verify({ ...check, action: 'newsletter', solution })).isOk()).toBe(true);
  });

  it.each([
    ['not base64 JSON', '%%%'],
    ['JSON of another shape', encode({ hello: 'world' })],
    ["the widget's test mode", encode({ challenge: null, solution: null, test: true })],
    [
      'a huge counter',
      encode({
        challenge: { parameters: { expiresAt: 9e9, data: { action: 'registration' } }, signature: 'x' },
        solution: { counter: 2 ** 60, derivedKey: 'zz' },
      }),
    ],
  ])('refuses %s as invalid, without throwing', async (_, solution) => {
    const { captcha } = setUp();
    const verdict = await captcha.verify({ ...check, solution });
    expect(verdict._unsafeUnwrapErr().code).toBe('captcha.invalid');
  });
});
