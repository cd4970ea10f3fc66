import { createHash } from 'node:crypto';
import type { PgBoss } from 'pg-boss';
import type pg from 'pg';
import type { ContractRegistry, InterviewNotifications, SpecialistOwnership } from '../../../application/interview/interviewPorts';
import { requestArrivedMail, slotConfirmedMail } from '../../../application/interview/mails';
import type { ReservationPeriod } from '../../../domain/specialist/specialist.content';
import { enqueueMail } from '../../mail/outbox';
import { inTransaction } from '../transaction';

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

type MailFacts = { id: string; client_name: string; agency_id: string; specialist: string; contact: { name: string; email: string }; start_period: string; end_period: string; interview_at: { date: string; time: string } | null };

/** The mails about candidates: each stored in the outbox with its delivery job, in one transaction. */
export const postgresInterviewNotifications = (pool: pg.Pool, boss: PgBoss, appUrl: string): InterviewNotifications => {
  const facts = async (ids: readonly string[]) => (await pool.query<MailFacts>(
    `select c.id, cl.name as client_name, c.agency_id, trim(coalesce(s.name, '') || ' ' || coalesce(s.surname, '')) as specialist, c.contact,
            to_char(c.start_period, 'YYYY-MM-DD') as start_period, to_char(c.end_period, 'YYYY-MM-DD') as end_period, c.interview_at
       from candidates c join companies cl on cl.id = c.client_id left join specialist_cards s on s.id = c.specialist_id where c.id = any($1::uuid[])`, [ids])).rows;
  return {
    requestArrived: async (ids) => {
      const rows = await facts(ids);
      if (rows.length === 0) return;
      const agencyIds = [...new Set(rows.map((r) => r.agency_id))];
      const { rows: people } = await pool.query<{ company_id: string; email: string }>(
        `select company_id, email from users where company_id = any($1::uuid[]) and email_verified_at is not null`, [agencyIds]);
      await inTransaction(pool, async (tx) => {
        for (const agencyId of agencyIds) {
          const specialists = rows.filter((r) => r.agency_id === agencyId);
          for (const person of people.filter((p) => p.company_id === agencyId)) {
            await enqueueMail(tx, boss, requestArrivedMail(person.email, specialists[0]?.client_name ?? '', specialists.map((s) => ({ name: s.specialist, from: s.start_period, to: s.end_period })), appUrl));
          }
        }
      });
    },
    slotConfirmed: async (id) => {
      const [row] = await facts([id]);
      if (!row?.interview_at) return;
      await inTransaction(pool, (tx) => enqueueMail(tx, boss, slotConfirmedMail(row.contact.email, row.contact.name, row.specialist, row.interview_at!, appUrl)));
    },
  };
};
