import { describe, expect, it } from 'vitest';
import {
  checkSlotsFree,
  collisionOf,
  interviewsOverlap,
  MAX_INTERVIEWERS,
  type SlotCalendar,
} from '../../../domain/interview/interview.collisions';
import type { CandidateCommand } from '../../../domain/interview/interview.commands';
import { candidateDecider } from '../../../domain/interview/interview.decide';
import { allowedActionsNow } from '../../../domain/interview/interview.status';
import { candidateNow } from '../../../domain/interview/interview.state';
import { deciderSpecification } from '../../support/deciderSpecification';
import {
  acceptSlot,
  AFTER_INTERVIEW,
  eventsOf,
  FRIDAY_15,
  MONDAY_09,
  NOW,
  passOn,
  proposeSlots,
  requestAnotherInterview,
  stateOf,
  submit,
  THURSDAY_10,
} from '../../support/interviewFixtures';

const spec = deciderSpecification(candidateDecider);
const ANNA = '00000000-0000-4000-8000-00000000000a';
const BORIS = '00000000-0000-4000-8000-00000000000b';

const nameInterviewers = (interviewers: string[]): CandidateCommand => ({
  ...proposeSlots([]),
  action: 'nameInterviewers',
  interviewers,
});
const withPanel = (interviewers: string[]) => ({ ...submit(), terms: { ...submit().terms, interviewers } });
/** Boris has another interview on Friday at 15:30 UTC (a half-hour zone's whole hour). */
const borisBusyFriday: SlotCalendar = {
  interviewersBusy: [{ userId: BORIS, name: 'Boris Brown', slot: { date: FRIDAY_15.date, time: '15:30' } }],
  reservations: [],
  unavailable: [],
};
const hidden: SlotCalendar = {
  ...borisBusyFriday,
  interviewersBusy: borisBusyFriday.interviewersBusy.map((busy) => ({ ...busy, name: null })),
};

