import { describe, it } from 'vitest';
import { bookingDecider, type BookingCommand, type BookingEvent } from '../../../domain/booking/booking';
import { deciderSpecification } from '../../support/deciderSpecification';

const spec = deciderSpecification(bookingDecider);
const metadata = { actorId: 'manager-1', actorRole: 'manager' as const, at: new Date('2027-03-01T10:00:00Z') };
const Q2 = { startPeriod: '2027-04-01', endPeriod: '2027-07-01' };
const reserve = (
  candidateId: string,
  period = Q2,
  agencyUnavailable: { startPeriod: string; endPeriod: string }[] = [],
): BookingCommand => ({
  action: 'reserve',
  specialistId: 's1',
  booking: { candidateId, clientId: `client-of-${candidateId}`, period },
  agencyUnavailable,
  metadata,
});
const reserved = (candidateId: string, period = Q2): BookingEvent => ({
  type: 'SpecialistReserved',
  data: { specialistId: 's1', candidateId, clientId: `client-of-${candidateId}`, period },
  metadata,
});

describe("a specialist's booking calendar", () => {
  it('books a free period', () =>
    spec
      .given([])
      .when(reserve('c1'))
      .then([reserved('c1')]));
  it('refuses an overlapping period for another candidate: "Specialist already booked"', () =>
    spec
      .given([reserved('c1')])
      .when(reserve('c2', { startPeriod: '2027-07-01', endPeriod: '2027-10-01' }))
      .thenRejects('booking.already_booked'));
  it('books the day after a booking ends', () =>
    spec
      .given([reserved('c1')])
      .when(reserve('c2', { startPeriod: '2027-07-02', endPeriod: '2027-10-01' }))
      .then([reserved('c2', { startPeriod: '2027-07-02', endPeriod: '2027-10-01' })]));
  it('refuses dates the agency marked as not available', () =>
    spec
      .given([])
      .when(reserve('c1', Q2, [{ startPeriod: '2027-05-01', endPeriod: '2027-05-10' }]))
      .thenRejects('booking.already_booked'));
  it('books the same candidate once', () =>
    spec
      .given([reserved('c1')])
      .when(reserve('c1'))
      .then([]));
  it('frees the dates when released', () =>
    spec
      .given([
        reserved('c1'),
        { type: 'SpecialistReservationReleased', data: { specialistId: 's1', candidateId: 'c1' }, metadata },
      ])
      .when(reserve('c2'))
      .then([reserved('c2')]));
});
