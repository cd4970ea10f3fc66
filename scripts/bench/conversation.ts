import { createHash, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import { eventStorePort, openEventStore } from '../../adapters/postgres/eventStore';
import { inlineProjections } from '../../adapters/postgres/projections';
import { threadStreamOf } from '../../application/conversation/conversationPorts';
import { record } from './goals';
import { postJson, send } from './httpClient';
import type { Timing } from './measure';
import { step } from './progress';

/**
 * Issue 33's rows: messages sent over HTTP (`POST /api/conversation/message`, as the web and the REST clients send
 * them) by 32 writers at once, each a client company's person on the company's own line to its personal manager; the
 * delay from a send to its entry on a stream connected to the app (`GET /api/conversation/events`, one stream per
 * company, as each company's open page holds one), at that load and one message at a time; side by side with the
 * floor, a raw INSERT of the same feed row and its NOTIFY heard by a LISTEN on the same database; and a thread of
 * 10,000 messages: its latest page, and sends into it. The companies, people and sessions are inserted with SQL (as the cart's part does):
 * a person sends at most 30 messages a minute, so each writer takes turns among a few people of its company.
 */
export type ConversationBench = {
  readonly writers: number;
  readonly sent: Timing & { messages: number; errors: number };
  /** Send to entry on the company's connected stream, during the 32-writer run. */
  readonly deliveredUnderLoad: Delay;
  readonly deliveredOneAtATime: Delay;
  /** The same feed row INSERTed and NOTIFYed, heard by LISTEN: 32 writers, then one at a time. */
  readonly floor: Timing & { delivered: Delay };
  readonly floorOneAtATime: Delay;
  /** A send's answer, one at a time, on a short thread. */
  readonly oneAtATimeAnswer: Delay;
  readonly long: { readonly messages: number; readonly page: Quantiles; readonly send: Quantiles };
  readonly samples: number;
};
type Quantiles = { readonly p50: number; readonly p95: number; readonly max: number };
type Delay = { readonly p50: number; readonly p99: number; readonly max: number; readonly lost: number };

const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const delayOf = (delays: readonly number[], expected: number): Delay => {
  const sorted = [...delays].sort((a, b) => a - b);
  return {
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    max: sorted.at(-1) ?? 0,
    lost: expected - delays.length,
  };
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A page's live stream on its own connection (never the pool of the writes); calls `heard` with each entry's message. */
const openStream = (appUrl: string, token: string, heard: (messageId: string, at: number) => void) =>
  new Promise<() => void>((resolve, reject) => {
    const req = http.get(
      new URL('/api/conversation/events', appUrl),
      { agent: false, headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`the stream answered ${res.statusCode}`));
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          const at = performance.now();
          buffer += chunk;
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const data = /^data: (.*)$/m.exec(buffer.slice(0, cut))?.[1];
            buffer = buffer.slice(cut + 2);
            if (!data) continue;
            const entry = JSON.parse(data) as { kind: string; messageId: string | null };
            if (entry.kind === 'message' && entry.messageId) heard(entry.messageId, at);
          }
        });
        res.on('error', () => undefined);
        resolve(() => req.destroy());
      },
    );
    req.on('error', reject);
  });

