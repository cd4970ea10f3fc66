import { err, ok, type Result } from 'neverthrow';
import { bookingDecider } from '../../../domain/booking/booking';
import { holdsReservation } from '../../../domain/interview/interview.status';
import { dollarsToCents } from '../../../domain/shared/money';
import { metadataOf, type Actor } from '../../shared/actor';
import { conflict, ruleBroken, type AppError } from '../../shared/appError';
import { handleCommand } from '../../shared/handleCommand';
import { parse } from '../../shared/parse';
import { bookingStreamOf, nowOf, type CandidateRow, type InterviewDeps } from '../interviewPorts';
import { asCandidateManager, candidateNotFound } from '../policies';
import { ChangeClientPriceInput, MoveCandidateInput } from '../schemas';
import { runCandidateCommand, type CandidateActionResult } from './runCandidateCommand';

/**
 * Books the specialist on their calendar stream. Two approvals of overlapping periods meet on that stream: one
 * appends, the other is re-decided on the new calendar once and refused with 'Specialist already booked'.
 */
const reserve = async (deps: InterviewDeps, actor: Actor, row: CandidateRow): Promise<Result<true, AppError>> => {
  const owner = await deps.specialists.ownerOf(row.specialistId);
  const command = {
    action: 'reserve' as const, specialistId: row.specialistId, metadata: metadataOf(actor, deps.clock.now()),
    booking: { candidateId: row.id, clientId: row.clientId, period: { startPeriod: row.startPeriod, endPeriod: row.endPeriod } },
    agencyUnavailable: owner?.agencyUnavailable ?? [],
  };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const booked = await handleCommand(deps.events, bookingDecider, bookingStreamOf(row.specialistId), command);
    if (booked.isOk()) return ok(true);
    if (booked.error.kind !== 'conflict') return err(booked.error);
  }
  return err(conflict('The specialist\'s calendar changed at the same time. Try again.', 'stream.version_conflict'));
};

const release = async (deps: InterviewDeps, actor: Actor, row: CandidateRow): Promise<void> => {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const released = await handleCommand(deps.events, bookingDecider, bookingStreamOf(row.specialistId), {
      action: 'release', specialistId: row.specialistId, candidateId: row.id, metadata: metadataOf(actor, deps.clock.now()),
    });
    if (released.isOk() || released.error.kind !== 'conflict') return;
  }
};

/** `POST /admin/api/candidate/update`: the manager moves a candidate along the pipeline; approval books the specialist. */
export const moveCandidate =
  (deps: InterviewDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<CandidateActionResult, AppError>> => {
    const manager = asCandidateManager(actor);
    if (manager.isErr()) return err(manager.error);
    const input = parse(MoveCandidateInput, raw);
    if (input.isErr()) return err(input.error);
    const row = await deps.candidates.find(input.value.id);
    if (!row) return err(candidateNotFound);
    const booksNow = holdsReservation(input.value.status) && !holdsReservation(row.status);
    if (booksNow) {
      const booked = await reserve(deps, manager.value, row);
      if (booked.isErr()) return err(booked.error.kind === 'rule' ? ruleBroken('booking.already_booked', 'Specialist already booked') : booked.error);
    }
    const moved = await runCandidateCommand(deps, row.id, {
      action: 'move', candidateId: row.id, to: input.value.status, comment: input.value.comment, now: nowOf(deps.clock), metadata: metadataOf(manager.value, deps.clock.now()),
    });
    if (moved.isErr()) {
      if (booksNow) await release(deps, manager.value, row);
      return err(moved.error);
    }
    if (holdsReservation(row.status) && moved.value.status !== 'new' && !holdsReservation(moved.value.status)) await release(deps, manager.value, row);
    const { id, status, version } = moved.value;
    return ok({ id, status, version });
  };

/** `POST /admin/api/candidate/change-client-price` (price in dollars, stored in cents). */
export const changeClientPrice =
  (deps: InterviewDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<CandidateActionResult, AppError>> => {
    const manager = asCandidateManager(actor);
    if (manager.isErr()) return err(manager.error);
    const input = parse(ChangeClientPriceInput, raw);
    if (input.isErr()) return err(input.error);
    if (!(await deps.candidates.find(input.value.id))) return err(candidateNotFound);
    const changed = await runCandidateCommand(deps, input.value.id, {
      action: 'setClientHourPrice', candidateId: input.value.id, clientHourPriceCents: dollarsToCents(input.value.price),
      now: nowOf(deps.clock), metadata: metadataOf(manager.value, deps.clock.now()),
    });
    return changed.map(({ id, status, version }) => ({ id, status, version }));
  };
