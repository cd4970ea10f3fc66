import { err, ok, type Result } from 'neverthrow';
import { isIsoDate, type IsoDate } from '../shared/dates';
import { domainError, type DomainError } from '../shared/domainError';
import { convertClock, isTimeZone, weekdayOf } from '../shared/timeZones';

/** An interview slot: a date and a time in UTC, as stored, sent and compared. */
export type InterviewSlot = { readonly date: IsoDate; readonly time: string };

/** The zone of a request or a proposal that names none (the REST seeds' clients): the slot is read in UTC. */
export const DEFAULT_SLOT_ZONE = 'UTC';

export const FIRST_SLOT_HOUR = 9;
export const LAST_SLOT_HOUR = 20;
export const MAX_SLOTS = 10;

export type SlotError = DomainError<
  | 'interview.slot_invalid'
  | 'interview.slot_in_past'
  | 'interview.slot_not_working_day'
  | 'interview.slot_outside_hours'
  | 'interview.slots_required'
  | 'interview.too_many_slots'
>;

export const slotKey = (slot: InterviewSlot): string => `${slot.date}T${slot.time}`;

/** Interviews take one slot: one hour. */
export const INTERVIEW_MINUTES = 60;

/** The UTC moment an interview at `slot` ends, as a slot (`slotKey` compares it with the platform's clock). */
export const interviewEndOf = (slot: InterviewSlot): InterviewSlot => {
  const end = new Date(new Date(`${slot.date}T${slot.time}:00Z`).getTime() + INTERVIEW_MINUTES * 60_000);
  return { date: end.toISOString().slice(0, 10), time: end.toISOString().slice(11, 16) };
};

/** The hourly slots a day offers, 09:00 to 20:00. */
export const slotTimes: readonly string[] = Array.from(
  { length: LAST_SLOT_HOUR - FIRST_SLOT_HOUR + 1 },
  (_, i) => `${String(FIRST_SLOT_HOUR + i).padStart(2, '0')}:00`,
);

const isSlotShape = (slot: InterviewSlot): boolean => {
  const time = /^(\d{2}):(\d{2})$/.exec(slot.time);
  return isIsoDate(slot.date) && time !== null && Number(time[1]) < 24 && Number(time[2]) < 60;
};

/** A UTC slot as a clock in `zone` shows it (what the user who picked it saw). */
export const slotInZone = (slot: InterviewSlot, zone: string): InterviewSlot =>
  convertClock(slot, DEFAULT_SLOT_ZONE, zone);

/** The UTC slot of a date and an hour picked on a clock in `zone`. */
export const slotFromZone = (local: InterviewSlot, zone: string): InterviewSlot =>
  convertClock(local, zone, DEFAULT_SLOT_ZONE);

/**
 * The rule for a slot someone offers: on the clock of the one offering it (`zone`, an IANA name, UTC when the
 * request names none), a working day Monday to Friday and a whole hour from 09:00 to 20:00; and after `now`, the
 * platform's UTC date and time as `yyyy-MM-ddTHH:mm`. The slot itself is UTC. A Monday 09:00 in Auckland is a
 * Sunday 20:00 UTC: offered from Auckland it is a working day, offered in UTC it is not.
 */
export const checkSlot = (
  slot: InterviewSlot,
  now: string,
  zone: string = DEFAULT_SLOT_ZONE,
): Result<InterviewSlot, SlotError> => {
  if (!isSlotShape(slot))
    return err(domainError('interview.slot_invalid', 'A slot needs a date (yyyy-MM-dd) and a time (HH:mm)'));
  if (!isTimeZone(zone)) return err(domainError('interview.slot_invalid', 'Unknown time zone'));
  const local = slotInZone(slot, zone);
  if (!slotTimes.includes(local.time))
    return err(domainError('interview.slot_outside_hours', 'Interviews start on the hour, from 09:00 to 20:00'));
  const weekday = weekdayOf(local.date);
  if (weekday === 0 || weekday === 6)
    return err(
      domainError('interview.slot_not_working_day', 'Interviews take place on working days, Monday to Friday'),
    );
  return checkSlotAhead(slot, now);
};

/**
 * The rule for taking a slot that was offered (the partner accepts, the client chooses a proposed time): its working
 * day and hour were checked on the clock of whoever offered it; now it only has to be a real slot still ahead.
 */
export const checkSlotAhead = (slot: InterviewSlot, now: string): Result<InterviewSlot, SlotError> => {
  if (!isSlotShape(slot))
    return err(domainError('interview.slot_invalid', 'A slot needs a date (yyyy-MM-dd) and a time (HH:mm)'));
  if (slotKey(slot) <= now) return err(domainError('interview.slot_in_past', 'Pick a slot in the future'));
  return ok(slot);
};

export const checkSlots = (
  slots: readonly InterviewSlot[],
  now: string,
  zone: string = DEFAULT_SLOT_ZONE,
): Result<InterviewSlot[], SlotError> => {
  if (slots.length === 0) return err(domainError('interview.slots_required', 'Pick at least one interview slot'));
  if (slots.length > MAX_SLOTS) return err(domainError('interview.too_many_slots', `Pick at most ${MAX_SLOTS} slots`));
  const unique = new Map(slots.map((slot) => [slotKey(slot), slot]));
  const checked: InterviewSlot[] = [];
  for (const slot of [...unique.values()].sort((a, b) => slotKey(a).localeCompare(slotKey(b)))) {
    const result = checkSlot(slot, now, zone);
    if (result.isErr()) return err(result.error);
    checked.push(result.value);
  }
  return ok(checked);
};
