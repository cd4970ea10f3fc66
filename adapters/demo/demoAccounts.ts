import type pg from 'pg';
import type { PasswordHasher } from '../../application/ports/passwordHasher';
import { inTransaction } from '../postgres/transaction';

/** The demo accounts of the README: created once, already verified, all with the same password. */
export const DEMO_PASSWORD = 'demopass1';

export const demoAccounts = [
  {
    email: 'manager@demo.test',
    firstName: 'Maria',
    lastName: 'Manning',
    companyType: 'platform',
    companyName: 'Marketplace',
    role: 'platform-admin',
  },
  {
    email: 'agency@demo.test',
    firstName: 'Alex',
    lastName: 'Archer',
    companyType: 'agency',
    companyName: 'Demo Agency',
    role: 'agency-owner',
  },
  {
    email: 'client@demo.test',
    firstName: 'Chris',
    lastName: 'Clark',
    companyType: 'client',
    companyName: 'Demo Client',
    role: 'client-owner',
  },
] as const;

export const seedDemoAccounts = async (pool: pg.Pool, hasher: PasswordHasher): Promise<string[]> => {
  const created: string[] = [];
  const passwordHash = await hasher.hash(DEMO_PASSWORD);
  for (const account of demoAccounts) {
    await inTransaction(pool, async (tx) => {
      const existing = await tx.query('select 1 from users where email = $1', [account.email]);
      if (existing.rowCount) return;
      const company = await tx.query<{ id: string }>(
        `with found as (select id from companies where type = $1 and name = $2 limit 1),
              made as (insert into companies (type, name) select $1, $2 where not exists (select 1 from found) returning id)
         select id from found union all select id from made`,
        [account.companyType, account.companyName],
      );
      const manager = await tx.query<{ id: string }>(`select id from users where email = 'manager@demo.test'`);
      await tx.query(
        `insert into users (company_id, role_id, email, password_hash, first_name, last_name, status, email_verified_at, personal_manager_id)
         values ($1, (select id from roles where slug = $2), $3, $4, $5, $6, 'active', now(), $7)`,
        [
          company.rows[0]?.id,
          account.role,
          account.email,
          passwordHash,
          account.firstName,
          account.lastName,
          account.companyType === 'platform' ? null : (manager.rows[0]?.id ?? null),
        ],
      );
      created.push(account.email);
    });
  }
  return created;
};
