import { describe, expect, it } from 'vitest';
import { candidateDecider } from '../../../domain/interview/interview.decide';
import type { CandidateStatus } from '../../../domain/interview/interview.status';
import type { CandidateCommand } from '../../../domain/interview/interview.commands';
import { deciderSpecification } from '../../support/deciderSpecification';
import {
  acceptSlot,
  passOn,
  changePrice,
  chooseProposedSlot,
  decline,
  FRIDAY_15,
  THURSDAY_10,
  MONDAY_09,
  move,
  proposeSlots,
  START_DAY,
  submit,
  eventsOf,
} from '../../support/interviewFixtures';

const spec = deciderSpecification(candidateDecider);

/** The shortest way to reach each status along the table. */
const pathTo: Record<CandidateStatus, CandidateCommand[]> = {
  review_by_manager: [submit()],
  interview_with_tn_hr: [submit(), move('interview_with_tn_hr')],
  CV_pending_client: [submit(), move('CV_pending_client')],
  interview: [submit(), passOn(), acceptSlot(THURSDAY_10)],
  approved: [submit(), passOn(), acceptSlot(THURSDAY_10), move('approved')],
  rejected: [submit(), move('rejected')],
  'waiting-start-work': [submit(), passOn(), acceptSlot(THURSDAY_10), move('approved'), move('waiting-start-work')],
  working: [
    submit(),
    passOn(),
    acceptSlot(THURSDAY_10),
    move('approved'),
    move('waiting-start-work'),
    move('working', START_DAY),
  ],
  finished: [
    submit(),
    passOn(),
    acceptSlot(THURSDAY_10),
    move('approved'),
    move('waiting-start-work'),
    move('working', START_DAY),
    move('finished', START_DAY),
  ],
};

describe('a submitted interview request', () => {
  it('starts in review by the manager at the catalogue price', () => {
    spec
      .given([])
      .when(submit())
      .thenState((candidate) => {
        expect(candidate.status).toBe('review_by_manager');
        expect(candidate.status !== 'new' && candidate.clientHourPriceCents).toBe(6300);
      });
  });

  it('is not submitted twice', () => {
    spec.given(eventsOf(submit(), passOn())).when(submit()).then([]);
  });

  it('needs valid slots', () => {
    spec
      .given([])
      .when(submit([{ date: '2027-03-06', time: '10:00' }]))
      .thenRejects('interview.slot_not_working_day');
  });
});

describe('the partner answers', () => {
  it('accepts one of the offered slots: the interview is fixed', () => {
    spec
      .given(eventsOf(submit(), passOn()))
      .when(acceptSlot(FRIDAY_15))
      .thenState((candidate) => {
        expect(candidate.status).toBe('interview');
        expect(candidate.status !== 'new' && candidate.interviewAt).toEqual(FRIDAY_15);
      });
  });

  it('cannot accept a slot nobody offered', () => {
    spec.given(eventsOf(submit(), passOn())).when(acceptSlot(MONDAY_09)).thenRejects('interview.slot_not_offered');
  });

  it('proposes other slots, which can then be accepted', () => {
    spec
      .given(eventsOf(submit(), passOn(), proposeSlots([MONDAY_09])))
      .when(acceptSlot(MONDAY_09))
      .thenState((candidate) => expect(candidate.status).toBe('interview'));
  });

  it('declines with a reason', () => {
    spec.given(eventsOf(submit(), passOn())).when(decline('')).thenRejects('interview.reason_required');
    spec
      .given(eventsOf(submit(), passOn()))
      .when(decline('Booked elsewhere'))
      .thenState((candidate) => expect(candidate.status).toBe('rejected'));
  });

  it('cannot answer once the interview is fixed', () => {
    spec
      .given(eventsOf(...pathTo.interview))
      .when(decline('Changed my mind'))
      .thenRejects('interview.already_answered');
    spec
      .given(eventsOf(...pathTo.interview))
      .when(acceptSlot(FRIDAY_15))
      .thenRejects('interview.already_answered');
  });
});

describe("the client answers the partner's proposal", () => {
  it('chooses one of the proposed times: the interview is fixed at it', () => {
    spec
      .given(eventsOf(submit(), passOn(), proposeSlots([MONDAY_09])))
      .when(chooseProposedSlot(MONDAY_09))
      .thenState((candidate) => {
        expect(candidate).toMatchObject({ status: 'interview', interviewAt: MONDAY_09 });
      });
  });

  it('cannot choose a time the partner did not propose, not even its own offer', () => {
    spec
      .given(eventsOf(submit(), passOn(), proposeSlots([MONDAY_09])))
      .when(chooseProposedSlot(THURSDAY_10))
      .thenRejects('interview.slot_not_proposed');
    spec
      .given(eventsOf(submit(), passOn()))
      .when(chooseProposedSlot(MONDAY_09))
      .thenRejects('interview.slot_not_proposed');
  });

  it('cannot choose once the interview is fixed or the request declined', () => {
    spec
      .given(eventsOf(submit(), passOn(), proposeSlots([MONDAY_09]), acceptSlot(FRIDAY_15)))
      .when(chooseProposedSlot(MONDAY_09))
      .thenRejects('interview.already_answered');
    spec
      .given(eventsOf(submit(), passOn(), proposeSlots([MONDAY_09]), decline('Booked elsewhere')))
      .when(chooseProposedSlot(MONDAY_09))
      .thenRejects('interview.already_answered');
  });
});

describe('the manager', () => {
  it('moves a candidate along the table and records where from', () => {
    spec
      .given(eventsOf(...pathTo.interview))
      .when(move('approved'))
      .then([
        {
          type: 'CandidateMoved',
          data: { candidateId: 'cand-1', from: 'interview', to: 'approved', comment: '' },
          metadata: move('approved').metadata,
        },
      ]);
    spec
      .given(eventsOf(...pathTo.review_by_manager))
      .when(move('approved'))
      .thenRejects('interview.transition_not_allowed');
    spec
      .given(eventsOf(...pathTo.review_by_manager))
      .when(move('review_by_manager'))
      .thenRejects('interview.transition_not_allowed');
  });

  it('changes the client hour price until the candidate is closed', () => {
    spec
      .given(eventsOf(submit(), passOn()))
      .when(changePrice(7000))
      .thenState((candidate) => expect(candidate.status !== 'new' && candidate.clientHourPriceCents).toBe(7000));
    spec.given(eventsOf(submit(), passOn())).when(changePrice(6300)).then([]);
    spec.given(eventsOf(submit(), passOn())).when(changePrice(0)).thenRejects('interview.price_invalid');
    spec
      .given(eventsOf(...pathTo.finished))
      .when(changePrice(7000))
      .thenRejects('interview.closed');
    spec
      .given(eventsOf(...pathTo.rejected))
      .when(changePrice(7000))
      .thenRejects('interview.closed');
  });

  it('refuses any command on a request that does not exist', () => {
    for (const command of [
      move('interview'),
      changePrice(7000),
      acceptSlot(THURSDAY_10),
      proposeSlots([MONDAY_09]),
      decline('No'),
      chooseProposedSlot(MONDAY_09),
    ]) {
      spec.given([]).when(command).thenRejects('interview.not_found');
    }
  });
});
