import type { DomainEvent } from '../shared/eventMetadata';

/** A vote on an entry: up, down, or none (a withdrawn vote). */
export const voteChoices = ['up', 'down', 'none'] as const;
export type VoteChoice = (typeof voteChoices)[number];

/** `skills`: what the list is for, when named at creation (absent in the first events and when none). */
export type ShortlistCreated = DomainEvent<
  'ShortlistCreated',
  { readonly clientId: string; readonly listId: string; readonly name: string; readonly skills?: readonly string[] }
>;
/** The skills the list is for, chosen again (all of them: an empty choice names none). */
export type ShortlistSkillsChosen = DomainEvent<
  'ShortlistSkillsChosen',
  { readonly clientId: string; readonly listId: string; readonly skills: readonly string[] }
>;
/**
 * The list tied to one of the company's client requests (`requestId`), or untied (`null`): the request's key skills then
 * count as needed with the list's own, and its period is the comparison's first choice.
 */
export type ShortlistRequestChosen = DomainEvent<
  'ShortlistRequestChosen',
  { readonly clientId: string; readonly listId: string; readonly requestId: string | null }
>;
/**
 * What an entry names: a specialist's card, or an agency's team (booked whole). The first events carried no team, so
 * an entry read back without a kind is a specialist.
 */
export type EntrySubject =
  { readonly kind?: 'specialist'; readonly specialistId: string } | { readonly kind: 'team'; readonly teamId: string };
export type ShortlistEntryAdded = DomainEvent<
  'ShortlistEntryAdded',
  { readonly clientId: string; readonly listId: string; readonly entryId: string } & EntrySubject
>;
export type ShortlistEntryRemoved = DomainEvent<
  'ShortlistEntryRemoved',
  { readonly clientId: string; readonly listId: string; readonly entryId: string }
>;
/** The voter is the event's actor (`metadata.actorId`): one vote per user per entry, the latest counts. */
export type ShortlistVoteCast = DomainEvent<
  'ShortlistVoteCast',
  { readonly clientId: string; readonly listId: string; readonly entryId: string; readonly vote: VoteChoice }
>;
export type ShortlistCommentAdded = DomainEvent<
  'ShortlistCommentAdded',
  {
    readonly clientId: string;
    readonly listId: string;
    readonly entryId: string;
    readonly commentId: string;
    readonly text: string;
  }
>;

export type ShortlistEvent =
  | ShortlistCreated
  | ShortlistSkillsChosen
  | ShortlistRequestChosen
  | ShortlistEntryAdded
  | ShortlistEntryRemoved
  | ShortlistVoteCast
  | ShortlistCommentAdded;
