import { err, ok, type Result } from 'neverthrow';
import type { z } from 'zod';
import { bookingDecider } from '../../../domain/booking/booking';
import type { CandidateCommand, SubmitCandidate } from '../../../domain/interview/interview.commands';
import { candidateDecider } from '../../../domain/interview/interview.decide';
import { collisionCodes } from '../../../domain/interview/interview.collisions';
import type { CandidateTerms } from '../../../domain/interview/interview.events';
import type { Candidate } from '../../../domain/interview/interview.state';
import { holdsReservation, type CandidateSide } from '../../../domain/interview/interview.status';
import type { EventMetadata } from '../../../domain/shared/eventMetadata';
import { metadataOf, type Actor } from '../../shared/actor';
import { conflict, ruleBroken, type AppError } from '../../shared/appError';
import { appendDecision, decideOnStream, handleCommand } from '../../shared/handleCommand';
import { parse } from '../../shared/parse';
import { bookingStreamOf, candidateStreamOf, nowOf, type InterviewDeps } from '../interviewPorts';

/** The area's one bridge to the shared command runner: the other commands take it from here. */
export { appendDecision, handleCommand };
import { asActingSide, candidateCallerOf, candidateNotFound, visibleTo, type CandidateCaller } from '../policies';

export type CandidateActionResult = {
  readonly id: string;
  readonly status: Candidate['status'];
  readonly version: number;
};
export type SubmittedCandidate = Exclude<Candidate, { status: 'new' }>;
export type CandidateContext = { readonly candidateId: string; readonly now: string; readonly metadata: EventMetadata };

/** The candidate a caller may act on: an unknown one, or one of another agency or client, is not there (404). */
export const candidateOf = (caller: CandidateCaller, candidate: Candidate): Result<SubmittedCandidate, AppError> =>
  candidate.status === 'new'
    ? err(candidateNotFound)
    : visibleTo(caller, { ...candidate.terms, passedToAgency: candidate.passedToAgency }).map(() => candidate);

type LaterCommand = Exclude<CandidateCommand, SubmitCandidate>;

/** The commands that offer or fix interview slots: each is decided on the calendar its slots must be free of. */
const slotCommands: ReadonlySet<LaterCommand['action']> = new Set([
  'acceptSlot',
  'chooseProposedSlot',
  'proposeSlots',
  'requestAnotherInterview',
  'proposeReschedule',
  'pickRescheduledSlot',
]);

/**
 * The command with the calendar its slots must be free of (the collision rule, `interview.collisions.ts`): the
 * interviewers' other fixed interviews (named to the client and the platform, never to the agency), the specialist's
 * other bookings and 'not available' periods.
 */
export const withSlotCalendar = async (
  deps: Pick<InterviewDeps, 'panels'>,
  side: CandidateSide,
  candidate: SubmittedCandidate,
  command: LaterCommand,
): Promise<LaterCommand> => {
  if (!slotCommands.has(command.action)) return command;
  const calendar = await deps.panels.slotCalendarOf({
    candidateId: command.candidateId,
    specialistId: candidate.terms.specialistId,
    interviewers:
      command.action === 'requestAnotherInterview'
        ? (command.interviewers ?? candidate.interviewers)
        : candidate.interviewers,
    withNames: side !== 'partner',
  });
  return { ...command, calendar } as LaterCommand;
};

/** A slot refused for a collision is a conflict with another calendar (409), said in words naming the slot. */
export const collisionAsConflict = (error: AppError): AppError =>
  error.kind === 'rule' && collisionCodes.includes(error.code) ? conflict(error.message, error.code) : error;

/**
 * One command of one side on one candidate: authorize, parse, load the candidate from its stream (404 unless the caller
 * may see it), decide with the status table, append. `commandOf` says what the input asks for.
 */
