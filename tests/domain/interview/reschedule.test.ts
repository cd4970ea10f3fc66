import { describe, expect, it } from 'vitest';
import type {
  CancelInterview,
  PickRescheduledSlot,
  ProposeReschedule,
} from '../../../domain/interview/interview.commands';
import { candidateDecider } from '../../../domain/interview/interview.decide';
import type { InterviewSlot } from '../../../domain/interview/interview.slots';
import {
  allowedActions,
  allowedActionsNow,
  waitingFor,
  type CandidateNow,
  type InterviewParty,
} from '../../../domain/interview/interview.status';
import { candidateNow } from '../../../domain/interview/interview.state';
import type { EventMetadata } from '../../../domain/shared/eventMetadata';
import { deciderSpecification } from '../../support/deciderSpecification';
import {
  acceptSlot,
  AFTER_INTERVIEW,
  passOn,
  FRIDAY_15,
  THURSDAY_10,
  MONDAY_09,
  NOW,
  proposeSlots,
  stateOf,
  submit,
  eventsOf,
} from '../../support/interviewFixtures';

const spec = deciderSpecification(candidateDecider);
const metadata: EventMetadata = { actorId: 'user-2', actorRole: 'partner', at: new Date('2027-03-03T10:30:00Z') };
const context = { candidateId: 'cand-1', metadata, now: NOW };
const TUESDAY_11: InterviewSlot = { date: '2027-03-09', time: '11:00' };

const propose = (
  side: InterviewParty,
  slots: InterviewSlot[],
  reason = 'Our interviewer is ill',
): ProposeReschedule => ({
  ...context,
  action: 'proposeReschedule',
  side,
  slots,
  reason,
});
const pick = (side: InterviewParty | null, slot: InterviewSlot, now = NOW): PickRescheduledSlot => ({
  ...context,
  now,
  action: 'pickRescheduledSlot',
  side,
  slot,
});
const cancel = (side: InterviewParty, reason = 'The position is on hold', now = NOW): CancelInterview => ({
  ...context,
  now,
  action: 'cancelInterview',
  side,
  reason,
});

/** The interview fixed for Thursday 4 March 2027 at 10:00 UTC, still ahead at NOW. */
const fixed = () => eventsOf(submit(), passOn(), acceptSlot(THURSDAY_10));

