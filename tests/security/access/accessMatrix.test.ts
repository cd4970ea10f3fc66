import ExcelJS from 'exceljs';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpApp } from '../../../adapters/http/httpApp';
import { startTestApp, type TestApp } from '../../support/testApp';
import { manualClock } from '../../support/testClock';
import {
  actorNames,
  buildWorld,
  type AccessObject,
  type ActorName,
  type ActorProfile,
  type World,
} from './accessWorld';
import { restOperationsOf, trpcProcedures, type TrpcProcedure } from './operations';
import { writeFingerprint } from '../writeFingerprint';
import {
  forwardedFor,
  knownLeaks,
  oneCartChangeAtATime,
  useCases,
  type CallContext,
  type Outcome,
  type UseCase,
} from './policyTable';

/**
 * The access matrix (OWASP API1 object level, API3 property level, API5 function level): every REST route and
 * tRPC procedure, every actor, every object of the policy table. Allowed calls answer 2xx; refused ones 401, 403
 * or 404 (or the rule's status) with the error envelope; no answer carries a marker of something the actor may
 * not see; a refused write changes no stream and no table; fields a role must not receive are exactly the known leaks.
 */

type Transport = 'rest' | 'trpc';
type Operation = {
  readonly key: string;
  readonly transport: Transport;
  readonly useCase: UseCase;
  readonly trpcType?: TrpcProcedure['type'];
};
type Tuple = {
  readonly op: Operation;
  readonly actor: ActorName;
  readonly object: AccessObject | null;
  readonly expected: Outcome;
};
type Answer = { readonly status: number; readonly text: string; readonly json: any; readonly contentType: string };

const concurrency = Number(process.env.MATRIX_CONCURRENCY ?? 6);

const inParallel = async <T>(items: readonly T[], width: number, run: (item: T) => Promise<void>) => {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) await run(items[next++] as T);
    }),
  );
};

const restOperations = new Map<string, UseCase>();
const trpcOperations = new Map<string, UseCase>();
for (const useCase of useCases) {
  for (const key of useCase.rest) restOperations.set(key, useCase);
  for (const path of useCase.trpc) trpcOperations.set(path, useCase);
}

const streamOf = (o: AccessObject | null): string | null => {
  if (!o) return null;
  switch (o.kind) {
    case 'card':
      return `specialist-${o.id}`;
    case 'solution':
      return `solution-${o.id}`;
    case 'candidate':
      return `candidate-${o.id}`;
    case 'cartItem':
      return o.owner ? `cart-${o.owner}` : null;
    default:
      return null;
  }
};

