import type pg from 'pg';
import type { SpentChallenges } from '../../captcha/altchaCaptcha';

/** Spent signatures in `captcha_spent_challenges`; the primary key makes two requests with one solution race to one winner. */
export const postgresSpentChallenges = (pool: pg.Pool): SpentChallenges => ({
  spend: async ({ signature, expiresAt, now }) => {
    // Rows past their expiry guard nothing (an expired challenge is refused before it gets here): each spend sweeps them.
    const { rowCount } = await pool.query(
      `with swept as (delete from captcha_spent_challenges where expires_at < $3)
       insert into captcha_spent_challenges (signature, expires_at) values ($1, $2) on conflict (signature) do nothing`,
      [signature, expiresAt, now],
    );
    return rowCount === 1;
  },
});
