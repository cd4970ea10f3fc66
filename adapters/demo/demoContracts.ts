import type pg from 'pg';

/** The demo client has a signed contract with the platform, so the interview request flow works out of the box. */
export const seedDemoContracts = async (pool: pg.Pool): Promise<number> => {
  const { rowCount } = await pool.query(
    `insert into client_contracts (client_id, number, status, signed_at)
     select c.id, 'DEMO-C-0001', 'signed', now() from companies c
      where c.type = 'client' and c.name = 'Demo Client'
     on conflict (number) do nothing`,
  );
  return rowCount ?? 0;
};
