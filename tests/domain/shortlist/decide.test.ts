import { describe, expect, it } from 'vitest';
import type { ShortlistCommand } from '../../../domain/shortlist/shortlist.commands';
import { shortlistDecider } from '../../../domain/shortlist/shortlist.decide';
import type { ShortlistEvent } from '../../../domain/shortlist/shortlist.events';
import { ENTRIES_PER_LIST_MAX, SHORTLIST_COMMENT_MAX } from '../../../domain/shortlist/shortlist.rules';
import { rankByVotes, tallyOf } from '../../../domain/shortlist/shortlist.tally';
import type { EventMetadata } from '../../../domain/shared/eventMetadata';
import { deciderSpecification } from '../../support/deciderSpecification';

const spec = deciderSpecification(shortlistDecider);
const clientId = 'client-1';
const at = new Date('2027-01-10T09:00:00Z');
const as = (actorId: string, extra: Partial<EventMetadata> = {}): EventMetadata => ({
  actorId,
  actorRole: 'client',
  at,
  ...extra,
});
const anna = as('user-anna');
const boris = as('user-boris');

const create = (name = 'Backend', listId = 'list-1', metadata = anna): ShortlistCommand => ({
  action: 'createList',
  clientId,
  metadata,
  listId,
  name,
});
const add = (specialistId: string, entryId = `entry-${specialistId}`, metadata = anna): ShortlistCommand => ({
  action: 'addEntry',
  clientId,
  metadata,
  listId: 'list-1',
  entryId,
  specialistId,
});
const vote = (entryId: string, choice: 'up' | 'down' | 'none', metadata = anna): ShortlistCommand => ({
  action: 'vote',
  clientId,
  metadata,
  listId: 'list-1',
  entryId,
  vote: choice,
});
const comment = (entryId: string, text: string, commentId = 'comment-1', metadata = anna): ShortlistCommand => ({
  action: 'comment',
  clientId,
  metadata,
  listId: 'list-1',
  entryId,
  commentId,
  text,
});
const remove = (entryId: string, metadata = anna): ShortlistCommand => ({
  action: 'removeEntry',
  clientId,
  metadata,
  listId: 'list-1',
  entryId,
});

/** The events a run of successful commands produced, to build the next `given`. */
const eventsOf = (...commands: ShortlistCommand[]): ShortlistEvent[] =>
  commands.reduce<ShortlistEvent[]>((events, command) => {
    const state = events.reduce(shortlistDecider.evolve, shortlistDecider.initialState());
    return [...events, ...shortlistDecider.decide(command, state)._unsafeUnwrap()];
  }, []);
const stateOf = (events: ShortlistEvent[]) => events.reduce(shortlistDecider.evolve, shortlistDecider.initialState());

describe('creating a list', () => {
  it('records the list with who created it, and the manager acting as them', () => {
    const metadata = as('user-anna', { emulatedBy: 'manager-1' });
    spec
      .given([])
      .when(create('Backend', 'list-1', metadata))
      .then([{ type: 'ShortlistCreated', data: { clientId, listId: 'list-1', name: 'Backend' }, metadata }]);
  });

  it('refuses a second list of the same name, whatever the case', () => {
    spec
      .given(eventsOf(create('Backend')))
      .when(create(' backend ', 'list-2'))
      .thenRejects('shortlist.name_taken');
  });

  it('refuses an empty name', () => {
    spec.given([]).when(create('   ')).thenRejects('shortlist.name_invalid');
  });

  it('changes nothing when the same list is made again', () => {
    spec
      .given(eventsOf(create('Backend')))
      .when(create('Backend'))
      .then([]);
  });
});

describe('entries', () => {
  it('records who added a specialist and when', () => {
    spec
      .given(eventsOf(create()))
      .when(add('spec-1', 'entry-1', boris))
      .thenState((state) => {
        expect(state.lists[0]?.entries).toMatchObject([
          { entryId: 'entry-1', specialistId: 'spec-1', addedBy: 'user-boris', addedAt: at },
        ]);
      });
  });

  it('saving a specialist already in the list changes nothing', () => {
    spec
      .given(eventsOf(create(), add('spec-1')))
      .when(add('spec-1', 'entry-other'))
      .then([]);
  });

  it('refuses an entry for a list that does not exist', () => {
    spec.given([]).when(add('spec-1')).thenRejects('shortlist.not_found');
  });

  it(`holds at most ${ENTRIES_PER_LIST_MAX} entries`, () => {
    const full = eventsOf(create(), ...Array.from({ length: ENTRIES_PER_LIST_MAX }, (_, i) => add(`spec-${i}`)));
    spec.given(full).when(add('one-more')).thenRejects('shortlist.list_full');
  });

  it('removes an entry; removing it again changes nothing (safe to repeat)', () => {
    const given = eventsOf(create(), add('spec-1'));
    spec
      .given(given)
      .when(remove('entry-spec-1'))
      .then([
        {
          type: 'ShortlistEntryRemoved',
          data: { clientId, listId: 'list-1', entryId: 'entry-spec-1' },
          metadata: anna,
        },
      ]);
    spec
      .given(eventsOf(create(), add('spec-1'), remove('entry-spec-1')))
      .when(remove('entry-spec-1'))
      .then([]);
    spec.given([]).when(remove('entry-spec-1')).thenRejects('shortlist.not_found');
  });
});

