import type { z } from 'zod';
import { shortlistDecider } from '../../domain/shortlist/shortlist.decide';
import type { ShortlistEvent } from '../../domain/shortlist/shortlist.events';
import { BOOK_TOP_MAX, COMPARE_MAX, SHORTLIST_COMMENT_MAX } from '../../domain/shortlist/shortlist.rules';
import type { Shortlist, Shortlists } from '../../domain/shortlist/shortlist.state';
import { rankByVotes, tallyOf, type Votes } from '../../domain/shortlist/shortlist.tally';
import { shortlistStreamOf, type RequestForList, type ShortlistDeps } from './shortlistPorts';
import { hourPriceOf, inCatalogueNow, membersOf, subjectsNow } from './shortlistSubjects';
import type { ShortlistOutput, ShortlistSummaryOutput } from './schemas';

export type ShortlistView = z.output<typeof ShortlistOutput>;
export type ShortlistSummaryView = z.output<typeof ShortlistSummaryOutput>;

/** The client's lists as their stream holds them. */
export const shortlistsOf = async (deps: ShortlistDeps, clientId: string): Promise<Shortlists> => {
  const { events } = await deps.events.readStream<ShortlistEvent>(shortlistStreamOf(clientId));
  return events.reduce(shortlistDecider.evolve, shortlistDecider.initialState());
};

export const votesOutputOf = (votes: Votes, viewerId: string) => ({
  ...tallyOf(votes),
  mine: votes.get(viewerId) ?? null,
});

/** Colleagues by name; someone no longer found is 'A former colleague'. */
const colleaguesOf = async (deps: ShortlistDeps, userIds: readonly string[]) => {
  const names = await deps.people.namesOf([...new Set(userIds)]);
  return (id: string) => ({ id, name: names.get(id)?.name || 'A former colleague' });
};

export const summariesOf = async (deps: ShortlistDeps, state: Shortlists): Promise<ShortlistSummaryView[]> => {
  const colleague = await colleaguesOf(
    deps,
    state.lists.map((list) => list.createdBy),
  );
  return [...state.lists]
    .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())
    .map((list) => ({
      id: list.listId,
      name: list.name,
      createdBy: colleague(list.createdBy),
      createdAt: list.createdAt.toISOString(),
      updatedAt: list.updatedAt.toISOString(),
      entryCount: list.entries.length,
    }));
};

/** The requests a list was ever tied to, by id; a request no longer found is absent. */
const requestsNamedIn = async (deps: ShortlistDeps, list: Shortlist): Promise<Map<string, RequestForList>> => {
  const ids = [...new Set(list.requestHistory.flatMap((tie) => (tie.requestId === null ? [] : [tie.requestId])))];
  const found = await Promise.all(ids.map((id) => deps.requests.find(id)));
  return new Map(found.flatMap((request) => (request ? [[request.id, request] as const] : [])));
};

/** The request a list is tied to, as it now stands (null when not tied, or when the request is no longer found). */
export const requestOfList = async (deps: ShortlistDeps, list: Shortlist): Promise<RequestForList | null> =>
  list.request?.requestId ? await deps.requests.find(list.request.requestId) : null;

/** One list with its entries as they are now: names and prices from the cards, votes from the caller's seat. */
export const shortlistViewOf = async (
  deps: ShortlistDeps,
  list: Shortlist,
  viewerId: string,
): Promise<ShortlistView> => {
  const [now, colleague, requests] = await Promise.all([
    subjectsNow(deps, list.entries),
    colleaguesOf(deps, [
      list.createdBy,
      ...list.requestHistory.map((tie) => tie.by),
      ...list.entries.flatMap((entry) => [entry.addedBy, ...entry.comments.map((c) => c.authorId)]),
    ]),
    requestsNamedIn(deps, list),
  ]);
  const requestName = (id: string) => ({ id, title: requests.get(id)?.title ?? '' });
  const tied = list.request?.requestId ? requests.get(list.request.requestId) : undefined;
  return {
    id: list.listId,
    name: list.name,
    skills: [...list.skills],
    request:
      list.request && tied
        ? {
            ...requestName(tied.id),
            keySkills: [...tied.keySkills],
            periodFrom: tied.periodFrom,
            periodTo: tied.periodTo,
            tiedBy: colleague(list.request.by),
            tiedAt: list.request.at.toISOString(),
          }
        : null,
    requestHistory: [...list.requestHistory].reverse().map((tie) => ({
      request: tie.requestId === null ? null : requestName(tie.requestId),
      by: colleague(tie.by),
      byManager: tie.emulatedBy !== null,
      at: tie.at.toISOString(),
    })),
    createdBy: colleague(list.createdBy),
    createdAt: list.createdAt.toISOString(),
    updatedAt: list.updatedAt.toISOString(),
    entries: list.entries.map((entry) => {
      const card = entry.kind === 'specialist' ? now.info.get(entry.specialistId) : undefined;
      return {
        id: entry.entryId,
        kind: entry.kind,
        specialistUuid: entry.specialistId ?? null,
        teamId: entry.teamId ?? null,
        name: entry.kind === 'team' ? (now.teams.get(entry.teamId)?.name ?? '') : (card?.name ?? ''),
        surname: card?.surname ?? '',
        photoUrl: card?.photoUrl ?? null,
        specialization: card?.specialization ?? null,
        members: membersOf(now, entry),
        priceCents: hourPriceOf(now, entry),
        inCatalogue: inCatalogueNow(now, entry),
        addedBy: colleague(entry.addedBy),
        addedAt: entry.addedAt.toISOString(),
        votes: votesOutputOf(entry.votes, viewerId),
        comments: entry.comments.map((c) => ({
          id: c.commentId,
          author: colleague(c.authorId),
          mine: c.authorId === viewerId,
          text: c.text,
          at: c.at.toISOString(),
        })),
      };
    }),
    rankedIds: rankByVotes(list.entries).map((entry) => entry.entryId),
    limits: { compareMax: COMPARE_MAX, bookTopMax: BOOK_TOP_MAX, commentMax: SHORTLIST_COMMENT_MAX },
  };
};
