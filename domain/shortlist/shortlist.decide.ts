import { err, ok, type Result } from 'neverthrow';
import type { Decider } from '../shared/decider';
import { domainError } from '../shared/domainError';
import type {
  AddEntry,
  ChooseRequest,
  ChooseSkills,
  Comment,
  CreateList,
  RemoveEntry,
  ShortlistCommand,
  Vote,
} from './shortlist.commands';
import type { ShortlistError } from './shortlist.errors';
import type { ShortlistEvent } from './shortlist.events';
import {
  distinctSkills,
  ENTRIES_PER_LIST_MAX,
  LIST_SKILLS_MAX,
  sameSkills,
  SHORTLIST_COMMENT_MAX,
  SHORTLIST_NAME_MAX,
  SHORTLISTS_PER_CLIENT_MAX,
  SKILL_TITLE_MAX,
  sameListName,
} from './shortlist.rules';
import {
  entryOf,
  evolve,
  initialState,
  listOf,
  sameSubject,
  type Shortlist,
  type Shortlists,
  type ShortlistSubject,
} from './shortlist.state';

type Decision = Result<ShortlistEvent[], ShortlistError>;

const listNotFound = domainError('shortlist.not_found', 'There is no such list');
const entryNotFound = domainError('shortlist.entry_not_found', 'This entry is not in the list');

const foundList = (state: Shortlists, listId: string): Result<Shortlist, ShortlistError> => {
  const list = listOf(state, listId);
  return list ? ok(list) : err(listNotFound);
};

const createList = (command: CreateList, state: Shortlists): Decision => {
  const name = command.name.trim();
  const existing = listOf(state, command.listId);
  // The same list made again (a repeated click): nothing new.
  if (existing)
    return existing.name === name ? ok([]) : err(domainError('shortlist.name_taken', 'This list already exists'));
  if (name.length === 0 || name.length > SHORTLIST_NAME_MAX)
    return err(domainError('shortlist.name_invalid', `A list's name has 1 to ${SHORTLIST_NAME_MAX} characters`));
  if (state.lists.some((list) => sameListName(list.name, name)))
    return err(domainError('shortlist.name_taken', 'Your company already has a list with this name'));
  if (state.lists.length >= SHORTLISTS_PER_CLIENT_MAX)
    return err(domainError('shortlist.too_many_lists', `A company keeps at most ${SHORTLISTS_PER_CLIENT_MAX} lists`));
  const skills = checkedSkills(command.skills ?? []);
  if (skills.isErr()) return err(skills.error);
  const { clientId, listId, metadata } = command;
  return ok([
    {
      type: 'ShortlistCreated',
      data: { clientId, listId, name, ...(skills.value.length > 0 ? { skills: skills.value } : {}) },
      metadata,
    },
  ]);
};

const checkedSkills = (raw: readonly string[]): Result<string[], ShortlistError> => {
  const skills = distinctSkills(raw);
  if (skills.length > LIST_SKILLS_MAX)
    return err(domainError('shortlist.skills_invalid', `A list names at most ${LIST_SKILLS_MAX} skills`));
  if (skills.some((skill) => skill.length > SKILL_TITLE_MAX))
    return err(domainError('shortlist.skills_invalid', `A skill has at most ${SKILL_TITLE_MAX} characters`));
  return ok(skills);
};

const chooseSkills = (command: ChooseSkills, state: Shortlists): Decision =>
  foundList(state, command.listId).andThen((list): Decision =>
    checkedSkills(command.skills).andThen((skills): Decision => {
      // The same skills chosen again, in any order or spelling, change nothing.
      if (sameSkills(list.skills, skills)) return ok([]);
      const { clientId, listId, metadata } = command;
      return ok([{ type: 'ShortlistSkillsChosen', data: { clientId, listId, skills }, metadata }]);
    }),
  );

const requestNotFound = domainError('shortlist.request_not_found', 'There is no such request of your company');

