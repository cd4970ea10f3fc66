import { browserTimeZone, utcToZone } from './timeZone';

/**
 * The one place the web turns amounts and dates into words. Amounts are integer cents (US dollars, en-US
 * separators); dates come from the server as ISO strings.
 */

const usd = (fractionDigits: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
const exact = usd(2);
const whole = usd(0);

/** An amount with cents: `$1,234.50`. */
export const formatMoney = (cents: number): string => exact.format(cents / 100);

/** A price per hour, whole dollars when it has no cents: `$45/h`, `$45.50/h`. */
export const formatHourlyPrice = (cents: number): string =>
  `${(cents % 100 === 0 ? whole : exact).format(cents / 100)}/h`;

const missing = '—';

/**
 * A value as a moment on the reader's clock. A bare calendar day (`2027-03-05`) is that day's local midnight, not UTC's
 * (which is the day before west of Greenwich).
 */
const localMoment = (value: string | Date | null | undefined): Date | null => {
  if (!value) return null;
  const day = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  const moment =
    value instanceof Date
      ? value
      : day
        ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]))
        : new Date(value);
  return Number.isNaN(moment.getTime()) ? null : moment;
};

const dateParts = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The parts of a moment on the reader's clock: `{ month: 'Mar', day: '05', year: '2027', hour: '14', minute: '30' }`. */
const partsOf = (moment: Date) => {
  const parts: Record<string, string> = {};
  for (const part of dateParts.formatToParts(moment)) parts[part.type] = part.value;
  return parts as { month: string; day: string; year: string; hour: string; minute: string };
};

/** A calendar day: `Mar 05 2027`. */
export const formatDate = (value: string | Date | null | undefined): string => {
  const moment = localMoment(value);
  if (!moment) return missing;
  const { month, day, year } = partsOf(moment);
  return `${month} ${day} ${year}`;
};

/** A moment in the user's time: `Mar 05 2027, 14:30`. */
export const formatDateTime = (value: string | Date | null | undefined): string => {
  const moment = localMoment(value);
  if (!moment) return missing;
  const { month, day, year, hour, minute } = partsOf(moment);
  return `${month} ${day} ${year}, ${hour}:${minute}`;
};

/** A month of a CV's project or education: `03.2027`. */
export const formatMonth = (value: string | null | undefined): string => {
  const moment = localMoment(value);
  if (!moment) return missing;
  return `${String(moment.getMonth() + 1).padStart(2, '0')}.${moment.getFullYear()}`;
};

/** A calendar date in words: `Fri, 5 Mar 2027`. */
export const formatDayWords = (date: string): string =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * An interview slot (stored as a UTC date and `HH:mm`) on the reader's clock, the zone named:
 * `Fri, 5 Mar 2027, 15:30 (Europe/Berlin)`. `zone` defaults to the browser's.
 */
export const formatSlot = (
  slot: { readonly date: string; readonly time: string },
  zone: string = browserTimeZone(),
): string => {
  const local = utcToZone(slot, zone);
  return `${formatDayWords(local.date)}, ${local.time} (${zone})`;
};
