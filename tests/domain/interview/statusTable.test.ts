import { describe, expect, it } from 'vitest';
import { candidateDecider, decide } from '../../../domain/interview/interview.decide';
import type { CandidateCommand } from '../../../domain/interview/interview.commands';
import type { CandidateEvent } from '../../../domain/interview/interview.events';
import { evolve, initialState } from '../../../domain/interview/interview.state';
import {
  actionsOfSide,
  allowedActions,
  allowedActionsNow,
  candidateActions,
  candidateSides,
  candidateStatuses,
  transitions,
  type CandidateAction,
  type CandidateSide,
  type CandidateStatus,
} from '../../../domain/interview/interview.status';
import {
  acceptSlot,
  changePrice,
  chooseProposedSlot,
  decline,
  FRIDAY_15,
  MONDAY_09,
  move,
  NOW,
  proposeSlots,
  submit,
  THURSDAY_10,
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
] as const satisfies readonly CandidateAction[];
type Row = readonly [CandidateStatus, ...(CandidateStatus | null)[]];
const table: readonly Row[] = [
  // status  toHr  toCv  toIv  approve  toWait  start  finish  reject  price   accept  propose  decline  choose
  //   (manager: toHr .. price; partner: accept, propose, decline; client: choose)
  [review, hr, cv, iv, no, no, no, no, rej, review, iv, review, rej, iv],
  [hr, no, cv, iv, no, no, no, no, rej, hr, iv, hr, rej, iv],
  [cv, hr, no, iv, no, no, no, no, rej, cv, iv, cv, rej, iv],
  [iv, no, no, no, appr, no, no, no, rej, iv, no, no, no, no],
  [appr, no, no, no, no, wait, no, no, rej, appr, no, no, no, no],
  [wait, no, no, no, no, no, work, no, rej, wait, no, no, no, no],
  [work, no, no, no, no, no, no, done, no, work, no, no, no, no],
  [rej, no, no, no, no, no, no, no, no, no, no, no, no, no],
  [done, no, no, no, no, no, no, no, no, no, no, no, no, no],
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

const eventsOf = (...commands: CandidateCommand[]): CandidateEvent[] =>
  commands.reduce<CandidateEvent[]>((events, command) => {
    const state = events.reduce(evolve, initialState());
    return [...events, ...decide(command, state)._unsafeUnwrap()];
  }, []);

/** A history leading to each status; before the interview the partner has proposed Monday 09:00, so the client can choose it. */
const historyOf: Record<CandidateStatus, CandidateCommand[]> = {
  review_by_manager: [submit(), proposeSlots([MONDAY_09])],
  interview_with_tn_hr: [submit(), proposeSlots([MONDAY_09]), move(hr)],
  CV_pending_client: [submit(), proposeSlots([MONDAY_09]), move(cv)],
  interview: [submit(), acceptSlot(THURSDAY_10)],
  approved: [submit(), acceptSlot(THURSDAY_10), move(appr)],
  'waiting-start-work': [submit(), acceptSlot(THURSDAY_10), move(appr), move(wait)],
  working: [submit(), acceptSlot(THURSDAY_10), move(appr), move(wait), move(work)],
  rejected: [submit(), decline('Booked elsewhere')],
  finished: [submit(), acceptSlot(THURSDAY_10), move(appr), move(wait), move(work), move(done)],
};

const commandFor = (action: CandidateAction): CandidateCommand => {
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
    default:
      return move(moveTargets[action] as CandidateStatus);
  }
};

const refusalCode = (action: CandidateAction): string =>
  action === 'changeClientPrice'
    ? 'interview.closed'
    : action in moveTargets
      ? 'interview.transition_not_allowed'
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
    const state = eventsOf(...historyOf[status]).reduce(candidateDecider.evolve, candidateDecider.initialState());

    it(`a history leads to ${status}`, () => expect(state.status).toBe(status));

    for (const action of columns) {
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
    manager: columns.slice(0, 9),
    partner: columns.slice(9, 12),
    client: columns.slice(12),
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

  it('offer the client a proposed time only while one of them is still ahead', () => {
    const pastToday = { date: '2027-03-03', time: '10:00' };
    expect(allowedActionsNow({ status: review, proposedSlots: [MONDAY_09] }, 'client', NOW)).toEqual([
      'chooseProposedSlot',
    ]);
    expect(allowedActionsNow({ status: review, proposedSlots: [pastToday, MONDAY_09] }, 'client', NOW)).toEqual([
      'chooseProposedSlot',
    ]);
    expect(allowedActionsNow({ status: review, proposedSlots: [] }, 'client', NOW)).toEqual([]);
    expect(allowedActionsNow({ status: review, proposedSlots: [pastToday] }, 'client', NOW)).toEqual([]);
    expect(allowedActionsNow({ status: iv, proposedSlots: [MONDAY_09] }, 'client', NOW)).toEqual([]);
    expect(allowedActionsNow({ status: rej, proposedSlots: [MONDAY_09] }, 'client', NOW)).toEqual([]);
  });

  it('leave the partner and the manager what the table allows, whatever the clock says', () => {
    expect(allowedActionsNow({ status: review, proposedSlots: [] }, 'partner', NOW)).toEqual([
      'acceptSlot',
      'proposeSlots',
      'decline',
    ]);
    expect(allowedActionsNow({ status: work, proposedSlots: [] }, 'manager', NOW)).toEqual([
      'finish',
      'changeClientPrice',
    ]);
  });
});