export const candidateCommand =
  <Schema extends z.ZodType<{ id: string }>>(
    side: CandidateSide,
    schema: Schema,
    commandOf: (input: z.output<Schema>, context: CandidateContext) => LaterCommand,
  ) =>
  (deps: InterviewDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<CandidateActionResult, AppError>> => {
    const acting = asActingSide[side](actor);
    if (acting.isErr()) return err(acting.error);
    const input = parse(schema, raw);
    if (input.isErr()) return err(input.error);
    const candidateId = input.value.id;
    const context: CandidateContext = {
      candidateId,
      now: nowOf(deps.clock),
      metadata: metadataOf(acting.value, deps.clock.now()),
    };
    const result = await handleCommand(
      deps.events,
      candidateDecider,
      candidateStreamOf(candidateId),
      async (candidate: Candidate) => {
        const own = candidateOf({ actor: acting.value, side }, candidate);
        if (own.isErr()) return err(own.error);
        return ok(await withSlotCalendar(deps, side, own.value, commandOf(input.value, context)));
      },
    );
    return result
      .map(({ state, version }) => ({ id: candidateId, status: state.status, version: Number(version) }))
      .mapErr(collisionAsConflict);
  };

/** A command of one side on one candidate, as `candidateCommand` builds it. */
export type CandidateCommandOf = (
  deps: InterviewDeps,
) => (actor: Actor | null, raw: unknown) => Promise<Result<CandidateActionResult, AppError>>;

/**
 * A move every side makes (the client, the agency, the manager for either): the REST paths name the side, tRPC takes
 * the caller's own side from its scopes. A caller with no side is answered as a client's call (401 or 403).
 */
export const callerSideCommand =
  (commandOfSide: (side: CandidateSide) => CandidateCommandOf) => (deps: InterviewDeps) => {
    const bySide = {
      manager: commandOfSide('manager')(deps),
      partner: commandOfSide('partner')(deps),
      client: commandOfSide('client')(deps),
    };
    return (actor: Actor | null, raw: unknown): Promise<Result<CandidateActionResult, AppError>> =>
      bySide[(actor && candidateCallerOf(actor)?.side) ?? 'client'](actor, raw);
  };

/**
 * Books the specialist on their calendar stream. Two approvals of overlapping periods meet on that stream: one
 * appends, the other is re-decided on the new calendar once and refused with 'Specialist already booked'.
 */
const reserve = async (
  deps: InterviewDeps,
  metadata: EventMetadata,
  terms: CandidateTerms,
): Promise<Result<true, AppError>> => {
  const owner = await deps.specialists.ownerOf(terms.specialistId);
  const command = {
    action: 'reserve' as const,
    specialistId: terms.specialistId,
    metadata,
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

const release = async (deps: InterviewDeps, metadata: EventMetadata, terms: CandidateTerms): Promise<void> => {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const released = await handleCommand(deps.events, bookingDecider, bookingStreamOf(terms.specialistId), {
      action: 'release',
      specialistId: terms.specialistId,
      candidateId: terms.candidateId,
      metadata,
    });
    if (released.isOk() || released.error.kind !== 'conflict') return;
  }
};

/**
 * A command that may book or free the specialist (a manager's move, the client's hire): decided first; a move into
 * approval books the specialist before it is recorded, a move out of it frees the dates after. `caller` says whose
 * candidates may be touched; `metadata` who acts (a user, or the platform's daily job).
 */
export const bookingCommand = async (
  deps: InterviewDeps,
  caller: CandidateCaller,
  metadata: EventMetadata,
  candidateId: string,
  commandOf: (context: CandidateContext) => Exclude<CandidateCommand, SubmitCandidate>,
): Promise<Result<CandidateActionResult, AppError>> => {
  const stream = candidateStreamOf(candidateId);
  const context: CandidateContext = { candidateId, now: nowOf(deps.clock), metadata };
  const decided = await decideOnStream(deps.events, candidateDecider, stream, (candidate) =>
    candidateOf(caller, candidate).map(() => commandOf(context)),
  );
  if (decided.isErr()) return err(decided.error);
  const before = decided.value.state;
  if (before.status === 'new') return err(candidateNotFound);
  const after = decided.value.events.reduce(candidateDecider.evolve, before as Candidate);
  const to = after.status === 'new' ? before.status : after.status;
  const booksNow = holdsReservation(to) && !holdsReservation(before.status);
  const freesDates = holdsReservation(before.status) && !holdsReservation(to);
  if (booksNow) {
    const booked = await reserve(deps, metadata, before.terms);
    if (booked.isErr()) return err(booked.error);
  }
  const moved = await appendDecision(deps.events, candidateDecider, stream, decided.value);
  if (moved.isErr()) {
    if (booksNow) await release(deps, metadata, before.terms);
    return err(moved.error);
  }
  if (freesDates) await release(deps, metadata, before.terms);
  return ok({ id: candidateId, status: moved.value.state.status, version: Number(moved.value.version) });
};
