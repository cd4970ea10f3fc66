import { postgreSQLProjection } from '@event-driven-io/emmett-postgresql';
import type { Event } from '@event-driven-io/emmett';
import type pg from 'pg';
import type { CandidateEvent } from '../../../domain/interview/interview.events';
import { passesOn, statusAfter } from '../../../domain/interview/interview.state';
import { submittedStatus, type CandidateStatus } from '../../../domain/interview/interview.status';

type Query = { text: string; values: unknown[] };

/**
 * The candidate lists of clients, partners and managers: one row per candidate, in the transaction of each append.
 * The status comes from the domain (`statusAfter`, the status table), applied to the row's current one.
 */
const statements = (event: CandidateEvent, version: bigint, current: CandidateStatus | null): Query[] => {
  const id = event.data.candidateId;
  const at = new Date(event.metadata.at);
  const touch = (set: string, values: unknown[]): Query => ({
    text: `update candidates set ${set}, version = $2, updated_at = $3 where id = $1`,
    values: [id, version, at, ...values],
  });
  if (event.type === 'CandidateSubmitted') {
    const d = event.data;
    return [
      {
        text: `insert into candidates (id, request_id, client_id, agency_id, specialist_id, status, start_period, end_period, work_format, hours,
               client_hour_price_cents, slots, contact, comment, version, created_at, updated_at, interviewer_ids)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $16, $17::uuid[])
             on conflict (id) do nothing`,
        values: [
          id,
          d.requestId,
          d.clientId,
          d.agencyId,
          d.specialistId,
          submittedStatus,
          d.period.startPeriod,
          d.period.endPeriod,
          d.workFormat,
          d.hours,
          d.clientHourPriceCents,
          JSON.stringify(d.slots),
          JSON.stringify(d.contact),
          d.comment,
          version,
          at,
          [...(d.interviewers ?? [])],
        ],
      },
    ];
  }
  if (current === null) return [];
  const status = statusAfter(current, event);
  switch (event.type) {
    case 'InterviewSlotAccepted':
      return [touch('status = $4, interview_at = $5', [status, JSON.stringify(event.data.slot)])];
    case 'InterviewSlotsProposed':
      return [touch('status = $4, proposed_slots = $5', [status, JSON.stringify(event.data.slots)])];
    case 'CandidateDeclinedByPartner':
      return [touch('status = $4, decline_reason = $5', [status, event.data.reason])];
    case 'CandidateMoved':
      return [
        touch('status = $4, passed_to_agency_at = coalesce(passed_to_agency_at, $5)', [
          status,
          passesOn(event) ? at : null,
        ]),
      ];
    case 'CandidateHired':
      return [touch('status = $4', [status])];
    case 'CandidateDeclinedByClient':
      return [touch('status = $4, decline_reason = $5', [status, event.data.reason])];
    case 'AnotherInterviewRequested':
      return [
        touch(
          `status = $4, slots = $5, interview_at = null, proposed_slots = '[]'::jsonb, reschedule = null, interviewer_ids = coalesce($6::uuid[], interviewer_ids)`,
          [status, JSON.stringify(event.data.slots), event.data.interviewers ? [...event.data.interviewers] : null],
        ),
      ];
    case 'InterviewersNamed':
      return [touch('status = $4, interviewer_ids = $5::uuid[]', [status, [...event.data.interviewers]])];
    case 'InterviewRescheduleProposed':
      return [
        touch('status = $4, reschedule = $5', [
          status,
          JSON.stringify({ side: event.data.side, slots: event.data.slots, reason: event.data.reason }),
        ]),
      ];
    case 'InterviewRescheduled':
      return [touch('status = $4, interview_at = $5, reschedule = null', [status, JSON.stringify(event.data.slot)])];
    case 'InterviewCancelled':
      return [
        touch(
          `status = $4, slots = '[]'::jsonb, interview_at = null, proposed_slots = '[]'::jsonb, reschedule = null`,
          [status],
        ),
      ];
    case 'InterviewVideoLinkSet':
      return [touch('status = $4, video_url = $5', [status, event.data.videoUrl])];
    case 'ClientHourPriceChanged':
      return [touch('status = $4, client_hour_price_cents = $5', [status, event.data.clientHourPriceCents])];
    case 'CandidateOwnershipTransferred':
      // A merge: the surviving company takes the party's place, on the candidate and on its booking of the specialist.
      return event.data.side === 'client'
        ? [
            touch('client_id = $4', [event.data.toCompanyId]),
            {
              text: 'update specialist_bookings set client_id = $2 where candidate_id = $1',
              values: [id, event.data.toCompanyId],
            },
          ]
        : [touch('agency_id = $4', [event.data.toCompanyId])];
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};

const candidateEventTypes: CandidateEvent['type'][] = [
  'CandidateSubmitted',
  'InterviewSlotAccepted',
  'InterviewSlotsProposed',
  'CandidateDeclinedByPartner',
  'CandidateMoved',
  'ClientHourPriceChanged',
  'CandidateOwnershipTransferred',
  'CandidateHired',
  'CandidateDeclinedByClient',
  'AnotherInterviewRequested',
  'InterviewRescheduleProposed',
  'InterviewRescheduled',
  'InterviewCancelled',
  'InterviewVideoLinkSet',
  'InterviewersNamed',
];

const currentStatus = async (client: pg.PoolClient, candidateId: string): Promise<CandidateStatus | null> =>
  (await client.query<{ status: CandidateStatus }>('select status from candidates where id = $1', [candidateId]))
    .rows[0]?.status ?? null;

export const candidatesProjection = postgreSQLProjection<Event>({
  name: 'candidates',
  canHandle: candidateEventTypes,
  handle: async (events, context) => {
    const client = context.connection.client as unknown as pg.PoolClient;
    for (const raw of events) {
      if (!(candidateEventTypes as string[]).includes(raw.type)) continue;
      const event = raw as unknown as CandidateEvent;
      const current = event.type === 'CandidateSubmitted' ? null : await currentStatus(client, event.data.candidateId);
      for (const query of statements(event, raw.metadata.streamPosition, current))
        await client.query(query.text, query.values);
    }
  },
});
