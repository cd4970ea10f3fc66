import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import pg from 'pg';

/**
 * Which tables changed, for the per-process caches that read them: from PostgreSQL's `table_changed` notices
 * (migrations/0160_change_notices.sql), sent at the commit of any change by any process, and, at once, from this
 * process's own writes (`announceChange`), so a process never serves its own stale entry while the notice is on
 * its way. While the listening connection is down a cache must not be trusted: `live()` says so, and every
 * subscriber is told that everything may have changed when it drops and when it is back.
 */
export type ChangeFeed = {
  readonly live: () => boolean;
  /** Calls `changed` whenever one of `tables` may have changed; returns the unsubscription. */
  readonly on: (tables: readonly string[], changed: () => void) => () => void;
  /**
   * Resolves once every change committed before the call has been heard: a marker notice sent now arrives after them
   * (PostgreSQL delivers notices in commit order). For a test that changed a table behind the app's back.
   */
  readonly settled: () => Promise<void>;
  readonly stop: () => Promise<void>;
};

const EVERYTHING = '*';
const local = new EventEmitter().setMaxListeners(0);

/** This process changed a table: its own caches drop what they read from it now, not when the notice arrives. */
export const announceChange = (...tables: string[]) => {
  for (const table of tables) local.emit('change', table);
};

export const startChangeFeed = async (
  connectionString: string,
  onError: (e: Error) => void,
  retryMs = 1_000,
): Promise<ChangeFeed> => {
  const bus = new EventEmitter().setMaxListeners(0);
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const tell = (table: string) => bus.emit('change', table);
  const onLocal = (table: string) => tell(table);
  local.on('change', onLocal);

  const connect = async () => {
    const next = new pg.Client({ connectionString, application_name: 'marketplace-changes' });
    const lost = (e?: Error) => {
      if (client !== next) return;
      client = null;
      tell(EVERYTHING);
      if (e) onError(e);
      next.end().catch(() => {});
      if (!stopped) retry = setTimeout(reconnect, retryMs);
    };
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (notice) => notice.payload && tell(notice.payload));
    await next.connect();
    await next.query('listen table_changed');
    client = next;
    // Whatever changed while nobody listened.
    tell(EVERYTHING);
  };
  const reconnect = () => {
    connect().catch((e: Error) => {
      onError(e);
      if (!stopped) retry = setTimeout(reconnect, retryMs);
    });
  };
  await connect();

  return {
    live: () => client !== null,
    on: (tables, changed) => {
      const listener = (table: string) => (table === EVERYTHING || tables.includes(table)) && changed();
      bus.on('change', listener);
      return () => bus.off('change', listener);
    },
    settled: async () => {
      const listening = client;
      if (!listening) return;
      const marker = `settled:${randomUUID()}`;
      const heard = new Promise<void>((resolve) => {
        const listener = (table: string) => {
          if (table !== marker && table !== EVERYTHING) return;
          bus.off('change', listener);
          resolve();
        };
        bus.on('change', listener);
      });
      await listening.query('select pg_notify($1, $2)', ['table_changed', marker]);
      await heard;
    },
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      local.off('change', onLocal);
      const last = client;
      client = null;
      await last?.end().catch(() => {});
    },
  };
};
