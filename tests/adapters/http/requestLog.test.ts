import { describe, expect, it } from 'vitest';
import { redactedUrl } from '../../../adapters/http/requestLog';

/** A reset or verification link in the request log would let anyone who reads the log open the account. */
describe('request log addresses', () => {
  it('hides verification codes and reset links in paths', () => {
    expect(redactedUrl('/api/auth/verify-email/6f1c/Zt9x-secret')).toBe('/api/auth/verify-email/6f1c/[redacted]');
    expect(redactedUrl('/verify-email/6f1c/Zt9x-secret?next=/pa')).toBe('/verify-email/6f1c/[redacted]?next=%2Fpa');
    expect(redactedUrl('/reset-password/abcDEF123')).toBe('/reset-password/[redacted]');
  });

  it('hides secret query values and keeps the rest', () => {
    expect(redactedUrl('/x?token=abc&page=2')).toBe('/x?token=%5Bredacted%5D&page=2');
    expect(redactedUrl('/api/specialist-catalog/list?page=3&sort=price')).toBe('/api/specialist-catalog/list?page=3&sort=price');
  });
});
