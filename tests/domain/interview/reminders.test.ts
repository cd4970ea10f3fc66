import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slotInstant } from '../../../domain/interview/invitation';
import { reminderCause, reminderOutcome, remindersOf } from '../../../domain/interview/reminders';
import type { InterviewSlot } from '../../../domain/interview/interview.slots';

const slot: InterviewSlot = { date: '2027-03-29', time: '07:00' };

describe('interview reminders', () => {
  it('a day and an hour before an interview fixed well ahead', () => {
    expect(remindersOf(slot, new Date('2027-03-20T10:00:00Z'))).toEqual([
      { lead: 'day', at: new Date('2027-03-28T07:00:00Z') },
      { lead: 'hour', at: new Date('2027-03-29T06:00:00Z') },
    ]);
  });

  it('only the hour before for an interview fixed the evening before, none for one fixed 30 minutes ahead', () => {
    expect(remindersOf(slot, new Date('2027-03-28T19:00:00Z')).map((r) => r.lead)).toEqual(['hour']);
    expect(remindersOf(slot, new Date('2027-03-29T06:30:00Z'))).toEqual([]);
  });

  it('a due reminder is sent while the interview is still at its time; a moved or cancelled one is dropped', () => {
    const day = { slot, lead: 'day' as const };
    const due = new Date('2027-03-28T07:00:00Z');
    expect(reminderOutcome(day, slot, due)).toBe('send');
    expect(reminderOutcome(day, { date: '2027-03-29', time: '08:00' }, due)).toBe('drop');
    expect(reminderOutcome(day, null, due)).toBe('drop');
  });

  it("an early job waits for the platform's clock; a late one after the interview began is dropped", () => {
    const hour = { slot, lead: 'hour' as const };
    expect(reminderOutcome(hour, slot, new Date('2027-03-29T05:59:00Z'))).toBe('wait');
    expect(reminderOutcome(hour, slot, new Date('2027-03-29T06:59:00Z'))).toBe('send');
    expect(reminderOutcome(hour, slot, new Date('2027-03-29T07:00:00Z'))).toBe('drop');
  });

  it('property: at most one reminder per lead, each after the moment the time was fixed and before the interview', () => {
    const slots = fc
      .record({ day: fc.integer({ min: 0, max: 3000 }), hour: fc.integer({ min: 0, max: 23 }) })
      .map(({ day, hour }): InterviewSlot => {
        const date = new Date(Date.UTC(2026, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
        return { date, time: `${String(hour).padStart(2, '0')}:00` };
      });
    fc.assert(
      fc.property(slots, fc.integer({ min: -40 * 86_400, max: 2 * 86_400 }), (s, secondsBefore) => {
        const start = slotInstant(s).getTime();
        const fixedAt = new Date(start - secondsBefore * 1000);
        const reminders = remindersOf(s, fixedAt);
        expect(new Set(reminders.map((r) => r.lead)).size).toBe(reminders.length);
        for (const r of reminders) {
          expect(r.at.getTime()).toBeGreaterThan(fixedAt.getTime());
          expect(r.at.getTime()).toBeLessThan(start);
        }
        // The same time fixed again (a projection replayed) gives the same reminders under the same keys.
        expect(remindersOf(s, fixedAt).map((r) => reminderCause('c', s, r.lead))).toEqual(
          reminders.map((r) => reminderCause('c', s, r.lead)),
        );
      }),
    );
  });
});
