import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../adapters/postgres/embeddedServer';
import { apiClient, type ApiClient } from '../../support/apiClient';
import { cardPayload } from '../../support/specialistPayloads';
import { createTestDatabase, type TestDatabase } from '../../support/testDatabase';

const root = path.resolve(import.meta.dirname, '../../..');

type Attempt = {
  readonly endpoint: string;
  readonly id: string;
  readonly headers: Record<string, string>;
  readonly body: string;
  answered: number;
};

/** A working day at least `days` ahead of the real clock (the processes run on it), for interview slots. */
const workingDayAhead = (days: number): string => {
  const day = new Date(Date.now() + days * 86_400_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
};
const PERIOD = { startPeriod: '2027-06-01', endPeriod: '2027-09-15' };
const SLOTS = [
  { date: workingDayAhead(7), time: '10:00' },
  { date: workingDayAhead(8), time: '15:00' },
];

const waitFor = async <T>(what: string, probe: () => Promise<T | null | undefined | false>, ms = 90_000) => {
  for (const started = Date.now(); Date.now() - started < ms; await new Promise((r) => setTimeout(r, 200))) {
    const value = await probe().catch(() => null);
    if (value) return value;
  }
  throw new Error(`timed out waiting for ${what}`);
};

/** The process (its pid) holding the local end of a TCP connection from this port on the loopback. */
const pidOfClientPort = (port: number): number | null => {
  const line = execFileSync('ss', ['-tnpH', `sport = :${port}`], { encoding: 'utf8' });
  const found = /pid=(\d+)/.exec(line);
  return found ? Number(found[1]) : null;
};

/**
 * Webhook deliveries across two app processes that both run the workers, with one killed (SIGKILL) in the middle of
 * a delivery (issue 37): a receiver this test starts gets every event of a scripted journey, checks every signature
 * with the `standardwebhooks` package, answers 500 to the first two attempts of each delivery (so retries are seen)
 * and holds one third attempt open while the process sending it is killed; the other process sends it again. Each
 * delivery is answered 2xx exactly once, and nothing arrives again after its 2xx.
 */
describe('webhook deliveries from two app processes, one killed mid-delivery', () => {
  let database: TestDatabase;
  let receiver: http.Server;
  let receiverBase: string;
  const attempts: Attempt[] = [];
  const children = new Map<string, ChildProcess>();
  let killedPid: number | null = null;
  let releaseHeld: (() => void) | null = null;
  let heldAttempt: Promise<{ id: string; pid: number | null }>;
  let signalHeld: (held: { id: string; pid: number | null }) => void = () => undefined;

  const start = async (name: string, port: number, env: Record<string, string>) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'adapters/main.ts'], {
      cwd: root,
      env: { ...process.env, ...env, PORT: String(port) },
      stdio: 'ignore',
    });
    children.set(name, child);
    await waitFor(
      `${name} on ${port}`,
      async () =>
        child.exitCode === null &&
        (await apiClient(`http://127.0.0.1:${port}`).get('/api/country/list')).status === 200,
    );
  };

  let a: ApiClient;
  let b: ApiClient;

  beforeAll(async () => {
    heldAttempt = new Promise((resolve) => (signalHeld = resolve));
    receiver = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const id = String(req.headers['webhook-id']);
        const attempt: Attempt = {
          endpoint: String(req.url),
          id,
          headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])),
          body: Buffer.concat(chunks).toString('utf8'),
          answered: 0,
        };
        attempts.push(attempt);
        const earlier = attempts.filter((t) => t.id === id).length - 1;
        const answer = (status: number) => {
          attempt.answered = status;
          if (!res.destroyed) res.writeHead(status).end();
        };
        if (earlier < 2) return answer(500);
        // The first third attempt of any delivery is held open while the process sending it is killed.
        if (earlier === 2 && releaseHeld === null && killedPid === null) {
          // Its sender is dead by the time it is let go: no answer reaches anyone.
          releaseHeld = () => {
            attempt.answered = 0;
            res.destroy();
          };
          signalHeld({ id, pid: pidOfClientPort(req.socket.remotePort!) });
          return;
        }
        answer(200);
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const { port } = receiver.address() as AddressInfo;
    receiverBase = `http://127.0.0.1:${port}`;

    database = await createTestDatabase();
    const ports = [await freePort(), await freePort()];
    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${ports[0]}`,
      SEED_DEMO_CARDS: 'false',
      LOG_LEVEL: 'silent',
      CAPTCHA_HMAC_KEY: randomBytes(32).toString('base64'),
      WORKERS: 'true',
      WEBHOOK_ALLOW_HOSTS: `127.0.0.1:${port}`,
      WEBHOOK_RETRY_BASE_SECONDS: '1',
    };
    // The first process migrates and seeds; the second starts on the ready database.
    await start('A', ports[0]!, env);
    await start('B', ports[1]!, env);
    a = apiClient(`http://127.0.0.1:${ports[0]}`);
    b = apiClient(`http://127.0.0.1:${ports[1]}`);
  }, 180_000);

  afterAll(async () => {
    releaseHeld?.();
    for (const child of children.values())
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.all(
      [...children.values()].map((child) =>
        child.exitCode !== null || child.signalCode !== null ? null : new Promise((r) => child.once('exit', r)),
      ),
    );
    await new Promise((resolve) => receiver?.close(resolve));
    await database?.drop();
  }, 60_000);

  const login = async (api: ApiClient, email: string) =>
    (await api.post('/api/auth/login', { email, password: 'demopass1' })).body.data.token as string;

  it('every event of the journey arrives signed, retried after two 500s, and answered 2xx exactly once', async () => {
    const [agencyA, managerA, clientB] = [
      await login(a, 'agency@demo.test'),
      await login(a, 'manager@demo.test'),
      await login(b, 'client@demo.test'),
    ];
    // One endpoint registered through each process: the agency's hears everything, the client's its own events.
    const agencyHook = (
      await a.post(
        '/api/integration/webhook/create',
        {
          url: `${receiverBase}/agency`,
          events: ['card.published', 'card.declined', 'candidate.status_changed', 'message.received'],
        },
        { token: agencyA },
      )
    ).body.data as { id: string; secret: string };
    const clientHook = (
      await b.post(
        '/api/integration/webhook/create',
        { url: `${receiverBase}/client`, events: ['candidate.status_changed', 'message.received'] },
        { token: clientB },
      )
    ).body.data as { id: string; secret: string };
    expect(agencyHook.secret).toMatch(/^whsec_/);
    expect(clientHook.secret).toMatch(/^whsec_/);

    // The journey, its steps sent to both processes: a card published and another declined, an interview asked
    // for (the candidate's status), a message each way.
    const content = await cardPayload(database.pool, { surname: 'Hookwell' });
    const published = (await a.post('/api/specialist/send-to-publish', { content }, { token: agencyA })).body.data
      .specialistId as string;
    expect(
      (
        await b.post(
          '/admin/api/specialist/publish',
          { specialistId: published },
          { token: await login(b, 'manager@demo.test') },
        )
      ).status,
    ).toBe(200);
    const declined = (
      await b.post('/api/specialist/send-to-publish', { content }, { token: await login(b, 'agency@demo.test') })
    ).body.data.specialistId as string;
    expect(
      (
        await a.post(
          '/admin/api/specialist/reject',
          { specialistId: declined, reasons: ['Projects are not described'], comment: 'Add the stack' },
          { token: managerA },
        )
      ).status,
    ).toBe(200);

    // One process is killed while it holds the third attempt of a delivery open; the journey goes on on the other.
    const held = await heldAttempt;
    expect(held.pid).not.toBeNull();
    const victim = [...children.entries()].find(([, child]) => child.pid === held.pid);
    expect(victim, `the held attempt came from an app process (pid ${held.pid})`).toBeDefined();
    const [victimName, victimProcess] = victim!;
    killedPid = held.pid;
    await new Promise<void>((resolve) => {
      victimProcess.once('exit', () => resolve());
      victimProcess.kill('SIGKILL');
    });
    releaseHeld?.();
    const survivor = victimName === 'A' ? b : a;

    const client = await login(survivor, 'client@demo.test');
    const agency = await login(survivor, 'agency@demo.test');
    const cart = await survivor.post(
      '/api/specialist-request-list/add-specialist',
      { specialistUuid: published, ...PERIOD },
      { token: client },
    );
    expect(cart.status, JSON.stringify(cart.body)).toBe(200);
    const item = cart.body.data.specialists.items.find(
      (i: { specialistUuid: string }) => i.specialistUuid === published,
    );
    const created = await survivor.post(
      '/api/specialist-request/create',
      {
        requestId: randomUUID(),
        contact: { name: 'Clara Client', email: 'clara@client.test', phone: '+44 20 7946 0000' },
        comment: '',
        specialists: [{ id: item.id, slots: SLOTS }],
      },
      { token: client },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const candidateId = created.body.data.candidates[0].id as string;
    // The manager's review passes the candidate on to the agency (its status changes again).
    const passed = await survivor.post(
      '/admin/api/candidate/update',
      { id: candidateId, status: 'CV_pending_client', comment: '' },
      { token: await login(survivor, 'manager@demo.test') },
    );
    expect(passed.status, JSON.stringify(passed.body)).toBe(200);
    const asked = await survivor.post(
      '/api/conversation/message',
      { subjectType: 'candidate', subjectId: candidateId, text: 'When could she start?' },
      { token: client },
    );
    expect(asked.status).toBe(200);
    const answered = await survivor.post(
      '/api/conversation/message',
      { subjectType: 'candidate', subjectId: candidateId, text: 'On the first of the month.' },
      { token: agency },
    );
    expect(answered.status).toBe(200);

    // Every delivery written for the journey ends delivered, each answered 2xx once.
    const deliveries = await waitFor('every delivery delivered', async () => {
      const { rows } = await database.pool.query<{
        id: string;
        endpoint_id: string;
        event_type: string;
        status: string;
      }>('select id, endpoint_id, event_type, status from webhook_deliveries order by created_at');
      return rows.length >= 7 && rows.every((r) => r.status === 'delivered') ? rows : null;
    });
    const typesOf = (endpointId: string) =>
      deliveries
        .filter((d) => d.endpoint_id === endpointId)
        .map((d) => d.event_type)
        .sort();
    // The agency hears of the candidate from the manager's pass on, not of the client's request before it.
    expect(typesOf(agencyHook.id)).toEqual([
      'candidate.status_changed',
      'card.declined',
      'card.published',
      'message.received',
    ]);
    expect(typesOf(clientHook.id)).toEqual([
      'candidate.status_changed',
      'candidate.status_changed',
      'message.received',
    ]);

    // Whatever could still arrive late would come within the queue's expiry of a lost job (10 s here).
    await new Promise((resolve) => setTimeout(resolve, 12_000));
    const secrets: Record<string, string> = { '/agency': agencyHook.secret, '/client': clientHook.secret };
    for (const delivery of deliveries) {
      const tries = attempts.filter((t) => t.id === delivery.id);
      const codes = tries.map((t) => t.answered);
      // Two 500s, then one 2xx; the held one also has its lost attempt (no answer reached its dead sender).
      expect(codes.slice(0, 2)).toEqual([500, 500]);
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect(codes.at(-1)).toBe(200);
      for (const t of tries) {
        const verified = new Webhook(secrets[t.endpoint]!).verify(t.body, t.headers) as { type: string };
        expect(verified.type).toBe(delivery.event_type);
      }
    }
    // The delivery held while its sender died was sent again by the other process, and answered 2xx then.
    const heldTries = attempts.filter((t) => t.id === held.id);
    expect(heldTries.length).toBeGreaterThanOrEqual(4);
    // A signature under another secret is refused by the same library: the check can fail.
    expect(() =>
      new Webhook('whsec_' + Buffer.alloc(32, 7).toString('base64')).verify(attempts[0]!.body, attempts[0]!.headers),
    ).toThrow();
  }, 300_000);
});
