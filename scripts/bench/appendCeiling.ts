import pg from 'pg';

const STREAMS = 200;

/**
 * emmett's append function against the raw INSERT of the same payload inside the database alone: one session runs
 * each `n` times in a PL/pgSQL loop, each in its own committed transaction as a client's would be, with no protocol,
 * no parsing of a statement and no client. What the database itself spends on each bounds the appends' ratio measured
 * from a client on emmett's storage (two partitioned tables and the stream's row, against one table with a serial key).
 */
export const appendCeiling = async (
  pool: pg.Pool,
  payload: object,
  n = 5_000,
): Promise<{ emmettUs: number; rawUs: number }> => {
  const data = `${pg.escapeLiteral(JSON.stringify(payload))}::jsonb`;
  const timed = async (body: string) => {
    const started = performance.now();
    await pool.query(`do $$ begin for i in 0..${n - 1} loop ${body}; commit; end loop; end $$`);
    return ((performance.now() - started) * 1000) / n;
  };
  const emmett = (round: string) =>
    timed(`perform emt_append_to_stream(array[gen_random_uuid()::text], array[${data}], array['{}'::jsonb], array['1'], array['BenchEventAppended'], array['E'],
      'ceiling${round}-' || (i % ${STREAMS}), 'ceiling${round}', (i / ${STREAMS})::bigint, 'emt:default')`);
  const raw = () =>
    timed(
      `insert into bench_raw_events (stream, type, data) values ('ceiling-' || (i % ${STREAMS}), 'BenchEventAppended', ${data})`,
    );
  // The first round of each warms the caches (plans, the function's code, the indexes' pages); the second counts.
  const round = Date.now().toString(36);
  await emmett(`${round}a`);
  await raw();
  return { emmettUs: await emmett(`${round}b`), rawUs: await raw() };
};
