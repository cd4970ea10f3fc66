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
  const release = (specialistId: string, candidateId: string): BookingEvent => ({
    type: 'SpecialistReservationReleased',
    data: { specialistId, candidateId },
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
        release(specialistId, released),
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

  /**
   * The days a card became free again (migration 0271, read by the saved searches' digest): written by triggers in the
   * transaction of the release that frees them, through this read model.
   */
  describe('catalog_card_freed, from the booking calendar', () => {
    it('a reservation frees nothing; its release frees its days, end day included', async () => {
      const specialistId = randomUUID();
      const candidateId = randomUUID();
      await spec
        .givenEvents([reserved(specialistId, candidateId, '2026-12-01', '2026-12-10')])
        .thenRows('catalog_card_freed', [], { specialist_id: specialistId });
      await spec
        .givenEvents([release(specialistId, candidateId)])
        .thenRows('catalog_card_freed', [{ period: '[2026-12-01,2026-12-11)' }], { specialist_id: specialistId });
    });

    it('each release is its own row; a reservation that stays frees nothing', async () => {
      const specialistId = randomUUID();
      const [kept, first, second] = [randomUUID(), randomUUID(), randomUUID()];
      await spec
        .givenEvents([
          reserved(specialistId, kept, '2026-11-01', '2026-11-05'),
          reserved(specialistId, first, '2026-12-01', '2026-12-05'),
          release(specialistId, first),
          reserved(specialistId, second, '2026-12-01', '2026-12-05'),
          release(specialistId, second),
        ])
        .thenRows(
          'catalog_card_freed',
          [{ period: '[2026-12-01,2026-12-06)' }, { period: '[2026-12-01,2026-12-06)' }],
          {
            specialist_id: specialistId,
          },
        );
    });

    it("an agency's 'not available' period taken back, or shortened, frees the days it no longer covers", async () => {
      const specialistId = randomUUID();
      await spec.seed(
        `insert into catalog_cards (id, agency_id, name, surname, gender, catalog_price_cents, unavailable, published_at, search, updated_at)
         values ($1, $2, 'Anna', 'Free', 'f', 5000, '{[2026-12-01,2026-12-21), [2027-01-01,2027-01-11)}', now(), ''::tsvector, now())`,
        [specialistId, clientId],
      );
      await spec.seed(`update catalog_cards set unavailable = '{[2026-12-01,2026-12-11)}' where id = $1`, [
        specialistId,
      ]);
      await spec
        .givenEvents([])
        .thenRows(
          'catalog_card_freed',
          [{ period: '[2026-12-11,2026-12-21)' }, { period: '[2027-01-01,2027-01-11)' }],
          {
            specialist_id: specialistId,
          },
        );
    });
  });
});
