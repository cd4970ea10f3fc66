import { describe, expect, it } from 'vitest';
import { checkSlot, checkSlots, slotTimes } from '../../../domain/interview/interview.slots';
import { NOW, THURSDAY_10 } from '../../support/interviewFixtures';

const codeOf = (date: string, time: string) => checkSlot({ date, time }, NOW).match(() => 'ok', (e) => e.code);

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
    expect(checkSlots([], NOW).match(() => 'ok', (e) => e.code)).toBe('interview.slots_required');
    expect(checkSlots([THURSDAY_10, THURSDAY_10], NOW)._unsafeUnwrap()).toEqual([THURSDAY_10]);
    const eleven = Array.from({ length: 11 }, (_, i) => ({ date: '2027-03-04', time: slotTimes[i] as string }));
    expect(checkSlots(eleven, NOW).match(() => 'ok', (e) => e.code)).toBe('interview.too_many_slots');
  });
});
