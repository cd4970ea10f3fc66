import { describe, expect, it } from 'vitest';
import { candidateDecider } from '../../../domain/interview/interview.decide';
import {
  allowedActions,
  allowedActionsNow,
  waitingFor,
  type CandidateNow,
} from '../../../domain/interview/interview.status';
import { deciderSpecification } from '../../support/deciderSpecification';
import {
  acceptSlot,
  AFTER_INTERVIEW,
  passOn,
  chooseProposedSlot,
  declineByClient,
  FRIDAY_15,
  hire,
  THURSDAY_10,
  MONDAY_09,
  move,
  NOW,
  requestAnotherInterview,
  proposeSlots,
  START_DAY,
  submit,
  eventsOf,
} from '../../support/interviewFixtures';

const spec = deciderSpecification(candidateDecider);

/** The interview with the specialist fixed for Thursday 4 March 2027 at 10:00 UTC. */
const interviewed = () => eventsOf(submit(), passOn(), acceptSlot(THURSDAY_10));

describe('the client decides after the interview (issue 32)', () => {
  it('hires the specialist once the interview has begun: the candidate is approved', () => {
    spec
      .given(interviewed())
      .when(hire())
      .then([{ type: 'CandidateHired', data: { candidateId: 'cand-1' }, metadata: hire().metadata }]);
    spec
      .given(interviewed())
      .when(hire())
      .thenState((candidate) => expect(candidate.status).toBe('approved'));
  });

  it('cannot decide before the interview time', () => {
    spec.given(interviewed()).when(hire(NOW)).thenRejects('interview.not_held');
    spec.given(interviewed()).when(declineByClient('Too junior', NOW)).thenRejects('interview.not_held');
    spec
      .given(interviewed())
      .when(requestAnotherInterview([MONDAY_09], NOW))
      .thenRejects('interview.not_held');
  });

  it('cannot decide on a candidate not interviewed, nor twice', () => {
    spec.given(eventsOf(submit(), passOn())).when(hire()).thenRejects('interview.not_interviewed');
    spec
      .given([...interviewed(), ...eventsOf()])
      .when(hire())
      .thenState(() => undefined);
    const hired = [
      ...interviewed(),
      ...candidateDecider
        .decide(hire(), interviewed().reduce(candidateDecider.evolve, candidateDecider.initialState()))
        ._unsafeUnwrap(),
    ];
    spec.given(hired).when(hire()).thenRejects('interview.not_interviewed');
  });

  it('declines with a reason the agency reads: the candidate is rejected', () => {
    spec.given(interviewed()).when(declineByClient('  ')).thenRejects('interview.reason_required');
    spec
      .given(interviewed())
      .when(declineByClient('Looking for more backend depth'))
      .thenState((candidate) =>
        expect(candidate).toMatchObject({ status: 'rejected', declineReason: 'Looking for more backend depth' }),
      );
  });

  it('asks for another interview: new slots replace the offer, no interview is fixed, the agency answers again', () => {
    const again = [...interviewed(), ...eventsOf()];
    spec
      .given(again)
      .when(requestAnotherInterview([FRIDAY_15]))
      .thenState((candidate) =>
        expect(candidate).toMatchObject({ status: 'interview', interviewAt: null, proposedSlots: [] }),
      );
    const asked = [
      ...interviewed(),
      ...candidateDecider
        .decide(
          requestAnotherInterview([FRIDAY_15]),
          interviewed().reduce(candidateDecider.evolve, candidateDecider.initialState()),
        )
        ._unsafeUnwrap(),
    ];
    spec
      .given(asked)
      .when({ ...acceptSlot(FRIDAY_15), now: AFTER_INTERVIEW })
      .thenState((candidate) => expect(candidate).toMatchObject({ status: 'interview', interviewAt: FRIDAY_15 }));
    spec
      .given(asked)
      .when({ ...acceptSlot(THURSDAY_10), now: AFTER_INTERVIEW })
      .thenRejects('interview.slot_not_offered');
    spec.given(asked).when(hire()).thenRejects('interview.not_held');
    spec
      .given(interviewed())
      .when(requestAnotherInterview([{ date: '2027-03-06', time: '10:00' }]))
      .thenRejects('interview.slot_not_working_day');
  });

  it("the manager's approval stays, for a client who asks: it is a move by the manager", () => {
    spec
      .given(interviewed())
      .when(move('approved'))
      .thenState((candidate) => expect(candidate.status).toBe('approved'));
  });
});

