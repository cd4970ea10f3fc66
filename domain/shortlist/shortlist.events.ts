import type { DomainEvent } from '../shared/eventMetadata';

/** A vote on an entry: up, down, or none (a withdrawn vote). */
export const voteChoices = ['up', 'down', 'none'] as const;
export type VoteChoice = (typeof voteChoices)[number];

export type ShortlistCreated = DomainEvent<
  'ShortlistCreated',
  { readonly clientId: string; readonly listId: string; readonly name: string }
>;
export type ShortlistEntryAdded = DomainEvent<
  'ShortlistEntryAdded',
  {
    readonly clientId: string;
    readonly listId: string;
    readonly entryId: string;
    readonly kind: 'specialist';
    readonly specialistId: string;
  }
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
  ShortlistCreated | ShortlistEntryAdded | ShortlistEntryRemoved | ShortlistVoteCast | ShortlistCommentAdded;
