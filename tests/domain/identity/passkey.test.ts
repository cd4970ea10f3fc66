import { describe, expect, it } from 'vitest';
import { ceremonyServes, checkSignCount, passkeyNameOf, type PasskeyCeremony } from '../../../domain/identity/passkey';

const at = new Date('2026-11-29T10:00:00Z');
const ceremony: PasskeyCeremony = {
  id: 'c1',
  kind: 'second_factor',
  challenge: 'abc',
  userId: 'u1',
  loginChallengeId: 'l1',
  expiresAt: new Date(at.getTime() + 60_000),
  usedAt: null,
};

describe('passkey rules', () => {
  it('a ceremony serves its kind and its person, once, before it expires', () => {
    expect(ceremonyServes(ceremony, 'second_factor', 'u1', at)).toBe(true);
    expect(ceremonyServes(ceremony, 'second_factor', null, at)).toBe(true);
    expect(ceremonyServes(ceremony, 'sign_in', null, at)).toBe(false);
    expect(ceremonyServes(ceremony, 'step_up', 'u1', at)).toBe(false);
    expect(ceremonyServes(ceremony, 'second_factor', 'u2', at)).toBe(false);
    expect(ceremonyServes({ ...ceremony, usedAt: at }, 'second_factor', 'u1', at)).toBe(false);
    expect(ceremonyServes(ceremony, 'second_factor', 'u1', ceremony.expiresAt)).toBe(false);
  });

  it('the signature count must grow; an authenticator that does not count stays at 0', () => {
    expect(checkSignCount(0, 0)).toEqual({ kind: 'accepted' });
    expect(checkSignCount(0, 1)).toEqual({ kind: 'accepted' });
    expect(checkSignCount(5, 6)).toEqual({ kind: 'accepted' });
    expect(checkSignCount(5, 5)).toEqual({ kind: 'cloned' });
    expect(checkSignCount(5, 4)).toEqual({ kind: 'cloned' });
    expect(checkSignCount(5, 0)).toEqual({ kind: 'cloned' });
  });

  it('a passkey is named as typed, trimmed, or after the browser it was made on', () => {
    expect(passkeyNameOf('  Work   laptop ', 'Chrome on Linux')).toBe('Work laptop');
    expect(passkeyNameOf('', 'Chrome on Linux')).toBe('Passkey on Chrome on Linux');
    expect(passkeyNameOf(undefined, 'Safari on iPhone')).toBe('Passkey on Safari on iPhone');
    expect(passkeyNameOf('x'.repeat(100), 'Chrome')).toHaveLength(60);
  });
});
