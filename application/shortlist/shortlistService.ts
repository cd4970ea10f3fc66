import { addEntry } from './commands/addEntry';
import { bookTop } from './commands/bookTop';
import { chooseRequest } from './commands/chooseRequest';
import { chooseSkills } from './commands/chooseSkills';
import { comment } from './commands/comment';
import { createList } from './commands/createList';
import { removeEntry } from './commands/removeEntry';
import { vote } from './commands/vote';
import { compareEntries } from './queries/compareEntries';
import { getShortlist } from './queries/getShortlist';
import { listRequestChoices } from './queries/listRequestChoices';
import { listShortlists } from './queries/listShortlists';
import type { ShortlistDeps } from './shortlistPorts';

export const shortlistService = (deps: ShortlistDeps) => ({
  listShortlists: listShortlists(deps),
  getShortlist: getShortlist(deps),
  createList: createList(deps),
  chooseSkills: chooseSkills(deps),
  chooseRequest: chooseRequest(deps),
  listRequestChoices: listRequestChoices(deps),
  addEntry: addEntry(deps),
  removeEntry: removeEntry(deps),
  vote: vote(deps),
  comment: comment(deps),
  compareEntries: compareEntries(deps),
  bookTop: bookTop(deps),
});
export type ShortlistService = ReturnType<typeof shortlistService>;
