import type { ShortlistEvent } from './shortlist.events';
import { castVote, type Votes } from './shortlist.tally';

export type ShortlistComment = {
  readonly commentId: string;
  readonly authorId: string;
  readonly text: string;
  readonly at: Date;
};

export type ShortlistEntry = {
  readonly entryId: string;
  readonly kind: 'specialist';
  readonly specialistId: string;
  readonly addedBy: string;
  readonly addedAt: Date;
  readonly votes: Votes;
  readonly comments: readonly ShortlistComment[];
};

export type Shortlist = {
  readonly listId: string;
  readonly name: string;
  readonly createdBy: string;
  readonly createdAt: Date;
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
            createdBy: actorId,
            createdAt: at,
            updatedAt: at,
            entries: [],
          },
        ],
      };
    case 'ShortlistEntryAdded':
      return changeList(state, event.data.listId, at, (list) => ({
        ...list,
        entries: [
          ...list.entries,
          {
            entryId: event.data.entryId,
            kind: event.data.kind,
            specialistId: event.data.specialistId,
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
