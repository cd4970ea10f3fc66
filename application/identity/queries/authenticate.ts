import { roleOfCompanyType } from '../../../domain/identity/companyType';
import { isScope } from '../../../domain/identity/scopes';
import { sessionState } from '../../../domain/identity/session';
import type { Actor } from '../../shared/actor';
import type { IdentityDeps, UserRecord } from '../identityPorts';
import { isImpersonable } from '../policies';

/** Idle time is counted from the last request, but the session row is written at most once a minute. */
export const TOUCH_EVERY_MS = 60_000;

export const actorOf = (user: UserRecord, sessionId: string, emulatedBy: string | null, provenAt?: Date): Actor => ({
  userId: user.id,
  companyId: user.companyId,
  companyType: user.companyType,
  role: roleOfCompanyType(user.companyType),
  scopes: user.scopes.filter(isScope),
  sessionId,
  emulatedBy,
  ...(provenAt ? { provenAt } : {}),
});

/** Turns a bearer token into the actor it acts as, or null when the token is unknown, expired or revoked. */
export const authenticate =
  (deps: IdentityDeps) =>
  async (token: string | undefined): Promise<Actor | null> => {
    if (!token || token.length < 16 || token.length > 256) return null;
    const found = await deps.store.findSessionWithUsers(deps.secrets.digest(token));
    if (!found) return null;
    const { session, user: realUser, actingAs } = found;
    const now = deps.clock.now();
    if (sessionState(session, deps.sessionLifetime, now) !== 'alive') return null;
    if (!realUser || realUser.status !== 'active') return null;
    if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) await deps.store.touchSession(session.id, now);
    if (session.actingAsUserId && !(actingAs && isImpersonable(actingAs))) {
      // The user was blocked (or removed) while a manager acted as them: the manager is back as themselves.
      await deps.store.setImpersonation({
        sessionId: session.id,
        actingAsUserId: null,
        at: now,
        audit: {
          actorId: realUser.id,
          emulatedBy: null,
          action: 'impersonation.ended_user_inactive',
          subjectId: session.actingAsUserId,
        },
      });
      return actorOf(realUser, session.id, null, session.provenAt);
    }
    return actingAs
      ? actorOf(actingAs, session.id, realUser.id, session.provenAt)
      : actorOf(realUser, session.id, null, session.provenAt);
  };
