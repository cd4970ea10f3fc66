import { err, ok, type Result } from 'neverthrow';
import { isIsoDate, type IsoDate } from '../shared/dates';
import { domainError, type DomainError } from '../shared/domainError';

/** An interview slot: a working day and a whole hour, in the platform's time zone. */
export type InterviewSlot = { readonly date: IsoDate; readonly time: string };

export const FIRST_SLOT_HOUR = 9;
export const LAST_SLOT_HOUR = 20;
export const MAX_SLOTS = 10;

export type SlotError = DomainError<'interview.slot_invalid' | 'interview.slot_in_past' | 'interview.slot_not_working_day' | 'interview.slot_outside_hours' | 'interview.slots_required' | 'interview.too_many_slots'>;

export const slotKey = (slot: InterviewSlot): string => `${slot.date}T${slot.time}`;

/** The hourly slots a day offers, 09:00 to 20:00. */
export const slotTimes: readonly string[] = Array.from({ length: LAST_SLOT_HOUR - FIRST_SLOT_HOUR + 1 }, (_, i) => `${String(FIRST_SLOT_HOUR + i).padStart(2, '0')}:00`);

/** `now` is the platform's local date and time as `yyyy-MM-ddTHH:mm`. */
export const checkSlot = (slot: InterviewSlot, now: string): Result<InterviewSlot, SlotError> => {
  if (!isIsoDate(slot.date) || !/^\d{2}:\d{2}$/.test(slot.time)) return err(domainError('interview.slot_invalid', 'A slot needs a date (yyyy-MM-dd) and a time (HH:mm)'));
  if (!slotTimes.includes(slot.time)) return err(domainError('interview.slot_outside_hours', 'Interviews start on the hour, from 09:00 to 20:00'));
  const weekday = new Date(`${slot.date}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return err(domainError('interview.slot_not_working_day', 'Interviews take place on working days, Monday to Friday'));
  if (slotKey(slot) <= now) return err(domainError('interview.slot_in_past', 'Pick a slot in the future'));
  return ok(slot);
};

export const checkSlots = (slots: readonly InterviewSlot[], now: string): Result<InterviewSlot[], SlotError> => {
  if (slots.length === 0) return err(domainError('interview.slots_required', 'Pick at least one interview slot'));
  if (slots.length > MAX_SLOTS) return err(domainError('interview.too_many_slots', `Pick at most ${MAX_SLOTS} slots`));
  const unique = new Map(slots.map((slot) => [slotKey(slot), slot]));
  const checked: InterviewSlot[] = [];
  for (const slot of [...unique.values()].sort((a, b) => slotKey(a).localeCompare(slotKey(b)))) {
    const result = checkSlot(slot, now);
    if (result.isErr()) return err(result.error);
    checked.push(result.value);
  }
  return ok(checked);
};
