import dayjs from 'dayjs';
import { browserTimeZone, utcToZone } from './timeZone';

/**
 * The one place the web turns amounts and dates into words. Amounts are integer cents (US dollars, en-US
 * separators); dates come from the server as ISO strings.
 */

const usd = (fractionDigits: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });
const exact = usd(2);
const whole = usd(0);

/** An amount with cents: `$1,234.50`. */
export const formatMoney = (cents: number): string => exact.format(cents / 100);

/** A price per hour, whole dollars when it has no cents: `$45/h`, `$45.50/h`. */
export const formatHourlyPrice = (cents: number): string => `${(cents % 100 === 0 ? whole : exact).format(cents / 100)}/h`;

const missing = '—';

/** A calendar day: `Mar 05 2027`. */
export const formatDate = (value: string | Date | null | undefined): string => (value ? dayjs(value).format('MMM DD YYYY') : missing);

/** A moment in the user's time: `Mar 05 2027, 14:30`. */
export const formatDateTime = (value: string | Date | null | undefined): string => (value ? dayjs(value).format('MMM DD YYYY, HH:mm') : missing);

/** A month of a CV's project or education: `03.2027`. */
export const formatMonth = (value: string | null | undefined): string => (value ? dayjs(value).format('MM.YYYY') : missing);

/** A calendar date in words: `Fri, 5 Mar 2027`. */
export const formatDayWords = (date: string): string =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/**
 * An interview slot (stored as a UTC date and `HH:mm`) on the reader's clock, the zone named:
 * `Fri, 5 Mar 2027, 15:30 (Europe/Berlin)`. `zone` defaults to the browser's.
 */
export const formatSlot = (slot: { readonly date: string; readonly time: string }, zone: string = browserTimeZone()): string => {
  const local = utcToZone(slot, zone);
  return `${formatDayWords(local.date)}, ${local.time} (${zone})`;
};
