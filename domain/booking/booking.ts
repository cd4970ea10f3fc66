import { err, ok, type Result } from 'neverthrow';
import type { Decider } from '../shared/decider';
import { domainError, type DomainError } from '../shared/domainError';
import type { DomainEvent, EventMetadata } from '../shared/eventMetadata';
import { periodsOverlap, type DatePeriod } from '../shared/dates';

/**
 * A specialist's calendar of client bookings: one stream per specialist, so two approvals for overlapping
 * periods meet on the same stream and only one of them can be appended.
 */
export type Booking = { readonly candidateId: string; readonly clientId: string; readonly period: DatePeriod };
export type BookingCalendar = { readonly bookings: readonly Booking[] };

export type SpecialistReserved = DomainEvent<'SpecialistReserved', Booking & { readonly specialistId: string }>;
export type SpecialistReservationReleased = DomainEvent<
  'SpecialistReservationReleased',
  { readonly specialistId: string; readonly candidateId: string }
>;
export type BookingEvent = SpecialistReserved | SpecialistReservationReleased;

export type BookingCommand =
  | {
      readonly action: 'reserve';
      readonly specialistId: string;
      readonly booking: Booking;
      readonly agencyUnavailable: readonly DatePeriod[];
      readonly metadata: EventMetadata;
    }
  | {
      readonly action: 'release';
      readonly specialistId: string;
      readonly candidateId: string;
      readonly metadata: EventMetadata;
    };

export type BookingError = DomainError<'booking.already_booked'>;

export const initialState = (): BookingCalendar => ({ bookings: [] });

export const evolve = (calendar: BookingCalendar, event: BookingEvent): BookingCalendar => {
  switch (event.type) {
    case 'SpecialistReserved': {
      const { candidateId, clientId, period } = event.data;
      return { bookings: [...calendar.bookings, { candidateId, clientId, period }] };
    }
    case 'SpecialistReservationReleased':
      return { bookings: calendar.bookings.filter((b) => b.candidateId !== event.data.candidateId) };
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};

export const decide = (command: BookingCommand, calendar: BookingCalendar): Result<BookingEvent[], BookingError> => {
  const { specialistId, metadata } = command;
  if (command.action === 'release') {
    if (!calendar.bookings.some((b) => b.candidateId === command.candidateId)) return ok([]);
    return ok([
      { type: 'SpecialistReservationReleased', data: { specialistId, candidateId: command.candidateId }, metadata },
    ]);
  }
  const { booking } = command;
  if (calendar.bookings.some((b) => b.candidateId === booking.candidateId)) return ok([]);
  const taken =
    calendar.bookings.some((b) => periodsOverlap(b.period, booking.period)) ||
    command.agencyUnavailable.some((p) => periodsOverlap(p, booking.period));
  if (taken) return err(domainError('booking.already_booked', 'Specialist already booked'));
  return ok([{ type: 'SpecialistReserved', data: { specialistId, ...booking }, metadata }]);
};

export const bookingDecider: Decider<BookingCalendar, BookingCommand, BookingEvent, BookingError> = {
  initialState,
  evolve,
  decide,
};
