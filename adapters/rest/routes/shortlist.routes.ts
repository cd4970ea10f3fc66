import { z } from 'zod';
import {
  AddToShortlistInput,
  BookTopInput,
  BookTopOutput,
  ChooseRequestInput,
  ChooseSkillsInput,
  CommentInput,
  CompareInput,
  ComparisonOutput,
  CreateShortlistInput,
  RemoveFromShortlistInput,
  ShortlistListOutput,
  ShortlistOutput,
  VoteInput,
} from '../../../application/shortlist/schemas';
import type { AppServices } from '../../services';
import type { RestRoutes } from '../restRoute';

const tag = 'shortlist';
const idParams = z.object({ id: z.string() });

/** A client company's shared shortlists: every write answers the list it changed, as it now stands. */
export const shortlistRoutes = (routes: RestRoutes, { shortlist }: AppServices): void => {
  routes.add({
    method: 'get',
    path: '/api/shortlist/list',
    tag,
    auth: true,
    response: ShortlistListOutput,
    summary: "The client company's shortlists, the latest changed first",
    handle: (r) => shortlist.listShortlists(r.actor),
  });
  routes.add({
    method: 'post',
    path: '/api/shortlist/create',
    tag,
    auth: true,
    body: CreateShortlistInput,
    response: ShortlistOutput,
    summary:
      'Create a named list every colleague sees, with the skills it is for (a name the company already uses answers 409)',
    handle: (r) => shortlist.createList(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: '/api/shortlist/skills',
    tag,
    auth: true,
    body: ChooseSkillsInput,
    response: ShortlistOutput,
    summary: 'The skills the list is for, all at once (the comparison highlights them; an empty list names none)',
    handle: (r) => shortlist.chooseSkills(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: '/api/shortlist/request',
    tag,
    auth: true,
    body: ChooseRequestInput,
    response: ShortlistOutput,
    summary:
      "Tie the list to one of the company's client requests, or untie it (requestId null): the request's key skills count as needed and its period is the comparison's (another company's request answers 404)",
    handle: (r) => shortlist.chooseRequest(r.actor, r.body),
  });
  routes.add({
    method: 'get',
    path: '/api/shortlist/info/:id',
    tag,
    auth: true,
    params: idParams,
    response: ShortlistOutput,
    summary: "One list with its entries, votes and comments (another company's list answers 404)",
    handle: (r) => shortlist.getShortlist(r.actor, { id: r.params.id }),
  });
  routes.add({
    method: 'post',
    path: '/api/shortlist/add',
    tag,
    auth: true,
    body: AddToShortlistInput,
    response: ShortlistOutput,
    summary:
      'Save a published specialist (specialistUuid) or a team (teamId) to a list (saving one already there changes nothing)',
    handle: (r) => shortlist.addEntry(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: '/api/shortlist/remove',
    tag,
    auth: true,
    body: RemoveFromShortlistInput,
    response: ShortlistOutput,
    summary: 'Remove an entry from a list (safe to repeat: an entry already gone changes nothing)',
    handle: (r) => shortlist.removeEntry(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: '/api/shortlist/vote',
    tag,
    auth: true,
    body: VoteInput,
    response: ShortlistOutput,
    summary: "The caller's one vote on an entry: up, down or none (changing it replaces it)",
    handle: (r) => shortlist.vote(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: '/api/shortlist/comment',
    tag,
    auth: true,
    body: CommentInput,
    response: ShortlistOutput,
    summary: 'Comment on an entry (up to 2,000 characters)',
    handle: (r) => shortlist.comment(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: '/api/shortlist/compare',
    tag,
    auth: true,
    body: CompareInput,
    response: ComparisonOutput,
    summary:
      "Up to 4 entries side by side for a period (the tied request's when none is given): prices, grade, skills, languages, availability, votes",
    handle: (r) => shortlist.compareEntries(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: '/api/shortlist/book-top',
    tag,
    auth: true,
    body: BookTopInput,
    response: BookTopOutput,
    summary: "Put the N best-voted entries into the client's cart for the period (the cart's own rules apply)",
    handle: (r) => shortlist.bookTop(r.actor, r.body),
  });
};