describe('moving a fixed interview (issue 34)', () => {
  it('either party proposes new times with a reason; the interview keeps its time until the other party picks', () => {
    for (const side of ['client', 'partner'] as const) {
      spec
        .given(fixed())
        .when(propose(side, [MONDAY_09, FRIDAY_15]))
        .then([
          {
            type: 'InterviewRescheduleProposed',
            data: { candidateId: 'cand-1', side, slots: [FRIDAY_15, MONDAY_09], reason: 'Our interviewer is ill' },
            metadata,
          },
        ]);
      spec
        .given(fixed())
        .when(propose(side, [MONDAY_09]))
        .thenState((candidate) => {
          expect(candidate.status).toBe('interview');
          if (candidate.status === 'new') return;
          expect(candidate.interviewAt).toEqual(THURSDAY_10);
          expect(candidate.reschedule).toEqual({ side, slots: [MONDAY_09], reason: 'Our interviewer is ill' });
        });
    }
  });

  it('needs a reason, slots that pass the working-day rule, and a time other than the fixed one', () => {
    spec
      .given(fixed())
      .when(propose('client', [MONDAY_09], '  '))
      .thenRejects('interview.reason_required');
    spec.given(fixed()).when(propose('client', [])).thenRejects('interview.slots_required');
    spec
      .given(fixed())
      .when(propose('client', [{ date: '2027-03-06', time: '10:00' }]))
      .thenRejects('interview.slot_not_working_day');
    spec
      .given(fixed())
      .when(propose('partner', [THURSDAY_10]))
      .thenRejects('interview.slot_unchanged');
  });

  it('the other party picks one of the proposed times: the interview moves, the proposal is spent', () => {
    const proposed = eventsOf(submit(), passOn(), acceptSlot(THURSDAY_10), propose('client', [MONDAY_09, TUESDAY_11]));
    spec
      .given(proposed)
      .when(pick('partner', TUESDAY_11))
      .then([
        {
          type: 'InterviewRescheduled',
          data: {
            candidateId: 'cand-1',
            side: 'partner',
            from: THURSDAY_10,
            slot: TUESDAY_11,
            reason: 'Our interviewer is ill',
          },
          metadata,
        },
      ]);
    spec
      .given(proposed)
      .when(pick('partner', TUESDAY_11))
      .thenState((candidate) => {
        if (candidate.status === 'new') throw new Error('no candidate');
        expect(candidate.interviewAt).toEqual(TUESDAY_11);
        expect(candidate.reschedule).toBeNull();
        expect(candidate.status).toBe('interview');
      });
    // The manager picks for the party that did not propose.
    spec
      .given(proposed)
      .when(pick(null, MONDAY_09))
      .thenState((candidate) => candidate.status !== 'new' && expect(candidate.interviewAt).toEqual(MONDAY_09));
  });

  it('the proposing party cannot pick its own times, nor a time nobody proposed, nor without a proposal', () => {
    const proposed = eventsOf(submit(), passOn(), acceptSlot(THURSDAY_10), propose('client', [MONDAY_09]));
    spec.given(proposed).when(pick('client', MONDAY_09)).thenRejects('interview.own_reschedule');
    spec.given(proposed).when(pick('partner', FRIDAY_15)).thenRejects('interview.slot_not_proposed');
    spec.given(fixed()).when(pick('partner', MONDAY_09)).thenRejects('interview.no_reschedule');
  });

  it('a counter-proposal replaces the pending one, and then the first party picks', () => {
    const countered = eventsOf(
      submit(),
      passOn(),
      acceptSlot(THURSDAY_10),
      propose('client', [MONDAY_09]),
      propose('partner', [TUESDAY_11], 'Monday is a holiday for the specialist'),
    );
    expect(stateOf(countered).reschedule).toEqual({
      side: 'partner',
      slots: [TUESDAY_11],
      reason: 'Monday is a holiday for the specialist',
    });
    spec
      .given(countered)
      .when(pick('client', TUESDAY_11))
      .thenState((c) => c.status !== 'new' && expect(c.interviewAt).toEqual(TUESDAY_11));
  });

  it('either party cancels with a reason: no interview is fixed, no time is offered, the candidate stays at the interview step', () => {
    spec
      .given(fixed())
      .when(cancel('partner'))
      .then([
        {
          type: 'InterviewCancelled',
          data: { candidateId: 'cand-1', side: 'partner', slot: THURSDAY_10, reason: 'The position is on hold' },
          metadata,
        },
      ]);
    const cancelled = eventsOf(submit(), passOn(), acceptSlot(THURSDAY_10), cancel('client'));
    const state = stateOf(cancelled);
    expect(state.status).toBe('interview');
    expect(state.interviewAt).toBeNull();
    expect(state.terms.slots).toEqual([]);
    expect(state.reschedule).toBeNull();
    spec.given(fixed()).when(cancel('client', ' ')).thenRejects('interview.reason_required');
    // Cancelled: nothing left to move or cancel; the agency proposes new times, which the client then picks.
    spec.given(cancelled).when(cancel('partner')).thenRejects('interview.not_fixed');
    spec
      .given(cancelled)
      .when(propose('client', [MONDAY_09]))
      .thenRejects('interview.not_fixed');
    expect(allowedActionsNow(candidateNow(state), 'partner', NOW)).toEqual(['acceptSlot', 'proposeSlots', 'decline']);
    spec
      .given(cancelled)
      .when(proposeSlots([MONDAY_09]))
      .thenState((c) => c.status !== 'new' && expect(c.proposedSlots).toEqual([MONDAY_09]));
  });

  it('neither moves nor cancels an interview that has begun, nor a candidate without one', () => {
    spec
      .given(fixed())
      .when(cancel('client', 'Too late', AFTER_INTERVIEW))
      .thenRejects('interview.already_held');
    spec
      .given(fixed())
      .when({ ...propose('client', [MONDAY_09]), now: AFTER_INTERVIEW })
      .thenRejects('interview.already_held');
    spec.given(eventsOf(submit(), passOn())).when(cancel('client')).thenRejects('interview.not_fixed');
    spec.given(eventsOf(submit())).when(cancel('client')).thenRejects('interview.not_fixed');
  });
});

describe('the moves in the status table, per side (issue 34)', () => {
  it('belong to the interview step, for the client, the agency and the manager', () => {
    for (const side of ['client', 'partner', 'manager'] as const) {
      expect(allowedActions('interview', side)).toEqual(
        expect.arrayContaining(['proposeReschedule', 'pickRescheduledSlot', 'cancelInterview']),
      );
      for (const status of ['review_by_manager', 'CV_pending_client', 'approved', 'working', 'rejected'] as const)
        expect(allowedActions(status, side)).not.toContain('cancelInterview');
    }
  });

  const fixedNow: CandidateNow = {
    status: 'interview',
    proposedSlots: [],
    interviewAt: THURSDAY_10,
    startPeriod: '2027-04-01',
    reschedule: null,
  };

  it('offers reschedule and cancel to both sides while the interview is ahead, picking only to the other side', () => {
    expect(allowedActionsNow(fixedNow, 'client', NOW)).toEqual(['proposeReschedule', 'cancelInterview']);
    expect(allowedActionsNow(fixedNow, 'partner', NOW)).toEqual([
      'proposeReschedule',
      'cancelInterview',
      'setVideoLink',
    ]);
    const byClient: CandidateNow = { ...fixedNow, reschedule: { side: 'client', slots: [MONDAY_09], reason: 'r' } };
    expect(allowedActionsNow(byClient, 'partner', NOW)).toContain('pickRescheduledSlot');
    expect(allowedActionsNow(byClient, 'client', NOW)).not.toContain('pickRescheduledSlot');
    expect(allowedActionsNow(byClient, 'manager', NOW)).toContain('pickRescheduledSlot');
    // Whose turn: the party that did not propose; a fixed interview without a proposal waits for the client's decision.
    expect(waitingFor(byClient, NOW)).toBe('partner');
    expect(waitingFor({ ...byClient, reschedule: { ...byClient.reschedule!, side: 'partner' } }, NOW)).toBe('client');
    expect(waitingFor(fixedNow, NOW)).toBe('client');
    expect(allowedActionsNow(fixedNow, 'client', AFTER_INTERVIEW)).not.toContain('cancelInterview');
  });
});
