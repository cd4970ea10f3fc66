import { describe, expect, it } from 'vitest';
import {
  checkSlot,
  checkSlotAhead,
  checkSlots,
  slotFromZone,
  slotTimes,
} from '../../../domain/interview/interview.slots';
import { NOW, THURSDAY_10 } from '../../support/interviewFixtures';

const codeOf = (date: string, time: string) =>
  checkSlot({ date, time }, NOW).match(
    () => 'ok',
    (e) => e.code,
  );

describe('an interview slot', () => {
  it('is on the hour from 09:00 to 20:00', () => {
    expect(slotTimes[0]).toBe('09:00');
    expect(slotTimes.at(-1)).toBe('20:00');
    expect(codeOf('2027-03-04', '09:00')).toBe('ok');
    expect(codeOf('2027-03-04', '20:00')).toBe('ok');
    expect(codeOf('2027-03-04', '08:00')).toBe('interview.slot_outside_hours');
    expect(codeOf('2027-03-04', '21:00')).toBe('interview.slot_outside_hours');
    expect(codeOf('2027-03-04', '10:30')).toBe('interview.slot_outside_hours');
  });

  it('is on a working day', () => {
    expect(codeOf('2027-03-06', '10:00')).toBe('interview.slot_not_working_day');
    expect(codeOf('2027-03-07', '10:00')).toBe('interview.slot_not_working_day');
  });

  it('is not in the past, even earlier today', () => {
    expect(codeOf('2027-03-03', '10:00')).toBe('interview.slot_in_past');
    expect(codeOf('2027-03-03', '11:00')).toBe('ok');
    expect(codeOf('2027-03-02', '15:00')).toBe('interview.slot_in_past');
  });

  it('is a real date and time', () => {
    expect(codeOf('2027-02-30', '10:00')).toBe('interview.slot_invalid');
    // A month or day no calendar has is refused, not thrown (the fuzzer found a 500 here).
    expect(codeOf('2026-13-45', '10:00')).toBe('interview.slot_invalid');
    expect(codeOf('0000-00-00', '10:00')).toBe('interview.slot_invalid');
    expect(codeOf('2027-03-04', '10')).toBe('interview.slot_invalid');
  });

  it('comes at least once, at most ten times, without duplicates', () => {
    expect(
      checkSlots([], NOW).match(
        () => 'ok',
        (e) => e.code,
      ),
    ).toBe('interview.slots_required');
    expect(checkSlots([THURSDAY_10, THURSDAY_10], NOW)._unsafeUnwrap()).toEqual([THURSDAY_10]);
    const eleven = Array.from({ length: 11 }, (_, i) => ({ date: '2027-03-04', time: slotTimes[i] as string }));
    expect(
      checkSlots(eleven, NOW).match(
        () => 'ok',
        (e) => e.code,
      ),
    ).toBe('interview.too_many_slots');
  });

  describe('on the clock of whoever offers it', () => {
    const codeIn = (zone: string, local: { date: string; time: string }) =>
      checkSlot(slotFromZone(local, zone), NOW, zone).match(
        (slot) => slot,
        (e) => e.code,
      );

    it('a Monday 09:00 in Auckland is a Sunday 20:00 UTC: a working day offered from Auckland, a Sunday offered in UTC', () => {
      expect(codeIn('Pacific/Auckland', { date: '2027-03-08', time: '09:00' })).toEqual({
        date: '2027-03-07',
        time: '20:00',
      });
      expect(
        checkSlot({ date: '2027-03-07', time: '20:00' }, NOW).match(
          () => 'ok',
          (e) => e.code,
        ),
      ).toBe('interview.slot_not_working_day');
    });

    it('a Friday 19:00 in Los Angeles is a Saturday in UTC, and still a working day for the one who picked it', () => {
      expect(codeIn('America/Los_Angeles', { date: '2027-03-05', time: '19:00' })).toEqual({
        date: '2027-03-06',
        time: '03:00',
      });
    });

    it('a Monday 00:30 in Tokyo is refused there (outside the hours), whatever day it is in UTC', () => {
      expect(codeIn('Asia/Tokyo', { date: '2027-03-08', time: '00:30' })).toBe('interview.slot_outside_hours');
      expect(codeIn('Asia/Tokyo', { date: '2027-03-13', time: '10:00' })).toBe('interview.slot_not_working_day');
    });

    it('a whole hour in Kolkata is :30 in UTC, and is on the hour there', () => {
      expect(codeIn('Asia/Kolkata', { date: '2027-03-08', time: '10:00' })).toEqual({
        date: '2027-03-08',
        time: '04:30',
      });
    });

    it('is not in the past on any clock: 11:00 in Berlin on 3 March is 10:00 UTC, before now', () => {
      expect(codeIn('Europe/Berlin', { date: '2027-03-03', time: '11:00' })).toBe('interview.slot_in_past');
      expect(codeIn('Europe/Berlin', { date: '2027-03-03', time: '12:00' })).toEqual({
        date: '2027-03-03',
        time: '11:00',
      });
    });

    it('refuses a zone that is not an IANA name', () => {
      expect(codeIn('UTC', THURSDAY_10)).toEqual(THURSDAY_10);
      expect(
        checkSlot(THURSDAY_10, NOW, 'Mars/Olympus').match(
          () => 'ok',
          (e) => e.code,
        ),
      ).toBe('interview.slot_invalid');
    });

    it('a slot offered earlier is taken if it is still ahead, whatever its hour in UTC', () => {
      expect(checkSlotAhead({ date: '2027-03-06', time: '03:00' }, NOW).isOk()).toBe(true);
      expect(
        checkSlotAhead({ date: '2027-03-03', time: '10:00' }, NOW).match(
          () => 'ok',
          (e) => e.code,
        ),
      ).toBe('interview.slot_in_past');
    });
  });
});
