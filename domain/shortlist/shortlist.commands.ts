import type { EventMetadata } from '../shared/eventMetadata';
import type { VoteChoice } from './shortlist.events';

/** What every shortlist command carries: whose lists (the client company's), who acts and when. */
type ShortlistContext = { readonly clientId: string; readonly metadata: EventMetadata };

export type CreateList = ShortlistContext & {
  readonly action: 'createList';
  readonly listId: string;
  readonly name: string;
  /** The skills the list is for, if named now. */
  readonly skills?: readonly string[];
};
export type ChooseSkills = ShortlistContext & {
  readonly action: 'chooseSkills';
  readonly listId: string;
  readonly skills: readonly string[];
};
/** A client request as the list may be tied to it: whose it is decides whether it can be. */
export type RequestOfList = { readonly requestId: string; readonly clientId: string };
export type ChooseRequest = ShortlistContext & {
  readonly action: 'chooseRequest';
  readonly listId: string;
  /** The request to tie the list to, or null to untie it. */
  readonly request: RequestOfList | null;
};
export type AddEntry = ShortlistContext & {
  readonly action: 'addEntry';
  readonly listId: string;
  readonly entryId: string;
} & (
    | { readonly specialistId: string; readonly teamId?: undefined }
    | { readonly teamId: string; readonly specialistId?: undefined }
  );
export type RemoveEntry = ShortlistContext & {
  readonly action: 'removeEntry';
  readonly listId: string;
  readonly entryId: string;
};
export type Vote = ShortlistContext & {
  readonly action: 'vote';
  readonly listId: string;
  readonly entryId: string;
  readonly vote: VoteChoice;
};
export type Comment = ShortlistContext & {
  readonly action: 'comment';
  readonly listId: string;
  readonly entryId: string;
  readonly commentId: string;
  readonly text: string;
};

export type ShortlistCommand = CreateList | ChooseSkills | ChooseRequest | AddEntry | RemoveEntry | Vote | Comment;
