import { err, ok, type Result } from 'neverthrow';
import type { Decider } from '../shared/decider';
import { domainError, type DomainError } from '../shared/domainError';
import type { CandidateCommand, SubmitCandidate } from './interview.commands';
import type { CandidateEvent } from './interview.events';
import { checkInterviewers, checkSlotsFree } from './interview.collisions';
import { checkSlotAhead, checkSlots, slotKey } from './interview.slots';
import { checkVideoLink } from './videoLink';
import { candidateNow, evolve, initialState, type Candidate } from './interview.state';
import {
  moveActionTo,
  nextStatus,
  otherParty,
  refusalNow,
  type CandidateAction,
  type CandidateStatus,
} from './interview.status';

export type CandidateError = DomainError;

const MAX_PRICE_CENTS = 1_000_000;

type LaterCommand = Exclude<CandidateCommand, SubmitCandidate>;

/** The row of the status table a command asks for; a move names its step by where it leads. */
const tableActionOf = (command: LaterCommand, status: CandidateStatus): CandidateAction | null =>
  command.action === 'move' ? moveActionTo(status, command.to) : command.action;

/** Why the table refuses a command in this status, in the words of the side that sent it. */
const refusalOf = (command: LaterCommand, status: CandidateStatus): CandidateError => {
  switch (command.action) {
    case 'acceptSlot':
    case 'proposeSlots':
      return domainError(
        'interview.already_answered',
        `This request is already ${status}; it cannot be answered again`,
      );
    case 'chooseProposedSlot':
      return domainError(
        'interview.already_answered',
        `This request is already ${status}; its interview time cannot change`,
      );
    case 'decline':
      return domainError('interview.already_answered', `This request is already ${status}; it cannot be declined now`);
    case 'move':
      return domainError('interview.transition_not_allowed', `A candidate in ${status} cannot move to ${command.to}`);
    case 'changeClientPrice':
      return domainError('interview.closed', `The price of a ${status} candidate cannot change`);
    case 'hire':
    case 'declineCandidate':
    case 'requestAnotherInterview':
      return domainError('interview.not_interviewed', `A ${status} candidate is not waiting for the client's decision`);
    case 'proposeReschedule':
    case 'pickRescheduledSlot':
    case 'cancelInterview':
      return domainError('interview.not_fixed', `A ${status} candidate has no interview to move or cancel`);
    case 'setVideoLink':
      return domainError('interview.not_fixed', `A ${status} candidate has no interview to give a video link`);
    case 'nameInterviewers':
      return domainError('interview.closed', `The interviewers of a ${status} candidate can no longer change`);
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
};

export const decide = (command: CandidateCommand, candidate: Candidate): Result<CandidateEvent[], CandidateError> => {
  const { candidateId, metadata } = command;
  if (command.action === 'submit') {
    if (candidate.status !== 'new') return ok([]);
    return checkInterviewers(command.terms.interviewers ?? []).andThen((interviewers) =>
      checkSlots(command.terms.slots, command.now, command.timeZone)
        .andThen((slots) => checkSlotsFree(slots, command.calendar))
        .map((slots): CandidateEvent[] => [
          {
            type: 'CandidateSubmitted',
            data: { ...command.terms, candidateId, slots, interviewers },
            metadata,
          },
        ]),
    );
  }
  if (candidate.status === 'new') return err(domainError('interview.not_found', 'Interview request not found'));
  const action = tableActionOf(command, candidate.status);
  if (action === null || nextStatus(candidate.status, action) === null)
    return err(refusalOf(command, candidate.status));
  const notNow = refusalNow(
    candidateNow(candidate),
    action,
    command.now,
    'side' in command ? (command.side ?? undefined) : undefined,
  );
  if (notNow) return err(notNow);

  switch (command.action) {
    case 'acceptSlot': {
      const offered = [...candidate.terms.slots, ...candidate.proposedSlots].some(
        (slot) => slotKey(slot) === slotKey(command.slot),
      );
      if (!offered)
        return err(
          domainError('interview.slot_not_offered', 'Accept one of the slots the client offered, or propose another'),
        );
      return checkSlotAhead(command.slot, command.now)
        .andThen((slot) => checkSlotsFree([slot] as const, command.calendar))
        .map(([slot]): CandidateEvent[] => [{ type: 'InterviewSlotAccepted', data: { candidateId, slot }, metadata }]);
    }
    case 'chooseProposedSlot': {
      const proposed = candidate.proposedSlots.some((slot) => slotKey(slot) === slotKey(command.slot));
      if (!proposed)
        return err(domainError('interview.slot_not_proposed', 'Choose one of the times the agency proposed'));
      return checkSlotAhead(command.slot, command.now)
        .andThen((slot) => checkSlotsFree([slot] as const, command.calendar))
        .map(([slot]): CandidateEvent[] => [{ type: 'InterviewSlotAccepted', data: { candidateId, slot }, metadata }]);
    }
    case 'proposeSlots':
      return checkSlots(command.slots, command.now, command.timeZone)
        .andThen((slots) => checkSlotsFree(slots, command.calendar))
        .map((slots): CandidateEvent[] => [
          { type: 'InterviewSlotsProposed', data: { candidateId, slots, comment: command.comment.trim() }, metadata },
        ]);
    case 'decline':
      if (command.reason.trim() === '')
        return err(domainError('interview.reason_required', 'Say why the request is declined'));
      return ok([
        { type: 'CandidateDeclinedByPartner', data: { candidateId, reason: command.reason.trim() }, metadata },
      ]);
    case 'move':
      return ok([
        {
          type: 'CandidateMoved',
          data: { candidateId, from: candidate.status, to: command.to, comment: command.comment.trim() },
          metadata,
        },
      ]);
    case 'hire':
      return ok([{ type: 'CandidateHired', data: { candidateId }, metadata }]);
    case 'declineCandidate':
      if (command.reason.trim() === '')
        return err(domainError('interview.reason_required', 'Say why the specialist is declined'));
      return ok([
        { type: 'CandidateDeclinedByClient', data: { candidateId, reason: command.reason.trim() }, metadata },
      ]);
    case 'requestAnotherInterview':
      return checkInterviewers(command.interviewers ?? []).andThen((interviewers) =>
        checkSlots(command.slots, command.now, command.timeZone)
          .andThen((slots) => checkSlotsFree(slots, command.calendar))
          .map((slots): CandidateEvent[] => [
            {
              type: 'AnotherInterviewRequested',
              data: {
                candidateId,
                slots,
                comment: command.comment.trim(),
                ...(command.interviewers === undefined ? {} : { interviewers }),
              },
              metadata,
            },
          ]),
      );
    case 'proposeReschedule':
      if (command.reason.trim() === '')
        return err(domainError('interview.reason_required', 'Say why the interview should move'));
      return checkSlots(command.slots, command.now, command.timeZone).andThen((slots) =>
        slots.some((slot) => slotKey(slot) === slotKey(candidate.interviewAt ?? slot))
          ? err(domainError('interview.slot_unchanged', 'Propose times other than the one already fixed'))
          : checkSlotsFree(slots, command.calendar).map((free): CandidateEvent[] => [
              {
                type: 'InterviewRescheduleProposed',
                data: { candidateId, side: command.side, slots: free, reason: command.reason.trim() },
                metadata,
              },
            ]),
      );
    case 'pickRescheduledSlot': {
      const pending = candidate.reschedule;
      const from = candidate.interviewAt;
      if (pending === null || from === null)
        return err(domainError('interview.no_reschedule', 'Nobody proposed new times for this interview'));
      if (!pending.slots.some((slot) => slotKey(slot) === slotKey(command.slot)))
        return err(domainError('interview.slot_not_proposed', 'Choose one of the times the other side proposed'));
      const side = command.side ?? otherParty(pending.side);
      return checkSlotAhead(command.slot, command.now)
        .andThen((slot) => checkSlotsFree([slot] as const, command.calendar))
        .map(([slot]): CandidateEvent[] => [
          { type: 'InterviewRescheduled', data: { candidateId, side, from, slot, reason: pending.reason }, metadata },
        ]);
    }
    case 'cancelInterview': {
      if (command.reason.trim() === '')
        return err(domainError('interview.reason_required', 'Say why the interview is cancelled'));
      const slot = candidate.interviewAt;
      if (slot === null) return err(domainError('interview.not_fixed', 'No interview is fixed'));
      return ok([
        {
          type: 'InterviewCancelled',
          data: { candidateId, side: command.side, slot, reason: command.reason.trim() },
          metadata,
        },
      ]);
    }
    case 'setVideoLink': {
      const slot = candidate.interviewAt;
      if (slot === null) return err(domainError('interview.not_fixed', 'No interview is fixed'));
      const entered = command.videoUrl === null ? ok(null) : checkVideoLink(command.videoUrl);
      return entered.map((videoUrl): CandidateEvent[] =>
        videoUrl === candidate.videoUrl
          ? []
          : [{ type: 'InterviewVideoLinkSet', data: { candidateId, slot, videoUrl }, metadata }],
      );
    }
    case 'nameInterviewers':
      return checkInterviewers(command.interviewers).map((interviewers): CandidateEvent[] =>
        interviewers.length === candidate.interviewers.length &&
        interviewers.every((id) => candidate.interviewers.includes(id))
          ? []
          : [{ type: 'InterviewersNamed', data: { candidateId, interviewers }, metadata }],
      );
    case 'changeClientPrice':
      if (
        !Number.isSafeInteger(command.clientHourPriceCents) ||
        command.clientHourPriceCents <= 0 ||
        command.clientHourPriceCents > MAX_PRICE_CENTS
      ) {
        return err(
          domainError('interview.price_invalid', 'The client hour price must be above zero and at most $10,000'),
        );
      }
      if (command.clientHourPriceCents === candidate.clientHourPriceCents) return ok([]);
      return ok([
        {
          type: 'ClientHourPriceChanged',
          data: { candidateId, clientHourPriceCents: command.clientHourPriceCents },
          metadata,
        },
      ]);
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
};

export const candidateDecider: Decider<Candidate, CandidateCommand, CandidateEvent, CandidateError> = {
  initialState,
  evolve,
  decide,
};
