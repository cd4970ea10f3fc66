import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { ContractRegistry, SpecialistOwnership } from '../../../application/interview/interviewPorts';
import type { ReservationPeriod } from '../../../domain/specialist/specialist.content';

/** A name-based (version 5 style) UUID: the same request and item always give the same candidate id. */
export const candidateIdFor = (requestId: string, itemId: string): string => {
  const hex = createHash('sha1').update(`candidate:${requestId}:${itemId}`).digest('hex').slice(0, 32).split('');
  hex[12] = '5';
  hex[16] = ((parseInt(hex[16] as string, 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
};

export const postgresContractRegistry = (pool: pg.Pool): ContractRegistry => ({
  hasSignedContract: async (clientId) => {
    const { rowCount } = await pool.query(`select 1 from client_contracts where client_id = $1 and status = 'signed' limit 1`, [clientId]);
    return (rowCount ?? 0) > 0;
  },
});

export const postgresSpecialistOwnership = (pool: pg.Pool): SpecialistOwnership => ({
  ownerOf: async (specialistId) => {
    const { rows } = await pool.query<{ agency_id: string; reservations: ReservationPeriod[] | null }>(
      `select agency_id, content -> 'agencyReservations' as reservations from specialist_cards where id = $1 and status <> 'deleted'`, [specialistId]);
    const row = rows[0];
    return row ? { agencyId: row.agency_id, agencyUnavailable: row.reservations ?? [] } : null;
  },
});
