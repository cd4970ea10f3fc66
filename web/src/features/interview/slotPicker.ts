import { slotFromZone, slotKey, slotTimes } from '../../../../domain/interview/interview.slots';
import { weekdayOf } from '../../../../domain/shared/timeZones';
import { nowInZone } from '../../kit/timeZone';

/**
 * What the slot picker lets a user choose, on the user's clock (`zone`): working days from today on, and the hours
 * 09:00 to 20:00 that are still ahead. `now` is the server's UTC `yyyy-MM-ddTHH:mm`. The server checks the same
 * rule on the same clock (the request names the zone), so the picker offers nothing the server refuses.
 */

/** The user's today. */
export const todayInZone = (now: string, zone: string): string => nowInZone(now, zone).date;

/** The day's hours on the user's clock; the ones already passed are disabled. */
export const hourOptionsOf = (
  date: string | null,
  zone: string,
  now: string,
): { value: string; label: string; disabled: boolean }[] =>
  slotTimes.map((time) => ({
    value: time,
    label: time,
    disabled: date !== null && slotKey(slotFromZone({ date, time }, zone)) <= now,
  }));

/** A day can be picked when it is a working day on the user's calendar and has an hour left. */
export const isPickableDay = (date: string, zone: string, now: string): boolean => {
  const weekday = weekdayOf(date);
  if (weekday === 0 || weekday === 6) return false;
  const today = todayInZone(now, zone);
  if (date !== today) return date > today;
  return hourOptionsOf(date, zone, now).some((option) => !option.disabled);
};
