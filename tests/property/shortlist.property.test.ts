import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ShortlistCommand } from '../../domain/shortlist/shortlist.commands';
import { shortlistDecider } from '../../domain/shortlist/shortlist.decide';
import { voteChoices, type ShortlistEvent } from '../../domain/shortlist/shortlist.events';
import { rankByVotes, tallyOf } from '../../domain/shortlist/shortlist.tally';

const users = ['u1', 'u2', 'u3', 'u4', 'u5'];
const entries = ['e1', 'e2', 'e3'];
const at = new Date('2027-01-10T09:00:00Z');

const setUp: ShortlistEvent[] = [
  {
    type: 'ShortlistCreated',
    data: { clientId: 'c', listId: 'l', name: 'List' },
    metadata: { actorId: 'u1', actorRole: 'client', at },
  },
  ...entries.map((entryId): ShortlistEvent => ({
    type: 'ShortlistEntryAdded',
    data: { clientId: 'c', listId: 'l', entryId, kind: 'specialist', specialistId: `s-${entryId}` },
    metadata: { actorId: 'u1', actorRole: 'client', at },
  })),
];

const aVote = fc.record({
  user: fc.constantFrom(...users),
  entryId: fc.constantFrom(...entries),
  vote: fc.constantFrom(...voteChoices),
});

const run = (votes: readonly { user: string; entryId: string; vote: (typeof voteChoices)[number] }[]) => {
  let state = setUp.reduce(shortlistDecider.evolve, shortlistDecider.initialState());
  const recorded: ShortlistEvent[] = [...setUp];
  for (const v of votes) {
    const command: ShortlistCommand = {
      action: 'vote',
      clientId: 'c',
      listId: 'l',
      entryId: v.entryId,
      vote: v.vote,
      metadata: { actorId: v.user, actorRole: 'client', at },
    };
    const events = shortlistDecider.decide(command, state)._unsafeUnwrap();
    recorded.push(...events);
    state = events.reduce(shortlistDecider.evolve, state);
  }
  return { state, recorded };
};

describe('the vote tally', () => {
  it("counts each user's latest vote once: the tally equals the last choice of each voter", () => {
    fc.assert(
      fc.property(fc.array(aVote, { maxLength: 60 }), (votes) => {
        const { state } = run(votes);
        for (const entry of state.lists[0]!.entries) {
          const last = new Map<string, string>();
          for (const v of votes) if (v.entryId === entry.entryId) last.set(v.user, v.vote);
          const expected = {
            up: [...last.values()].filter((c) => c === 'up').length,
            down: [...last.values()].filter((c) => c === 'down').length,
          };
          const tally = tallyOf(entry.votes);
          expect(tally).toEqual({ ...expected, score: expected.up - expected.down });
          expect(tally.up + tally.down).toBeLessThanOrEqual(users.length);
        }
      }),
    );
  });

  it('replaying the recorded events gives the same tally and the same ranking', () => {
    fc.assert(
      fc.property(fc.array(aVote, { maxLength: 60 }), (votes) => {
        const { state, recorded } = run(votes);
        const replayed = recorded.reduce(shortlistDecider.evolve, shortlistDecider.initialState());
        const tallies = (s: typeof state) => s.lists[0]!.entries.map((e) => tallyOf(e.votes));
        expect(tallies(replayed)).toEqual(tallies(state));
        expect(rankByVotes(replayed.lists[0]!.entries).map((e) => e.entryId)).toEqual(
          rankByVotes(state.lists[0]!.entries).map((e) => e.entryId),
        );
      }),
    );
  });

  it('one more up vote never moves an entry down the ranking', () => {
    fc.assert(
      fc.property(
        fc.array(aVote, { maxLength: 40 }),
        fc.constantFrom(...entries),
        fc.constantFrom(...users),
        (votes, entryId, user) => {
          const before = rankByVotes(run(votes).state.lists[0]!.entries).map((e) => e.entryId);
          const after = rankByVotes(run([...votes, { user, entryId, vote: 'up' }]).state.lists[0]!.entries).map(
            (e) => e.entryId,
          );
          expect(after.indexOf(entryId)).toBeLessThanOrEqual(before.indexOf(entryId));
        },
      ),
    );
  });
});
