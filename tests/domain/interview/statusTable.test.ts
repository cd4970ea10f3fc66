import { describe, expect, it } from 'vitest';
import { candidateDecider, decide } from '../../../domain/interview/interview.decide';
import type { CandidateCommand } from '../../../domain/interview/interview.commands';
import { evolve } from '../../../domain/interview/interview.state';
import type { InterviewSlot } from '../../../domain/interview/interview.slots';
import {
  actionsOfSide,
  allowedActions,
  allowedActionsNow,
  candidateActions,
  candidateSides,
  candidateStatuses,
  clientDecisions,
  transitions,
  type CandidateAction,
  type CandidateSide,
  type CandidateStatus,
} from '../../../domain/interview/interview.status';
import {
  acceptSlot,
  AFTER_INTERVIEW,
  passOn,
  changePrice,
  chooseProposedSlot,
  decline,
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

const no = null;
const review = 'review_by_manager';
const hr = 'interview_with_tn_hr';
const cv = 'CV_pending_client';
const iv = 'interview';
const appr = 'approved';
const wait = 'waiting-start-work';
const work = 'working';
const done = 'finished';
const rej = 'rejected';

/** The candidate pipeline written out: status x action -> next status, `no` where the action is refused. */
const columns = [
  'moveToTnHrInterview',
  'moveToCvPendingClient',
  'moveToInterview',
  'approve',
  'moveToWaitingStartWork',
  'startWork',
  'finish',
  'reject',
  'changeClientPrice',
  'acceptSlot',
  'proposeSlots',
  'decline',
  'chooseProposedSlot',
  'hire',
  'declineCandidate',
  'requestAnotherInterview',
  'proposeReschedule',
  'pickRescheduledSlot',
  'cancelInterview',
  'setVideoLink',
  'nameInterviewers',
] as const satisfies readonly CandidateAction[];
type Row = readonly [CandidateStatus, ...(CandidateStatus | null)[]];
const table: readonly Row[] = [
  // status  toHr  toCv  toIv  approve  toWait  start  finish  reject  price   accept  propose  decline  choose  hire  declineC  another  resched  pick  cancel  video  panel
  //   (manager: toHr .. price; partner: accept, propose, decline; client: choose, hire, declineCandidate, another;
  //    every side, the manager for either party: reschedule, pick a rescheduled time, cancel; the agency and the
  //    manager: the video link; the client: its interviewers, until an interview time is fixed)
  [review, hr, cv, iv, no, no, no, no, rej, review, no, no, no, no, no, no, no, no, no, no, no, review],
  [hr, no, cv, iv, no, no, no, no, rej, hr, iv, hr, rej, iv, no, no, no, no, no, no, no, hr],
  [cv, hr, no, iv, no, no, no, no, rej, cv, iv, cv, rej, iv, no, no, no, no, no, no, no, cv],
  [iv, no, no, no, appr, no, no, no, rej, iv, iv, iv, rej, iv, appr, rej, iv, iv, iv, iv, iv, iv],
  [appr, no, no, no, no, wait, no, no, rej, appr, no, no, no, no, no, no, no, no, no, no, no, no],
  [wait, no, no, no, no, no, work, no, rej, wait, no, no, no, no, no, no, no, no, no, no, no, no],
  [work, no, no, no, no, no, no, done, no, work, no, no, no, no, no, no, no, no, no, no, no, no],
  [rej, no, no, no, no, no, no, no, no, no, no, no, no, no, no, no, no, no, no, no, no, no],
  [done, no, no, no, no, no, no, no, no, no, no, no, no, no, no, no, no, no, no, no, no, no],
];
const expectedCell = (status: CandidateStatus, action: CandidateAction): CandidateStatus | null => {
  const row = table.find(([s]) => s === status) as Row;
  return row[columns.indexOf(action as (typeof columns)[number]) + 1] ?? null;
};

/** Where each manager move leads, whatever the status it starts from. */
const moveTargets: Record<string, CandidateStatus> = {
  moveToTnHrInterview: hr,
  moveToCvPendingClient: cv,
  moveToInterview: iv,
  approve: appr,
  moveToWaitingStartWork: wait,
  startWork: work,
  finish: done,
  reject: rej,
};

/**
 * A history leading to each status, every command of it at or before `AFTER_INTERVIEW` (when the cells are tried): the
 * partner has proposed Monday 09:00, so the client can choose it; an interview fixed on Thursday has been held; work
 * started on the booking's first day.
 */
const historyOf: Record<CandidateStatus, CandidateCommand[]> = {
  review_by_manager: [submit()],
  interview_with_tn_hr: [submit(), move(hr), proposeSlots([MONDAY_09])],
  CV_pending_client: [submit(), move(cv), proposeSlots([MONDAY_09])],
  interview: [submit(), passOn(), acceptSlot(THURSDAY_10)],
  approved: [submit(), passOn(), acceptSlot(THURSDAY_10), move(appr)],
  'waiting-start-work': [submit(), passOn(), acceptSlot(THURSDAY_10), move(appr), move(wait)],
  working: [submit(), passOn(), acceptSlot(THURSDAY_10), move(appr), move(wait), move(work, START_DAY)],
  rejected: [submit(), passOn(), decline('Booked elsewhere')],
  finished: [
    submit(),
    passOn(),
    acceptSlot(THURSDAY_10),
    move(appr),
    move(wait),
    move(work, START_DAY),
    move(done, START_DAY),
  ],
};

/** In an interview, the agency answers and the client chooses only after the client asked for another one. */
const answersAgain: CandidateCommand[] = [
  ...historyOf.interview,
  requestAnotherInterview([FRIDAY_15]),
  { ...proposeSlots([MONDAY_09]), now: AFTER_INTERVIEW },
];
const answerActions: readonly CandidateAction[] = ['acceptSlot', 'proposeSlots', 'decline', 'chooseProposedSlot'];
/** Before the interview the client proposed to move it, so the agency can pick. */
const rescheduleProposed: CandidateCommand[] = [
  ...historyOf.interview,
  { ...proposeSlots([MONDAY_09]), action: 'proposeReschedule', side: 'client', reason: 'Ill' },
];
const historyFor = (status: CandidateStatus, action: CandidateAction): CandidateCommand[] =>
  status === iv && (answerActions.includes(action) || action === 'nameInterviewers')
    ? answersAgain
    : status === iv && action === 'pickRescheduledSlot'
      ? rescheduleProposed
      : historyOf[status];
const rescheduleColumns: readonly CandidateAction[] = ['proposeReschedule', 'pickRescheduledSlot', 'cancelInterview'];

/** Every cell is tried after the interview, and a move on the booking's first day; time's own rules are tested apart. */
const commandFor = (action: CandidateAction): CandidateCommand => ({
  ...commandAt(action),
  // A fixed interview moves or is cancelled only while it is ahead.
  now:
    action in moveTargets ? START_DAY : [...rescheduleColumns, 'setVideoLink'].includes(action) ? NOW : AFTER_INTERVIEW,
});
const commandAt = (action: CandidateAction): CandidateCommand => {
  switch (action) {
    case 'changeClientPrice':
      return changePrice(7000);
    case 'acceptSlot':
      return acceptSlot(FRIDAY_15);
    case 'proposeSlots':
      return proposeSlots([MONDAY_09, FRIDAY_15]);
    case 'decline':
      return decline('Not available');
    case 'chooseProposedSlot':
      return chooseProposedSlot(MONDAY_09);
    case 'hire':
      return hire();
    case 'declineCandidate':
      return declineByClient('Not the right fit');
    case 'requestAnotherInterview':
      return requestAnotherInterview([MONDAY_09]);
    case 'proposeReschedule':
      return { ...proposeSlots([FRIDAY_15]), action: 'proposeReschedule', side: 'partner', reason: 'Ill' };
    case 'pickRescheduledSlot':
      return { ...acceptSlot(MONDAY_09), action: 'pickRescheduledSlot', side: 'partner' };
    case 'cancelInterview':
      return { ...decline('On hold'), action: 'cancelInterview', side: 'client' };
    case 'setVideoLink':
      return { ...changePrice(1), action: 'setVideoLink', videoUrl: 'https://meet.example.com/room' };
    case 'nameInterviewers':
      return { ...changePrice(1), action: 'nameInterviewers', interviewers: ['interviewer-1'] };
    default:
      return move(moveTargets[action] as CandidateStatus);
  }
};

const refusalCode = (action: CandidateAction): string =>
  action === 'changeClientPrice' || action === 'nameInterviewers'
    ? 'interview.closed'
    : action in moveTargets
      ? 'interview.transition_not_allowed'
      : (clientDecisions as readonly string[]).includes(action)
        ? 'interview.not_interviewed'
        : [...rescheduleColumns, 'setVideoLink'].includes(action)
          ? 'interview.not_fixed'
          : 'interview.already_answered';

describe('the candidate status table', () => {
  it('is the table written above, cell for cell', () => {
    const written = Object.fromEntries(
      candidateStatuses.map((status) => [
        status,
        Object.fromEntries(
          columns.flatMap((action) => {
            const next = expectedCell(status, action);
            return next ? [[action, next]] : [];
          }),
        ),
      ]),
    );
    expect(transitions).toEqual(written);
    expect([...candidateActions].sort()).toEqual([...columns].sort());
    expect(table.map(([status]) => status).sort()).toEqual([...candidateStatuses].sort());
  });

  for (const status of candidateStatuses) {
    const stateOf = (action: CandidateAction) =>
      eventsOf(...historyFor(status, action)).reduce(candidateDecider.evolve, candidateDecider.initialState());

    it(`a history leads to ${status}`, () => expect(stateOf('changeClientPrice').status).toBe(status));

    for (const action of columns) {
      const state = stateOf(action);
      const next = expectedCell(status, action);
      if (next) {
        it(`${status} --${action}--> ${next}`, () => {
          const events = decide(commandFor(action), state)._unsafeUnwrap();
          expect(events).toHaveLength(1);
          expect(events.reduce(evolve, state).status).toBe(next);
        });
      } else {
        it(`${status} refuses ${action} (${refusalCode(action)})`, () => {
          expect(decide(commandFor(action), state)._unsafeUnwrapErr().code).toBe(refusalCode(action));
        });
      }
    }
  }
});

describe('the actions each side is offered', () => {
  const sideColumns: Record<CandidateSide, readonly CandidateAction[]> = {
    manager: [...columns.slice(0, 9), ...rescheduleColumns, 'setVideoLink'],
    partner: [...columns.slice(9, 12), ...rescheduleColumns, 'setVideoLink'],
    client: [...columns.slice(12, 19), 'nameInterviewers'],
  };

  it('are the columns of each side', () => {
    for (const side of candidateSides) expect([...actionsOfSide[side]].sort()).toEqual([...sideColumns[side]].sort());
  });

  for (const status of candidateStatuses) {
    for (const side of candidateSides) {
      it(`${side} on ${status}: the side's row of the table`, () => {
        const row = sideColumns[side].filter((action) => expectedCell(status, action) !== null);
        expect([...allowedActions(status, side)].sort()).toEqual([...row].sort());
      });
    }
  }

  const at = (status: CandidateStatus, proposedSlots: InterviewSlot[] = []) => ({
    status,
    proposedSlots,
    interviewAt: null,
    startPeriod: '2027-04-01',
  });

  it('offer the client a proposed time only while one of them is still ahead, and its interviewers until one is fixed', () => {
    const pastToday = { date: '2027-03-03', time: '10:00' };
    expect(allowedActionsNow(at(cv, [MONDAY_09]), 'client', NOW)).toEqual(['chooseProposedSlot', 'nameInterviewers']);
    expect(allowedActionsNow(at(cv, [pastToday, MONDAY_09]), 'client', NOW)).toEqual([
      'chooseProposedSlot',
      'nameInterviewers',
    ]);
    expect(allowedActionsNow(at(cv), 'client', NOW)).toEqual(['nameInterviewers']);
    expect(allowedActionsNow(at(cv, [pastToday]), 'client', NOW)).toEqual(['nameInterviewers']);
    // With the interview fixed and ahead, the client may only move or cancel it.
    expect(allowedActionsNow({ ...at(iv, [MONDAY_09]), interviewAt: THURSDAY_10 }, 'client', NOW)).toEqual([
      'proposeReschedule',
      'cancelInterview',
    ]);
    expect(allowedActionsNow(at(rej, [MONDAY_09]), 'client', NOW)).toEqual([]);
  });

  it('leave the partner and the manager what the table allows while the clock does not matter', () => {
    expect(allowedActionsNow(at(hr), 'partner', NOW)).toEqual(['acceptSlot', 'proposeSlots', 'decline']);
    expect(allowedActionsNow(at(work), 'manager', NOW)).toEqual(['finish', 'changeClientPrice']);
  });
});
