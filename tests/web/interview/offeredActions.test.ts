import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  candidateSides,
  candidateStatuses,
  moveActionTo,
  type CandidateAction,
  type CandidateSide,
  type CandidateStatus,
} from '../../../domain/interview/interview.status';
import {
  canChangeClientPrice,
  nextStatusesOf,
  rowActionsOf,
} from '../../../web/src/features/interview/candidateActions';
import { RowActionButtons } from '../../../web/src/features/interview/RowActionButtons';

/** The button labels a list row shows, read from the rendered markup (the hidden "for <name>" left out). */
const rowButtonLabels = (allowed: readonly CandidateAction[]): string[] => {
  const markup = renderToStaticMarkup(
    createElement(
      MantineProvider,
      null,
      createElement(RowActionButtons, {
        actions: rowActionsOf(allowed),
        specialistName: 'Anna Smith',
        onOpen: () => undefined,
      }),
    ),
  );
  return [...markup.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map((match) =>
    (match[1] ?? '')
      .replace(/<[^>]*>[^<]*for Anna Smith<\/[^>]*>/g, '')
      .replace(/<[^>]*>/g, '')
      .trim(),
  );
};

/** The row buttons by label; 'Decline' is the agency's answer or, on the client's list, the client's decision. */
const rowButtonActions = (side: CandidateSide): Record<string, CandidateAction> => ({
  'Accept slot': 'acceptSlot',
  'Propose other slots': 'proposeSlots',
  Decline: side === 'client' ? 'declineCandidate' : 'decline',
  'Choose a time': 'chooseProposedSlot',
  Hire: 'hire',
  'Another interview': 'requestAnotherInterview',
  'Pick a new time': 'pickRescheduledSlot',
  Reschedule: 'proposeReschedule',
  'Cancel interview': 'cancelInterview',
  'Video call link': 'setVideoLink',
  Interviewers: 'nameInterviewers',
});
/** The moves of the interview's time and its video link, which the manager's candidate page offers as the rows' buttons. */
const interviewTimeMoves: readonly CandidateAction[] = [
  'proposeReschedule',
  'pickRescheduledSlot',
  'cancelInterview',
  'setVideoLink',
];

/** What the web offers one side on a candidate whose server answer allows `allowed`, as actions of the table. */
const offeredBy = (
  side: CandidateSide,
  status: CandidateStatus,
  allowed: readonly CandidateAction[],
): CandidateAction[] => {
  if (side !== 'manager')
    return rowButtonLabels(allowed).map(
      (label) => rowButtonActions(side)[label] ?? (`unknown button ${label}` as CandidateAction),
    );
  const moves = nextStatusesOf(status, allowed).map(
    (next) => moveActionTo(status, next) ?? (`no move to ${next}` as CandidateAction),
  );
  const timeMoves = rowButtonLabels(allowed.filter((action) => interviewTimeMoves.includes(action))).map(
    (label) => rowButtonActions(side)[label] ?? (`unknown button ${label}` as CandidateAction),
  );
  return [...moves, ...(canChangeClientPrice(allowed) ? (['changeClientPrice'] as const) : []), ...timeMoves];
};

describe("the web offers exactly the domain's allowed actions", () => {
  for (const side of candidateSides) {
    for (const status of candidateStatuses) {
      it(`${side}, ${status}`, () => {
        const allowed = allowedActions(status, side);
        expect(offeredBy(side, status, allowed).sort()).toEqual([...allowed].sort());
      });
    }
  }

  it('a side is never offered another side’s actions, even if an answer carried them', () => {
    const everything = candidateSides.flatMap((side) =>
      candidateStatuses.flatMap((status) => allowedActions(status, side)),
    );
    expect(rowButtonLabels(everything)).toEqual([
      'Accept slot',
      'Propose other slots',
      'Decline',
      'Choose a time',
      'Hire',
      'Decline',
      'Another interview',
      'Pick a new time',
      'Reschedule',
      'Cancel interview',
      'Video call link',
      'Interviewers',
    ]);
    expect(rowButtonLabels(allowedActions('review_by_manager', 'manager'))).toEqual([]);
  });

  it('the manager is offered the next statuses of the table, in its order, and nothing from a closed candidate', () => {
    expect(nextStatusesOf('approved', allowedActions('approved', 'manager'))).toEqual([
      'waiting-start-work',
      'rejected',
    ]);
    expect(nextStatusesOf('review_by_manager', allowedActions('review_by_manager', 'manager'))).toEqual([
      'interview_with_tn_hr',
      'CV_pending_client',
      'interview',
      'rejected',
    ]);
    expect(nextStatusesOf('finished', allowedActions('finished', 'manager'))).toEqual([]);
    expect(canChangeClientPrice(allowedActions('rejected', 'manager'))).toBe(false);
  });
});
