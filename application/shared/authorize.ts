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
