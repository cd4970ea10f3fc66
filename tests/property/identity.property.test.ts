import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressThrottle, decideThrottle, emailThrottle } from '../../domain/identity/loginThrottle';
import { isSafeLocalPath, Password, RegisterCompanyInput } from '../../application/identity/schemas';
import { instant, passwordWithForbiddenCharacter, registration, validPassword } from '../support/arbitraries';

describe('password validation accepts exactly what the rule allows', () => {
  it('accepts every password of 8 to 128 latin letters, digits and symbols', () => {
    fc.assert(fc.property(validPassword, (password) => Password.safeParse(password).success));
  });

  it('refuses every password holding another character', () => {
    fc.assert(fc.property(passwordWithForbiddenCharacter, (password) => !Password.safeParse(password).success));
  });

  it('refuses every password shorter than 8', () => {
    fc.assert(
      fc.property(
        validPassword.map((p) => p.slice(0, 7)),
        (password) => !Password.safeParse(password).success,
      ),
    );
  });
});

describe('registration input', () => {
  it('accepts every well-formed registration and lower-cases the e-mail', () => {
    fc.assert(
      fc.property(registration, (input) => {
        const parsed = RegisterCompanyInput.safeParse({ ...input, email: input.email.toUpperCase() });
        return parsed.success && parsed.data.email === input.email;
      }),
    );
  });

  it('refuses a registration without the terms accepted', () => {
    fc.assert(
      fc.property(registration, (input) => !RegisterCompanyInput.safeParse({ ...input, acceptTerms: false }).success),
    );
  });
});

describe('login throttle', () => {
  const failures = fc.array(instant, { maxLength: 40 });

  it('never gets milder when one more failure is added', () => {
    const severity = (d: ReturnType<typeof decideThrottle>) =>
      d.kind === 'allow' ? 0 : d.kind === 'slow' ? 1 + d.delayMs / 1e6 : 2;
    fc.assert(
      fc.property(failures, instant, (times, now) => {
        const before = decideThrottle(emailThrottle, times, now);
        const after = decideThrottle(emailThrottle, [...times, now], now);
        return severity(after) >= severity(before);
      }),
    );
  });

  it('always lets a caller in once the window has passed since the last failure', () => {
    fc.assert(
      fc.property(failures, (times) => {
        const last = Math.max(0, ...times.map((t) => t.getTime()));
        const later = new Date(last + addressThrottle.windowMs + 1);
        return (
          decideThrottle(emailThrottle, times, later).kind === 'allow' &&
          decideThrottle(addressThrottle, times, later).kind === 'allow'
        );
      }),
    );
  });
});

describe('post-login redirect targets', () => {
  it('accepts local paths of the app', () => {
    for (const path of ['/pa', '/pa/specialists?page=2', '/manager/specialists/list', '/staff?category=backend#top'])
      expect(isSafeLocalPath(path)).toBe(true);
  });

  it('refuses anything that leaves the site', () => {
    for (const path of ['//evil.test', 'https://evil.test', '/\\evil.test', 'javascript:alert(1)', 'pa', '/../etc', ''])
      expect(isSafeLocalPath(path)).toBe(false);
  });

  it('never accepts a path that a browser would resolve to another host', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (tail) => {
        const candidate = `/${tail}`;
        if (!isSafeLocalPath(candidate)) return true;
        return new URL(candidate, 'https://marketplace.test').host === 'marketplace.test';
      }),
    );
  });
});