describe('votes', () => {
  const listed = () => eventsOf(create(), add('spec-1'));

  it('one vote per user per entry: the same vote again records nothing', () => {
    spec
      .given(eventsOf(create(), add('spec-1'), vote('entry-spec-1', 'up')))
      .when(vote('entry-spec-1', 'up'))
      .then([]);
  });

  it('a user changes their vote; the tally counts the latest only', () => {
    const events = eventsOf(
      create(),
      add('spec-1'),
      vote('entry-spec-1', 'up'),
      vote('entry-spec-1', 'up', boris),
      vote('entry-spec-1', 'down'),
    );
    const entry = stateOf(events).lists[0]!.entries[0]!;
    expect(tallyOf(entry.votes)).toEqual({ up: 1, down: 1, score: 0 });
    expect(entry.votes.get('user-anna')).toBe('down');
  });

  it("withdrawing a vote ('none') removes it from the tally", () => {
    const events = eventsOf(create(), add('spec-1'), vote('entry-spec-1', 'up'), vote('entry-spec-1', 'none'));
    expect(tallyOf(stateOf(events).lists[0]!.entries[0]!.votes)).toEqual({ up: 0, down: 0, score: 0 });
  });

  it('withdrawing a vote one never cast records nothing', () => {
    spec.given(listed()).when(vote('entry-spec-1', 'none')).then([]);
  });

  it('refuses a vote on an entry not in the list', () => {
    spec.given(listed()).when(vote('entry-nobody', 'up')).thenRejects('shortlist.entry_not_found');
  });

  it('ranks by score, then by ups, then by the order of the list', () => {
    const events = eventsOf(
      create(),
      add('a'),
      add('b'),
      add('c'),
      add('d'),
      // a: +1 -1 = 0 with 1 up; b: +1; c: 0 with no votes; d: +1 +1 -1 = +1 with 2 ups.
      vote('entry-a', 'up'),
      vote('entry-a', 'down', boris),
      vote('entry-b', 'up'),
      vote('entry-d', 'up'),
      vote('entry-d', 'up', boris),
      vote('entry-d', 'down', as('user-carol')),
    );
    expect(rankByVotes(stateOf(events).lists[0]!.entries).map((e) => e.specialistId)).toEqual(['d', 'b', 'a', 'c']);
  });
});

describe('comments', () => {
  it('records the comment trimmed, with its author', () => {
    spec
      .given(eventsOf(create(), add('spec-1')))
      .when(comment('entry-spec-1', '  Strong on Kotlin  ', 'comment-1', boris))
      .then([
        {
          type: 'ShortlistCommentAdded',
          data: {
            clientId,
            listId: 'list-1',
            entryId: 'entry-spec-1',
            commentId: 'comment-1',
            text: 'Strong on Kotlin',
          },
          metadata: boris,
        },
      ]);
  });

  it(`refuses an empty comment and one over ${SHORTLIST_COMMENT_MAX} characters`, () => {
    const given = eventsOf(create(), add('spec-1'));
    spec.given(given).when(comment('entry-spec-1', '   ')).thenRejects('shortlist.comment_invalid');
    spec
      .given(given)
      .when(comment('entry-spec-1', 'x'.repeat(SHORTLIST_COMMENT_MAX + 1)))
      .thenRejects('shortlist.comment_invalid');
    spec
      .given(given)
      .when(comment('entry-spec-1', 'x'.repeat(SHORTLIST_COMMENT_MAX)))
      .thenState((state) => {
        expect(state.lists[0]!.entries[0]!.comments).toHaveLength(1);
      });
  });

  it('a repeated comment (same id) is added once', () => {
    spec
      .given(eventsOf(create(), add('spec-1'), comment('entry-spec-1', 'Hi')))
      .when(comment('entry-spec-1', 'Hi'))
      .then([]);
  });
});
