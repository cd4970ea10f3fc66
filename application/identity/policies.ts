import { err, ok, type Result } from 'neverthrow';
import type { Actor } from '../shared/actor';
import { forbidden, notFound, ruleBroken, type AppError } from '../shared/appError';
import { authorize } from '../shared/authorize';
import type { UserRecord } from './identityPorts';

/** Who may act as another user: staff with the scope, not already acting as someone. */
export const asImpersonator = (actor: Actor | null): Result<Actor, AppError> =>
  authorize(actor, 'user:impersonate').andThen((caller) =>
    caller.emulatedBy
      ? err(ruleBroken('identity.already_impersonating', 'Stop acting as the current user first'))
      : ok(caller),
  );

/** Whom staff may act as: an active partner or client user; another staff member is not there for them. */
export const impersonationTarget = (target: UserRecord | null): Result<UserRecord, AppError> => {
  if (!target || target.companyType === 'platform') return err(notFound('User', 'identity.user_not_found'));
  if (target.status === 'blocked') return err(forbidden('This user is blocked', 'identity.user_blocked'));
  return ok(target);
};

/** A password is changed by its owner only: never by a manager acting as them. */
export const asPasswordOwner = (actor: Actor | null): Result<Actor, AppError> =>
  authorize(actor).andThen((caller) =>
    caller.emulatedBy
      ? err(
          forbidden(
            'A manager acting as a user cannot change their password',
            'identity.impersonation_forbids_password_change',
          ),
        )
      : ok(caller),
  );
