import { describe, expect, it } from 'vitest';
import { bellLabelOf, exactTime, timeAgo } from '../../../web/src/features/notification/timeAgo';

const now = new Date('2026-11-24T12:00:00Z');

describe("a notification's time and the bell's name", () => {
  it('says how long ago, then the date', () => {
    expect(timeAgo('2026-11-24T11:59:30Z', now)).toBe('just now');
    expect(timeAgo('2026-11-24T11:55:00Z', now)).toBe('5 min ago');
    expect(timeAgo('2026-11-24T09:00:00Z', now)).toBe('3 h ago');
    expect(timeAgo('2026-11-23T10:00:00Z', now)).toBe('yesterday');
    expect(timeAgo('2026-11-20T10:00:00Z', now)).toBe('4 days ago');
    expect(timeAgo('2026-10-01T10:00:00Z', now, 'en-GB')).toBe('1 Oct');
    expect(timeAgo('2025-10-01T10:00:00Z', now, 'en-GB')).toBe('1 Oct 2025');
    // A clock a little ahead of the server's never reads as the future.
    expect(timeAgo('2026-11-24T12:00:05Z', now)).toBe('just now');
  });

  it('names the exact moment with its time zone, without throwing', () => {
    expect(exactTime('2026-11-24T12:00:00Z', 'en-GB')).toMatch(/Nov 2026.*\d{2}:\d{2}\s\S+$/);
  });

  it('names the bell with the unread count', () => {
    expect(bellLabelOf(0)).toBe('Notifications, none unread');
    expect(bellLabelOf(3)).toBe('Notifications, 3 unread');
  });
});
