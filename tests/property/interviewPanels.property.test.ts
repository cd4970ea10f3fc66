import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { interviewsOverlap, type SlotCalendar } from '../../domain/interview/interview.collisions';
import type { CandidateCommand } from '../../domain/interview/interview.commands';
import { candidateDecider } from '../../domain/interview/interview.decide';
import type { CandidateEvent } from '../../domain/interview/interview.events';
import { interviewEndOf, type InterviewSlot } from '../../domain/interview/interview.slots';
import type { DatePeriod } from '../../domain/shared/dates';
import { acceptSlot, eventsOf, NOW, passOn, proposeSlots, submit } from '../support/interviewFixtures';

/**
 * Days of the weeks after `NOW` (Wednesday 3 March 2027) and before Berlin's clocks change on the 28th: the slots and
 * the periods fall among them.
 */
const day = fc.integer({ min: 4, max: 26 }).map((d) => `2027-03-${String(d).padStart(2, '0')}`);
/** Whole and half hours in UTC (a whole hour in Kolkata is :30 in UTC). */
const utcSlot: fc.Arbitrary<InterviewSlot> = fc
  .record({ date: day, hour: fc.integer({ min: 0, max: 23 }), half: fc.boolean() })
  .map(({ date, hour, half }) => ({ date, time: `${String(hour).padStart(2, '0')}:${half ? '30' : '00'}` }));
const period: fc.Arbitrary<DatePeriod> = fc.tuple(day, fc.integer({ min: 0, max: 3 })).map(([startPeriod, length]) => ({
  startPeriod,
  endPeriod: `2027-03-${String(Math.min(31, Number(startPeriod.slice(8)) + length)).padStart(2, '0')}`,
}));
const calendar: fc.Arbitrary<SlotCalendar> = fc.record({
  interviewersBusy: fc.array(
    fc.record({ userId: fc.constantFrom('anna', 'boris', 'clara'), name: fc.constant(null), slot: utcSlot }),
    { maxLength: 8 },
  ),
  reservations: fc.array(period, { maxLength: 2 }),
  unavailable: fc.array(period, { maxLength: 2 }),
});
/** Slots the agency may offer from Berlin's clock in March (UTC+1): working days, 09:00 to 20:00 there. */
const offered = fc.array(
  fc
    .record({ date: day, hour: fc.integer({ min: 8, max: 19 }) })
    .filter(({ date }) => ![0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay()))
    .map(({ date, hour }) => ({ date, time: `${String(hour).padStart(2, '0')}:00` })),
  { minLength: 1, maxLength: 5 },
);

const inside = (date: string, p: DatePeriod) => date >= p.startPeriod && date <= p.endPeriod;
/** What the rule promises of a slot that was let through: nobody busy, the specialist neither booked nor away. */
const collides = (slot: InterviewSlot, c: SlotCalendar): boolean =>
  c.interviewersBusy.some((busy) => interviewsOverlap(busy.slot, slot)) ||
  [...c.reservations, ...c.unavailable].some((p) => inside(slot.date, p) || inside(interviewEndOf(slot).date, p));

const slotsOf = (events: readonly CandidateEvent[]): InterviewSlot[] =>
  events.flatMap((event) =>
    event.type === 'InterviewSlotsProposed' || event.type === 'CandidateSubmitted'
      ? [...event.data.slots]
      : event.type === 'InterviewSlotAccepted'
        ? [event.data.slot]
        : [],
  );

describe('interview slots never collide (issue 34, panels)', () => {
  it("no slot the agency offers collides with an interviewer's other interview or the specialist's reservations", () => {
    const given = eventsOf(submit(), passOn());
    const state = given.reduce(candidateDecider.evolve, candidateDecider.initialState());
    fc.assert(
      fc.property(offered, calendar, (slots, busy) => {
        const command: CandidateCommand = { ...proposeSlots(slots), timeZone: 'Europe/Berlin', calendar: busy };
        const decided = candidateDecider.decide(command, state);
        if (decided.isOk()) for (const slot of slotsOf(decided.value)) expect(collides(slot, busy)).toBe(false);
        // Refused only for a collision (every slot offered here is otherwise a valid one).
        else {
          expect(decided.error.code).toMatch(
            /^interview\.(interviewer_busy|specialist_booked|specialist_unavailable)$/,
          );
          expect(slots.some((slot) => collides(slot, busy))).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('no request, accepted slot or move fixes a time that collides, whatever the calendar', () => {
    fc.assert(
      fc.property(offered, calendar, fc.nat(4), (slots, busy, pick) => {
        const submitted = candidateDecider.decide(
          { ...submit(slots), timeZone: 'Europe/Berlin', calendar: busy },
          candidateDecider.initialState(),
        );
        if (submitted.isErr()) {
          expect(submitted.error.code).toMatch(
            /^interview\.(interviewer_busy|specialist_booked|specialist_unavailable)$/,
          );
          expect(slots.some((slot) => collides(slot, busy))).toBe(true);
          return;
        }
        const sent = submitted.value.reduce(candidateDecider.evolve, candidateDecider.initialState());
        const state = candidateDecider.decide(passOn(), sent)._unsafeUnwrap().reduce(candidateDecider.evolve, sent);
        const slot = slots[pick % slots.length] as InterviewSlot;
        const accepted = candidateDecider.decide({ ...acceptSlot(slot), now: NOW, calendar: busy }, state);
        if (accepted.isOk()) for (const fixed of slotsOf(accepted.value)) expect(collides(fixed, busy)).toBe(false);
        for (const sent of slotsOf(submitted.value)) expect(collides(sent, busy)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
