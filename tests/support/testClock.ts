import type { Clock } from '../../application/ports/clock';

/** A clock the test moves by hand, for idle timeouts, link expiry and throttling windows. */
export type ManualClock = Clock & { readonly advance: (ms: number) => void; readonly set: (at: Date) => void };

export const manualClock = (start = new Date('2026-11-02T09:00:00Z')): ManualClock => {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
    set: (at) => {
      now = at.getTime();
    },
  };
};
