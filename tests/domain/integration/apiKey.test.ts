import { describe, expect, it } from 'vitest';
import { apiKeyStatus, effectiveKeyScopes, keyableScopes } from '../../../domain/integration/apiKey';

describe('API key rules', () => {
  const now = new Date('2026-11-02T09:00:00Z');

  it('is active until revoked or past its expiry (the expiry instant included)', () => {
    expect(apiKeyStatus({ revokedAt: null, expiresAt: null }, now)).toBe('active');
    expect(apiKeyStatus({ revokedAt: null, expiresAt: new Date(now.getTime() + 1) }, now)).toBe('active');
    expect(apiKeyStatus({ revokedAt: null, expiresAt: now }, now)).toBe('expired');
    expect(apiKeyStatus({ revokedAt: now, expiresAt: new Date(now.getTime() - 1) }, now)).toBe('revoked');
  });

  it('gives only what the holder holds, less what a key never holds', () => {
    expect(keyableScopes(['a', 'b', 'staff'], ['staff'])).toEqual(['a', 'b']);
  });

  it('a key never grows: it keeps the scopes its holder still holds', () => {
    expect(effectiveKeyScopes(['a', 'b', 'staff'], ['a', 'staff', 'c'], ['staff'])).toEqual(['a']);
    expect(effectiveKeyScopes(['a'], [], [])).toEqual([]);
  });
});
