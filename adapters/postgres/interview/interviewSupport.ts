import type pg from 'pg';
import type {
  Colleague,
  ContractRegistry,
  PanelDirectory,
  SpecialistOwnership,
} from '../../../application/interview/interviewPorts';
import type { InterviewSlot } from '../../../domain/interview/interview.slots';
import type { DatePeriod } from '../../../domain/shared/dates';

export const postgresContractRegistry = (pool: pg.Pool): ContractRegistry => ({
  hasSignedContract: async (clientId) => {
    // A contract in force is a client contract signed by both sides (the contracts read model).
    const { rowCount } = await pool.query(
      `select 1 from contracts where company_id = $1 and kind = 'client' and status = 'signed' limit 1`,
      [clientId],
    );
    return (rowCount ?? 0) > 0;
  },
});

export const postgresSpecialistOwnership = (pool: pg.Pool): SpecialistOwnership => ({
  ownerOf: async (specialistId) => {
    const { rows } = await pool.query<{ agency_id: string; reservations: DatePeriod[] | null }>(
      `select agency_id, content -> 'agencyReservations' as reservations from specialist_cards where id = $1 and status <> 'deleted'`,
      [specialistId],
    );
    const row = rows[0];
    return row ? { agencyId: row.agency_id, agencyUnavailable: row.reservations ?? [] } : null;
  },
});

const personName = `trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''))`;

/** Panels (issue 34): a client's people who may interview, and the calendar one candidate's slots must be free of. */
export const postgresPanelDirectory = (pool: pg.Pool): PanelDirectory => ({
  colleaguesOf: async (clientId) =>
    (
      await pool.query<Colleague>(
        `select u.id, coalesce(nullif(${personName}, ''), u.email::text) as name, u.email::text as email
           from users u
          where u.company_id = $1 and u.email_verified_at is not null and u.status = 'active'
          order by name, u.email`,
        [clientId],
      )
    ).rows,
  slotCalendarOf: async ({ candidateId, specialistId, interviewers, withNames }) => {
    const [busy, booked, owner] = await Promise.all([
      interviewers.length === 0
        ? Promise.resolve({ rows: [] as { user_id: string; name: string; slot: InterviewSlot }[] })
        : pool.query<{ user_id: string; name: string; slot: InterviewSlot }>(
            `select u.id as user_id, coalesce(nullif(${personName}, ''), u.email::text) as name, c.interview_at as slot
               from candidates c
               join users u on u.id = any(c.interviewer_ids)
              where c.interviewer_ids && $1::uuid[] and u.id = any($1::uuid[])
                and c.interview_at is not null and c.status = 'interview' and c.id <> $2`,
            [[...interviewers], candidateId],
          ),
      pool.query<DatePeriod>(
        `select to_char(lower(period), 'YYYY-MM-DD') as "startPeriod", to_char(upper(period) - 1, 'YYYY-MM-DD') as "endPeriod"
           from specialist_bookings where specialist_id = $1 and candidate_id <> $2`,
        [specialistId, candidateId],
      ),
      postgresSpecialistOwnership(pool).ownerOf(specialistId),
    ]);
    return {
      interviewersBusy: busy.rows.map((row) => ({
        userId: row.user_id,
        name: withNames ? row.name : null,
        slot: row.slot,
      })),
      reservations: booked.rows,
      unavailable: owner?.agencyUnavailable ?? [],
    };
  },
});
