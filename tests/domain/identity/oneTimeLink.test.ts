import { describe, expect, it } from 'vitest';
import { oneTimeLinkState } from '../../../domain/identity/oneTimeLink';

const createdAt = new Date('2026-11-02T08:00:00Z');
const expiresAt = new Date('2026-11-02T09:00:00Z');

describe('a one-time link (verification, password reset)', () => {
  it('works once before it expires', () => {
    expect(oneTimeLinkState({ createdAt, expiresAt, usedAt: null }, new Date('2026-11-02T08:59:59Z'))).toBe('usable');
  });

  it('does not work a second time', () => {
    expect(
      oneTimeLinkState(
        { createdAt, expiresAt, usedAt: new Date('2026-11-02T08:10:00Z') },
        new Date('2026-11-02T08:11:00Z'),
      ),
    ).toBe('used');
  });

  it('does not work from its expiry on', () => {
    expect(oneTimeLinkState({ createdAt, expiresAt, usedAt: null }, expiresAt)).toBe('expired');
  });
});
