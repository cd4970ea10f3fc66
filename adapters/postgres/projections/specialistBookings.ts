import { postgreSQLProjection } from '@event-driven-io/emmett-postgresql';
import type { Event } from '@event-driven-io/emmett';
import type { BookingEvent } from '../../../domain/booking/booking';

const bookingEventTypes: BookingEvent['type'][] = ['SpecialistReserved', 'SpecialistReservationReleased'];

/** Client bookings as date ranges (inclusive end), written in the transaction of the calendar's append. */
export const specialistBookingsProjection = postgreSQLProjection<Event>({
  name: 'specialist_bookings',
  canHandle: bookingEventTypes,
  handle: async (events, context) => {
    for (const raw of events) {
      if (!(bookingEventTypes as string[]).includes(raw.type)) continue;
      const event = raw as unknown as BookingEvent;
      if (event.type === 'SpecialistReserved') {
        const { candidateId, specialistId, clientId, period } = event.data;
        await context.connection.client.query(
          `insert into specialist_bookings (candidate_id, specialist_id, client_id, period, created_at)
           values ($1, $2, $3, daterange($4::date, $5::date, '[]'), $6) on conflict (candidate_id) do nothing`,
          [candidateId, specialistId, clientId, period.startPeriod, period.endPeriod, new Date(event.metadata.at)],
        );
      } else {
        await context.connection.client.query('delete from specialist_bookings where candidate_id = $1', [
          event.data.candidateId,
        ]);
      }
    }
  },
});
