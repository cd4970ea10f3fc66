import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../adapters/postgres/embeddedServer';
import { apiClient, type ApiClient } from '../../support/apiClient';
import { captchaSolution } from '../../support/captcha';
import { signClientContractOverHttp } from '../../support/contractFlow';
import { latestMailTo, linkIn } from '../../support/mailbox';
import { startRoundRobinProxy, type Proxy } from '../../support/roundRobinProxy';
import { startSmtpSink, type SmtpSink } from '../../support/smtpSink';
import { cardPayload } from '../../support/specialistPayloads';
import { createTestDatabase, type TestDatabase } from '../../support/testDatabase';
import { openThreadEvents } from './threadEventStream';

/**
 * The promise of stateless processes, kept: two app processes and one `npm run worker` on one PostgreSQL, behind a
 * round-robin balancer, behave as one process. Every app process also runs workers, so three consumers take jobs.
 * `SCALE_MAILS` e-mails in the suite (10), more in `npm run soak`.
 */
const mails = Number(process.env.SCALE_MAILS ?? 10);
const root = path.resolve(import.meta.dirname, '../../..');

const waitFor = async <T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  ms = 60_000,
): Promise<T> => {
  for (const started = Date.now(); Date.now() - started < ms; await new Promise((r) => setTimeout(r, 100))) {
    const value = await probe().catch(() => null);
    if (value) return value;
  }
  throw new Error(`timed out waiting for ${what}`);
};

