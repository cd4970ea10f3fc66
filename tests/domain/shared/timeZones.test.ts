import { describe, expect, it } from 'vitest';
import { convertClock, instantOf, isTimeZone, wallClockAt } from '../../../domain/shared/timeZones';

describe('clocks of time zones', () => {
  it('a slot picked at 10:00 in Berlin is 09:00 UTC in winter and 08:00 UTC in summer', () => {
    expect(convertClock({ date: '2027-01-15', time: '10:00' }, 'Europe/Berlin', 'UTC')).toEqual({
      date: '2027-01-15',
      time: '09:00',
    });
    expect(convertClock({ date: '2027-07-15', time: '10:00' }, 'Europe/Berlin', 'UTC')).toEqual({
      date: '2027-07-15',
      time: '08:00',
    });
  });

  it('follows the change of daylight saving on its own day (Berlin moves on 28 March 2027, New York on 14 March)', () => {
    expect(convertClock({ date: '2027-03-26', time: '10:00' }, 'Europe/Berlin', 'UTC').time).toBe('09:00');
    expect(convertClock({ date: '2027-03-29', time: '10:00' }, 'Europe/Berlin', 'UTC').time).toBe('08:00');
    // Between the two changes New York is four hours behind UTC, Berlin one hour ahead: 10:00 there is 15:00 here.
    expect(convertClock({ date: '2027-03-17', time: '10:00' }, 'America/New_York', 'Europe/Berlin')).toEqual({
      date: '2027-03-17',
      time: '15:00',
    });
    expect(convertClock({ date: '2027-03-05', time: '10:00' }, 'America/New_York', 'Europe/Berlin')).toEqual({
      date: '2027-03-05',
      time: '16:00',
    });
  });

  it('a Monday 00:30 in Tokyo is a Sunday in UTC, and back', () => {
    expect(convertClock({ date: '2027-03-08', time: '00:30' }, 'Asia/Tokyo', 'UTC')).toEqual({
      date: '2027-03-07',
      time: '15:30',
    });
    expect(convertClock({ date: '2027-03-07', time: '15:30' }, 'UTC', 'Asia/Tokyo')).toEqual({
      date: '2027-03-08',
      time: '00:30',
    });
  });

  it('keeps zones with half-hour offsets exact', () => {
    expect(convertClock({ date: '2027-03-08', time: '10:00' }, 'Asia/Kolkata', 'UTC')).toEqual({
      date: '2027-03-08',
      time: '04:30',
    });
  });

  it('reads an instant on a clock and a clock back to its instant', () => {
    const instant = new Date('2027-10-31T00:30:00Z');
    expect(wallClockAt(instant, 'Europe/Berlin')).toEqual({ date: '2027-10-31', time: '02:30' });
    // 02:30 shows twice in Berlin that night: the earlier instant is taken.
    expect(instantOf({ date: '2027-10-31', time: '02:30' }, 'Europe/Berlin').toISOString()).toBe(
      '2027-10-31T00:30:00.000Z',
    );
  });

  it('knows IANA names and refuses anything else', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone('x'.repeat(65))).toBe(false);
  });
});
