import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deferredWrites, deferWrite, withLiterals } from '../../adapters/postgres/appendWrites';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';

/**
 * A projection's write that waits for the append's COMMIT travels with its values written as literals: the row it
 * writes must be the row the same statement writes with parameters, whatever the values hold.
 */
describe('writes that wait for the COMMIT', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.pool
      .query(`create table written (id int primary key, title text, tags text[], ids uuid[], doc jsonb, at timestamptz, day date,
      cents bigint, yes boolean, mail citext)`);
  });
  afterAll(async () => database.drop());

  const insert = `insert into written (id, title, tags, ids, doc, at, day, cents, yes, mail) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`;
  const text = fc.string({ unit: 'binary', maxLength: 40 }).map((s) => s.replaceAll('\u0000', ''));
  const row = fc.record({
    title: fc.option(text),
    tags: fc.array(fc.option(text), { maxLength: 4 }),
    ids: fc.array(fc.uuid(), { maxLength: 3 }),
    doc: fc.jsonValue().map((v) => JSON.stringify(v).replaceAll('\\u0000', '')),
    at: fc.date({ min: new Date('1990-01-01'), max: new Date('2090-01-01'), noInvalidDate: true }),
    day: fc
      .date({ min: new Date('1990-01-01'), max: new Date('2090-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
    cents: fc.integer(),
    yes: fc.boolean(),
    mail: fc.emailAddress(),
  });

  it('write what parameters write: quotes, backslashes, any letters, nulls, arrays, JSON, times and dates', async () => {
    let id = 0;
    await fc.assert(
      fc.asyncProperty(row, async (r) => {
        const values = [r.title, r.tags, r.ids, r.doc, r.at, r.day, r.cents, r.yes, r.mail];
        const [byParameters, byLiterals] = [++id, ++id];
        await database.pool.query(insert, [byParameters, ...values]);
        await database.pool.query(withLiterals({ text: insert, values: [byLiterals, ...values] }));
        const { rows } = await database.pool.query(
          'select title, tags, ids, doc, at, day::text, cents, yes, mail from written where id = any($1) order by id',
          [[byParameters, byLiterals]],
        );
        expect(rows[1]).toEqual(rows[0]);
      }),
      { numRuns: 150 },
    );
  });

  it('refuse a statement that names a value it was not given', () => {
    expect(() => withLiterals({ text: 'select $1, $2', values: [1] })).toThrow(/\$2/);
  });

  it('run in the order written: a query a projection sends itself first sends the writes waiting before it', async () => {
    const client = await database.pool.connect();
    try {
      await client.query('begin');
      const writes = deferredWrites(client);
      await deferWrite(writes.context, writes.client, {
        text: 'insert into written (id, title) values ($1, $2)',
        values: [-1, "it's waiting"],
      });
      // Not sent yet: another connection cannot see it, and neither could this one without the flush.
      const { rows } = await writes.client.query('select title from written where id = -1');
      expect(rows).toEqual([{ title: "it's waiting" }]);
      await deferWrite(writes.context, writes.client, {
        text: 'update written set title = $2 where id = $1',
        values: [-1, 'then changed'],
      });
      await writes.commit();
    } finally {
      client.release();
    }
    expect((await database.pool.query('select title from written where id = -1')).rows).toEqual([
      { title: 'then changed' },
    ]);
  });

  it('leave nothing written when one of them fails at the COMMIT', async () => {
    const client = await database.pool.connect();
    try {
      await client.query('begin');
      const writes = deferredWrites(client);
      await deferWrite(writes.context, writes.client, {
        text: 'insert into written (id, title) values ($1, $2)',
        values: [-2, 'first'],
      });
      await deferWrite(writes.context, writes.client, {
        text: 'insert into written (id, title) values ($1, $2)',
        values: [-2, 'the same key again'],
      });
      await expect(writes.commit()).rejects.toThrow(/duplicate key/);
      await client.query('rollback');
    } finally {
      client.release();
    }
    expect((await database.pool.query('select title from written where id = -2')).rows).toEqual([]);
  });
});
