import { domainError, type DomainError } from '../shared/domainError';

/** Why a moderated item refuses an action; each area prefixes the kind with its name (`specialist.not_in_moderation`). */
export const refusalKinds = [
  'not_found',
  'deleted',
  'not_in_moderation',
  'not_a_draft',
  'not_archived',
  'not_published',
  'transition_not_allowed',
] as const;
export type RefusalKind = (typeof refusalKinds)[number];
export type RefusalCode<Area extends string> = `${Area}.${RefusalKind}`;

/** The actions whose refusal can name the status they need, with the shared words for it. */
type SpecificAction = 'publish' | 'reject' | 'deleteDraft' | 'restoreFromArchive' | 'editPublished' | 'deactivate';

export type RefusalWords<Area extends string, Action extends string> = {
  readonly area: Area;
  /** What the item is called in a sentence: 'specialist card', 'solution'; `noun` is the short form ('card'). */
  readonly name: string;
  readonly noun: string;
  /** The participle of the manager's refusal: 'declined', 'rejected'. */
  readonly rejected: string;
  /** The area's actions refused with the status they need; any other refusal is `transition_not_allowed`. */
  readonly specific: readonly (SpecificAction & Action)[];
};

const specificRefusal = (
  action: SpecificAction,
  words: RefusalWords<string, string>,
  status: string,
): { kind: RefusalKind; message: string } => {
  const { noun } = words;
  switch (action) {
    case 'publish':
      return {
        kind: 'not_in_moderation',
        message: `Only a ${noun} in moderation can be published; this one is ${status}`,
      };
    case 'reject':
      return {
        kind: 'not_in_moderation',
        message: `Only a ${noun} in moderation can be ${words.rejected}; this one is ${status}`,
      };
    case 'deleteDraft':
      return { kind: 'not_a_draft', message: `Only a draft can be deleted; this ${noun} is ${status}` };
    case 'restoreFromArchive':
      return { kind: 'not_archived', message: `Only an archived ${noun} can return to draft; this one is ${status}` };
    case 'editPublished':
      return { kind: 'not_published', message: `Only a published ${noun} is edited in place; this one is ${status}` };
    case 'deactivate':
      return { kind: 'not_published', message: `Only a published ${noun} can be deactivated; this one is ${status}` };
    default: {
      const _exhaustive: never = action;
      return _exhaustive;
    }
  }
};

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Why an action is refused in a status, in the most specific words available. An item with no events yet is `new`,
 * one deleted for good `deleted`, in every moderated area.
 */
export const refusalFor =
  <Area extends string, Status extends string, Action extends string>(words: RefusalWords<Area, Action>) =>
  (action: Action, status: Status): DomainError<RefusalCode<Area>> => {
    const refused = (kind: RefusalKind, message: string) =>
      domainError(`${words.area}.${kind}` as RefusalCode<Area>, message);
    if (status === 'new') return refused('not_found', `${capitalized(words.name)} not found`);
    if (status === 'deleted') return refused('deleted', `This ${words.name} was deleted`);
    const specific = (words.specific as readonly string[]).includes(action)
      ? specificRefusal(action as SpecificAction, words, status)
      : null;
    if (specific) return refused(specific.kind, specific.message);
    return refused('transition_not_allowed', `A ${status} ${words.noun} cannot be changed this way (${action})`);
  };
