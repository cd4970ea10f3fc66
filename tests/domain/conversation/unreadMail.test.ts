import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unreadMailCause, unreadMailOutcome } from '../../../domain/conversation/conversation.unreadMail';

const timing = { afterMs: 15 * 60_000, gapMs: 60 * 60_000 };
const at = (time: string) => new Date(`2026-11-29T${time}:00Z`);

describe('the e-mail when nobody reads', () => {
  it('nothing unread (all read, or all told of already): no e-mail, whatever the time', () => {
    expect(unreadMailOutcome(null, null, at('10:30'), timing)).toEqual({ kind: 'none' });
    expect(unreadMailOutcome(null, at('09:00'), at('10:30'), timing)).toEqual({ kind: 'none' });
  });

  it('a message unread for 15 minutes is mailed; before that the check waits for its moment', () => {
    expect(unreadMailOutcome(at('10:00'), null, at('10:14'), timing)).toEqual({ kind: 'wait', until: at('10:15') });
    expect(unreadMailOutcome(at('10:00'), null, at('10:15'), timing)).toEqual({ kind: 'send' });
  });

  it('within the hour of the last e-mail about the thread the check waits for the hour to end, then mails', () => {
    expect(unreadMailOutcome(at('10:30'), at('10:15'), at('10:45'), timing)).toEqual({
      kind: 'wait',
      until: at('11:15'),
    });
    expect(unreadMailOutcome(at('10:30'), at('10:15'), at('11:15'), timing)).toEqual({ kind: 'send' });
    // An e-mail long ago leaves only the 15 minutes.
    expect(unreadMailOutcome(at('10:30'), at('08:00'), at('10:40'), timing)).toEqual({
      kind: 'wait',
      until: at('10:45'),
    });
  });

  it('one cause per thread, side and last message told of', () => {
    expect(unreadMailCause('t1', 'agency', 3)).toBe('conversation-unread:t1:agency:3');
    expect(unreadMailCause('t1', 'agency', 3)).not.toBe(unreadMailCause('t1', 'client', 3));
  });

  it('property: it sends only once the oldest message waited 15 minutes and an hour passed since the last e-mail', () => {
    const minutes = fc.integer({ min: 0, max: 24 * 60 });
    const base = at('00:00').getTime();
    fc.assert(
      fc.property(minutes, fc.option(minutes), minutes, (unreadAt, mailedAt, now) => {
        const oldest = new Date(base + unreadAt * 60_000);
        const mailed = mailedAt === null ? null : new Date(base + mailedAt * 60_000);
        const moment = new Date(base + now * 60_000);
        const outcome = unreadMailOutcome(oldest, mailed, moment, timing);
        const waitedEnough = now - unreadAt >= 15;
        const gapPassed = mailedAt === null || now - mailedAt >= 60;
        expect(outcome.kind).toBe(waitedEnough && gapPassed ? 'send' : 'wait');
        // A check that waits is asked again exactly when it would send.
        if (outcome.kind === 'wait')
          expect(unreadMailOutcome(oldest, mailed, outcome.until, timing)).toEqual({ kind: 'send' });
      }),
    );
  });
});
