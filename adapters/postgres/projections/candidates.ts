import { postgreSQLProjection } from '@event-driven-io/emmett-postgresql';
import type { Event } from '@event-driven-io/emmett';
import type { CandidateEvent } from '../../../domain/interview/interview.events';

type Query = { text: string; values: unknown[] };

/** The candidate lists of clients, partners and managers: one row per candidate, in the transaction of each append. */
const statements = (event: CandidateEvent, version: bigint): Query[] => {
  const id = event.data.candidateId;
  const at = new Date(event.metadata.at);
  const touch = (set: string, values: unknown[]): Query => ({ text: `update candidates set ${set}, version = $2, updated_at = $3 where id = $1`, values: [id, version, at, ...values] });
  switch (event.type) {
    case 'CandidateSubmitted': {
      const d = event.data;
      return [{
        text: `insert into candidates (id, request_id, client_id, agency_id, specialist_id, status, start_period, end_period, work_format, hours,
                 client_hour_price_cents, slots, contact, comment, version, created_at, updated_at)
               values ($1, $2, $3, $4, $5, 'review_by_manager', $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15)
               on conflict (id) do nothing`,
        values: [id, d.requestId, d.clientId, d.agencyId, d.specialistId, d.period.startPeriod, d.period.endPeriod, d.workFormat, d.hours,
          d.clientHourPriceCents, JSON.stringify(d.slots), JSON.stringify(d.contact), d.comment, version, at],
      }];
    }
    case 'InterviewSlotAccepted':
      return [touch(`status = 'interview', interview_at = $4`, [JSON.stringify(event.data.slot)])];
    case 'InterviewSlotsProposed':
      return [touch('proposed_slots = $4', [JSON.stringify(event.data.slots)])];
    case 'CandidateDeclinedByPartner':
      return [touch(`status = 'rejected', decline_reason = $4`, [event.data.reason])];
    case 'CandidateMoved':
      return [touch('status = $4', [event.data.to])];
    case 'ClientHourPriceChanged':
      return [touch('client_hour_price_cents = $4', [event.data.clientHourPriceCents])];
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};

const candidateEventTypes: CandidateEvent['type'][] = [
  'CandidateSubmitted', 'InterviewSlotAccepted', 'InterviewSlotsProposed', 'CandidateDeclinedByPartner', 'CandidateMoved', 'ClientHourPriceChanged',
];

export const candidatesProjection = postgreSQLProjection<Event>({
  name: 'candidates',
  canHandle: candidateEventTypes,
  handle: async (events, context) => {
    for (const event of events) {
      if (!(candidateEventTypes as string[]).includes(event.type)) continue;
      for (const query of statements(event as unknown as CandidateEvent, event.metadata.streamPosition)) {
        await context.connection.client.query(query.text, query.values);
      }
    }
  },
});
