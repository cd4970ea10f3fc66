import type { Result } from 'neverthrow';
import type { Actor } from '../shared/actor';
import { conflict, validationError, type AppError } from '../shared/appError';
import { authorize, themselvesOnly } from '../shared/authorize';

/** A second factor is enrolled by its owner only: a manager acting as a user never takes over their credentials. */
export const asTwoFactorOwner = (actor: Actor | null): Result<Actor, AppError> =>
  authorize(actor).andThen(
    themselvesOnly(
      'A manager acting as a user cannot change their two-factor settings',
      'identity.impersonation_forbids_two_factor',
    ),
  );

/** A code that was not accepted, said on the field the person typed it in (wrong, used or malformed alike). */
export const wrongCode = (): AppError =>
  validationError([
    { field: 'code', message: 'The code is wrong or was already used', code: 'auth.two_factor_code_invalid' },
  ]);

/** Turning off or renewing codes needs two-factor to be on. */
export const twoFactorIsOff = (): AppError =>
  conflict('Two-factor authentication is not on', 'identity.two_factor_not_enabled');
