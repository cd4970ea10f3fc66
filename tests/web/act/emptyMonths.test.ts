import { describe, expect, it } from 'vitest';
import { emptyMonthsReason } from '../../../web/src/features/act/actWords';

type Billable = NonNullable<Parameters<typeof emptyMonthsReason>[0]>;

const booking = (nextActFrom: string | null): Billable => ({
  candidateId: 'c1',
  specialist: { id: 's1', name: 'Anna Worker' },
  clientName: 'Demo Client',
  status: 'working',
  startPeriod: '2026-12-07',
  endPeriod: '2027-03-07',
  workFormat: 'full-time',
  hoursPerWeek: null,
  agencyRateCents: 4000,
  months: [],
  nextActFrom,
});

/** Issue 32: the act form's empty month list gave a false reason ('every month has an act') for a booking not started. */
describe("why the act form's month list is empty", () => {
  it('says the true reason for each case, in words', () => {
    expect(emptyMonthsReason(undefined)).toBe(
      'Choose the specialist first: their months not billed yet are listed here.',
    );
    expect(emptyMonthsReason(booking('2026-12-07'))).toBe(
      'The booking starts on Mon, 7 Dec 2026: the first act can be created from then.',
    );
    expect(emptyMonthsReason(booking('2027-01-01'))).toBe(
      'Every started month of this booking has an act already: the next can be created from Fri, 1 Jan 2027.',
    );
    expect(emptyMonthsReason(booking(null))).toBe('Every month of this booking has an act already.');
  });
});
