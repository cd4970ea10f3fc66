import { describe, expect, it } from 'vitest';
import { addressThrottle, decideThrottle, emailThrottle, stricter } from '../../../domain/identity/loginThrottle';

const now = new Date('2026-11-02T10:00:00Z');
const minutesAgo = (...minutes: number[]) => minutes.map((m) => new Date(now.getTime() - m * 60_000));

describe('login throttle for one e-mail', () => {
  it('lets the first two mistakes through at full speed', () => {
    expect(decideThrottle(emailThrottle, minutesAgo(1, 2), now)).toEqual({ kind: 'allow' });
  });

  it('slows the third failure and doubles the wait after each further one, up to 4 s', () => {
    expect(decideThrottle(emailThrottle, minutesAgo(1, 2, 3), now)).toEqual({ kind: 'slow', delayMs: 250 });
    expect(decideThrottle(emailThrottle, minutesAgo(1, 2, 3, 4), now)).toEqual({ kind: 'slow', delayMs: 500 });
    expect(decideThrottle(emailThrottle, minutesAgo(1, 2, 3, 4, 5, 6, 7, 8, 9), now)).toEqual({ kind: 'slow', delayMs: 4_000 });
  });

  it('refuses after ten failures in 15 minutes until the oldest counted one leaves the window', () => {
    const decision = decideThrottle(emailThrottle, minutesAgo(1, 2, 3, 4, 5, 6, 7, 8, 9, 10), now);
    expect(decision).toEqual({ kind: 'refuse', retryAfterSeconds: 5 * 60 });
  });

  it('forgets failures older than the window', () => {
    expect(decideThrottle(emailThrottle, minutesAgo(16, 17, 18, 19, 20, 21, 22, 23, 24, 25), now)).toEqual({ kind: 'allow' });
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
    expect(stricter({ kind: 'slow', delayMs: 500 }, { kind: 'refuse', retryAfterSeconds: 30 })).toEqual({ kind: 'refuse', retryAfterSeconds: 30 });
    expect(stricter({ kind: 'slow', delayMs: 500 }, { kind: 'slow', delayMs: 1000 })).toEqual({ kind: 'slow', delayMs: 1000 });
    expect(stricter({ kind: 'allow' }, { kind: 'allow' })).toEqual({ kind: 'allow' });
  });
});
