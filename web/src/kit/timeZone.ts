import { convertClock, type WallClock } from '../../../domain/shared/timeZones';

/**
 * The user's clock. Times the platform stores are UTC; the web shows and takes them on the browser's zone (its IANA
 * name, which the pages also print beside each time), and converts at the edge.
 */
export const UTC = 'UTC';

/** The browser's IANA zone ('Europe/Berlin'); UTC when the runtime does not say. */
export const browserTimeZone = (): string => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || UTC;
  } catch {
    return UTC;
  }
};

/** A UTC date and time as a clock in `zone` shows it. */
export const utcToZone = (clock: WallClock, zone: string): WallClock => convertClock(clock, UTC, zone);

/** A date and time read on a clock in `zone`, in UTC. */
export const zoneToUtc = (clock: WallClock, zone: string): WallClock => convertClock(clock, zone, UTC);

/** `yyyy-MM-ddTHH:mm` (UTC, as the server sends `now`) as a clock in `zone` shows it. */
export const nowInZone = (nowUtc: string, zone: string): WallClock =>
  utcToZone({ date: nowUtc.slice(0, 10), time: nowUtc.slice(11, 16) }, zone);
