import type pg from 'pg';

/** Reads what the platform sent from the outbox, as a person reads their mailbox. */
export const latestMailTo = async (pool: pg.Pool, to: string): Promise<{ subject: string; text: string } | null> => {
  const { rows } = await pool.query<{ subject: string; text_body: string }>(
    'select subject, text_body from mail_outbox where to_address = $1 order by created_at desc limit 1',
    [to],
  );
  return rows[0] ? { subject: rows[0].subject, text: rows[0].text_body } : null;
};

export const linkIn = (text: string, pathPrefix: string): string => {
  const match = new RegExp(`https?://[^\\s]+${pathPrefix.replace(/\//g, '\\/')}[^\\s]+`).exec(text);
  if (!match) throw new Error(`no ${pathPrefix} link in mail: ${text}`);
  return new URL(match[0]).pathname;
};
