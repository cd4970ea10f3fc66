import { describe, expect, it } from 'vitest';
import {
  addressThrottle,
  decideThrottle,
  emailThrottle,
  stricter,
  decideLoginThrottle,
} from '../../../domain/identity/loginThrottle';

const now = new Date('2026-11-02T10:00:00Z');
const minutesAgo = (...minutes: number[]) => minutes.map((m) => new Date(now.getTime() - m * 60_000));

describe('login throttle for one e-mail', () => {
  it('lets the first two mistakes through at full speed', () => {
    expect(decideThrottle(emailThrottle, minutesAgo(1, 2), now)).toEqual({ kind: 'allow' });
  });

  it('slows the third failure and doubles the wait after each further one, up to 4 s', () => {
    expect(decideThrottle(emailThrottle, minutesAgo(1, 2, 3), now)).toEqual({ kind: 'slow', delayMs: 250 });
    expect(decideThrottle(emailThrottle, minutesAgo(1, 2, 3, 4), now)).toEqual({ kind: 'slow', delayMs: 500 });
    expect(decideThrottle(emailThrottle, minutesAgo(1, 2, 3, 4, 5, 6, 7, 8, 9), now)).toEqual({
      kind: 'slow',
      delayMs: 4_000,
    });
  });

  it('refuses after ten failures in 15 minutes until the oldest counted one leaves the window', () => {
    const decision = decideThrottle(emailThrottle, minutesAgo(1, 2, 3, 4, 5, 6, 7, 8, 9, 10), now);
    expect(decision).toEqual({ kind: 'refuse', retryAfterSeconds: 5 * 60 });
  });

  it('forgets failures older than the window', () => {
    expect(decideThrottle(emailThrottle, minutesAgo(16, 17, 18, 19, 20, 21, 22, 23, 24, 25), now)).toEqual({
      kind: 'allow',
    });
  });
});

describe('login throttle for one network address', () => {
  it('gives an office sharing an address more room than one e-mail', () => {
    const nine = minutesAgo(1, 2, 3, 4, 5, 6, 7, 8, 9);
    expect(decideThrottle(addressThrottle, nine, now)).toEqual({ kind: 'allow' });
    expect(decideThrottle(emailThrottle, nine, now).kind).toBe('slow');
  });
});

describe('the stricter of two decisions', () => {
  it('refusal wins over slowing, and the longer wait is kept', () => {
    expect(stricter({ kind: 'slow', delayMs: 500 }, { kind: 'refuse', retryAfterSeconds: 30 })).toEqual({
      kind: 'refuse',
      retryAfterSeconds: 30,
    });
    expect(stricter({ kind: 'slow', delayMs: 500 }, { kind: 'slow', delayMs: 1000 })).toEqual({
      kind: 'slow',
      delayMs: 1000,
    });
    expect(stricter({ kind: 'allow' }, { kind: 'allow' })).toEqual({ kind: 'allow' });
  });
});

describe('whether a login attempt is heard', () => {
  const now = new Date('2027-03-01T12:00:00Z');
  const times = (count: number) => Array.from({ length: count }, (_, i) => new Date(now.getTime() - (i + 1) * 1_000));
  const none: Date[] = [];

  it('refuses an address that failed ten times on the e-mail', () => {
    expect(
      decideLoginThrottle({ byEmail: times(10), byAddress: times(10), byEmailFromAddress: times(10) }, now).kind,
    ).toBe('refuse');
  });

  it('only slows a fresh address on an e-mail under attack, so the owner is not locked out from elsewhere', () => {
    expect(decideLoginThrottle({ byEmail: times(10), byAddress: none, byEmailFromAddress: none }, now)).toEqual({
      kind: 'slow',
      delayMs: 4_000,
    });
    expect(decideLoginThrottle({ byEmail: times(99), byAddress: none, byEmailFromAddress: times(2) }, now).kind).toBe(
      'slow',
    );
  });

  it('refuses every address after 100 failures on one e-mail (NIST 800-63B)', () => {
    expect(decideLoginThrottle({ byEmail: times(100), byAddress: none, byEmailFromAddress: none }, now).kind).toBe(
      'refuse',
    );
  });

  it('refuses an address that failed on thirty e-mails, on any e-mail', () => {
    expect(decideLoginThrottle({ byEmail: none, byAddress: times(30), byEmailFromAddress: none }, now).kind).toBe(
      'refuse',
    );
  });

  it('hears a first attempt at once', () => {
    expect(decideLoginThrottle({ byEmail: none, byAddress: none, byEmailFromAddress: none }, now)).toEqual({
      kind: 'allow',
    });
  });
});
