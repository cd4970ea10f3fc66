import { describe, expect, it } from 'vitest';
import { hourOptionsOf, isPickableDay, todayInZone } from '../../../web/src/features/interview/slotPicker';
import { formatSlot } from '../../../web/src/kit/format';
import { utcToZone, zoneToUtc } from '../../../web/src/kit/timeZone';

/** Friday 5 March 2027, 14:30 UTC: 09:30 in New York, 15:30 in Berlin, 23:30 in Tokyo. */
const NOW = '2027-03-05T14:30';

describe('interview slots on the user clock', () => {
  it('converts between the user zone and UTC both ways', () => {
    expect(zoneToUtc({ date: '2027-01-15', time: '10:00' }, 'Europe/Berlin')).toEqual({
      date: '2027-01-15',
      time: '09:00',
    });
    expect(zoneToUtc({ date: '2027-07-15', time: '10:00' }, 'Europe/Berlin')).toEqual({
      date: '2027-07-15',
      time: '08:00',
    });
    expect(zoneToUtc({ date: '2027-03-08', time: '00:30' }, 'Asia/Tokyo')).toEqual({
      date: '2027-03-07',
      time: '15:30',
    });
    expect(utcToZone({ date: '2027-03-05', time: '15:00' }, 'America/New_York')).toEqual({
      date: '2027-03-05',
      time: '10:00',
    });
  });

  it('names the zone it shows a slot in: the client in New York and the agency in Berlin read the same interview', () => {
    const slot = { date: '2027-03-05', time: '15:00' };
    expect(formatSlot(slot, 'America/New_York')).toBe('Fri, 5 Mar 2027, 10:00 (America/New_York)');
    expect(formatSlot(slot, 'Europe/Berlin')).toBe('Fri, 5 Mar 2027, 16:00 (Europe/Berlin)');
    expect(formatSlot({ date: '2027-03-05', time: '23:00' }, 'Asia/Tokyo')).toBe('Sat, 6 Mar 2027, 08:00 (Asia/Tokyo)');
  });

  it('disables the hours of today that passed on the user clock, and none of a later day', () => {
    const disabledIn = (zone: string, date: string) =>
      hourOptionsOf(date, zone, NOW)
        .filter((o) => o.disabled)
        .map((o) => o.value);
    expect(disabledIn('America/New_York', '2027-03-05')).toEqual(['09:00']);
    expect(disabledIn('Europe/Berlin', '2027-03-05')).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
    ]);
    expect(disabledIn('Europe/Berlin', '2027-03-08')).toEqual([]);
  });

  it('offers working days from the user today: weekends, past days and a day with no hour left cannot be picked', () => {
    expect(todayInZone(NOW, 'Asia/Tokyo')).toBe('2027-03-05');
    expect(todayInZone('2027-03-05T15:30', 'Asia/Tokyo')).toBe('2027-03-06');
    expect(isPickableDay('2027-03-05', 'America/New_York', NOW)).toBe(true);
    // 23:30 in Tokyo: the day's last hour (20:00) is gone.
    expect(isPickableDay('2027-03-05', 'Asia/Tokyo', NOW)).toBe(false);
    expect(isPickableDay('2027-03-04', 'America/New_York', NOW)).toBe(false);
    expect(isPickableDay('2027-03-06', 'America/New_York', NOW)).toBe(false);
    expect(isPickableDay('2027-03-07', 'Europe/Berlin', NOW)).toBe(false);
    expect(isPickableDay('2027-03-08', 'Asia/Tokyo', NOW)).toBe(true);
  });
});
