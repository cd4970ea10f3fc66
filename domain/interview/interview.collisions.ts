import { err, ok, type Result } from 'neverthrow';
import type { DatePeriod } from '../shared/dates';
import { domainError, type DomainError } from '../shared/domainError';
import { INTERVIEW_MINUTES, interviewEndOf, slotKey, type InterviewSlot } from './interview.slots';

/** The most interviewers a client names on one candidate. */
export const MAX_INTERVIEWERS = 10;

/** Another fixed interview of one of the client's interviewers (any candidate). `name` null: not to be said. */
export type InterviewerBusy = {
  readonly userId: string;
  readonly name: string | null;
  readonly slot: InterviewSlot;
};

/**
 * What a slot must be free of, loaded for one candidate: every interviewer's other fixed interviews, the specialist's
 * reservations (bookings of other candidates) and the periods the agency marked 'not available'.
 */
export type SlotCalendar = {
  readonly interviewersBusy: readonly InterviewerBusy[];
  readonly reservations: readonly DatePeriod[];
  readonly unavailable: readonly DatePeriod[];
};

export const emptySlotCalendar: SlotCalendar = { interviewersBusy: [], reservations: [], unavailable: [] };

/** Why a slot cannot be offered: the first collision found, naming what it collides with. */
export type SlotCollision =
  | { readonly reason: 'interviewer_busy'; readonly slot: InterviewSlot; readonly busy: InterviewerBusy }
  | { readonly reason: 'specialist_booked'; readonly slot: InterviewSlot; readonly period: DatePeriod }
  | { readonly reason: 'specialist_unavailable'; readonly slot: InterviewSlot; readonly period: DatePeriod };

export type CollisionError = DomainError<
  'interview.interviewer_busy' | 'interview.specialist_booked' | 'interview.specialist_unavailable'
>;
export const collisionCodes: readonly string[] = [
  'interview.interviewer_busy',
  'interview.specialist_booked',
  'interview.specialist_unavailable',
];

const minutesOf = (slot: InterviewSlot): number => Date.parse(`${slot.date}T${slot.time}:00Z`) / 60_000;

/** Two interviews of an hour each overlap when they start less than an hour apart (slots may sit on half hours). */
export const interviewsOverlap = (a: InterviewSlot, b: InterviewSlot): boolean =>
  Math.abs(minutesOf(a) - minutesOf(b)) < INTERVIEW_MINUTES;

/**
 * A slot touches a period of days when the UTC day it starts on or the one it ends on is inside the period: the
 * bookings and 'not available' periods are whole days, and a slot is never allowed to reach into one.
 */
const touchesDays = (slot: InterviewSlot, period: DatePeriod): boolean =>
  [slot.date, interviewEndOf(slot).date].some((day) => day >= period.startPeriod && day <= period.endPeriod);

/** The first thing `slot` collides with, or null when every interviewer and the specialist are free then. */
export const collisionOf = (slot: InterviewSlot, calendar: SlotCalendar): SlotCollision | null => {
  const busy = calendar.interviewersBusy.find((other) => interviewsOverlap(other.slot, slot));
  if (busy) return { reason: 'interviewer_busy', slot, busy };
  const booked = calendar.reservations.find((period) => touchesDays(slot, period));
  if (booked) return { reason: 'specialist_booked', slot, period: booked };
  const unavailable = calendar.unavailable.find((period) => touchesDays(slot, period));
  if (unavailable) return { reason: 'specialist_unavailable', slot, period: unavailable };
  return null;
};

const slotWords = (slot: InterviewSlot): string => `${slotKey(slot).replace('T', ' ')} UTC`;

/**
 * The refusal in words. The interviewer's name is said only when the calendar carries it (loaded for the client and
 * the platform); the agency reads that an interviewer of the client is busy, never who.
 */
export const collisionError = (collision: SlotCollision): CollisionError => {
  const at = slotWords(collision.slot);
  switch (collision.reason) {
    case 'interviewer_busy':
      return domainError(
        'interview.interviewer_busy',
        collision.busy.name === null
          ? `The slot ${at} cannot be offered: an interviewer of the client is busy with another interview then`
          : `The slot ${at} cannot be offered: ${collision.busy.name}, one of the interviewers, has another interview then (${slotWords(collision.busy.slot)})`,
      );
    case 'specialist_booked':
      return domainError(
        'interview.specialist_booked',
        `The slot ${at} cannot be offered: the specialist is booked from ${collision.period.startPeriod} to ${collision.period.endPeriod}`,
      );
    case 'specialist_unavailable':
      return domainError(
        'interview.specialist_unavailable',
        `The slot ${at} cannot be offered: the specialist is not available from ${collision.period.startPeriod} to ${collision.period.endPeriod}`,
      );
    default: {
      const _exhaustive: never = collision;
      return _exhaustive;
    }
  }
};

/**
 * The one rule for offering or fixing interview slots: every slot free of the interviewers' other interviews, the
 * specialist's reservations and 'not available' periods. No calendar (a caller that loads none): nothing to check.
 */
export const checkSlotsFree = <Slots extends readonly InterviewSlot[]>(
  slots: Slots,
  calendar: SlotCalendar | undefined,
): Result<Slots, CollisionError> => {
  if (!calendar) return ok(slots);
  for (const slot of slots) {
    const collision = collisionOf(slot, calendar);
    if (collision) return err(collisionError(collision));
  }
  return ok(slots);
};

export type InterviewersError = DomainError<'interview.interviewers_invalid'>;

/** The interviewers a client names: user ids of its own people, each once, at most `MAX_INTERVIEWERS`. */
export const checkInterviewers = (interviewers: readonly string[]): Result<string[], InterviewersError> => {
  const unique = [...new Set(interviewers)];
  if (unique.length > MAX_INTERVIEWERS)
    return err(domainError('interview.interviewers_invalid', `Name at most ${MAX_INTERVIEWERS} interviewers`));
  return ok(unique);
};
