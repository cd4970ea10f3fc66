import { err, ok, type Result } from 'neverthrow';
import type { Actor } from '../../shared/actor';
import { forbidden, type AppError } from '../../shared/appError';
import { authorize, themselvesOnly } from '../../shared/authorize';

/**
 * A company's single sign-on is its owners' (who manage its people: it decides who joins), each for their own
 * company; a manager acting as an owner does not change how the company's people sign in.
 */
export const asSsoOwner = (actor: Actor | null): Result<Actor, AppError> =>
  authorize(actor, 'people:manage-own')
    .andThen(
      themselvesOnly(
        'A manager acting as a user cannot change how the company signs in',
        'identity.impersonation_forbids_sso',
      ),
    )
    .andThen((caller) =>
      caller.companyType === 'platform'
        ? err(forbidden('Platform staff sign in with their own accounts', 'sso.not_for_platform'))
        : ok(caller),
    );

/** The answer to a password sign-in of a person whose company made single sign-on the only way in. */
export const ssoRequired = (): AppError =>
  forbidden(
    "Your company signs in through its single sign-on: choose 'Sign in with your company's SSO' and enter your e-mail",
    'auth.sso_required',
  );
