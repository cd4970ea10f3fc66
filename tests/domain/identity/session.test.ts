import { describe, expect, it } from 'vitest';
import { sessionState } from '../../../domain/identity/session';

const lifetime = { idleMs: 60 * 60_000, absoluteMs: 24 * 60 * 60_000 };
const created = new Date('2026-11-02T08:00:00Z');
const at = (hours: number) => new Date(created.getTime() + hours * 60 * 60_000);

describe('a login session', () => {
  it('is alive while used within the idle timeout', () => {
    expect(sessionState({ createdAt: created, lastSeenAt: at(5), revokedAt: null }, lifetime, at(5.5))).toBe('alive');
  });

  it('ends after the idle timeout without requests', () => {
    expect(sessionState({ createdAt: created, lastSeenAt: at(1), revokedAt: null }, lifetime, at(2))).toBe(
      'idle_expired',
    );
  });

  it('ends at its absolute lifetime even when used constantly', () => {
    expect(sessionState({ createdAt: created, lastSeenAt: at(23.9), revokedAt: null }, lifetime, at(24))).toBe(
      'expired',
    );
  });

  it('ends when revoked by logout or a password change', () => {
    expect(sessionState({ createdAt: created, lastSeenAt: at(0), revokedAt: at(0.1) }, lifetime, at(0.2))).toBe(
      'revoked',
    );
  });
});
