import { err, ok, type Result } from 'neverthrow';
import { bookingDecider } from '../../../domain/booking/booking';
import { candidateDecider } from '../../../domain/interview/interview.decide';
import type { CandidateTerms } from '../../../domain/interview/interview.events';
import { holdsReservation } from '../../../domain/interview/interview.status';
import { metadataOf, type Actor } from '../../shared/actor';
import { conflict, ruleBroken, type AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import { bookingStreamOf, candidateStreamOf, nowOf, type InterviewDeps } from '../interviewPorts';
import { asCandidateManager, candidateNotFound } from '../policies';
import { MoveCandidateInput } from '../schemas';
import { appendDecision, candidateOf, decideOnStream, handleCommand, type CandidateActionResult } from './runCommand';

/**
 * Books the specialist on their calendar stream. Two approvals of overlapping periods meet on that stream: one
 * appends, the other is re-decided on the new calendar once and refused with 'Specialist already booked'.
 */
const reserve = async (deps: InterviewDeps, actor: Actor, terms: CandidateTerms): Promise<Result<true, AppError>> => {
  const owner = await deps.specialists.ownerOf(terms.specialistId);
  const command = {
    action: 'reserve' as const,
    specialistId: terms.specialistId,
    metadata: metadataOf(actor, deps.clock.now()),
    booking: { candidateId: terms.candidateId, clientId: terms.clientId, period: terms.period },
    agencyUnavailable: owner?.agencyUnavailable ?? [],
  };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const booked = await handleCommand(deps.events, bookingDecider, bookingStreamOf(terms.specialistId), command);
    if (booked.isOk()) return ok(true);
    if (booked.error.kind === 'rule') return err(ruleBroken('booking.already_booked', 'Specialist already booked'));
    if (booked.error.kind !== 'conflict') return err(booked.error);
  }
  return err(conflict("The specialist's calendar changed at the same time. Try again.", 'stream.version_conflict'));
};

const release = async (deps: InterviewDeps, actor: Actor, terms: CandidateTerms): Promise<void> => {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const released = await handleCommand(deps.events, bookingDecider, bookingStreamOf(terms.specialistId), {
      action: 'release',
      specialistId: terms.specialistId,
      candidateId: terms.candidateId,
      metadata: metadataOf(actor, deps.clock.now()),
    });
    if (released.isOk() || released.error.kind !== 'conflict') return;
  }
};

/**
 * `POST /admin/api/candidate/update`: the manager moves a candidate along the pipeline. The move is decided first; a
 * move into approval books the specialist before it is recorded, a move out of it frees the dates after.
 */
export const moveCandidate =
  (deps: InterviewDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<CandidateActionResult, AppError>> => {
    const manager = asCandidateManager(actor);
    if (manager.isErr()) return err(manager.error);
    const input = parse(MoveCandidateInput, raw);
    if (input.isErr()) return err(input.error);
    const { id, status: to, comment } = input.value;
    const stream = candidateStreamOf(id);
    const decided = await decideOnStream(deps.events, candidateDecider, stream, (candidate) =>
      candidateOf({ actor: manager.value, side: 'manager' }, candidate).map(() => ({
        action: 'move' as const,
        candidateId: id,
        to,
        comment,
        now: nowOf(deps.clock),
        metadata: metadataOf(manager.value, deps.clock.now()),
      })),
    );
    if (decided.isErr()) return err(decided.error);
    const before = decided.value.state;
    if (before.status === 'new') return err(candidateNotFound);
    const booksNow = holdsReservation(to) && !holdsReservation(before.status);
    const freesDates = holdsReservation(before.status) && !holdsReservation(to);
    if (booksNow) {
      const booked = await reserve(deps, manager.value, before.terms);
      if (booked.isErr()) return err(booked.error);
    }
    const moved = await appendDecision(deps.events, candidateDecider, stream, decided.value);
    if (moved.isErr()) {
      if (booksNow) await release(deps, manager.value, before.terms);
      return err(moved.error);
    }
    if (freesDates) await release(deps, manager.value, before.terms);
    return ok({ id, status: moved.value.state.status, version: Number(moved.value.version) });
  };
