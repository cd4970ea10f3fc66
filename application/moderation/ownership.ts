import { err, ok, type Result } from 'neverthrow';
import type { Actor } from '../shared/actor';
import type { AppError } from '../shared/appError';

type Owned = { readonly status: string; readonly agencyId: string | null };

/**
 * An agency touches only its own items: one that does not exist yet becomes its own (when the action creates),
 * another agency's or a deleted one is simply not there (the area's 404, never 403).
 */
export const ownedByAgency = <Item extends Owned>(actor: Actor, item: Item, mayCreate: boolean, notThere: AppError): Result<Item, AppError> => {
  if (item.status === 'new') return mayCreate ? ok(item) : err(notThere);
  if (item.status === 'deleted' || item.agencyId !== actor.companyId) return err(notThere);
  return ok(item);
};