const chooseRequest = (command: ChooseRequest, state: Shortlists): Decision =>
  foundList(state, command.listId).andThen((list): Decision => {
    const { clientId, listId, metadata, request } = command;
    // Only the company's own request can be tied: another company's is not there for it at all.
    if (request !== null && request.clientId !== clientId) return err(requestNotFound);
    const requestId = request?.requestId ?? null;
    // Tied to the same request again (or untied again): nothing new.
    if ((list.request?.requestId ?? null) === requestId) return ok([]);
    return ok([{ type: 'ShortlistRequestChosen', data: { clientId, listId, requestId }, metadata }]);
  });

const addEntry = (command: AddEntry, state: Shortlists): Decision =>
  foundList(state, command.listId).andThen((list): Decision => {
    const subject: ShortlistSubject =
      command.teamId !== undefined
        ? { kind: 'team', teamId: command.teamId }
        : { kind: 'specialist', specialistId: command.specialistId };
    // Saving a specialist (or a team) already in the list changes nothing: the entry keeps its votes and comments.
    if (list.entries.some((entry) => sameSubject(entry, subject))) return ok([]);
    if (list.entries.length >= ENTRIES_PER_LIST_MAX)
      return err(domainError('shortlist.list_full', `A list holds at most ${ENTRIES_PER_LIST_MAX} entries`));
    const { clientId, listId, entryId, metadata } = command;
    return ok([{ type: 'ShortlistEntryAdded', data: { clientId, listId, entryId, ...subject }, metadata }]);
  });

const removeEntry = (command: RemoveEntry, state: Shortlists): Decision =>
  foundList(state, command.listId).andThen((list): Decision => {
    // Safe to repeat, as the cart's remove: an entry already gone changes nothing.
    if (!entryOf(list, command.entryId)) return ok([]);
    const { clientId, listId, entryId, metadata } = command;
    return ok([{ type: 'ShortlistEntryRemoved', data: { clientId, listId, entryId }, metadata }]);
  });

const vote = (command: Vote, state: Shortlists): Decision =>
  foundList(state, command.listId).andThen((list): Decision => {
    const entry = entryOf(list, command.entryId);
    if (!entry) return err(entryNotFound);
    // One vote per user per entry: casting the vote one already holds records nothing.
    const current = entry.votes.get(command.metadata.actorId) ?? 'none';
    if (current === command.vote) return ok([]);
    const { clientId, listId, entryId, metadata } = command;
    return ok([{ type: 'ShortlistVoteCast', data: { clientId, listId, entryId, vote: command.vote }, metadata }]);
  });

const comment = (command: Comment, state: Shortlists): Decision =>
  foundList(state, command.listId).andThen((list): Decision => {
    const entry = entryOf(list, command.entryId);
    if (!entry) return err(entryNotFound);
    // A repeated request (same comment id) adds nothing.
    if (entry.comments.some((c) => c.commentId === command.commentId)) return ok([]);
    const text = command.text.trim();
    if (text.length === 0 || text.length > SHORTLIST_COMMENT_MAX)
      return err(domainError('shortlist.comment_invalid', `A comment has 1 to ${SHORTLIST_COMMENT_MAX} characters`));
    const { clientId, listId, entryId, commentId, metadata } = command;
    return ok([{ type: 'ShortlistCommentAdded', data: { clientId, listId, entryId, commentId, text }, metadata }]);
  });

const decide = (command: ShortlistCommand, state: Shortlists): Decision => {
  switch (command.action) {
    case 'createList':
      return createList(command, state);
    case 'chooseSkills':
      return chooseSkills(command, state);
    case 'chooseRequest':
      return chooseRequest(command, state);
    case 'addEntry':
      return addEntry(command, state);
    case 'removeEntry':
      return removeEntry(command, state);
    case 'vote':
      return vote(command, state);
    case 'comment':
      return comment(command, state);
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
};

export const shortlistDecider: Decider<Shortlists, ShortlistCommand, ShortlistEvent, ShortlistError> = {
  initialState,
  evolve,
  decide,
};
