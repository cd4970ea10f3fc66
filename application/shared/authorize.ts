import { err, ok, type Result } from 'neverthrow';
import { hasScope, type Scope } from '../../domain/identity/scopes';
import { forbidden, unauthenticated, type AppError } from './appError';
import type { Actor } from './actor';

/** The one authorization gate of every use case: a caller, holding the scope. */
export const authorize = (actor: Actor | null, scope?: Scope): Result<Actor, AppError> => {
  if (!actor) return err(unauthenticated());
  if (scope && !hasScope(actor, scope)) return err(forbidden());
  return ok(actor);
};

/**
 * What only the person themselves may do (their password, second factor, sessions, credentials, private addresses):
 * never a manager acting as them. Chained after `authorize`; `refusal` says what was refused, under its own code.
 */
export const themselvesOnly =
  (message: string, code: string) =>
  (caller: Actor): Result<Actor, AppError> =>
    caller.emulatedBy ? err(forbidden(message, code)) : ok(caller);
