import { describe, expect, it } from 'vitest';
import {
  challengeIsOpen,
  checkRecoveryCode,
  checkTotp,
  classifySecondFactorCode,
  recoveryCodeOf,
  totpStepAt,
} from '../../../domain/identity/twoFactor';

const now = new Date('2026-11-29T03:00:10Z');
const current = totpStepAt(now);
/** A stand-in for the HMAC: each step has its own code. */
const codeAt = (step: number) => String(step % 1_000_000).padStart(6, '0');

describe('TOTP codes', () => {
  it('accepts the code of the current step and of one step either side, and no further', () => {
    expect(checkTotp(codeAt(current), now, null, codeAt)).toEqual({ kind: 'accepted', step: current });
    expect(checkTotp(codeAt(current - 1), now, null, codeAt)).toEqual({ kind: 'accepted', step: current - 1 });
    expect(checkTotp(codeAt(current + 1), now, null, codeAt)).toEqual({ kind: 'accepted', step: current + 1 });
    expect(checkTotp(codeAt(current - 2), now, null, codeAt)).toEqual({ kind: 'wrong' });
    expect(checkTotp(codeAt(current + 2), now, null, codeAt)).toEqual({ kind: 'wrong' });
    expect(checkTotp('000000', now, null, codeAt)).toEqual({ kind: 'wrong' });
  });

  it('refuses a code used once already, and an older code after a newer one', () => {
    expect(checkTotp(codeAt(current), now, current, codeAt)).toEqual({ kind: 'replayed' });
    expect(checkTotp(codeAt(current - 1), now, current, codeAt)).toEqual({ kind: 'replayed' });
    expect(checkTotp(codeAt(current + 1), now, current, codeAt)).toEqual({ kind: 'accepted', step: current + 1 });
  });

  it('steps are 30 seconds long', () => {
    expect(totpStepAt(new Date(59_999))).toBe(1);
    expect(totpStepAt(new Date(60_000))).toBe(2);
  });
});

describe('recovery codes', () => {
  it('are ten characters of an alphabet without look-alikes, grouped by five', () => {
    const code = recoveryCodeOf('AbCdEfGhIj-_0123456789abcdefghijklmnopqrst');
    expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/);
    expect(classifySecondFactorCode(code.toUpperCase())).toEqual({ kind: 'recovery', code: code.replace('-', '') });
  });

  it('a code is accepted once: then it is used, and an unknown one is wrong', () => {
    const codes = [
      { id: '1', codeHash: 'h1', usedAt: null },
      { id: '2', codeHash: 'h2', usedAt: new Date() },
    ];
    expect(checkRecoveryCode(codes, 'h1')).toEqual({ kind: 'accepted', id: '1' });
    expect(checkRecoveryCode(codes, 'h2')).toEqual({ kind: 'used' });
    expect(checkRecoveryCode(codes, 'h3')).toEqual({ kind: 'wrong' });
  });
});

describe('what was typed', () => {
  it('six digits are an authenticator code, spaces ignored; anything else is malformed', () => {
    expect(classifySecondFactorCode('123 456')).toEqual({ kind: 'totp', code: '123456' });
    expect(classifySecondFactorCode('12345')).toEqual({ kind: 'malformed' });
    expect(classifySecondFactorCode('iiiii-lllll')).toEqual({ kind: 'malformed' });
  });
});

describe('login challenge', () => {
  it('is open until it expires or is used', () => {
    const challenge = { id: 'c', userId: 'u', expiresAt: new Date(now.getTime() + 1000), usedAt: null };
    expect(challengeIsOpen(challenge, now)).toBe(true);
    expect(challengeIsOpen(challenge, new Date(now.getTime() + 1000))).toBe(false);
    expect(challengeIsOpen({ ...challenge, usedAt: now }, now)).toBe(false);
  });
});
