import { describe, expect, it } from 'vitest';
import { recaptchaCaptcha, type SiteVerify } from '../../../adapters/captcha/recaptchaCaptcha';

/** A stand-in for Google's siteverify that records what it was sent. */
const fakeGoogle = (answer: Awaited<ReturnType<SiteVerify>> | Error) => {
  const sent: URLSearchParams[] = [];
  const siteVerify: SiteVerify = async (form) => {
    sent.push(form);
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { sent, siteVerify };
};

const check = { action: 'newsletter' as const, solution: 'token-from-the-browser', address: '203.0.113.9' };

describe('reCAPTCHA captcha', () => {
  it('asks Google with the secret, the token and the address, and admits a v2 success', async () => {
    const google = fakeGoogle({ status: 200, body: { success: true, hostname: 'hire.example' } });
    const captcha = recaptchaCaptcha({ secret: 's3cret', version: 'v2', siteVerify: google.siteVerify });
    expect((await captcha.verify(check)).isOk()).toBe(true);
    expect(Object.fromEntries(google.sent[0]!)).toEqual({
      secret: 's3cret',
      response: 'token-from-the-browser',
      remoteip: '203.0.113.9',
    });
  });

  it('refuses what Google refuses, a used or expired token included', async () => {
    const refused = recaptchaCaptcha({
      secret: 's',
      version: 'v2',
      siteVerify: fakeGoogle({ status: 200, body: { success: false, 'error-codes': ['invalid-input-response'] } })
        .siteVerify,
    });
    expect((await refused.verify(check))._unsafeUnwrapErr()).toEqual({ code: 'captcha.invalid', reason: 'rejected' });
    const used = recaptchaCaptcha({
      secret: 's',
      version: 'v2',
      siteVerify: fakeGoogle({ status: 200, body: { success: false, 'error-codes': ['timeout-or-duplicate'] } })
        .siteVerify,
    });
    expect((await used.verify(check))._unsafeUnwrapErr()).toEqual({ code: 'captcha.invalid', reason: 'expired' });
  });

  it('v3: admits the form it was executed for at a good score, refuses another form or a low score', async () => {
    const at = (body: unknown) =>
      recaptchaCaptcha({ secret: 's', version: 'v3', siteVerify: fakeGoogle({ status: 200, body }).siteVerify });
    expect((await at({ success: true, score: 0.9, action: 'newsletter' }).verify(check)).isOk()).toBe(true);
    expect(
      (await at({ success: true, score: 0.9, action: 'registration' }).verify(check))._unsafeUnwrapErr().reason,
    ).toBe('wrong_action');
    expect(
      (await at({ success: true, score: 0.1, action: 'newsletter' }).verify(check))._unsafeUnwrapErr().reason,
    ).toBe('rejected');
    expect((await at({ success: true, action: 'newsletter' }).verify(check))._unsafeUnwrapErr().reason).toBe(
      'rejected',
    );
  });

  it('refuses, without throwing, when Google cannot be reached or answers nonsense', async () => {
    for (const answer of [new Error('ENOTFOUND'), { status: 500, body: null }, { status: 200, body: '<html>' }]) {
      const captcha = recaptchaCaptcha({ secret: 's', version: 'v2', siteVerify: fakeGoogle(answer).siteVerify });
      expect((await captcha.verify(check))._unsafeUnwrapErr()).toEqual({
        code: 'captcha.invalid',
        reason: 'unavailable',
      });
    }
  });

  it('refuses every answer when the secret or version is not configured, and asks nobody', async () => {
    const google = fakeGoogle({ status: 200, body: { success: true } });
    expect(
      (
        await recaptchaCaptcha({ secret: null, version: 'v2', siteVerify: google.siteVerify }).verify(check)
      )._unsafeUnwrapErr().reason,
    ).toBe('unavailable');
    expect(
      (
        await recaptchaCaptcha({ secret: 's', version: null, siteVerify: google.siteVerify }).verify(check)
      )._unsafeUnwrapErr().reason,
    ).toBe('unavailable');
    expect(google.sent).toEqual([]);
  });
});
