import { describe, expect, it } from 'vitest';
import type { ShortlistCommand } from '../../../domain/shortlist/shortlist.commands';
import { shortlistDecider } from '../../../domain/shortlist/shortlist.decide';
import type { ShortlistEvent } from '../../../domain/shortlist/shortlist.events';
import { comparisonPeriodOf, listNeededSkills } from '../../../domain/shortlist/shortlist.rules';
import type { EventMetadata } from '../../../domain/shared/eventMetadata';
import { deciderSpecification } from '../../support/deciderSpecification';

const spec = deciderSpecification(shortlistDecider);
const clientId = 'client-1';
const metadata: EventMetadata = { actorId: 'user-anna', actorRole: 'client', at: new Date('2027-01-10T09:00:00Z') };
const emulated: EventMetadata = {
  actorId: 'user-boris',
  actorRole: 'client',
  emulatedBy: 'manager-max',
  at: new Date('2027-01-11T10:00:00Z'),
};
const created: ShortlistEvent = {
  type: 'ShortlistCreated',
  data: { clientId, listId: 'list-1', name: 'Backend', skills: ['Kafka'] },
  metadata,
};
const choose = (request: { requestId: string; clientId: string } | null, by = metadata): ShortlistCommand => ({
  action: 'chooseRequest',
  clientId,
  metadata: by,
  listId: 'list-1',
  request,
});
const tied = (requestId: string | null, by = metadata): ShortlistEvent => ({
  type: 'ShortlistRequestChosen',
  data: { clientId, listId: 'list-1', requestId },
  metadata: by,
});
const stateOf = (events: ShortlistEvent[]) => events.reduce(shortlistDecider.evolve, shortlistDecider.initialState());

describe('a list tied to one of the company’s client requests', () => {
  it('is tied by a colleague to a request of the company, and untied later', () => {
    spec
      .given([created])
      .when(choose({ requestId: 'request-1', clientId }))
      .then([tied('request-1')]);
    spec
      .given([created, tied('request-1')])
      .when(choose(null))
      .then([tied(null)]);
  });

  it('cannot be tied to another company’s request: it is not found, as one that never existed', () => {
    spec
      .given([created])
      .when(choose({ requestId: 'request-9', clientId: 'client-2' }))
      .thenRejects('shortlist.request_not_found');
  });

  it('records nothing when tied to the request it is already tied to, or untied when it is not tied', () => {
    spec
      .given([created, tied('request-1')])
      .when(choose({ requestId: 'request-1', clientId }))
      .then([]);
    spec.given([created]).when(choose(null)).then([]);
  });

  it('answers not found for a list the company does not have', () => {
    spec
      .given([])
      .when(choose({ requestId: 'request-1', clientId }))
      .thenRejects('shortlist.not_found');
  });

  it('keeps who tied it, when, and the manager acting as them, in the list’s history', () => {
    const list = stateOf([created, tied('request-1'), tied('request-2', emulated), tied(null)]).lists[0];
    expect(list?.request).toBeNull();
    expect(list?.requestHistory).toEqual([
      { requestId: 'request-1', by: 'user-anna', emulatedBy: null, at: metadata.at },
      { requestId: 'request-2', by: 'user-boris', emulatedBy: 'manager-max', at: emulated.at },
      { requestId: null, by: 'user-anna', emulatedBy: null, at: metadata.at },
    ]);
    expect(stateOf([created, tied('request-2', emulated)]).lists[0]?.request).toEqual({
      requestId: 'request-2',
      by: 'user-boris',
      emulatedBy: 'manager-max',
      at: emulated.at,
    });
  });
});

describe('what a tied list needs', () => {
  it('is the request’s key skills together with the skills named on the list, each once', () => {
    expect(listNeededSkills(['Kafka', 'java'], ['Java', 'Spring'])).toEqual(['Java', 'Spring', 'Kafka']);
    expect(listNeededSkills(['Kafka'], [])).toEqual(['Kafka']);
    expect(listNeededSkills([], ['Go'])).toEqual(['Go']);
  });

  it('compares over the request’s period unless a period is chosen', () => {
    const request = { periodFrom: '2027-02-01', periodTo: '2027-04-30' };
    expect(comparisonPeriodOf({}, request)).toEqual({ startPeriod: '2027-02-01', endPeriod: '2027-04-30' });
    expect(comparisonPeriodOf({ startPeriod: '2027-03-01', endPeriod: '2027-03-31' }, request)).toEqual({
      startPeriod: '2027-03-01',
      endPeriod: '2027-03-31',
    });
    expect(comparisonPeriodOf({}, null)).toEqual({});
  });
});
