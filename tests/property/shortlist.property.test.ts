import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ShortlistCommand } from '../../domain/shortlist/shortlist.commands';
import { shortlistDecider } from '../../domain/shortlist/shortlist.decide';
import { voteChoices, type ShortlistEvent } from '../../domain/shortlist/shortlist.events';
import type { Shortlists } from '../../domain/shortlist/shortlist.state';
import { rankByVotes, tallyOf } from '../../domain/shortlist/shortlist.tally';
import { shortlistSubjects } from '../support/arbitraries';

const users = ['u1', 'u2', 'u3', 'u4', 'u5'];
const at = new Date('2027-01-10T09:00:00Z');
type Subject = typeof shortlistSubjects extends fc.Arbitrary<(infer S)[]> ? S : never;
/** The n-th saved subject is entry `e<n>`. */
const entryIdOf = (index: number) => `e${index}`;

const decided = (state: Shortlists, command: ShortlistCommand) => {
  const events = shortlistDecider.decide(command, state)._unsafeUnwrap();
  return { events, state: events.reduce(shortlistDecider.evolve, state) };
};

/** A list made by u1 holding the subjects (specialists and teams), each saved through the decider. */
const setUpOf = (subjects: readonly Subject[]) => {
  const metadata = { actorId: 'u1', actorRole: 'client' as const, at };
  let { state, events: recorded } = decided(shortlistDecider.initialState(), {
    action: 'createList',
    clientId: 'c',
    listId: 'l',
    name: 'List',
    metadata,
  });
  subjects.forEach((subject, index) => {
    const step = decided(state, {
      action: 'addEntry',
      clientId: 'c',
      listId: 'l',
      entryId: entryIdOf(index),
      metadata,
      ...(subject.kind === 'team' ? { teamId: subject.teamId } : { specialistId: subject.specialistId }),
    });
    state = step.state;
    recorded = [...recorded, ...step.events];
  });
  return { state, recorded };
};

/** A vote on one of the list's entries, whatever its kind (`entry` is taken modulo the entries' count). */
const aVote = fc.record({
  user: fc.constantFrom(...users),
  entry: fc.nat({ max: 4 }),
  vote: fc.constantFrom(...voteChoices),
});
type AVote = { user: string; entry: number; vote: (typeof voteChoices)[number] };

const run = (subjects: readonly Subject[], votes: readonly AVote[]) => {
  const setUp = setUpOf(subjects);
  let state = setUp.state;
  const recorded: ShortlistEvent[] = [...setUp.recorded];
  for (const v of votes) {
    const step = decided(state, {
      action: 'vote',
      clientId: 'c',
      listId: 'l',
      entryId: entryIdOf(v.entry % subjects.length),
      vote: v.vote,
      metadata: { actorId: v.user, actorRole: 'client', at },
    });
    recorded.push(...step.events);
    state = step.state;
  }
  return { state, recorded };
};

describe('the vote tally', () => {
  it("counts each user's latest vote once: the tally equals the last choice of each voter", () => {
    fc.assert(
      fc.property(shortlistSubjects, fc.array(aVote, { maxLength: 60 }), (subjects, votes) => {
        const { state } = run(subjects, votes);
        for (const entry of state.lists[0]!.entries) {
          const last = new Map<string, string>();
          for (const v of votes) if (entryIdOf(v.entry % subjects.length) === entry.entryId) last.set(v.user, v.vote);
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
      fc.property(shortlistSubjects, fc.array(aVote, { maxLength: 60 }), (subjects, votes) => {
        const { state, recorded } = run(subjects, votes);
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
        shortlistSubjects,
        fc.array(aVote, { maxLength: 40 }),
        fc.nat({ max: 4 }),
        fc.constantFrom(...users),
        (subjects, votes, entry, user) => {
          const entryId = entryIdOf(entry % subjects.length);
          const before = rankByVotes(run(subjects, votes).state.lists[0]!.entries).map((e) => e.entryId);
          const after = rankByVotes(run(subjects, [...votes, { user, entry, vote: 'up' }]).state.lists[0]!.entries).map(
            (e) => e.entryId,
          );
          expect(after.indexOf(entryId)).toBeLessThanOrEqual(before.indexOf(entryId));
        },
      ),
    );
  });
});

describe('teams are entries like specialists', () => {
  it('each subject saved is one entry of its kind, and saving any of them again adds nothing', () => {
    fc.assert(
      fc.property(shortlistSubjects, fc.nat({ max: 4 }), (subjects, again) => {
        const { state } = setUpOf(subjects);
        const entries = state.lists[0]!.entries;
        expect(entries.map((e) => (e.kind === 'team' ? `team ${e.teamId}` : `specialist ${e.specialistId}`))).toEqual(
          subjects.map((s) => (s.kind === 'team' ? `team ${s.teamId}` : `specialist ${s.specialistId}`)),
        );
        const subject = subjects[again % subjects.length]!;
        const repeated = shortlistDecider.decide(
          {
            action: 'addEntry',
            clientId: 'c',
            listId: 'l',
            entryId: 'another',
            metadata: { actorId: 'u2', actorRole: 'client', at },
            ...(subject.kind === 'team' ? { teamId: subject.teamId } : { specialistId: subject.specialistId }),
          },
          state,
        );
        expect(repeated._unsafeUnwrap()).toEqual([]);
      }),
    );
  });

  it('every entry, team or specialist, keeps its own comments in the order written, beside its votes', () => {
    const aComment = fc.record({
      user: fc.constantFrom(...users),
      entry: fc.nat({ max: 4 }),
      text: fc.stringMatching(/^[a-z]{1,12}$/),
    });
    fc.assert(
      fc.property(shortlistSubjects, fc.array(fc.oneof(aVote, aComment), { maxLength: 40 }), (subjects, steps) => {
        let state = setUpOf(subjects).state;
        steps.forEach((step, index) => {
          const entryId = entryIdOf(step.entry % subjects.length);
          const metadata = { actorId: step.user, actorRole: 'client' as const, at };
          state = decided(
            state,
            'text' in step
              ? {
                  action: 'comment',
                  clientId: 'c',
                  listId: 'l',
                  entryId,
                  commentId: `c${index}`,
                  text: step.text,
                  metadata,
                }
              : { action: 'vote', clientId: 'c', listId: 'l', entryId, vote: step.vote, metadata },
          ).state;
        });
        for (const entry of state.lists[0]!.entries) {
          const written = steps.filter(
            (step) => 'text' in step && entryIdOf(step.entry % subjects.length) === entry.entryId,
          );
          expect(entry.comments.map((c) => ({ user: c.authorId, text: c.text }))).toEqual(
            written.map((step) => ({ user: step.user, text: 'text' in step ? step.text : '' })),
          );
          const votes = steps.filter(
            (step) => !('text' in step) && entryIdOf(step.entry % subjects.length) === entry.entryId,
          );
          const last = new Map(votes.map((step) => [step.user, 'vote' in step ? step.vote : 'none']));
          expect(tallyOf(entry.votes).up).toBe([...last.values()].filter((v) => v === 'up').length);
        }
      }),
    );
  });
});
