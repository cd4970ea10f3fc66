import { describe, expect, it } from 'vitest';
import type { ShortlistCommand } from '../../../domain/shortlist/shortlist.commands';
import { shortlistDecider } from '../../../domain/shortlist/shortlist.decide';
import type { ShortlistEvent } from '../../../domain/shortlist/shortlist.events';
import { LIST_SKILLS_MAX, neededSkillsOf } from '../../../domain/shortlist/shortlist.rules';
import type { EventMetadata } from '../../../domain/shared/eventMetadata';
import { deciderSpecification } from '../../support/deciderSpecification';

const spec = deciderSpecification(shortlistDecider);
const clientId = 'client-1';
const metadata: EventMetadata = { actorId: 'user-anna', actorRole: 'client', at: new Date('2027-01-10T09:00:00Z') };
const created: ShortlistEvent = {
  type: 'ShortlistCreated',
  data: { clientId, listId: 'list-1', name: 'Backend' },
  metadata,
};
const choose = (skills: string[]): ShortlistCommand => ({
  action: 'chooseSkills',
  clientId,
  metadata,
  listId: 'list-1',
  skills,
});
const stateOf = (events: ShortlistEvent[]) => events.reduce(shortlistDecider.evolve, shortlistDecider.initialState());

describe('the skills a list is for', () => {
  it('are named at creation, each once, trimmed; a list made without them has none', () => {
    spec
      .given([])
      .when({
        action: 'createList',
        clientId,
        metadata,
        listId: 'list-1',
        name: 'Backend',
        skills: ['Java', ' java', 'Kafka '],
      })
      .then([
        {
          type: 'ShortlistCreated',
          data: { clientId, listId: 'list-1', name: 'Backend', skills: ['Java', 'Kafka'] },
          metadata,
        },
      ]);
    expect(stateOf([created]).lists[0]?.skills).toEqual([]);
  });

  it('are chosen again later, all at once; the same ones in another order change nothing', () => {
    const chosen: ShortlistEvent = {
      type: 'ShortlistSkillsChosen',
      data: { clientId, listId: 'list-1', skills: ['Java', 'Kafka'] },
      metadata,
    };
    spec
      .given([created])
      .when(choose(['Java', 'Kafka']))
      .then([chosen]);
    spec
      .given([created, chosen])
      .when(choose(['kafka', 'Java']))
      .then([]);
    expect(stateOf([created, chosen]).lists[0]?.skills).toEqual(['Java', 'Kafka']);
    // Choosing none clears them.
    spec
      .given([created, chosen])
      .when(choose([]))
      .then([{ type: 'ShortlistSkillsChosen', data: { clientId, listId: 'list-1', skills: [] }, metadata }]);
  });

  it('refuses more than the limit, and a list that is not there', () => {
    const many = Array.from({ length: LIST_SKILLS_MAX + 1 }, (_, i) => `Skill ${i}`);
    spec.given([created]).when(choose(many)).thenRejects('shortlist.skills_invalid');
    spec
      .given([])
      .when(choose(['Java']))
      .thenRejects('shortlist.not_found');
  });
});

describe('needed skills in an entry', () => {
  it("highlights the entry's key skills the list needs and counts the needed ones it has", () => {
    expect(neededSkillsOf(['Java', 'Spring', 'kafka'], ['Kafka', 'Java', 'Kubernetes'])).toEqual({
      matching: ['Java', 'kafka'],
      covered: 2,
      of: 3,
    });
    expect(neededSkillsOf(['Java'], [])).toEqual({ matching: [], covered: 0, of: 0 });
  });
});
