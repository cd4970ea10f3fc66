import type { Router } from 'express';
import type pg from 'pg';

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** The socket's own peer, not a forwarded header: only a browser on this machine reads the mailbox. */
export const isLoopbackAddress = (address: string | undefined): boolean =>
  address !== undefined && (address === '::1' || /^(::ffff:)?127\./.test(address));

/**
 * Outside production, the outbox is readable as a mailbox: newest first, links clickable. It holds every reset
 * link, so it answers only requests from the machine itself; anyone else gets the plain 404 of an unknown path.
 */
export const devMailbox = (router: Router, pool: pg.Pool): void => {
  router.get('/dev/mailbox', async (req, res, next) => {
    if (!isLoopbackAddress(req.socket.remoteAddress)) return next();
    const to = typeof req.query.to === 'string' ? req.query.to : null;
    const { rows } = await pool.query<{
      id: string;
      to_address: string;
      subject: string;
      html_body: string;
      created_at: Date;
      status: string;
    }>(
      `select id, to_address, subject, html_body, created_at, status from mail_outbox
        where $1::text is null or to_address = $1 order by created_at desc limit 100`,
      [to],
    );
    const items = rows
      .map(
        (m) => `<article class="mail" data-to="${escapeHtml(m.to_address)}">
  <h2>${escapeHtml(m.subject)}</h2>
  <p class="meta">To <strong>${escapeHtml(m.to_address)}</strong>, ${m.created_at.toISOString()}, ${escapeHtml(m.status)}</p>
  <div class="body">${m.html_body}</div>
</article>`,
      )
      .join('\n');
    res.type('html').send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem}.mail{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}.meta{color:#666;font-size:.9rem}</style>
</head><body><h1>Development mailbox</h1><p>Every e-mail the platform sent, newest first. Not available in production.</p>
${items || '<p>No e-mails yet.</p>'}</body></html>`);
  });
};
