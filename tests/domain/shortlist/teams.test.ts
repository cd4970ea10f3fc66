import { describe, expect, it } from 'vitest';
import type { ShortlistCommand } from '../../../domain/shortlist/shortlist.commands';
import { shortlistDecider } from '../../../domain/shortlist/shortlist.decide';
import type { ShortlistEvent } from '../../../domain/shortlist/shortlist.events';
import { rankByVotes } from '../../../domain/shortlist/shortlist.tally';
import type { EventMetadata } from '../../../domain/shared/eventMetadata';
import { deciderSpecification } from '../../support/deciderSpecification';

const spec = deciderSpecification(shortlistDecider);
const clientId = 'client-1';
const at = new Date('2027-01-10T09:00:00Z');
const anna: EventMetadata = { actorId: 'user-anna', actorRole: 'client', at };
const boris: EventMetadata = { actorId: 'user-boris', actorRole: 'client', at };

const context = { clientId, metadata: anna, listId: 'list-1' };
const created: ShortlistEvent = {
  type: 'ShortlistCreated',
  data: { clientId, listId: 'list-1', name: 'Platform' },
  metadata: anna,
};
const addTeam = (teamId: string, entryId = `entry-${teamId}`): ShortlistCommand => ({
  ...context,
  action: 'addEntry',
  entryId,
  teamId,
});
const addSpecialist = (specialistId: string, entryId = `entry-${specialistId}`): ShortlistCommand => ({
  ...context,
  action: 'addEntry',
  entryId,
  specialistId,
});
const eventsOf = (...commands: ShortlistCommand[]): ShortlistEvent[] =>
  commands.reduce<ShortlistEvent[]>(
    (events, command) => {
      const state = events.reduce(shortlistDecider.evolve, shortlistDecider.initialState());
      return [...events, ...shortlistDecider.decide(command, state)._unsafeUnwrap()];
    },
    [created],
  );
const stateOf = (events: ShortlistEvent[]) => events.reduce(shortlistDecider.evolve, shortlistDecider.initialState());

describe('a team in a list', () => {
  it('is recorded as a team entry, with who added it', () => {
    spec
      .given([created])
      .when(addTeam('team-1', 'entry-1'))
      .then([
        {
          type: 'ShortlistEntryAdded',
          data: { clientId, listId: 'list-1', entryId: 'entry-1', kind: 'team', teamId: 'team-1' },
          metadata: anna,
        },
      ]);
    expect(stateOf(eventsOf(addTeam('team-1', 'entry-1'))).lists[0]?.entries).toMatchObject([
      { entryId: 'entry-1', kind: 'team', teamId: 'team-1', addedBy: 'user-anna', addedAt: at },
    ]);
  });

  it('saving a team already in the list changes nothing; a specialist with the same id is another entry', () => {
    spec
      .given(eventsOf(addTeam('x')))
      .when(addTeam('x', 'entry-again'))
      .then([]);
    const both = stateOf(eventsOf(addTeam('x'), addSpecialist('x', 'entry-spec')));
    expect(both.lists[0]?.entries.map((e) => e.kind)).toEqual(['team', 'specialist']);
  });

  it('takes votes and comments per entry, and ranks with the specialists', () => {
    const events = eventsOf(addSpecialist('spec-1'), addTeam('team-1'), {
      ...context,
      action: 'vote',
      entryId: 'entry-team-1',
      vote: 'up',
    });
    const withComment = [
      ...events,
      ...shortlistDecider
        .decide(
          {
            ...context,
            metadata: boris,
            action: 'comment',
            entryId: 'entry-team-1',
            commentId: 'c-1',
            text: 'They shipped a platform together',
          },
          stateOf(events),
        )
        ._unsafeUnwrap(),
    ];
    const list = stateOf(withComment).lists[0]!;
    expect(rankByVotes(list.entries).map((e) => e.entryId)).toEqual(['entry-team-1', 'entry-spec-1']);
    expect(list.entries[1]).toMatchObject({
      kind: 'team',
      comments: [{ authorId: 'user-boris', text: 'They shipped a platform together' }],
    });
  });
});

describe('events written before teams', () => {
  it('an entry without a kind is read back as a specialist', () => {
    // The stored shape of the first events: no kind, or the kind as it was then.
    const old = [
      created,
      {
        type: 'ShortlistEntryAdded',
        data: { clientId, listId: 'list-1', entryId: 'entry-1', specialistId: 'spec-1' },
        metadata: anna,
      },
      {
        type: 'ShortlistEntryAdded',
        data: { clientId, listId: 'list-1', entryId: 'entry-2', kind: 'specialist', specialistId: 'spec-2' },
        metadata: anna,
      },
    ] as ShortlistEvent[];
    expect(stateOf(old).lists[0]?.entries).toMatchObject([
      { entryId: 'entry-1', kind: 'specialist', specialistId: 'spec-1' },
      { entryId: 'entry-2', kind: 'specialist', specialistId: 'spec-2' },
    ]);
    // And saving that specialist again still changes nothing.
    spec.given(old).when(addSpecialist('spec-1', 'entry-3')).then([]);
  });
});