export const benchConversation = async (
  databaseUrl: string,
  appUrl: string,
  writers = 32,
  perWriter = Number(process.env.BENCH_CONVERSATION_MESSAGES ?? 64),
  threadMessages = 10_000,
  samples = Number(process.env.BENCH_CONVERSATION_SAMPLES ?? 200),
): Promise<ConversationBench> => {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: writers + 2 });
  const closers: (() => void)[] = [];
  try {
    const {
      rows: [role],
    } = await pool.query<{ id: string }>(`select id from roles where slug = 'client-owner'`);
    // Room under the 30-a-minute limit for the warm-up and the run, whatever a person's share.
    const peoplePerWriter = Math.ceil((perWriter + 2) / 25);
    step(`conversation: ${writers} client companies of ${peoplePerWriter} people each`);
    const company = async (name: string, people: number) => {
      const {
        rows: [created],
      } = await pool.query<{ id: string }>(`insert into companies (type, name) values ('client', $1) returning id`, [
        name,
      ]);
      const tokens: string[] = [];
      for (let i = 0; i < people; i++) {
        const token = randomBytes(32).toString('base64url');
        await pool.query(
          `with person as (insert into users (company_id, role_id, email, password_hash, first_name, last_name, status, email_verified_at)
                           values ($1, $2, $3, 'bench-no-login', 'Bench', 'Writer', 'active', now()) returning id)
           insert into sessions (token_hash, user_id) select $4, id from person`,
          [created!.id, role!.id, `bench-${randomUUID()}@bench.test`, createHash('sha256').update(token).digest('hex')],
        );
        tokens.push(token);
      }
      return { id: created!.id, tokens };
    };
    const companies: { id: string; tokens: string[] }[] = [];
    for (let w = 0; w < writers; w++) companies.push(await company(`Bench Conversation ${w}`, peoplePerWriter));

    // Every send is heard on its company's stream: the k-th entry there is the writer's k-th send (one thread each).
    const sentAt = companies.map(() => [] as number[]);
    const heardAt = companies.map(() => [] as number[]);
    // BENCH_CONVERSATION_STREAMS=0 sends with no page open: what the streams cost the sends.
    const streams = Math.min(writers, Number(process.env.BENCH_CONVERSATION_STREAMS ?? writers));
    for (const [w, c] of companies.slice(0, streams).entries())
      closers.push(await openStream(appUrl, c.tokens[0]!, (_, at) => heardAt[w]!.push(at)));
    let errors = 0;
    const sendAs = async (w: number, k: number) => {
      const c = companies[w]!;
      sentAt[w]![k] = performance.now();
      const answer = await send(appUrl, 'POST', '/api/conversation/message', {
        token: c.tokens[k % c.tokens.length],
        body: {
          subjectType: 'personalManager',
          subjectId: c.id,
          text: `Message ${k} from writer ${w}: any news on clause 4?`,
        },
      });
      if (answer.status !== 200) errors++;
      return performance.now() - sentAt[w]![k]!;
    };
    step('conversation: each writer starts its thread (the warm-up)');
    await Promise.all(companies.map((_, w) => sendAs(w, 0)));
    await sleep(1_000);
    step(`conversation: ${writers} writers send ${perWriter} messages each over HTTP`);
    errors = 0;
    const latencies: number[] = [];
    const started = performance.now();
    await Promise.all(
      companies.map(async (_, w) => {
        for (let k = 1; k <= perWriter; k++) latencies.push(await sendAs(w, k));
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    await sleep(3_000);
    const underLoad: number[] = [];
    for (const [w, times] of sentAt.slice(0, streams).entries())
      for (let k = 1; k <= perWriter; k++) {
        const heard = heardAt[w]![k];
        if (heard !== undefined) underLoad.push(heard - times[k]!);
      }
    latencies.sort((a, b) => a - b);
    const messages = writers * perWriter;
    const sent = {
      messages,
      errors,
      perSecond: messages / seconds,
      p50: quantile(latencies, 0.5),
      p99: quantile(latencies, 0.99),
    };

    step(`conversation: ${samples} messages one at a time, each to its connected stream`);
    const alone = await company('Bench Conversation alone', Math.ceil((samples + 1) / 25));
    const aloneHeard = new Map<string, number>();
    const aloneWaiting = new Map<string, () => void>();
    closers.push(
      await openStream(appUrl, alone.tokens[0]!, (messageId, at) => {
        aloneHeard.set(messageId, at);
        aloneWaiting.get(messageId)?.();
      }),
    );
    // The entry may come before the send's answer: the stream's arrivals are kept by message, the wait is bounded.
    const oneAtATime: number[] = [];
    const oneAtATimeAnswers: number[] = [];
    for (let i = 0; i <= samples; i++) {
      const at = performance.now();
      const { data } = await postJson<{ data: { message: { id: string } } }>(
        appUrl,
        '/api/conversation/message',
        alone.tokens[i % alone.tokens.length],
        { subjectType: 'personalManager', subjectId: alone.id, text: `One at a time, ${i}` },
      );
      if (i > 0) oneAtATimeAnswers.push(performance.now() - at);
      const id = data.message.id;
      if (!aloneHeard.has(id))
        await Promise.race([new Promise<void>((resolve) => aloneWaiting.set(id, resolve)), sleep(5_000)]);
      const heard = aloneHeard.get(id);
      // The first starts the thread and warms the path up.
      if (i > 0 && heard !== undefined) oneAtATime.push(heard - at);
    }

    const floor = await floorOf(databaseUrl, pool, writers, perWriter, samples);

    step(`conversation: a thread of ${threadMessages} messages, its latest page and sends into it`);
    const long = await longThread(
      databaseUrl,
      pool,
      appUrl,
      await company('Bench Conversation long', 2),
      threadMessages,
      samples,
    );
    return {
      writers,
      sent,
      deliveredUnderLoad: delayOf(underLoad, streams * perWriter),
      deliveredOneAtATime: delayOf(oneAtATime, samples),
      floor: floor.underLoad,
      floorOneAtATime: floor.oneAtATime,
      long,
      oneAtATimeAnswer: delayOf(oneAtATimeAnswers, samples),
      samples,
    };
  } finally {
    for (const close of closers) close();
    await pool.end();
  }
};

/**
 * The floor: the same feed row INSERTed with its NOTIFY (as the projection's insert and its statement trigger send
 * one), heard by one LISTEN on its own connection; the delay runs from the INSERT's start to the notice, so it holds
 * the commit as the app's figure does.
 */
const floorOf = async (databaseUrl: string, pool: pg.Pool, writers: number, perWriter: number, samples: number) => {
  step('conversation: the floor, a raw INSERT and NOTIFY of the same feed row');
  // conversation_feed's columns and index, its own sequence, no trigger: the NOTIFY is the statement's own.
  await pool.query(`create table if not exists bench_conversation_feed (id bigserial primary key, thread_id uuid not null,
    kind text not null, message_id uuid, side text, at timestamptz not null default now())`);
  await pool.query(
    'create index if not exists bench_conversation_feed_thread on bench_conversation_feed (thread_id, id)',
  );
  const listener = new pg.Client({ connectionString: databaseUrl });
  await listener.connect();
  const heard = new Map<string, number>();
  const waiting = new Map<string, () => void>();
  listener.on('notification', (notice) => {
    if (!notice.payload) return;
    heard.set(notice.payload, performance.now());
    waiting.get(notice.payload)?.();
  });
  await listener.query('listen bench_conversation_feed');
  const {
    rows: [thread],
  } = await pool.query<{ id: string }>('select id from conversation_threads limit 1');
  const insertAt = new Map<string, number>();
  // One statement, committed on its own: one round trip, the least a write that is heard can cost.
  const insert = async (key: string) => {
    insertAt.set(key, performance.now());
    await pool.query(
      `with row as (insert into bench_conversation_feed (thread_id, kind, message_id, side) values ($1, 'message', $2, 'company') returning id)
       select pg_notify('bench_conversation_feed', $3) from row`,
      [thread!.id, randomUUID(), key],
    );
    return performance.now() - insertAt.get(key)!;
  };
  try {
    await Promise.all(Array.from({ length: writers }, (_, w) => insert(`warm-${w}`)));
    const latencies: number[] = [];
    const started = performance.now();
    await Promise.all(
      Array.from({ length: writers }, async (_, w) => {
        for (let k = 1; k <= perWriter; k++) latencies.push(await insert(`${w}-${k}`));
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    await sleep(1_000);
    const delays: number[] = [];
    for (let w = 0; w < writers; w++)
      for (let k = 1; k <= perWriter; k++) {
        const at = heard.get(`${w}-${k}`);
        if (at !== undefined) delays.push(at - insertAt.get(`${w}-${k}`)!);
      }
    latencies.sort((a, b) => a - b);
    const underLoad = {
      perSecond: (writers * perWriter) / seconds,
      p50: quantile(latencies, 0.5),
      p99: quantile(latencies, 0.99),
      delivered: delayOf(delays, writers * perWriter),
    };
    const alone: number[] = [];
    for (let i = 0; i < samples; i++) {
      const key = `alone-${i}`;
      const done = Promise.race([new Promise<void>((resolve) => waiting.set(key, resolve)), sleep(5_000)]);
      await insert(key);
      await done;
      const at = heard.get(key);
      if (at !== undefined) alone.push(at - insertAt.get(key)!);
    }
    return { underLoad, oneAtATime: delayOf(alone, samples) };
  } finally {
    await listener.end();
  }
};

/**
 * A thread of `total` messages, a company and its personal manager taking turns: started by a send over HTTP, then
 * filled up to the total with MessageSent events appended to its stream 100 at a time through the inline projections
 * (the rows the sends write; not the sends' checks and limits), and analyzed as a running database has it. Its latest
 * page is read as the company, whose side has not read the manager's 5,000 messages (the answer counts them); then
 * messages are sent into it one at a time, each deciding on the thread's stream.
 */
const longThread = async (
  databaseUrl: string,
  pool: pg.Pool,
  appUrl: string,
  company: { id: string; tokens: string[] },
  total: number,
  samples: number,
) => {
  const subject = { subjectType: 'personalManager', subjectId: company.id };
  const started = await postJson<{ data: { threadId: string } }>(
    appUrl,
    '/api/conversation/message',
    company.tokens[0],
    { ...subject, text: 'The first of many.' },
  );
  const threadId = started.data.threadId;
  const {
    rows: [people],
  } = await pool.query<{ writer: string; manager: string }>(
    `select (select started_by from conversation_threads where id = $1) as writer,
            (select id from users where email = 'manager@demo.test') as manager`,
    [threadId],
  );
  const store = await openEventStore(databaseUrl, inlineProjections);
  try {
    const events = eventStorePort(store);
    const stream = threadStreamOf('personalManager', company.id);
    let version: bigint | 'no_stream' = (await events.readStream(stream)).version ?? 'no_stream';
    for (let seq = 1; seq < total; seq += 100) {
      const batch = Array.from({ length: Math.min(100, total - seq) }, (_, i) => {
        const n = seq + i + 1;
        const platform = n % 2 === 0;
        return {
          type: 'MessageSent',
          data: {
            threadId,
            messageId: randomUUID(),
            subject: { type: 'personalManager', id: company.id },
            parties: { clientId: null, agencyId: null, companyId: company.id },
            senderSide: platform ? 'platform' : 'company',
            text: `Message ${n}: the notice period in clause 4, and what it means for the next quarter.`,
            fileIds: [],
            replyTo: null,
          },
          metadata: {
            actorId: platform ? people!.manager : people!.writer,
            actorRole: platform ? 'manager' : 'client',
            at: new Date(),
          },
        };
      });
      version = (await events.appendToStream(stream, batch, version))._unsafeUnwrap();
    }
  } finally {
    await store.close();
  }
  await pool.query('vacuum analyze conversation_messages, conversation_threads, conversation_reads');
  const timed = async (what: () => Promise<{ status: number; text: string }>) => {
    const at = performance.now();
    const answer = await what();
    if (answer.status !== 200) throw new Error(`the long thread answered ${answer.status}: ${answer.text}`);
    return performance.now() - at;
  };
  const quantiles = (times: number[]) => {
    times.sort((a, b) => a - b);
    return { p50: quantile(times, 0.5), p95: quantile(times, 0.95), max: times.at(-1) ?? 0 };
  };
  const path = `/api/conversation/${threadId}/messages`;
  const read = () => timed(() => send(appUrl, 'GET', path, { token: company.tokens[0] }));
  for (let i = 0; i < 10; i++) await read();
  const reads: number[] = [];
  for (let i = 0; i < samples; i++) reads.push(await read());
  // A person sends 30 a minute at most: the company's people take turns.
  const sends: number[] = [];
  for (let i = 0; i < company.tokens.length * 20; i++)
    sends.push(
      await timed(() =>
        send(appUrl, 'POST', '/api/conversation/message', {
          token: company.tokens[i % company.tokens.length],
          body: { ...subject, text: `Into a long thread, ${i}` },
        }),
      ),
    );
  return { messages: total, page: quantiles(reads), send: quantiles(sends) };
};

export const printConversationBench = (bench: ConversationBench): void => {
  const ms = (v: number) => v.toFixed(1);
  const delay = (d: Delay) => `${ms(d.p50)} | ${ms(d.p99)} | ${ms(d.max)} | ${d.lost}`;
  console.log(
    `\nConversations: ${bench.writers} writers, each a client company's person on the company's own thread, ${bench.sent.messages} messages over HTTP; each company's stream connected to the app:`,
  );
  console.log('| operation | per second | p50 ms | p99 ms | errors |');
  console.log('|---|---|---|---|---|');
  console.log(
    `| POST /api/conversation/message | ${bench.sent.perSecond.toFixed(0)} | ${ms(bench.sent.p50)} | ${ms(bench.sent.p99)} | ${bench.sent.errors} |`,
  );
  console.log(
    `| raw INSERT and NOTIFY of the same feed row | ${bench.floor.perSecond.toFixed(0)} | ${ms(bench.floor.p50)} | ${ms(bench.floor.p99)} | 0 |`,
  );
  console.log('| from send to delivery | p50 ms | p99 ms | max ms | not delivered |');
  console.log('|---|---|---|---|---|');
  console.log(
    `| send over HTTP to the entry on the connected stream, ${bench.writers} writers | ${delay(bench.deliveredUnderLoad)} |`,
  );
  console.log(`| raw INSERT and NOTIFY to the LISTEN, ${bench.writers} writers | ${delay(bench.floor.delivered)} |`);
  console.log(
    `| send over HTTP to the entry on the connected stream, one at a time | ${delay(bench.deliveredOneAtATime)} |`,
  );
  console.log(`| raw INSERT and NOTIFY to the LISTEN, one at a time | ${delay(bench.floorOneAtATime)} |`);
  const { long } = bench;
  console.log(`A thread of ${long.messages} messages (one at a time):`);
  console.log('| operation | p50 ms | p95 ms | max ms |');
  console.log('|---|---|---|---|');
  console.log(
    `| GET /api/conversation/{id}/messages, the latest page (50) | ${ms(long.page.p50)} | ${ms(long.page.p95)} | ${ms(long.page.max)} |`,
  );
  console.log(
    `| POST /api/conversation/message into it | ${ms(long.send.p50)} | ${ms(long.send.p95)} | ${ms(long.send.max)} |`,
  );
  console.log(
    `| POST /api/conversation/message into a short thread (above, one at a time) | ${ms(bench.oneAtATimeAnswer.p50)} | p99 ${ms(bench.oneAtATimeAnswer.p99)} | ${ms(bench.oneAtATimeAnswer.max)} |`,
  );
};

export const recordConversationGoals = (bench: ConversationBench): void => {
  // Under load the send's own wait is most of the delay: its answer's p99 says how much.
  for (const [name, d, answered] of [
    [`${bench.writers} writers`, bench.deliveredUnderLoad, ` (the send's answer: p99 ${bench.sent.p99.toFixed(1)} ms)`],
    ['one at a time', bench.deliveredOneAtATime, ''],
  ] as const)
    record({
      measure: `conversation message, send to a connected stream, ${name}`,
      figure: `p99 ${d.p99.toFixed(1)} ms${d.lost ? `, ${d.lost} not delivered` : ''}${answered}`,
      goal: 'every one within 2 s',
      met: d.lost === 0 && d.max < 2_000,
    });
  record({
    measure: `latest page of a thread of ${bench.long.messages} messages`,
    figure: `p95 ${bench.long.page.p95.toFixed(1)} ms`,
    goal: 'p95 under 150 ms',
    met: bench.long.page.p95 < 150,
  });
  // Issue 33 names the page; a send into the same thread is held to the same bound.
  record({
    measure: `message sent into a thread of ${bench.long.messages} messages`,
    figure: `p95 ${bench.long.send.p95.toFixed(1)} ms (into a short thread: p50 ${bench.oneAtATimeAnswer.p50.toFixed(1)} ms)`,
    goal: 'p95 under 150 ms',
    met: bench.long.send.p95 < 150,
  });
};
