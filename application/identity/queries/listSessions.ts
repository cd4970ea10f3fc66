import { err, ok, type Result } from 'neverthrow';
import { deviceOf } from '../../../domain/identity/device';
import { sessionState } from '../../../domain/identity/session';
import type { Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import type { IdentityDeps } from '../identityPorts';
import { asSessionOwner } from '../policies';

export type SessionView = {
  readonly id: string;
  readonly current: boolean;
  readonly device: string;
  readonly address: string | null;
  readonly createdAt: string;
  readonly lastSeenAt: string;
};

/** Where the user is signed in now: every live session, the one asking first, then by last use. */
export const listSessions =
  (deps: IdentityDeps) =>
  async (actor: Actor | null): Promise<Result<{ items: SessionView[] }, AppError>> => {
    const caller = asSessionOwner(actor);
    if (caller.isErr()) return err(caller.error);
    const now = deps.clock.now();
    const live = (await deps.store.listSessions(caller.value.userId)).filter(
      (session) => sessionState(session, deps.sessionLifetime, now) === 'alive',
    );
    const items = live.map((session) => ({
      id: session.id,
      current: session.id === caller.value.sessionId,
      device: deviceOf(session.userAgent),
      address: session.address,
      createdAt: session.createdAt.toISOString(),
      lastSeenAt: session.lastSeenAt.toISOString(),
    }));
    return ok({ items: [...items.filter((s) => s.current), ...items.filter((s) => !s.current)] });
  };