describe('two app processes and a worker behind a round-robin balancer', () => {
  let database: TestDatabase;
  let sink: SmtpSink;
  let proxy: Proxy;
  let api: ApiClient;
  /** Each app process's own address, past the balancer. */
  let processes: string[] = [];
  const children: ChildProcess[] = [];

  const start = async (script: string, env: Record<string, string>, port: number | null) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: root,
      env: { ...process.env, ...env, ...(port ? { PORT: String(port) } : {}) },
      stdio: 'ignore',
    });
    children.push(child);
    if (port)
      await waitFor(
        `${script} on ${port}`,
        async () =>
          child.exitCode === null &&
          (await apiClient(`http://127.0.0.1:${port}`).get('/api/country/list')).status === 200,
      );
    return child;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    sink = await startSmtpSink();
    const ports = [await freePort(), await freePort()];
    proxy = await startRoundRobinProxy(ports);
    processes = ports.map((port) => `http://127.0.0.1:${port}`);
    api = apiClient(proxy.url);
    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      HOST: '127.0.0.1',
      APP_URL: proxy.url,
      SEED_DEMO_CARDS: 'false',
      LOG_LEVEL: 'silent',
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      CAPTCHA_HMAC_KEY: randomBytes(32).toString('base64'),
      WORKERS: 'true',
    };
    // The first process migrates and seeds; the others start on the ready database.
    await start('adapters/main.ts', env, ports[0]!);
    await Promise.all([start('adapters/main.ts', env, ports[1]!), start('adapters/worker.ts', env, null)]);
  }, 180_000);

  afterAll(async () => {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(
      children.map((child) => (child.exitCode !== null ? null : new Promise((resolve) => child.once('exit', resolve)))),
    );
    await proxy?.stop();
    await sink?.stop();
    await database?.drop();
  }, 60_000);

  const login = async (email: string, password = 'demopass1') =>
    (await api.post('/api/auth/login', { email, password })).body.data.token as string;
  const profileStatus = async (token: string) => (await api.get('/api/user/profile', { token })).status;
  /**
   * A session ended through one process is refused by both. The other process keeps sessions it looked up and drops
   * them when PostgreSQL's notice reaches it, milliseconds after the commit (docs/decisions.md, "Writes at the
   * database's pace"): a request that races the notice may still pass, so two requests in a row (one to each process,
   * round robin) are asked until both are refused.
   */
  const endedOnBoth = (token: string) =>
    expect
      .poll(async () => [await profileStatus(token), await profileStatus(token)], { timeout: 2_000, interval: 20 })
      .toEqual([401, 401]);

  it('a session opened on one process works on the other, and a logout on one ends it on both', async () => {
    const token = await login('client@demo.test');
    const before = new Map(proxy.servedBy);
    for (let i = 0; i < 4; i++) expect((await api.get('/api/user/profile', { token })).status).toBe(200);
    for (const [port, count] of proxy.servedBy) expect(count - (before.get(port) ?? 0)).toBe(2);
    expect((await api.post('/api/auth/logout', {}, { token })).status).toBe(200);
    await endedOnBoth(token);
  });

  it('a password changed through one process ends the other sessions on both, though each process keeps the sessions it looked up', async () => {
    const kept = await login('manager@demo.test');
    const changer = await login('manager@demo.test');
    // Each process looks the session up once and keeps it (one request each, round robin).
    for (let i = 0; i < 4; i++) expect((await api.get('/api/user/profile', { token: kept })).status).toBe(200);
    expect(
      (
        await api.post(
          '/api/user/change-password',
          { currentPassword: 'demopass1', newPassword: 'scale-pass-2' },
          { token: changer },
        )
      ).status,
    ).toBe(200);
    await endedOnBoth(kept);
    for (let i = 0; i < 2; i++) expect((await api.get('/api/user/profile', { token: changer })).status).toBe(200);
    expect(
      (
        await api.post(
          '/api/user/change-password',
          { currentPassword: 'scale-pass-2', newPassword: 'demopass1' },
          { token: changer },
        )
      ).status,
    ).toBe(200);
  });

  it(`${mails} invitations sent through both processes leave exactly once each, with three job consumers`, async () => {
    const owner = await login('client@demo.test');
    const invitees = Array.from({ length: mails }, (_, i) => `colleague-${i}-${randomUUID().slice(0, 6)}@scale.test`);
    for (const email of invitees)
      expect(
        (await api.post('/api/company/employees/invite', { email, role: 'member' }, { token: owner })).status,
      ).toBe(200);
    const delivered = () => sink.received.filter((m) => m.to.some((to) => invitees.includes(to)));
    await waitFor('every invitation delivered', async () => delivered().length >= mails);
    // Time for a second delivery, had any consumer taken a job another one held.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(
      delivered()
        .flatMap((m) => m.to)
        .sort(),
    ).toEqual([...invitees].sort());
    const { rows } = await database.pool.query(
      `select status, count(*)::int as n from mail_outbox where to_address = any($1) group by status`,
      [invitees],
    );
    expect(rows).toEqual([{ status: 'sent', n: mails }]);
  }, 90_000);

  it('the main flow across processes: sign-up with a captcha from the other process, a signed contract, and a cart seen by both', async () => {
    const email = `scale-${randomUUID().slice(0, 8)}@scale-client.test`;
    const registered = await api.post('/api/auth/registration', {
      companyType: 'client',
      companyName: 'Scale Client',
      firstName: 'Sol',
      lastName: 'Scale',
      email,
      password: 'scale-pass-1',
      acceptTerms: true,
      captcha: await captchaSolution({ api }, 'registration'),
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    const verification = await waitFor('the verification e-mail', () => latestMailTo(database.pool, email));
    expect((await api.post(`/api/auth${linkIn(verification.text, '/verify-email/')}`)).status).toBe(200);
    const {
      rows: [company],
    } = await database.pool.query<{ company_id: string }>('select company_id from users where email = $1', [email]);
    await signClientContractOverHttp(
      api,
      database.pool,
      company!.company_id,
      `signer-${randomUUID().slice(0, 8)}@scale-client.test`,
    );

    const agencyToken = await login('agency@demo.test');
    const manager = await login('manager@demo.test');
    const content = await cardPayload(database.pool);
    const sent = await api.post(
      '/api/specialist/send-to-publish',
      { content: { ...content, agencyReservations: [] } },
      { token: agencyToken },
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(
      (
        await api.post(
          '/admin/api/specialist/publish',
          { specialistId: sent.body.data.specialistId },
          { token: manager },
        )
      ).status,
    ).toBe(200);

    const client = await login(email, 'scale-pass-1');
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const added = await api.post(
      '/api/specialist-request-list/add-specialist',
      {
        specialistUuid: sent.body.data.specialistId,
        startPeriod: day(14),
        endPeriod: day(120),
        requestId: randomUUID(),
      },
      { token: client },
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    for (let i = 0; i < 2; i++) {
      const cart = await api.get('/api/specialist-request-list/specialists', { token: client });
      expect(cart.body.data.specialists.items.map((item: { specialistUuid: string }) => item.specialistUuid)).toEqual([
        sent.body.data.specialistId,
      ]);
    }
  }, 120_000);

  it("a message sent through one process reaches a participant's live stream on the other within 2 seconds, and a stream reopened there with Last-Event-ID hears what it missed", async () => {
    const [throughA, onB] = processes as [string, string];
    const client = await login('client@demo.test');
    const manager = await login('manager@demo.test');
    const {
      rows: [company],
    } = await database.pool.query<{ company_id: string }>(
      `select company_id from users where email = 'client@demo.test'`,
    );
    const subject = { subjectType: 'personalManager', subjectId: company!.company_id };
    const send = async (token: string, text: string) => {
      const sent = await apiClient(throughA).post('/api/conversation/message', { ...subject, text }, { token });
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      return { threadId: sent.body.data.threadId as string, messageId: sent.body.data.message.id as string };
    };

    // The client's page is connected to B; their personal manager answers through A.
    const stream = await openThreadEvents(onB, client);
    expect(stream.status).toBe(200);
    expect(stream.type).toMatch(/^text\/event-stream/);
    const sentAt = performance.now();
    const first = await send(manager, 'Your contract is ready to sign.');
    // Waits past the bound, so a late entry fails on the bound with its delay rather than on a missing entry.
    const heard = await stream.next((entry) => entry.data.messageId === first.messageId, 10_000);
    const delayMs = heard.at - sentAt;
    console.log(`live delivery across processes: sent through A, heard on B after ${delayMs.toFixed(0)} ms`);
    expect(heard).toMatchObject({
      event: 'message',
      data: { threadId: first.threadId, kind: 'message', messageId: first.messageId, side: 'platform' },
    });
    expect(delayMs).toBeLessThan(2_000);
    stream.close();

    // While the page is closed, both sides write through A; the page reopens on B from the last entry it heard.
    const question = await send(client, 'Which clause changed?');
    const answer = await send(manager, 'Clause 4, the notice period.');
    const resumed = await openThreadEvents(onB, client, heard.id);
    expect(resumed.status).toBe(200);
    await resumed.next((entry) => entry.data.messageId === answer.messageId);
    // The thread goes on: the reopened stream hears the new message, and nothing it heard before a second time.
    const thanks = await send(client, 'Thank you.');
    await resumed.next((entry) => entry.data.messageId === thanks.messageId);
    const messages = resumed.entries.filter((entry) => entry.event === 'message');
    expect(messages.map((entry) => entry.data.messageId)).toEqual([
      question.messageId,
      answer.messageId,
      thanks.messageId,
    ]);
    expect(messages.every((entry) => entry.data.threadId === first.threadId)).toBe(true);
    expect(resumed.entries.every((entry) => entry.id > heard.id)).toBe(true);
    resumed.close();
  }, 60_000);

  it('login throttling counts the failures both processes saw', async () => {
    // Last: ten failures from one address slow every login from it for a while.
    const guessed = `guessed-${randomUUID().slice(0, 8)}@scale.test`;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await api.post('/api/auth/login', { email: guessed, password: `wrong-${i}` })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
  }, 90_000);
});
