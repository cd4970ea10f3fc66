import { err, ok, type Result } from 'neverthrow';
import type { Actor } from '../shared/actor';
import { forbidden, notFound, ruleBroken, type AppError } from '../shared/appError';
import { authorize, themselvesOnly } from '../shared/authorize';
import type { UserRecord } from './identityPorts';

/** Who may act as another user: staff with the scope, not already acting as someone. */
export const asImpersonator = (actor: Actor | null): Result<Actor, AppError> =>
  authorize(actor, 'user:impersonate').andThen((caller) =>
    caller.emulatedBy
      ? err(ruleBroken('identity.already_impersonating', 'Stop acting as the current user first'))
      : ok(caller),
  );

/**
 * Whom staff may act as, the one rule: an active (verified, not blocked) user of a partner or a client. The list of
 * people to act as is filtered by it (the store is given these values), starting refuses anyone else, and a session
 * acting as someone who stops matching it is ended.
 */
export const impersonable = { companyTypes: ['agency', 'client'], statuses: ['active'] } as const satisfies {
  readonly companyTypes: readonly UserRecord['companyType'][];
  readonly statuses: readonly UserRecord['status'][];
};

export const isImpersonable = (user: Pick<UserRecord, 'companyType' | 'status'>): boolean =>
  (impersonable.companyTypes as readonly string[]).includes(user.companyType) &&
  (impersonable.statuses as readonly string[]).includes(user.status);

/** The user staff asked to act as, if the rule lets them; another staff member is not there for them. */
export const impersonationTarget = (target: UserRecord | null): Result<UserRecord, AppError> => {
  if (!target || !(impersonable.companyTypes as readonly string[]).includes(target.companyType))
    return err(notFound('User', 'identity.user_not_found'));
  if (isImpersonable(target)) return ok(target);
  return err(
    target.status === 'blocked'
      ? forbidden('This user is blocked', 'identity.user_blocked')
      : forbidden('This user has not confirmed their e-mail address yet', 'identity.user_not_active'),
  );
};

/** A password is changed by its owner only: never by a manager acting as them. */
export const asPasswordOwner = (actor: Actor | null): Result<Actor, AppError> =>
  authorize(actor).andThen(
    themselvesOnly(
      'A manager acting as a user cannot change their password',
      'identity.impersonation_forbids_password_change',
    ),
  );

/**
 * The clock a user reads times on is theirs: a manager acting as them reads the pages on the manager's own clock, and
 * their browser's zone must not become the user's.
 */
export const asTimeZoneOwner = (actor: Actor | null): Result<Actor, AppError> =>
  authorize(actor).andThen(
    themselvesOnly(
      "A manager acting as a user cannot change the user's time zone",
      'identity.impersonation_forbids_time_zone',
    ),
  );

/** A user's sessions (where they are signed in, from which address) are theirs: a manager acting as them sees none. */
export const asSessionOwner = (actor: Actor | null): Result<Actor, AppError> =>
  authorize(actor).andThen(
    themselvesOnly(
      "A manager acting as a user cannot see or end that user's sessions",
      'identity.impersonation_forbids_sessions',
    ),
  );
