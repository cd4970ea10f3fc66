import type PgBoss from 'pg-boss';
import type pg from 'pg';
import type { ContractRequests } from '../../../application/contract/contractPorts';
import { mailKey } from '../../mail/outbox';
import { enqueueMailAndNotice, staffHolding } from '../notification/noticeOutbox';
import { inTransaction } from '../transaction';

/**
 * A client's contract request: to its personal manager, else to every active staff member holding `contract:manage`;
 * by e-mail and in their notification centre.
 */
export const postgresContractRequests = (pool: pg.Pool, boss: PgBoss, appUrl: string): ContractRequests => ({
  recipientsOf: async (companyId) => {
    const { rows } = await pool.query<{ name: string; email: string }>(
      `select pm.first_name || ' ' || pm.last_name as name, pm.email
         from users u join users pm on pm.id = u.personal_manager_id
        where u.company_id = $1 and pm.status = 'active' order by u.created_at, u.id limit 1`,
      [companyId],
    );
    const personalManager = rows[0] ?? null;
    if (personalManager) return { personalManager, emails: [personalManager.email] };
    return { personalManager: null, emails: await staffHolding(pool, 'contract:manage') };
  },
  requesterOf: async (companyId, userId) => {
    const { rows } = await pool.query<{ name: string; email: string }>(
      `select u.first_name || ' ' || u.last_name as name, u.email from users u where u.id = $1 and u.company_id = $2`,
      [userId, companyId],
    );
    return rows[0] ?? null;
  },
  send: (mails, key) =>
    inTransaction(pool, async (tx) => {
      let stored = false;
      for (const mail of mails)
        stored =
          (await enqueueMailAndNotice(
            tx,
            boss,
            mail,
            { idempotencyKey: mailKey(key, 'contractRequest', mail.to), kind: 'contractRequest' },
            appUrl,
          )) !== null || stored;
      return stored;
    }),
});
