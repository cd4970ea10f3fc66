import { domainError, type DomainError } from '../shared/domainError';

/** Why a moderated item refuses an action; each area prefixes the kind with its name (`specialist.not_in_moderation`). */
export const refusalKinds = ['not_found', 'deleted', 'not_in_moderation', 'not_a_draft', 'not_archived', 'not_published', 'transition_not_allowed'] as const;
export type RefusalKind = (typeof refusalKinds)[number];
export type RefusalCode<Area extends string> = `${Area}.${RefusalKind}`;

/** The refusals that name the status the action needs. */
export type SpecificRefusal = { readonly kind: Exclude<RefusalKind, 'not_found' | 'deleted' | 'transition_not_allowed'>; readonly message: (status: string) => string };

export type RefusalWords<Area extends string, Status extends string, Action extends string> = {
  readonly area: Area;
  /** The status of an item with no events yet, and of one deleted for good. */
  readonly newStatus: Status;
  readonly deletedStatus: Status;
  readonly notFound: string;
  readonly deleted: string;
  readonly specific: Partial<Record<Action, SpecificRefusal>>;
  readonly notAllowed: (status: Status, action: Action) => string;
};

/** Why an action is refused in a status, in the most specific words available. */
export const refusalFor =
  <Area extends string, Status extends string, Action extends string>(words: RefusalWords<Area, Status, Action>) =>
  (action: Action, status: Status): DomainError<RefusalCode<Area>> => {
    const code = (kind: RefusalKind) => `${words.area}.${kind}` as RefusalCode<Area>;
    if (status === words.newStatus) return domainError(code('not_found'), words.notFound);
    if (status === words.deletedStatus) return domainError(code('deleted'), words.deleted);
    const specific = words.specific[action];
    if (specific) return domainError(code(specific.kind), specific.message(status));
    return domainError(code('transition_not_allowed'), words.notAllowed(status, action));
  };