describe("the manager's review comes first (issue 32)", () => {
  it('leaves the agency nothing to do while the request is in review, and the client only its interviewers', () => {
    expect(allowedActions('review_by_manager', 'partner')).toEqual([]);
    expect(allowedActions('review_by_manager', 'client')).toEqual(['nameInterviewers']);
    spec.given(eventsOf(submit())).when(acceptSlot(FRIDAY_15)).thenRejects('interview.already_answered');
    spec
      .given(eventsOf(submit()))
      .when(proposeSlots([MONDAY_09]))
      .thenRejects('interview.already_answered');
  });

  it('hands the request to the agency when the manager passes it on', () => {
    for (const to of ['interview_with_tn_hr', 'CV_pending_client', 'interview'] as const)
      expect(allowedActionsNow({ ...fresh, status: to }, 'partner', NOW)).toEqual([
        'acceptSlot',
        'proposeSlots',
        'decline',
      ]);
  });
});

describe('work starts when the booking starts (issue 32)', () => {
  const waiting = () =>
    eventsOf(submit(), passOn(), acceptSlot(THURSDAY_10), move('approved'), move('waiting-start-work'));

  it('refuses the move to working before the first day of the booking', () => {
    spec.given(waiting()).when(move('working', '2027-03-31T23:59')).thenRejects('interview.not_started');
    spec
      .given(waiting())
      .when(move('working', START_DAY))
      .thenState((candidate) => expect(candidate.status).toBe('working'));
  });

  it('offers the move only from that day', () => {
    const candidate: CandidateNow = { ...fresh, status: 'waiting-start-work', interviewAt: THURSDAY_10 };
    expect(allowedActionsNow(candidate, 'manager', NOW)).toEqual(['reject', 'changeClientPrice']);
    expect(allowedActionsNow(candidate, 'manager', START_DAY)).toEqual(['startWork', 'reject', 'changeClientPrice']);
  });
});

const fresh: CandidateNow = {
  status: 'review_by_manager',
  proposedSlots: [],
  interviewAt: null,
  startPeriod: '2027-04-01',
};

describe('whose turn it is, read from the table', () => {
  const cases: [string, CandidateNow, string, ReturnType<typeof waitingFor>][] = [
    ['in review', fresh, NOW, 'manager'],
    ['passed on to the agency', { ...fresh, status: 'CV_pending_client' }, NOW, 'partner'],
    [
      'times proposed to the client',
      { ...fresh, status: 'CV_pending_client', proposedSlots: [MONDAY_09] },
      NOW,
      'client',
    ],
    [
      'proposed times all passed',
      { ...fresh, status: 'CV_pending_client', proposedSlots: [THURSDAY_10] },
      AFTER_INTERVIEW,
      'partner',
    ],
    ['interview ahead', { ...fresh, status: 'interview', interviewAt: THURSDAY_10 }, NOW, 'client'],
    ['interview held', { ...fresh, status: 'interview', interviewAt: THURSDAY_10 }, AFTER_INTERVIEW, 'client'],
    ['another interview asked', { ...fresh, status: 'interview', interviewAt: null }, AFTER_INTERVIEW, 'partner'],
    ['hired', { ...fresh, status: 'approved', interviewAt: THURSDAY_10 }, AFTER_INTERVIEW, 'manager'],
    ['booking not started', { ...fresh, status: 'waiting-start-work' }, NOW, 'manager'],
    ['working', { ...fresh, status: 'working' }, START_DAY, null],
    ['rejected', { ...fresh, status: 'rejected' }, NOW, null],
    ['finished', { ...fresh, status: 'finished' }, NOW, null],
  ];
  for (const [name, candidate, now, side] of cases)
    it(`${name}: ${side ?? 'nobody'}`, () => expect(waitingFor(candidate, now)).toBe(side));

  it("offers the client's decisions only once the interview has begun", () => {
    const fixed: CandidateNow = { ...fresh, status: 'interview', interviewAt: THURSDAY_10 };
    // Before it, the client may only move or cancel it (issue 34).
    expect(allowedActionsNow(fixed, 'client', NOW)).toEqual(['proposeReschedule', 'cancelInterview']);
    expect(allowedActionsNow(fixed, 'client', AFTER_INTERVIEW)).toEqual([
      'hire',
      'declineCandidate',
      'requestAnotherInterview',
    ]);
    expect(allowedActionsNow(fixed, 'partner', AFTER_INTERVIEW)).toEqual([]);
    expect(allowedActionsNow(fixed, 'manager', AFTER_INTERVIEW)).toEqual(['approve', 'reject', 'changeClientPrice']);
  });

  it('lets the client choose a proposed time only while no interview is fixed', () => {
    spec
      .given(eventsOf(submit(), passOn(), proposeSlots([MONDAY_09]), acceptSlot(FRIDAY_15)))
      .when(chooseProposedSlot(MONDAY_09))
      .thenRejects('interview.already_answered');
  });
});
