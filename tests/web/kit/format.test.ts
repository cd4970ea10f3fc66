import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// A reader west of Greenwich: a bare calendar day must stay that day, not become the evening before.
const zoneBefore = process.env.TZ;
let format: typeof import('../../../web/src/kit/format');
beforeAll(async () => {
  process.env.TZ = 'America/New_York';
  // The module reads the zone when it loads (a browser's never changes): load it afresh under New York's, even where
  // another file of this worker loaded it before.
  vi.resetModules();
  format = await import('../../../web/src/kit/format');
});
afterAll(() => {
  process.env.TZ = zoneBefore;
});

describe('how the web writes dates', () => {
  it("a calendar day reads as that day on the reader's clock", () => {
    expect(format.formatDate('2027-03-05')).toBe('Mar 05 2027');
    expect(format.formatDate('2027-12-31')).toBe('Dec 31 2027');
  });
  it("a moment reads on the reader's clock, with 24-hour time", () => {
    expect(format.formatDateTime('2027-03-05T19:30:00Z')).toBe('Mar 05 2027, 14:30');
    expect(format.formatDateTime('2027-03-06T04:05:00Z')).toBe('Mar 05 2027, 23:05');
    expect(format.formatDate('2027-03-06T04:05:00Z')).toBe('Mar 05 2027');
    expect(format.formatDateTime('2027-07-01T00:00:00Z')).toBe('Jun 30 2027, 20:00');
  });
  it('a CV month reads as month and year', () => {
    expect(format.formatMonth('2021-01-01')).toBe('01.2021');
    expect(format.formatMonth('2014-07-01')).toBe('07.2014');
  });
  it('a missing or unreadable date shows a dash, never "Invalid Date"', () => {
    expect(format.formatDate(null)).toBe('—');
    expect(format.formatDateTime(undefined)).toBe('—');
    expect(format.formatMonth('')).toBe('—');
    expect(format.formatDate('not a date')).toBe('—');
  });
});
