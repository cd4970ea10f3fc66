import { describe, expect, it } from 'vitest';
import { otpauthTotp } from '../../../adapters/twoFactor/otpauthTotp';
import { totpStepAt } from '../../../domain/identity/twoFactor';
import { authenticatorCode } from '../../support/authenticatorApp';

/** RFC 6238 appendix B, SHA-1: the secret is the ASCII '12345678901234567890' (in base32), the codes' last 6 digits. */
const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const vectors: readonly [number, string][] = [
  [59, '287082'],
  [1_111_111_109, '081804'],
  [1_111_111_111, '050471'],
  [1_234_567_890, '005924'],
  [2_000_000_000, '279037'],
];

describe('authenticator codes (RFC 6238)', () => {
  it("the server's codes are the standard's test vectors", () => {
    for (const [seconds, code] of vectors)
      expect(otpauthTotp.codeAt(secret, totpStepAt(new Date(seconds * 1000)))).toBe(code);
  });

  it("the tests' own authenticator app, written from the RFC, gives the same vectors", () => {
    for (const [seconds, code] of vectors) expect(authenticatorCode(secret, new Date(seconds * 1000))).toBe(code);
  });

  it('a new secret is 160 random bits in base32, and its address is what an authenticator app reads', () => {
    const fresh = otpauthTotp.newSecret();
    expect(fresh).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthTotp.newSecret()).not.toBe(fresh);
    const url = new URL(otpauthTotp.url(fresh, 'ada@example.test'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(url.searchParams.get('secret')).toBe(fresh);
    expect(url.searchParams.get('issuer')).toBe('Hiring Marketplace');
  });
});
