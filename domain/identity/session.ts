/** A login session ends when idle too long, when too old, or when revoked (logout, password change). */
export type SessionLifetime = { readonly idleMs: number; readonly absoluteMs: number };

export type SessionTimes = {
  readonly createdAt: Date;
  readonly lastSeenAt: Date;
  readonly revokedAt: Date | null;
};

export type SessionState = 'alive' | 'idle_expired' | 'expired' | 'revoked';

export const sessionState = (session: SessionTimes, lifetime: SessionLifetime, now: Date): SessionState => {
  if (session.revokedAt !== null) return 'revoked';
  if (now.getTime() - session.createdAt.getTime() >= lifetime.absoluteMs) return 'expired';
  if (now.getTime() - session.lastSeenAt.getTime() >= lifetime.idleMs) return 'idle_expired';
  return 'alive';
};
