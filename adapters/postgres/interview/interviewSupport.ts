import type pg from 'pg';
import type { ContractRegistry, SpecialistOwnership } from '../../../application/interview/interviewPorts';
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
