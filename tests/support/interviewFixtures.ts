import type {
  AcceptSlot,
  CandidateCommand,
  ChangeClientPrice,
  ChooseProposedSlot,
  DeclineCandidate,
  DeclineCandidateByClient,
  HireCandidate,
  RequestAnotherInterview,
  MoveCandidate,
  ProposeSlots,
  SubmitCandidate,
} from '../../domain/interview/interview.commands';
import { candidateDecider } from '../../domain/interview/interview.decide';
import type { CandidateEvent } from '../../domain/interview/interview.events';
import type { InterviewSlot } from '../../domain/interview/interview.slots';
import type { CandidateStatus } from '../../domain/interview/interview.status';
import type { EventMetadata } from '../../domain/shared/eventMetadata';

/** Wednesday 3 March 2027, 10:30 in the platform's time zone. */
export const NOW = '2027-03-03T10:30';
const metadata: EventMetadata = { actorId: 'user-1', actorRole: 'client', at: new Date('2027-03-03T10:30:00Z') };
const context = { candidateId: 'cand-1', metadata, now: NOW };

export const THURSDAY_10: InterviewSlot = { date: '2027-03-04', time: '10:00' };
export const FRIDAY_15: InterviewSlot = { date: '2027-03-05', time: '15:00' };
export const MONDAY_09: InterviewSlot = { date: '2027-03-08', time: '09:00' };

export const submit = (slots: InterviewSlot[] = [THURSDAY_10, FRIDAY_15]): SubmitCandidate => ({
  ...context,
  action: 'submit',
  terms: {
    requestId: 'req-1',
    clientId: 'client-1',
    agencyId: 'agency-1',
    specialistId: 'spec-1',
    period: { startPeriod: '2027-04-01', endPeriod: '2027-07-01' },
    workFormat: 'full-time',
    hours: null,
    clientHourPriceCents: 6300,
    slots,
    contact: { name: 'Clara Client', email: 'clara@client.test', phone: '+44 20 7946 0000' },
    comment: 'Backend role',
  },
});
export const acceptSlot = (slot: InterviewSlot): AcceptSlot => ({ ...context, action: 'acceptSlot', slot });
export const chooseProposedSlot = (slot: InterviewSlot): ChooseProposedSlot => ({
  ...context,
  action: 'chooseProposedSlot',
  slot,
});
export const proposeSlots = (slots: InterviewSlot[]): ProposeSlots => ({
  ...context,
  action: 'proposeSlots',
  slots,
  comment: '',
});
export const decline = (reason: string): DeclineCandidate => ({ ...context, action: 'decline', reason });
export const move = (to: CandidateStatus, now: string = NOW): MoveCandidate => ({
  ...context,
  now,
  action: 'move',
  to,
  comment: '',
});
/** The manager passes a reviewed request on to the agency (here to the client's CV review). */
export const passOn = (): MoveCandidate => move('CV_pending_client');
/** The first day of the booking of `submit()`, at 09:00: work may start. */
export const START_DAY = '2027-04-01T09:00';
/** Thursday 4 March 2027, 11:30: the interview at `THURSDAY_10` has taken place. */
export const AFTER_INTERVIEW = '2027-03-04T11:30';
const clientContext = { ...context, now: AFTER_INTERVIEW };
export const hire = (now: string = AFTER_INTERVIEW): HireCandidate => ({ ...clientContext, now, action: 'hire' });
export const declineByClient = (reason: string, now: string = AFTER_INTERVIEW): DeclineCandidateByClient => ({
  ...clientContext,
  now,
  action: 'declineCandidate',
  reason,
});
export const requestAnotherInterview = (
  slots: InterviewSlot[],
  now: string = AFTER_INTERVIEW,
): RequestAnotherInterview => ({ ...clientContext, now, action: 'requestAnotherInterview', slots, comment: '' });
export const changePrice = (clientHourPriceCents: number): ChangeClientPrice => ({
  ...context,
  action: 'changeClientPrice',
  clientHourPriceCents,
});

/** The events a history of commands records, each decided on the state the ones before it left (each must succeed). */
export const eventsOf = (...commands: CandidateCommand[]): CandidateEvent[] =>
  commands.reduce<CandidateEvent[]>((events, command) => {
    const state = events.reduce(candidateDecider.evolve, candidateDecider.initialState());
    return [...events, ...candidateDecider.decide(command, state)._unsafeUnwrap()];
  }, []);

/** The submitted candidate these events leave. */
export const stateOf = (events: readonly CandidateEvent[]) => {
  const state = events.reduce(candidateDecider.evolve, candidateDecider.initialState());
  if (state.status === 'new') throw new Error('no candidate');
  return state;
};
