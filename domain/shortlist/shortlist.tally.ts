import type { VoteChoice } from './shortlist.events';

/** Each voter's current vote on one entry: a user has one vote, the latest counts, 'none' withdraws it. */
export type Votes = ReadonlyMap<string, Exclude<VoteChoice, 'none'>>;

export type Tally = { readonly up: number; readonly down: number; readonly score: number };

export const castVote = (votes: Votes, voterId: string, vote: VoteChoice): Votes => {
  const next = new Map(votes);
  if (vote === 'none') next.delete(voterId);
  else next.set(voterId, vote);
  return next;
};

export const tallyOf = (votes: Votes): Tally => {
  let up = 0;
  let down = 0;
  for (const vote of votes.values()) {
    if (vote === 'up') up += 1;
    else down += 1;
  }
  return { up, down, score: up - down };
};

export type Ranked = { readonly entryId: string; readonly votes: Votes };

/**
 * The best-voted first: the higher score (ups minus downs), then more ups (more colleagues for it), then the earlier
 * added (the list's own order), so the order is total and the same on every reading.
 */
export const rankByVotes = <Entry extends Ranked>(entries: readonly Entry[]): Entry[] =>
  entries
    .map((entry, position) => ({ entry, position, tally: tallyOf(entry.votes) }))
    .sort((a, b) => b.tally.score - a.tally.score || b.tally.up - a.tally.up || a.position - b.position)
    .map(({ entry }) => entry);
