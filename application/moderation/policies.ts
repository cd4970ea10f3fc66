import { err, ok, type Result } from 'neverthrow';
import { hasScope, type Scope } from '../../domain/identity/scopes';
import type { Side } from '../../domain/moderation/statusTable';
import type { Actor } from '../shared/actor';
import type { AppError } from '../shared/appError';
import { authorize } from '../shared/authorize';

/** A moderated item as the policies see it: where it is in its lifecycle, and whose it is. */
export type OwnedItem<Status extends string = string> = { readonly status: Status; readonly agencyId: string | null };

export type ModerationPolicies<Status extends string, Action extends string> = ReturnType<
  typeof moderationPolicies<Status, Action>
>;

/**
 * Who may do what with a moderated item (a specialist card, a solution): an agency its own items, by the area's
 * `manageOwn` scope; a platform manager every item, by its `moderate` scope. Another agency's item, or one never
 * created or deleted for good, is simply not there: the area's 404, never 403.
 */
export const moderationPolicies = <Status extends string, Action extends string>(area: {
  readonly scopes: { readonly manageOwn: Scope; readonly moderate: Scope };
  readonly notFound: AppError;
  /** The area's status table read for one side (`allowedActions` of `domain/<area>/<area>.status.ts`). */
  readonly allowedActions: (status: Status, side: Side) => Action[];
}) => {
  const { manageOwn, moderate } = area.scopes;
  /** Which side the caller acts on for this item, by scope: a moderator as the manager, the owning agency as the agency. */
  const sideOf = (actor: Actor, item: OwnedItem<Status>): Side | null => {
    if (hasScope(actor, moderate)) return 'manager';
    return hasScope(actor, manageOwn) && (item.status === 'new' || item.agencyId === actor.companyId) ? 'agency' : null;
  };
  return {
    notFound: area.notFound,
    asAgency: (actor: Actor | null): Result<Actor, AppError> => authorize(actor, manageOwn),
    asModerator: (actor: Actor | null): Result<Actor, AppError> => authorize(actor, moderate),
    /** Staff download a whole list only with the export scope, besides the right to moderate it. */
    asExporter: (actor: Actor | null): Result<Actor, AppError> =>
      authorize(actor, moderate).andThen((a) => authorize(a, 'excel:export')),
    /** An agency touches only its own items; one that does not exist yet becomes its own when the action creates it. */
    own: <Item extends OwnedItem<Status>>(actor: Actor, item: Item, mayCreate: boolean): Result<Item, AppError> => {
      if (item.status === 'new') return mayCreate ? ok(item) : err(area.notFound);
      if (item.status === 'deleted' || item.agencyId !== actor.companyId) return err(area.notFound);
      return ok(item);
    },
    /** A manager acts on any item that exists. */
    existing: <Item extends OwnedItem<Status>>(item: Item): Result<Item, AppError> =>
      item.status === 'new' || item.status === 'deleted' ? err(area.notFound) : ok(item),
    /** Managers read every item; an agency only its own. */
    canRead: (actor: Actor, agencyId: string): boolean =>
      hasScope(actor, moderate) || (hasScope(actor, manageOwn) && actor.companyId === agencyId),
    /** The actions the caller may take on the item, straight from the area's status table; none for anyone else. */
    allowedActionsFor: (actor: Actor, item: OwnedItem<Status>): Action[] => {
      const side = sideOf(actor, item);
      return side ? area.allowedActions(item.status, side) : [];
    },
  };
};
