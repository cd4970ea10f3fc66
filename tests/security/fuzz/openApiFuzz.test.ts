import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradientPng } from '../../support/imageFixtures';
import {
  brokenObject,
  hostileString,
  invalidValue,
  mutatedValue,
  validValue,
  violations,
  type JsonSchema,
  type KnownValues,
} from '../../support/openApiArbitraries';
import { startTestApp, type TestApp } from '../../support/testApp';
import { manualClock } from '../../support/testClock';
import { buildWorld, type ActorName, type World } from '../access/accessWorld';
import { forwardedFor, useCases } from '../access/policyTable';
import { writeFingerprint } from '../writeFingerprint';

/**
 * Every REST operation of `/api/openapi.json`, fed requests generated from its own schemas (OWASP API4 and
 * ASVS input handling): valid-looking bodies and query strings, and broken ones (wrong types, missing and extra
 * fields, huge strings and arrays, unicode and NUL, edge numbers, malformed JSON, wrong content types and
 * encodings), as a user of the right kind and anonymously. Never a 5xx; every 4xx with the error envelope (field
 * errors for validation); every 2xx as documented; a batch whose requests were all refused writes nothing.
 *
 * `FUZZ_RUNS` requests per operation (40 in `npm test`, where its 400 operations make 16,000 requests and every kind of
 * broken request still reaches each middleware hundreds of times; 1,000 in `npm run soak`); `FUZZ_SEED` replays a run.
 */

const runs = Number(process.env.FUZZ_RUNS ?? 40);
const seed = Number(process.env.FUZZ_SEED ?? 19_2026);
const batchSize = 20;
/** A request left without an answer this long counts as a failure: the server hung on it. */
const answerWithinMs = 20_000;
/** `FUZZ_ONLY=<regex>` fuzzes only the operations whose `METHOD /path` matches, to replay one. */
const only = process.env.FUZZ_ONLY ? new RegExp(process.env.FUZZ_ONLY) : null;

type Parameter = {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header';
  readonly required?: boolean;
  readonly schema: JsonSchema;
};
type Operation = {
  readonly method: string;
  readonly path: string;
  readonly summary?: string;
  readonly parameters?: readonly Parameter[];
  readonly requestBody?: { readonly content: Record<string, { readonly schema: JsonSchema }> };
  readonly responses: Record<string, { readonly content?: Record<string, { readonly schema: JsonSchema }> }>;
};

/** One generated request: where, what, how it is encoded, and whether it goes out with the operation's user. */
type FuzzRequest = {
  readonly variant: string;
  readonly path: string;
  readonly query: string;
  readonly headers: Record<string, string>;
  readonly body?: string | Uint8Array | { readonly file: Uint8Array; readonly name: string; readonly field: string };
  readonly anonymous: boolean;
};

type Stats = { runs: number; s2xx: number; s4xx: number; s5xx: number; refusedBatches: number };

const hash = (text: string) => [...text].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, 7);

/** Text for a query value or a path segment. */
const asText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : value === undefined
      ? ''
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);

/** Percent-encodes the UTF-8 bytes of any text, lone surrogates included (they become U+FFFD, as a browser sends them). */
const encode = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');

/** Path segments and query fragments no client should send: broken percent-encoding, traversal, NUL, huge. */
const hostileSegment = fc.oneof(
  fc.constantFrom(
    '%',
    '%ZZ',
    '%E0%A4%A',
    '%00',
    '%2e%2e%2f%2e%2e%2f',
    '..',
    '.',
    '%C0%AE',
    '%FF%FE',
    'a%2Fb',
    '%u0041',
    '%20',
    '+',
    '%0d%0aX-Injected:%201',
  ),
  hostileString.map((s) => encode(s.slice(0, 4_000)).replace(/%F0%9F%A6%84/g, '%F0%9F')),
  fc.integer({ min: 1_000, max: 9_000 }).map((n) => 'p'.repeat(n)),
);