describe('access matrix: every route and procedure, every actor, every object', () => {
  let app: TestApp;
  let w: World;
  let restOps: string[];
  let procedures: TrpcProcedure[];
  let tuples = 0;
  const started = Date.now();
  const timings: Record<string, number> = {};
  const failures: string[] = [];
  const spent = new Map<string, number>();
  const calls = new Map<string, number>();
  const leaks = new Set<string>();

  beforeAll(async () => {
    // No background workers: a job's own writes (a terms announcement's e-mails) would look like a refused write's.
    app = await startTestApp({ clock: manualClock(), env: { TRUST_PROXY: '1', WORKERS: 'false' } });
    const setupStarted = Date.now();
    w = await buildWorld(app);
    timings.setup = Date.now() - setupStarted;
    // The same function the server mounts, built once more to read its routes.
    restOps = restOperationsOf(
      createHttpApp({ config: app.config, services: app.services, pool: app.pool, logger: pino({ level: 'silent' }) }),
    );
    procedures = trpcProcedures();
  }, 600_000);

  afterAll(async () => {
    if (process.env.MATRIX_PROFILE)
      console.log(
        [...spent.entries()]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 25)
          .map(([k, ms]) => `${k} ${ms} ms in ${calls.get(k)} calls`)
          .join('\n'),
      );
    console.log(
      `access matrix: ${tuples} (actor, operation, object) tuples in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      JSON.stringify(timings),
    );
    await app?.stop();
  });

  const tokenFor = (actor: ActorName): string | undefined => (actor === 'anonymous' ? undefined : w.tokens[actor]);

  /**
   * An act that binds asks for a proof within 5 minutes, and the matrix's sessions outlive that: on 403
   * auth.step_up_required the actor proves it is them (the password, as the web's dialog asks) and the call is sent
   * again, so the outcome judged is the policy's. tests/api/identity/stepUp.api.test.ts pins the step-up itself.
   */
  const send = async (op: Operation, ctx: CallContext, token: string | undefined): Promise<Answer> => {
    const answer = await sendOnce(op, ctx, token);
    if (answer.status !== 403 || !token || ctx.a.name === 'anonymous' || !answer.text.includes('auth.step_up_required'))
      return answer;
    await w.proveAgain(ctx.a.name, token);
    return sendOnce(op, ctx, token);
  };

  const sendOnce = async (op: Operation, ctx: CallContext, token: string | undefined): Promise<Answer> => {
    const sent = Date.now();
    const headers: Record<string, string> = { 'x-forwarded-for': forwardedFor() };
    if (token) headers.authorization = `Bearer ${token}`;
    let response: Response;
    if (op.transport === 'rest') {
      const [method, template] = op.key.split(' ') as [string, string];
      const call = op.useCase.restCall?.(ctx) ?? {};
      const path = template.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(call.params?.[name] ?? ''));
      const query = call.query && Object.keys(call.query).length > 0 ? `?${new URLSearchParams(call.query)}` : '';
      let body: BodyInit | undefined;
      if (call.multipart) {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(call.multipart.bytes)]), call.multipart.name);
        body = form;
      } else if (method !== 'GET') {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(call.body ?? {});
      }
      response = await app.api.raw(`${path}${query}`, { method, headers, body });
    } else {
      const input = op.useCase.trpcInput?.(ctx);
      if (op.trpcType === 'query') {
        const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
        response = await app.api.raw(`/trpc/${op.key}${query}`, { headers });
      } else {
        headers['content-type'] = 'application/json';
        response = await app.api.raw(`/trpc/${op.key}`, {
          method: 'POST',
          headers,
          body: input === undefined ? undefined : JSON.stringify(input),
        });
      }
    }
    const contentType = response.headers.get('content-type') ?? '';
    // A live stream (the conversations' events) never ends by itself: its opening is the answer.
    if (contentType.startsWith('text/event-stream')) await response.body?.cancel();
    const bytes = contentType.startsWith('text/event-stream')
      ? Buffer.alloc(0)
      : Buffer.from(await response.arrayBuffer());
    let text = '';
    let json: any = null;
    if (contentType.includes('spreadsheetml')) {
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(bytes as unknown as ArrayBuffer);
      const cells: string[] = [];
      book.eachSheet((sheet) => sheet.eachRow((row) => cells.push(JSON.stringify(row.values))));
      text = cells.join('\n');
    } else if (!contentType.startsWith('image/') && !contentType.includes('pdf')) {
      text = bytes.toString('utf8');
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = null;
      }
    }
    spent.set(`${op.transport} ${op.key}`, (spent.get(`${op.transport} ${op.key}`) ?? 0) + Date.now() - sent);
    calls.set(`${op.transport} ${op.key}`, (calls.get(`${op.transport} ${op.key}`) ?? 0) + 1);
    return { status: response.status, text, json, contentType };
  };

  const keysOf = (value: unknown, into = new Set<string>()): Set<string> => {
    if (Array.isArray(value)) value.forEach((v) => keysOf(v, into));
    else if (value && typeof value === 'object')
      for (const [key, v] of Object.entries(value)) {
        into.add(key);
        keysOf(v, into);
      }
    return into;
  };

  /** Checks one answer against the expected outcome, the envelope, the markers and the hidden fields. */
  const judge = (t: Tuple, profile: ActorProfile, answer: Answer, objectKey = t.object?.key ?? '-') => {
    tuples += 1;
    const where = `${t.actor} ${t.op.transport === 'trpc' ? `trpc ${t.op.key}` : t.op.key} ${objectKey}`;
    const excerpt = answer.text.slice(0, 300);
    const success = answer.status >= 200 && answer.status < 300;
    if (t.expected === 'allow' || t.expected === 'noop') {
      if (!success) failures.push(`${where}: expected 2xx, got ${answer.status} ${excerpt}`);
    } else if (answer.status !== t.expected) {
      failures.push(`${where}: expected ${t.expected}, got ${answer.status} ${excerpt}`);
    }
    if (answer.status >= 400) {
      const envelopeOk =
        t.op.transport === 'rest'
          ? answer.json?.success === false &&
            typeof answer.json?.exception?.message === 'string' &&
            Array.isArray(answer.json?.errors)
          : typeof answer.json?.error?.message === 'string' && answer.json?.error?.data?.httpStatus === answer.status;
      if (!envelopeOk) failures.push(`${where}: ${answer.status} without the error envelope: ${excerpt}`);
    }
    for (const marker of w.markers) {
      if (!marker.visibleTo(profile) && answer.text.includes(marker.value))
        failures.push(`${where}: answer carries ${marker.what} (${marker.value})`);
    }
    const hidden = profile.kind === 'staff' ? undefined : t.op.useCase.hidden?.[profile.kind];
    if (hidden && success && answer.json) {
      const keys = keysOf(answer.json);
      for (const field of hidden)
        if (keys.has(field))
          leaks.add(`${t.op.transport === 'trpc' ? `trpc ${t.op.key}` : t.op.key} ${profile.kind} ${field}`);
    }
  };

  const baseContext = (actor: ActorName, object: AccessObject | null): CallContext => ({
    w,
    a: w.profiles[actor],
    o: object,
    extra: {
      defaultContent: w.defaults.card,
      defaultSolution: w.defaults.solution[w.profiles[actor].company === 'B' ? 'B' : 'A'],
    },
  });

  const operations = (): Operation[] => [
    ...restOps
      .filter((key) => restOperations.has(key))
      .map((key): Operation => ({ key, transport: 'rest', useCase: restOperations.get(key)! })),
    ...procedures
      .filter((p) => trpcOperations.has(p.path))
      .map((p): Operation => ({
        key: p.path,
        transport: 'trpc',
        useCase: trpcOperations.get(p.path)!,
        trpcType: p.type,
      })),
  ];

  const tuplesOf = (ops: Operation[]): Tuple[] =>
    ops.flatMap((op) =>
      actorNames.flatMap((actor) =>
        (op.useCase.object ? w.objects[op.useCase.object] : [null]).map((object) => ({
          op,
          actor,
          object,
          expected: op.useCase.access(w.profiles[actor], object),
        })),
      ),
    );

  const fingerprint = () => writeFingerprint(app.pool);
  /**
   * The matrix measures access, not rates: its set-up alone submits more interview requests per client company than
   * an hour allows (each candidate write prepares a fresh candidate). Each allowed write starts with the abuse
   * counters empty; the limits have tests of their own (tests/api/security/abuseLimits, tests/api/interview/interviewContactLimit).
   */
  const forgetRateCounts = () => app.pool.query('delete from abuse_attempts');
  const streamVersions = async () =>
    new Map(
      (
        await app.pool.query<{ stream_id: string; v: string }>(
          'select stream_id, stream_position::text as v from emt_streams',
        )
      ).rows.map((r) => [r.stream_id, r.v]),
    );
  const versionOf = async (stream: string | null) =>
    stream
      ? String(
          (await app.pool.query('select max(stream_position) as v from emt_streams where stream_id = $1', [stream]))
            .rows[0]?.v ?? 'none',
        )
      : '-';

  it('every REST route and tRPC procedure has an entry in the policy table, and every entry names a served operation', () => {
    const unclassifiedRest = restOps.filter((key) => !restOperations.has(key));
    const unclassifiedTrpc = procedures.map((p) => p.path).filter((path) => !trpcOperations.has(path));
    expect({ unclassifiedRest, unclassifiedTrpc }).toEqual({ unclassifiedRest: [], unclassifiedTrpc: [] });
    const stale = [
      ...[...restOperations.keys()].filter((key) => !restOps.includes(key)),
      ...[...trpcOperations.keys()].filter((path) => !procedures.some((p) => p.path === path)),
    ];
    expect(stale).toEqual([]);
  });

  it('every actor is who the matrix thinks: company and scopes from the profile', () => {
    expect(w.profiles.contentEditor.scopes).toEqual(
      expect.arrayContaining(['blog:manage', 'category:manage', 'terms:manage']),
    );
    expect(w.profiles.contentEditor.scopes).not.toContain('file:read-any');
    expect(w.profiles.adminAsPartnerA.scopes).toEqual(w.profiles.partnerA.scopes);
    expect(w.profiles.reviewer.scopes).not.toContain('excel:export');
  });

  it('reads: each actor gets exactly what the policy allows, with no foreign data', async () => {
    failures.length = 0;
    const phase = Date.now();
    const reads = tuplesOf(operations().filter((op) => op.useCase.kind === 'read'));
    await inParallel(reads, concurrency, async (t) => {
      judge(t, w.profiles[t.actor], await send(t.op, baseContext(t.actor, t.object), tokenFor(t.actor)));
    });
    timings.reads = Date.now() - phase;
    expect(failures).toEqual([]);
  }, 600_000);

  it('refused writes: 401, 403 or 404 and nothing changes (no stream moves, no row appears)', async () => {
    failures.length = 0;
    const phase = Date.now();
    const refused = tuplesOf(operations().filter((op) => op.useCase.kind === 'write')).filter(
      (t) => t.expected !== 'allow',
    );
    const before = await fingerprint();
    const streamsBefore = await streamVersions();
    await inParallel(refused, concurrency, async (t) => {
      judge(t, w.profiles[t.actor], await send(t.op, baseContext(t.actor, t.object), tokenFor(t.actor)));
    });
    const streamsAfter = await streamVersions();
    for (const [stream, version] of streamsAfter) {
      if (streamsBefore.get(stream) === version) continue;
      const calls = refused
        .filter((t) => streamOf(t.object) === stream)
        .map((t) => `${t.actor} ${t.op.key} ${t.object?.key}`);
      failures.push(
        `refused writes moved ${stream} from ${streamsBefore.get(stream) ?? 'nothing'} to ${version}; calls on it: ${calls.join(', ') || 'none'}`,
      );
    }
    const after = await fingerprint();
    if (after !== before) failures.push(`refused writes changed the tables:\n  before ${before}\n  after  ${after}`);
    timings.refusedWrites = Date.now() - phase;
    expect(failures).toEqual([]);
  }, 600_000);

  it('allowed writes: each allowed actor succeeds on an object of the company in the state the write needs', async () => {
    failures.length = 0;
    const phase = Date.now();
    const allowed = tuplesOf(operations().filter((op) => op.useCase.kind === 'write')).filter(
      (t) => t.expected === 'allow',
    );
    // A write that needs a fresh object runs once per actor and company; one that takes the object as it is, on each.
    const seen = new Set<string>();
    const runs = allowed.filter((t) => {
      const key = `${t.actor} ${t.op.transport} ${t.op.key} ${t.op.useCase.prepare ? (t.object?.company ?? 'new') : (t.object?.key ?? '-')}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    const run = async (t: Tuple) => {
      await forgetRateCounts();
      const prepared = t.op.useCase.prepare
        ? await t.op.useCase.prepare(w, t.object, w.profiles[t.actor]).catch((e: Error) => {
            throw new Error(`${t.actor} ${t.op.key} ${t.object?.key ?? '-'}: ${e.message}`);
          })
        : {};
      const object = prepared.o === undefined ? t.object : prepared.o;
      const base = baseContext(t.actor, object);
      const ctx = { ...base, extra: { ...base.extra, ...prepared.extra } };
      const token =
        t.op.useCase.session === 'fresh' && t.actor !== 'anonymous' ? await w.freshToken(t.actor) : tokenFor(t.actor);
      const stream = streamOf(object);
      const versionBefore = await versionOf(stream);
      const profile = w.profiles[t.actor];
      const call = () => send(t.op, ctx, token);
      const answer =
        t.op.useCase.cart && (profile.company === 'A' || profile.company === 'B')
          ? await oneCartChangeAtATime(profile.company, call)
          : await call();
      judge({ ...t, object }, profile, answer, `${t.object?.key ?? '-'} (as ${object?.key ?? '-'})`);
      if (prepared.o && stream && (await versionOf(stream)) === versionBefore)
        failures.push(`${t.actor} ${t.op.key} ${object?.key}: allowed write did not move ${stream}`);
    };
    await inParallel(
      runs.filter((t) => t.op.useCase.session !== 'fresh'),
      Math.max(2, concurrency - 2),
      run,
    );
    // Calls that end or change a session run last, one at a time, on sessions of their own.
    for (const t of runs.filter((t) => t.op.useCase.session === 'fresh')) await run(t);
    timings.allowedWrites = Date.now() - phase;
    expect(failures).toEqual([]);
  }, 600_000);

  it('fields a role must not receive: exactly the known leaks', () => {
    expect([...leaks].sort()).toEqual([...knownLeaks].sort());
  });

  it('at least 10,000 tuples', () => {
    expect(tuples).toBeGreaterThanOrEqual(10_000);
  });
});
