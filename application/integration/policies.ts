import { err, ok, type Result } from 'neverthrow';
import { platformScopes, type Scope } from '../../domain/identity/scopes';
import type { Actor } from '../shared/actor';
import { forbidden, notFound, type AppError } from '../shared/appError';
import { authorize, themselvesOnly } from '../shared/authorize';

export const companyNotFound = notFound('Company', 'integration.company_not_found');
export const apiKeyNotFound = notFound('API key', 'integration.api_key_not_found');

/**
 * What a key never holds: staff scopes, and the owner's scope that manages the company's people and its keys (a
 * leaked key must not mint keys or invite people).
 */
export const neverKeyed: readonly Scope[] = [...platformScopes, 'people:manage-own'];

/**
 * The company's integrations are the owners' (the scope that manages the company's people). A key is never one:
 * a key does not manage keys.
 */
export const asIntegrationOwner = (actor: Actor | null): Result<Actor, AppError> =>
  authorize(actor, 'people:manage-own').andThen((caller) => (caller.apiKeyId ? err(forbidden()) : ok(caller)));

/** A new key is a credential: made by the owner themselves, never by a manager acting as them (who would see it). */
export const asKeyMaker = (actor: Actor | null): Result<Actor, AppError> =>
  asIntegrationOwner(actor).andThen(
    themselvesOnly(
      'A manager acting as a user cannot create API keys for them',
      'integration.impersonation_forbids_api_key',
    ),
  );

/** The platform's managers of companies see any company's integrations and may register its endpoints; never a key. */
export const asIntegrationManager = (actor: Actor | null): Result<Actor, AppError> =>
  authorize(actor, 'company:manage').andThen((caller) => (caller.apiKeyId ? err(forbidden()) : ok(caller)));
