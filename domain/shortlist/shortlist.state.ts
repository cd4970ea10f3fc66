import type { EntrySubject, ShortlistEvent } from './shortlist.events';
import { castVote, type Votes } from './shortlist.tally';

export type ShortlistComment = {
  readonly commentId: string;
  readonly authorId: string;
  readonly text: string;
  readonly at: Date;
};

/** A specialist or a team, named by its id; the other id is absent, so either can be read off any entry. */
export type ShortlistSubject =
  | { readonly kind: 'specialist'; readonly specialistId: string; readonly teamId?: undefined }
  | { readonly kind: 'team'; readonly teamId: string; readonly specialistId?: undefined };

/** The subject an entry's event names: one without a kind (the first events) is a specialist. */
export const subjectOf = (data: EntrySubject): ShortlistSubject =>
  data.kind === 'team'
    ? { kind: 'team', teamId: data.teamId }
    : { kind: 'specialist', specialistId: data.specialistId };

export const sameSubject = (a: ShortlistSubject, b: ShortlistSubject): boolean =>
  a.kind === 'team'
    ? b.kind === 'team' && a.teamId === b.teamId
    : b.kind === 'specialist' && a.specialistId === b.specialistId;

export type ShortlistEntry = ShortlistSubject & {
  readonly entryId: string;
  readonly addedBy: string;
  readonly addedAt: Date;
  readonly votes: Votes;
  readonly comments: readonly ShortlistComment[];
};

/** One tie of the list to a request (`requestId` null: untied), by whom (and the manager acting as them) and when. */
export type RequestTie = {
  readonly requestId: string | null;
  readonly by: string;
  readonly emulatedBy: string | null;
  readonly at: Date;
};

export type Shortlist = {
  readonly listId: string;
  readonly name: string;
  readonly createdBy: string;
  readonly createdAt: Date;
  /** The skills the list is for (the comparison highlights them); none when not named. */
  readonly skills: readonly string[];
  /** The company's client request the list is for, who tied it and when; null when not tied. */
  readonly request: RequestTie | null;
  /** Every tie and untie, oldest first: the list's history of what it was for. */
  readonly requestHistory: readonly RequestTie[];
  /** When anything in the list last changed. */
  readonly updatedAt: Date;
  readonly entries: readonly ShortlistEntry[];
};

/** Every shortlist of one client company: one stream per client, as the cart. */
export type Shortlists = { readonly lists: readonly Shortlist[] };

export const initialState = (): Shortlists => ({ lists: [] });

export const listOf = (state: Shortlists, listId: string): Shortlist | undefined =>
  state.lists.find((list) => list.listId === listId);

export const entryOf = (list: Shortlist, entryId: string): ShortlistEntry | undefined =>
  list.entries.find((entry) => entry.entryId === entryId);

const changeList = (
  state: Shortlists,
  listId: string,
  at: Date,
  change: (list: Shortlist) => Shortlist,
): Shortlists => ({
  lists: state.lists.map((list) => (list.listId === listId ? { ...change(list), updatedAt: at } : list)),
});

const changeEntry = (
  state: Shortlists,
  listId: string,
  entryId: string,
  at: Date,
  change: (entry: ShortlistEntry) => ShortlistEntry,
): Shortlists =>
  changeList(state, listId, at, (list) => ({
    ...list,
    entries: list.entries.map((entry) => (entry.entryId === entryId ? change(entry) : entry)),
  }));

export const evolve = (state: Shortlists, event: ShortlistEvent): Shortlists => {
  const { actorId } = event.metadata;
  // Read back from the store the moment is a string: one Date for the state.
  const at = new Date(event.metadata.at);
  switch (event.type) {
    case 'ShortlistCreated':
      return {
        lists: [
          ...state.lists,
          {
            listId: event.data.listId,
            name: event.data.name,
            skills: event.data.skills ?? [],
            request: null,
            requestHistory: [],
            createdBy: actorId,
            createdAt: at,
            updatedAt: at,
            entries: [],
          },
        ],
      };
    case 'ShortlistSkillsChosen':
      return changeList(state, event.data.listId, at, (list) => ({ ...list, skills: event.data.skills }));
    case 'ShortlistRequestChosen': {
      const tie: RequestTie = {
        requestId: event.data.requestId,
        by: actorId,
        emulatedBy: event.metadata.emulatedBy ?? null,
        at,
      };
      return changeList(state, event.data.listId, at, (list) => ({
        ...list,
        request: tie.requestId === null ? null : tie,
        requestHistory: [...list.requestHistory, tie],
      }));
    }
    case 'ShortlistEntryAdded':
      return changeList(state, event.data.listId, at, (list) => ({
        ...list,
        entries: [
          ...list.entries,
          {
            ...subjectOf(event.data),
            entryId: event.data.entryId,
            addedBy: actorId,
            addedAt: at,
            votes: new Map(),
            comments: [],
          },
        ],
      }));
    case 'ShortlistEntryRemoved':
      return changeList(state, event.data.listId, at, (list) => ({
        ...list,
        entries: list.entries.filter((entry) => entry.entryId !== event.data.entryId),
      }));
    case 'ShortlistVoteCast':
      return changeEntry(state, event.data.listId, event.data.entryId, at, (entry) => ({
        ...entry,
        votes: castVote(entry.votes, actorId, event.data.vote),
      }));
    case 'ShortlistCommentAdded':
      return changeEntry(state, event.data.listId, event.data.entryId, at, (entry) => ({
        ...entry,
        comments: [
          ...entry.comments,
          { commentId: event.data.commentId, authorId: actorId, text: event.data.text, at },
        ],
      }));
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};