const deepBody = fc.integer({ min: 33, max: 3_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth));
const malformedJson = fc.constantFrom(
  '{',
  '{"a":}',
  '[1,',
  'nul',
  '\u0000',
  "{'a':1}",
  '{"a":1}}',
  '\ufeff{}',
  '{"a":"\\ud800"}',
  '{"a":1e99999}',
  '{"__proto__":{"isAdmin":true}}',
  '"',
  '{}{}',
  '\u00ff\u00fe{}',
);
const otherRoots = fc.constantFrom('[]', '"text"', '42', 'null', 'true', '[{"a":1}]', '-0', '1e400');

describe('fuzzing every REST operation from its OpenAPI document', () => {
  let app: TestApp;
  let w: World;
  let operations: { key: string; op: Operation }[] = [];
  const stats = new Map<string, Stats>();
  const failures: string[] = [];

  beforeAll(async () => {
    // No background workers: a job's own writes (a terms announcement's e-mails) would look like a refused batch's.
    app = await startTestApp({ clock: manualClock(), env: { TRUST_PROXY: '1', WORKERS: 'false' } });
    w = await buildWorld(app);
    const document = (await app.api.get('/api/openapi.json')).body as {
      paths: Record<string, Record<string, Operation>>;
    };
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        key: `${method.toUpperCase()} ${path}`,
        op: { ...op, method: method.toUpperCase(), path },
      })),
    );
  }, 180_000);

  afterAll(async () => {
    const lines = [...stats.entries()].map(
      ([key, s]) =>
        `${key.padEnd(62)} runs ${s.runs}  2xx ${s.s2xx}  4xx ${s.s4xx}  5xx ${s.s5xx}  refused batches checked ${s.refusedBatches}`,
    );
    const total = [...stats.values()].reduce((t, s) => ({ runs: t.runs + s.runs, s5xx: t.s5xx + s.s5xx }), {
      runs: 0,
      s5xx: 0,
    });
    // The soak prints every operation's counts; the CI run only the totals.
    const perOperation = runs > 100 || process.env.FUZZ_VERBOSE ? `${lines.join('\n')}\n` : '';
    console.log(
      `${perOperation}fuzz: ${stats.size} operations, ${runs} runs each, ${total.runs} requests, ${total.s5xx} answered 5xx (seed ${seed})`,
    );
    await app?.stop();
  });

  /** The user an operation is meant for, read from the access policy: the first of partner, client, manager it lets through. */
  const userFor = (key: string): ActorName => {
    const expressKey = key.replace(/\{(\w+)\}/g, ':$1');
    const useCase = useCases.find((u) => u.rest.includes(expressKey));
    const candidates: ActorName[] = key.includes('/admin/')
      ? ['admin', 'partnerA', 'clientA']
      : ['partnerA', 'clientA', 'admin'];
    return (
      candidates.find((actor) => !useCase || ![401, 403].includes(useCase.access(w.profiles[actor], null) as number)) ??
      'admin'
    );
  };
  /** Operations that end or change their session get a session of their own, renewed after any success. */
  const changesSession = (key: string) =>
    useCases.some((u) => u.session === 'fresh' && u.rest.includes(key.replace(/\{(\w+)\}/g, ':$1')));

  /**
   * Good requests to start from: the calls the access policy builds for the operation's user on every object of
   * its kind. Mutating them reaches the checks that come after the first one a schema-only value rarely passes.
   */
  const seedsOf = (
    key: string,
    op: Operation,
  ): {
    params: string[];
    query: Record<string, string>;
    body?: unknown;
    multipart?: { bytes: Uint8Array; name: string };
  }[] => {
    const useCase = useCases.find((u) => u.rest.includes(key.replace(/\{(\w+)\}/g, ':$1')));
    if (!useCase?.restCall) return [];
    const actor = w.profiles[userFor(key)];
    const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
    return (useCase.object ? w.objects[useCase.object] : [null]).map((o) => {
      const call = useCase.restCall!({
        w,
        a: actor,
        o,
        extra: {
          defaultContent: w.defaults.card,
          defaultSolution: w.defaults.solution[actor.company === 'B' ? 'B' : 'A'],
        },
      });
      return {
        params: names.map((name) => call.params?.[name] ?? ''),
        query: call.query ?? {},
        body: call.body,
        multipart: call.multipart,
      };
    });
  };

  const requestsOf = (key: string, op: Operation): fc.Arbitrary<FuzzRequest> => {
    const known: KnownValues = { ids: Object.values(w.objects).flatMap((list) => list.map((o) => o.id)) };
    const params = op.parameters ?? [];
    const pathParams = params.filter((p) => p.in === 'path');
    const queryParams = params.filter((p) => p.in === 'query');
    const bodySchema = op.requestBody?.content['application/json']?.schema;
    const multipart = /multipart\/form-data/.test(op.summary ?? '');

    const validPath = fc
      .tuple(...pathParams.map((p) => validValue(p.schema, known)))
      .map((values) => values.map((v) => encode(asText(v))));
    const brokenPath = fc.tuple(
      ...pathParams.map((p) =>
        fc.oneof(
          validValue(p.schema, known).map((v) => encode(asText(v))),
          hostileSegment,
        ),
      ),
    );
    const pathOf = (segments: string[]) => {
      let i = 0;
      return op.path.replace(/\{\w+\}/g, () => segments[i++] || '%20');
    };

    const queryObject = Object.fromEntries(queryParams.map((p) => [p.name, p.schema]));
    const queryString = (values: Record<string, unknown>) => {
      const search = new URLSearchParams();
      for (const [name, value] of Object.entries(values)) {
        if (Array.isArray(value)) value.forEach((v) => search.append(name, asText(v)));
        else if (value !== undefined) search.append(name, asText(value));
      }
      return search.toString();
    };
    const validQuery = validValue(
      { type: 'object', properties: queryObject, required: queryParams.filter((p) => p.required).map((p) => p.name) },
      known,
    ).map((v) => queryString(v as Record<string, unknown>));
    const brokenQuery = fc.oneof(
      brokenObject(
        { type: 'object', properties: queryObject, required: queryParams.filter((p) => p.required).map((p) => p.name) },
        known,
      ).map((v) => queryString(v as Record<string, unknown>)),
      fc
        .tuple(
          validQuery,
          fc.array(
            fc.oneof(
              hostileSegment,
              fc.constantFrom(
                'a[b]=c',
                'x[]=1&x[]=2',
                '=',
                '&&&',
                'page=1&page=2&page=x',
                'count=-1',
                'sort=__proto__',
                'constructor[prototype][x]=1',
              ),
            ),
            { minLength: 1, maxLength: 3 },
          ),
        )
        .map(([q, extra]) => [q, ...extra].filter(Boolean).join('&')),
      fc
        .tuple(fc.constantFrom(...(queryParams.length > 0 ? queryParams.map((p) => p.name) : ['q'])), hostileSegment)
        .map(([name, value]) => `${name}=${value}`),
    );

    const json = { 'content-type': 'application/json' };
    const bodies: {
      weight: number;
      arbitrary: fc.Arbitrary<{ variant: string; headers: Record<string, string>; body?: FuzzRequest['body'] }>;
    }[] =
      op.method === 'GET'
        ? [{ weight: 1, arbitrary: fc.constant({ variant: 'no body', headers: {} }) }]
        : [
            {
              weight: 6,
              arbitrary: validValue(bodySchema ?? {}, known).map((v) => ({
                variant: 'valid body',
                headers: json,
                body: JSON.stringify(v) ?? '{}',
              })),
            },
            {
              weight: 6,
              arbitrary: (bodySchema ? invalidValue(bodySchema, known) : fc.jsonValue()).map((v) => ({
                variant: 'broken body',
                headers: json,
                body: JSON.stringify(v) ?? 'null',
              })),
            },
            { weight: 1, arbitrary: otherRoots.map((body) => ({ variant: 'other root', headers: json, body })) },
            { weight: 1, arbitrary: malformedJson.map((body) => ({ variant: 'malformed JSON', headers: json, body })) },
            { weight: 1, arbitrary: deepBody.map((body) => ({ variant: 'deep nesting', headers: json, body })) },
            {
              weight: 1,
              arbitrary: fc
                .integer({ min: 1_048_577, max: 1_200_000 })
                .map((n) => ({ variant: 'over the body limit', headers: json, body: `{"a":"${'x'.repeat(n)}"}` })),
            },
            {
              weight: 1,
              arbitrary: fc.constant({
                variant: 'empty JSON body',
                headers: { ...json, 'content-length': '0' },
                body: '',
              }),
            },
            {
              weight: 2,
              arbitrary: fc
                .tuple(
                  validValue(bodySchema ?? {}, known),
                  fc.constantFrom(
                    'text/plain',
                    'application/x-www-form-urlencoded',
                    'application/xml',
                    'application/json; charset=utf-16',
                    'application/json; charset=latin1',
                    'multipart/form-data',
                    'multipart/form-data; boundary=x',
                    'application/octet-stream',
                    'image/png',
                    '*/*',
                    'application/vnd.api+json',
                    'application/json, text/plain',
                  ),
                )
                .map(([v, type]) => ({
                  variant: `sent as ${type}`,
                  headers: { 'content-type': type },
                  body: JSON.stringify(v) ?? 'null',
                })),
            },
            {
              weight: 1,
              arbitrary: fc
                .tuple(
                  validValue(bodySchema ?? {}, known),
                  fc.constantFrom('gzip', 'deflate', 'br', 'compress', 'x-unknown', 'gzip, gzip', 'identity'),
                )
                .map(([v, encoding]) => ({
                  variant: `Content-Encoding ${encoding}`,
                  headers: { ...json, 'content-encoding': encoding },
                  body:
                    encoding === 'gzip'
                      ? new Uint8Array(gzipSync(JSON.stringify(v) ?? '{}'))
                      : (JSON.stringify(v) ?? '{}'),
                })),
            },
            {
              weight: 1,
              arbitrary: fc.uint8Array({ maxLength: 300 }).map((bytes) => ({
                variant: 'garbage gzip',
                headers: { ...json, 'content-encoding': 'gzip' },
                body: bytes,
              })),
            },
            ...(multipart
              ? [
                  {
                    weight: 6,
                    arbitrary: fc
                      .tuple(
                        fc.oneof(
                          fc.uint8Array({ maxLength: 4_000 }),
                          fc.constant(new Uint8Array(gradientPng(12, 8))),
                          fc.constant(new Uint8Array(Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'))),
                        ),
                        fc.oneof(
                          fc.constantFrom(
                            'photo.png',
                            'cv.pdf',
                            '../../etc/passwd',
                            'a\u0000b.png',
                            'C:\\x\\y.png',
                            '\r\n.png',
                            '',
                          ),
                          hostileString.map((s) => s.slice(0, 300)),
                        ),
                        fc.constantFrom('file', 'file', 'avatar', 'file[]'),
                      )
                      .map(([file, name, field]) => ({
                        variant: 'multipart file',
                        headers: {},
                        body: { file, name, field },
                      })),
                  },
                ]
              : []),
          ];

    const anonymous = fc.oneof(
      { weight: 4, arbitrary: fc.constant(false) },
      { weight: 1, arbitrary: fc.constant(true) },
    );
    const fromSchema = fc
      .record({
        path: fc.oneof({ weight: 4, arbitrary: validPath }, { weight: 1, arbitrary: brokenPath }).map(pathOf),
        query: fc.oneof({ weight: 3, arbitrary: validQuery }, { weight: 2, arbitrary: brokenQuery }),
        body: fc.oneof(...bodies),
        anonymous,
      })
      .map(({ path, query, body, anonymous }): FuzzRequest => ({
        variant: body.variant,
        path,
        query,
        headers: body.headers,
        body: body.body,
        anonymous,
      }));

    const seeds = seedsOf(key, op);
    if (seeds.length === 0) return fromSchema;
    const seedBody = (seed: (typeof seeds)[number], body: unknown): Pick<FuzzRequest, 'headers' | 'body'> =>
      op.method === 'GET'
        ? { headers: {} }
        : seed.multipart
          ? { headers: {}, body: { file: seed.multipart.bytes, name: seed.multipart.name, field: 'file' } }
          : { headers: json, body: JSON.stringify(body ?? {}) ?? 'null' };
    const fromSeed = fc.tuple(fc.constantFrom(...seeds), anonymous).chain(([seed, anonymous]) => {
      const request = (
        variant: string,
        params: string[],
        query: Record<string, unknown>,
        body: unknown,
      ): FuzzRequest => ({
        variant,
        path: pathOf(params),
        query: queryString(query),
        ...seedBody(seed, body),
        anonymous,
      });
      const params = seed.params.map((p) => encode(p));
      const variants: fc.Arbitrary<FuzzRequest>[] = [
        fc.constant(request('seed', params, seed.query, seed.body)),
        mutatedValue(seed.query).map((q) =>
          request(
            'seed, query changed',
            params,
            (q && typeof q === 'object' ? q : {}) as Record<string, unknown>,
            seed.body,
          ),
        ),
      ];
      if (op.method !== 'GET' && !seed.multipart)
        variants.push(
          mutatedValue(seed.body ?? {}).map((b) => request('seed, body changed', params, seed.query, b)),
          mutatedValue(seed.body ?? {}).map((b) => request('seed, body changed', params, seed.query, b)),
        );
      if (params.length > 0)
        variants.push(
          fc.tuple(fc.nat(params.length - 1), hostileSegment).map(([i, segment]) =>
            request(
              'seed, path changed',
              params.map((p, j) => (j === i ? segment : p)),
              seed.query,
              seed.body,
            ),
          ),
        );
      return fc.oneof(...variants);
    });
    return fc.oneof({ weight: 1, arbitrary: fromSchema }, { weight: 1, arbitrary: fromSeed });
  };

  /** Requests that may well be accepted go in batches of their own, so the batches of hostile ones stay checkable for writes. */
  const hopeful = (r: FuzzRequest) =>
    r.variant === 'seed' || r.variant === 'valid body' || r.variant === 'no body' || r.variant === 'multipart file';

  const send = async (method: string, request: FuzzRequest, token: string | undefined) => {
    const headers: Record<string, string> = { 'x-forwarded-for': forwardedFor(), ...request.headers };
    if (token && !request.anonymous) headers.authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (request.body instanceof Uint8Array) body = new Uint8Array(request.body);
    else if (typeof request.body === 'string') body = request.body;
    else if (request.body) {
      const form = new FormData();
      form.append(request.body.field, new Blob([new Uint8Array(request.body.file)]), request.body.name);
      body = form;
    }
    if (method === 'GET') body = undefined;
    const url = `${request.path}${request.query ? `?${request.query}` : ''}`;
    try {
      const response = await app.api.raw(url, { method, headers, body, signal: AbortSignal.timeout(answerWithinMs) });
      const contentType = response.headers.get('content-type') ?? '';
      // A live stream (the conversations' events) never ends by itself: its opening is the answer.
      if (contentType.startsWith('text/event-stream')) {
        await response.body?.cancel();
        return { status: response.status, contentType, json: undefined, text: '<an event stream>' };
      }
      const bytes = Buffer.from(await response.arrayBuffer());
      let parsed: any;
      if (contentType.includes('json')) {
        try {
          parsed = JSON.parse(bytes.toString('utf8'));
        } catch {
          parsed = undefined;
        }
      }
      return {
        status: response.status,
        contentType,
        json: parsed,
        text: contentType.includes('json') ? bytes.toString('utf8') : `<${bytes.length} bytes of ${contentType}>`,
      };
    } catch (e) {
      // The connection died: the server gave no answer at all, which is as bad as a 5xx.
      return { status: 599, contentType: '', json: undefined, text: `no answer: ${(e as Error).message}` };
    }
  };

  const describeRequest = (method: string, r: FuzzRequest) => {
    const body =
      r.body === undefined
        ? ''
        : typeof r.body === 'string'
          ? r.body.slice(0, 200)
          : r.body instanceof Uint8Array
            ? `<${r.body.length} bytes>`
            : `<multipart ${r.body.field}=${JSON.stringify(r.body.name.slice(0, 60))}>`;
    return `${r.anonymous ? 'anonymous ' : ''}${method} ${r.path.slice(0, 200)}${r.query ? `?${r.query.slice(0, 200)}` : ''} [${r.variant}] ${JSON.stringify(r.headers)} ${body}`;
  };

  it(
    `never a 5xx, every refusal in the envelope, every success as documented, nothing written by a refused batch (${runs} requests per operation)`,
    async () => {
      expect(operations.length).toBeGreaterThan(100);
      expect(operations.map((o) => o.key)).toContain('GET /api/files/{id}');
      // Reads first, while the world's objects are as made; writes next; operations that end or change sessions
      // after them (a password change ends every other session of its user); and at the very end those that change
      // another user's login (the manager's edit of an employee may give the world's agency owner a new e-mail, and
      // no later operation could log in as that owner again).
      const changesOthers = (key: string) =>
        useCases.some(
          (u) => u.session === 'fresh' && u.object === 'user' && u.rest.includes(key.replace(/\{(\w+)\}/g, ':$1')),
        );
      const rank = (o: { key: string; op: Operation }) =>
        changesOthers(o.key) ? 3 : changesSession(o.key) ? 2 : o.op.method === 'GET' ? 0 : 1;
      const ordered = [...operations].sort((a, b) => rank(a) - rank(b));
      for (const { key, op } of ordered.filter((o) => !only || only.test(o.key))) {
        const user = userFor(key);
        const session = changesSession(key);
        let token =
          session && user !== 'anonymous'
            ? await w.freshToken(user as Exclude<ActorName, 'anonymous'>)
            : w.tokens[user as Exclude<ActorName, 'anonymous'>];
        const sampled = fc.sample(requestsOf(key, op), { numRuns: runs, seed: seed ^ hash(key) });
        const requests = [...sampled.filter((r) => !hopeful(r)), ...sampled.filter(hopeful)];
        const stat: Stats = { runs: 0, s2xx: 0, s4xx: 0, s5xx: 0, refusedBatches: 0 };
        stats.set(key, stat);
        if (process.env.FUZZ_VERBOSE) process.stderr.write(`fuzz ${key} as ${user}\n`);
        const documented200 = op.responses['200']?.content ?? {};
        if (process.env.FUZZ_VERBOSE) process.stderr.write(`  sampled ${requests.length}\n`);
        for (let start = 0; start < requests.length; start += batchSize) {
          const batch = requests.slice(start, start + batchSize);
          const before = await writeFingerprint(app.pool);
          const answers = await Promise.all(batch.map((r) => send(op.method, r, token)));
          const after = await writeFingerprint(app.pool);
          if (process.env.FUZZ_VERBOSE)
            process.stderr.write(`  batch ${start}: ${answers.map((a) => a.status).join(' ')}\n`);
          answers.forEach((answer, i) => {
            const request = batch[i] as FuzzRequest;
            const where = `${key}: ${describeRequest(op.method, request)} -> ${answer.status}`;
            stat.runs += 1;
            if (answer.status >= 500) {
              stat.s5xx += 1;
              failures.push(`${where} ${answer.text.slice(0, 300)}`);
            } else if (answer.status >= 400) {
              stat.s4xx += 1;
              const e = answer.json;
              if (!(e?.success === false && typeof e?.exception?.message === 'string' && Array.isArray(e?.errors)))
                failures.push(`${where}: no error envelope: ${answer.text.slice(0, 300)}`);
              else if (
                e.exception.code === 'validation.failed' &&
                !e.errors.every((x: { field?: unknown }) => typeof x.field === 'string')
              )
                failures.push(`${where}: a validation error without its field: ${answer.text.slice(0, 300)}`);
            } else if (answer.status >= 200 && answer.status < 300) {
              stat.s2xx += 1;
              const schema = documented200['application/json']?.schema;
              if (answer.contentType.includes('json')) {
                const wrong = schema ? violations(schema, answer.json) : ['no JSON answer is documented'];
                if (wrong.length > 0)
                  failures.push(`${where}: the answer is not as documented: ${wrong.slice(0, 5).join('; ')}`);
              } else if (Object.keys(documented200).every((type) => type.includes('json'))) {
                failures.push(`${where}: answered ${answer.contentType}, documented as JSON`);
              }
            }
          });
          if (answers.every((a) => a.status >= 400)) {
            stat.refusedBatches += 1;
            if (after !== before)
              failures.push(
                `${key}: a batch of refused requests wrote something:\n  before ${before}\n  after  ${after}\n  ${batch.map((r) => describeRequest(op.method, r)).join('\n  ')}`,
              );
          }
          if (session && answers.some((a) => a.status < 300))
            token = await w.freshToken(user as Exclude<ActorName, 'anonymous'>);
        }
      }
      expect(failures.slice(0, 60)).toEqual([]);
    },
    Math.max(600_000, runs * 124 * 40),
  );
});