describe('panel interviews: the client names its interviewers (issue 34)', () => {
  it('records the interviewers sent with the request, each once', () => {
    const state = stateOf(eventsOf(withPanel([ANNA, BORIS, ANNA])));
    expect(state.interviewers).toEqual([ANNA, BORIS]);
    expect(stateOf(eventsOf(submit())).interviewers).toEqual([]);
  });

  it('names them anew until a time is fixed, and says nothing when the list is the same', () => {
    spec
      .given(eventsOf(withPanel([ANNA]), passOn()))
      .when(nameInterviewers([ANNA, BORIS]))
      .thenState((state) => expect(state.status !== 'new' && state.interviewers).toEqual([ANNA, BORIS]));
    spec
      .given(eventsOf(withPanel([ANNA]), passOn()))
      .when(nameInterviewers([ANNA]))
      .then([]);
    spec
      .given(eventsOf(withPanel([ANNA]), passOn(), acceptSlot(THURSDAY_10)))
      .when(nameInterviewers([BORIS]))
      .thenRejects('interview.already_answered');
  });

  it('refuses more than the most interviewers a candidate takes', () => {
    const many = Array.from(
      { length: MAX_INTERVIEWERS + 1 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    spec.given(eventsOf(submit(), passOn())).when(nameInterviewers(many)).thenRejects('interview.interviewers_invalid');
  });

  it('changes them with another interview, or keeps them when the client names none', () => {
    const held = eventsOf(withPanel([ANNA]), passOn(), acceptSlot(THURSDAY_10));
    spec
      .given(held)
      .when({ ...requestAnotherInterview([MONDAY_09]), interviewers: [BORIS] })
      .thenState((state) => expect(state.status !== 'new' && state.interviewers).toEqual([BORIS]));
    spec
      .given(held)
      .when(requestAnotherInterview([MONDAY_09]))
      .thenState((state) => expect(state.status !== 'new' && state.interviewers).toEqual([ANNA]));
  });

  it('offers the client the move while no time is fixed, never the agency', () => {
    const open = stateOf(eventsOf(withPanel([ANNA]), passOn()));
    expect(allowedActionsNow(candidateNow(open), 'client', NOW)).toContain('nameInterviewers');
    expect(allowedActionsNow(candidateNow(open), 'partner', NOW)).not.toContain('nameInterviewers');
    const fixed = stateOf(eventsOf(withPanel([ANNA]), passOn(), acceptSlot(THURSDAY_10)));
    expect(allowedActionsNow(candidateNow(fixed), 'client', NOW)).not.toContain('nameInterviewers');
  });
});

describe('a slot is offered only where every interviewer and the specialist are free', () => {
  it('an interview of an hour overlaps another starting less than an hour before or after it', () => {
    expect(interviewsOverlap(FRIDAY_15, { date: FRIDAY_15.date, time: '15:30' })).toBe(true);
    expect(interviewsOverlap(FRIDAY_15, { date: FRIDAY_15.date, time: '14:01' })).toBe(true);
    expect(interviewsOverlap(FRIDAY_15, { date: FRIDAY_15.date, time: '16:00' })).toBe(false);
    expect(interviewsOverlap(FRIDAY_15, { date: FRIDAY_15.date, time: '14:00' })).toBe(false);
  });

  it('refuses the agency a slot where an interviewer is busy, without saying who', () => {
    const given = eventsOf(withPanel([ANNA, BORIS]), passOn());
    const refused = candidateDecider.decide(
      { ...proposeSlots([MONDAY_09, FRIDAY_15]), calendar: hidden },
      stateOf(given),
    );
    expect(refused._unsafeUnwrapErr()).toEqual({
      code: 'interview.interviewer_busy',
      message:
        'The slot 2027-03-05 15:00 UTC cannot be offered: an interviewer of the client is busy with another interview then',
    });
    spec
      .given(given)
      .when({ ...proposeSlots([MONDAY_09]), calendar: hidden })
      .thenState(() => undefined);
  });

  it('names the busy interviewer to the client', () => {
    const held = eventsOf(withPanel([ANNA, BORIS]), passOn(), acceptSlot(THURSDAY_10));
    const refused = candidateDecider.decide(
      { ...requestAnotherInterview([FRIDAY_15], AFTER_INTERVIEW), calendar: borisBusyFriday },
      stateOf(held),
    );
    expect(refused._unsafeUnwrapErr().message).toBe(
      'The slot 2027-03-05 15:00 UTC cannot be offered: Boris Brown, one of the interviewers, has another interview then (2027-03-05 15:30 UTC)',
    );
  });

  it('refuses fixing, moving or submitting a slot inside the specialist\'s reservations or "not available" days', () => {
    const booked: SlotCalendar = {
      interviewersBusy: [],
      reservations: [{ startPeriod: '2027-03-05', endPeriod: '2027-03-06' }],
      unavailable: [{ startPeriod: '2027-03-08', endPeriod: '2027-03-08' }],
    };
    spec
      .given(eventsOf(submit(), passOn()))
      .when({ ...acceptSlot(FRIDAY_15), calendar: booked })
      .thenRejects('interview.specialist_booked');
    spec
      .given(eventsOf(submit(), passOn()))
      .when({ ...proposeSlots([MONDAY_09]), calendar: booked })
      .thenRejects('interview.specialist_unavailable');
    spec
      .given(eventsOf(submit(), passOn(), acceptSlot(THURSDAY_10)))
      .when({
        ...proposeSlots([MONDAY_09]),
        action: 'proposeReschedule',
        side: 'client',
        reason: 'Ill',
        calendar: booked,
      })
      .thenRejects('interview.specialist_unavailable');
    spec
      .given([])
      .when({ ...submit(), calendar: booked })
      .thenRejects('interview.specialist_booked');
    spec
      .given(eventsOf(submit(), passOn()))
      .when({ ...acceptSlot(THURSDAY_10), calendar: booked })
      .thenState((state) => expect(state.status !== 'new' && state.interviewAt).toEqual(THURSDAY_10));
  });

  it('a slot ending past midnight UTC touches the next day', () => {
    const nextDay: SlotCalendar = {
      interviewersBusy: [],
      reservations: [{ startPeriod: '2027-03-09', endPeriod: '2027-03-09' }],
      unavailable: [],
    };
    expect(collisionOf({ date: '2027-03-08', time: '23:30' }, nextDay)?.reason).toBe('specialist_booked');
    expect(collisionOf({ date: '2027-03-08', time: '22:00' }, nextDay)).toBeNull();
    expect(checkSlotsFree([MONDAY_09], undefined).isOk()).toBe(true);
  });
});
