import { createHash } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type pg from 'pg';
import type { Clock } from '../../application/ports/clock';
import { conflict, ruleBroken, validationError } from '../../application/shared/appError';
import { sendError } from '../rest/envelope';

/** How long a key's first answer is kept and replayed. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 3_600_000;
const WAIT_FOR_FIRST_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whose key it is: the API key or the person (a key of one caller never answers another's request). */
const scopeOf = (req: Request): string =>
  req.actor
    ? `${req.actor.companyId}:${req.actor.apiKeyId ? `key:${req.actor.apiKeyId}` : `user:${req.actor.userId}`}`
    : `anonymous:${req.ip ?? 'unknown'}`;

const fingerprintOf = (req: Request): string =>
  createHash('sha256')
    .update(`${req.method} ${req.baseUrl}${req.path}\n${JSON.stringify(req.body ?? null)}`)
    .digest('hex');

type Row = { fingerprint: string; status: number | null; body: unknown; created_at: Date };

/**
 * `Idempotency-Key` on REST POSTs (issue 37), as Stripe's: the first request with a key runs and its JSON answer is
 * kept 24 hours; the same key with the same body answers that answer again without running (`Idempotent-Replayed:
 * true`), while the first is still running a repeat waits for it; the same key with another body is 422. A 5xx or
 * an answer that is not JSON (a file) is not kept, so a retry runs again.
 */
export const idempotency =
  (pool: pg.Pool, clock: Clock) =>
  async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const key = req.get('idempotency-key');
    if (req.method !== 'POST' || key === undefined) return next();
    try {
      if (key.length < 1 || key.length > 255 || !/^[\x21-\x7e]+$/.test(key))
        return sendError(
          res,
          validationError([
            { field: 'Idempotency-Key', message: '1 to 255 visible ASCII characters', code: 'idempotency.key_invalid' },
          ]),
        );
      const scope = scopeOf(req);
      const fingerprint = fingerprintOf(req);
      const now = clock.now();
      await pool.query('delete from idempotency_keys where scope = $1 and key = $2 and created_at <= $3', [
        scope,
        key,
        new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS),
      ]);
      const claimed = await pool.query(
        `insert into idempotency_keys (scope, key, fingerprint, created_at) values ($1, $2, $3, $4)
         on conflict (scope, key) do nothing`,
        [scope, key, fingerprint, now],
      );
      if (claimed.rowCount === 1) {
        // This request runs: its JSON answer is kept for the repeats.
        let answer: unknown;
        let answered = false;
        const json = res.json.bind(res);
        res.json = (body: unknown) => {
          answer = body;
          answered = true;
          return json(body);
        };
        res.on('finish', () => {
          const keep = answered && res.statusCode < 500;
          void (
            keep
              ? pool.query('update idempotency_keys set status = $3, body = $4 where scope = $1 and key = $2', [
                  scope,
                  key,
                  res.statusCode,
                  JSON.stringify(answer ?? null),
                ])
              : pool.query('delete from idempotency_keys where scope = $1 and key = $2', [scope, key])
          ).catch((e: unknown) => req.log?.error({ err: e }, 'idempotency key not stored'));
        });
        return next();
      }
      const started = Date.now();
      for (;;) {
        const { rows } = await pool.query<Row>(
          'select fingerprint, status, body, created_at from idempotency_keys where scope = $1 and key = $2',
          [scope, key],
        );
        const row = rows[0];
        if (!row)
          // The first request failed and let the key go: this one may run instead.
          return void idempotency(pool, clock)(req, res, next);
        if (row.fingerprint !== fingerprint)
          return sendError(
            res,
            ruleBroken(
              'idempotency.key_reused',
              'This Idempotency-Key was used with another request in the last 24 hours',
            ),
          );
        if (row.status !== null) {
          res.setHeader('Idempotent-Replayed', 'true');
          res.status(row.status).json(row.body);
          return;
        }
        if (Date.now() - started > WAIT_FOR_FIRST_MS)
          return sendError(
            res,
            conflict('A request with this Idempotency-Key is still running', 'idempotency.in_progress'),
          );
        await sleep(25);
      }
    } catch (e) {
      next(e);
    }
  };
