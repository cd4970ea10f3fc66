import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { BookingEvent } from '../../../domain/booking/booking';
import { projectionSpecification, type ProjectionSpecification } from '../../support/projectionSpecification';

/** The calendar a client's reservation blocks: one date range per candidate, gone when the reservation is released. */
describe('specialist_bookings projection', () => {
  let spec: ProjectionSpecification;
  const clientId = randomUUID();
  const metadata = { actorId: randomUUID(), actorRole: 'client' as const, at: new Date('2026-11-02T10:00:00Z') };

  beforeAll(async () => {
    spec = await projectionSpecification((event) => `calendar-${(event as BookingEvent).data.specialistId}`);
    await spec.seed(`insert into companies (id, type, name) values ($1, 'client', 'Client Ltd')`, [clientId]);
  });
  afterAll(() => spec.close());

  const reserved = (
    specialistId: string,
    candidateId: string,
    startPeriod: string,
    endPeriod: string,
  ): BookingEvent => ({
    type: 'SpecialistReserved',
    data: { specialistId, candidateId, clientId, period: { startPeriod, endPeriod } },
    metadata,
  });

  it('a reservation blocks its days, end day included', async () => {
    const specialistId = randomUUID();
    const candidateId = randomUUID();
    await spec.givenEvents([reserved(specialistId, candidateId, '2026-12-01', '2026-12-10')]).thenRows(
      'specialist_bookings',
      [
        {
          candidate_id: candidateId,
          client_id: clientId,
          period: '[2026-12-01,2026-12-11)',
          created_at: metadata.at,
        },
      ],
      { specialist_id: specialistId },
    );
  });

  it('a released reservation frees the days, and the other reservations stay', async () => {
    const specialistId = randomUUID();
    const [kept, released] = [randomUUID(), randomUUID()];
    await spec
      .givenEvents([
        reserved(specialistId, kept, '2026-12-01', '2026-12-05'),
        reserved(specialistId, released, '2027-01-10', '2027-01-20'),
        { type: 'SpecialistReservationReleased', data: { specialistId, candidateId: released }, metadata },
      ])
      .thenRows('specialist_bookings', [{ candidate_id: kept, period: '[2026-12-01,2026-12-06)' }], {
        specialist_id: specialistId,
      });
  });

  it('the same candidate reserved twice is one booking', async () => {
    const specialistId = randomUUID();
    const candidateId = randomUUID();
    await spec
      .givenEvents([
        reserved(specialistId, candidateId, '2026-12-01', '2026-12-05'),
        reserved(specialistId, candidateId, '2026-12-01', '2026-12-05'),
      ])
      .thenRows('specialist_bookings', [{ candidate_id: candidateId }], { specialist_id: specialistId });
  });
});
