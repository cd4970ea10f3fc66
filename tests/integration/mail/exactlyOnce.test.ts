import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliverableMail, MailTransport } from '../../../application/ports/mail';
import { CLAIM_LEASE_MINUTES, deliverStoredMail } from '../../../adapters/mail/mailWorker';
import { enqueueMail, mailKey } from '../../../adapters/mail/outbox';
import { messageIdOf, nodemailerTransport } from '../../../adapters/mail/transports';
import { interviewMailsProjection } from '../../../adapters/postgres/projections/interviewMails';
import { invitationSettingsOf } from '../../../adapters/interview/invitations';
import { inTransaction } from '../../../adapters/postgres/transaction';
import { publishCard, requestInterview } from '../../support/interviewFlow';
import { startTestApp, type TestApp } from '../../support/testApp';
import { manualClock } from '../../support/testClock';

const outboxCount = async (pool: pg.Pool, to: string) =>
  Number((await pool.query(`select count(*)::int as n from mail_outbox where to_address = $1`, [to])).rows[0].n);
const jobCount = async (pool: pg.Pool, to: string) =>
  Number(
    (
      await pool.query(
        `select count(*)::int as n from pgboss.job where name = 'mail.deliver' and data->>'mailId' in (select id::text from mail_outbox where to_address = $1)`,
        [to],
      )
    ).rows[0].n,
  );

/** A transport that takes its time, as SMTP does, and remembers what it was handed. */
const recordingTransport = (delayMs = 50, failFirst = 0): MailTransport & { delivered: DeliverableMail[] } => {
  const delivered: DeliverableMail[] = [];
  let failures = failFirst;
  return {
    kind: 'smtp',
    delivered,
    deliver: async (mail) => {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (failures-- > 0) throw new Error('421 try again later');
      delivered.push(mail);
    },
  };
};

/** E-mails exactly once per cause: one outbox row per idempotency key, one delivery per claim, a stable Message-ID. */
describe('e-mails are stored once per cause and delivered once per claim', () => {
  let app: TestApp;
  let client: string;
  let agency: string;
  let manager: string;

  beforeAll(async () => {
    // No workers: the tests deliver by hand, so nothing races them but what they start.
    app = await startTestApp({ clock: manualClock(), env: { WORKERS: 'false' } });
    ({ client, agency, manager } = await app.demoTokens());
  });
  afterAll(() => app?.stop());

  const store = (mail: { to: string; subject?: string }, key: string) =>
    inTransaction(app.pool, (tx) =>
      enqueueMail(tx, app.boss, { subject: 'Hello', text: 'Hello', html: '<p>Hello</p>', ...mail }, key),
    );

  it('the same event projected twice (a replay, a rebuild) stores the agency one mail and one delivery job', async () => {
    await requestInterview(app, client, await publishCard(app, agency, manager, 'Replayed'));
    const stored = await outboxCount(app.pool, 'agency@demo.test');
    const jobs = await jobCount(app.pool, 'agency@demo.test');
    // The card's publication mailed the agency too; the request is one mail of its own.
    const requestMails = await app.pool.query(
      `select count(*)::int as n from mail_outbox where to_address = 'agency@demo.test' and idempotency_key like '%|requestArrived|%'`,
    );
    expect(requestMails.rows[0].n).toBe(1);
    const notices = async () =>
      Number(
        (
          await app.pool.query(
            `select count(*)::int as n from notifications n join users u on u.id = n.user_id where u.email = 'agency@demo.test'`,
          )
        ).rows[0].n,
      );
    const noticesBefore = await notices();

    const clientId = (await app.pool.query(`select company_id from users where email = 'client@demo.test'`)).rows[0]
      .company_id as string;
    const { events } = await app.eventStore.readStream(`cart-${clientId}`);
    const submitted = events.filter((e) => e.type === 'CartEmptiedBySubmission');
    expect(submitted).toHaveLength(1);
    // The projection as emmett runs it again: the stored event, its stream and position, on a transaction of its own.
    const projection = interviewMailsProjection(() => app.boss, app.config.appUrl, invitationSettingsOf(app.config));
    for (let replay = 0; replay < 2; replay++) {
      await inTransaction(app.pool, async (tx) => {
        await projection.handle(submitted as never, { connection: { client: tx }, execute: undefined } as never);
      });
    }
    expect(await outboxCount(app.pool, 'agency@demo.test')).toBe(stored);
    expect(await jobCount(app.pool, 'agency@demo.test')).toBe(jobs);
    // The notification of the same mail is not stored twice either.
    expect(await notices()).toBe(noticesBefore);
  });

  it('a retried command with the same cause stores one mail and one job; another cause or recipient is another mail', async () => {
    const to = `retry-${randomUUID().slice(0, 8)}@mail.test`;
    const key = mailKey('solution-request:7d1f', 'solutionRequested', to);
    const first = await store({ to }, key);
    const again = await store(
      { to: to.toUpperCase() },
      mailKey('solution-request:7d1f', 'solutionRequested', to.toUpperCase()),
    );
    expect(first).not.toBeNull();
    expect(again).toBeNull();
    expect(await outboxCount(app.pool, to)).toBe(1);
    expect(await jobCount(app.pool, to)).toBe(1);
    expect(await store({ to }, mailKey('solution-request:8e2a', 'solutionRequested', to))).not.toBeNull();
    expect(await outboxCount(app.pool, to)).toBe(2);
  });

  it('two workers handed one mail at once deliver it once', async () => {
    const to = `twice-${randomUUID().slice(0, 8)}@mail.test`;
    const id = (await store({ to }, mailKey(`test:${randomUUID()}`, 'twice', to)))!;
    const transport = recordingTransport();
    const outcomes = await Promise.all([
      deliverStoredMail(app.pool, transport, id),
      deliverStoredMail(app.pool, transport, id),
    ]);
    expect(outcomes.sort()).toEqual(['delivered', 'not_claimed']);
    expect(transport.delivered.map((m) => m.to)).toEqual([to]);
    // A job retried after the success finds it sent.
    expect(await deliverStoredMail(app.pool, transport, id)).toBe('not_claimed');
    expect(transport.delivered).toHaveLength(1);
    const row = (await app.pool.query(`select status, attempts from mail_outbox where id = $1`, [id])).rows[0];
    expect(row).toEqual({ status: 'sent', attempts: 1 });
  });

  it('a failed delivery gives the claim back for the retry; a dead worker’s claim is taken again only after the lease', async () => {
    const to = `flaky-${randomUUID().slice(0, 8)}@mail.test`;
    const id = (await store({ to }, mailKey(`test:${randomUUID()}`, 'flaky', to)))!;
    const transport = recordingTransport(5, 1);
    await expect(deliverStoredMail(app.pool, transport, id)).rejects.toThrow('421');
    expect(
      (await app.pool.query(`select status, last_error from mail_outbox where id = $1`, [id])).rows[0],
    ).toMatchObject({ status: 'pending', last_error: expect.stringContaining('421') });
    expect(await deliverStoredMail(app.pool, transport, id)).toBe('delivered');
    expect(transport.delivered).toHaveLength(1);

    // A worker killed between its claim and the transport's answer: the mail stays 'sending'.
    const orphan = (await store({ to }, mailKey(`test:${randomUUID()}`, 'orphan', to)))!;
    await app.pool.query(
      `update mail_outbox set status = 'sending', claimed_at = now() - make_interval(mins => $2) where id = $1`,
      [orphan, CLAIM_LEASE_MINUTES - 1],
    );
    expect(await deliverStoredMail(app.pool, transport, orphan)).toBe('not_claimed');
    await app.pool.query(`update mail_outbox set claimed_at = now() - make_interval(mins => $2) where id = $1`, [
      orphan,
      CLAIM_LEASE_MINUTES + 1,
    ]);
    expect(await deliverStoredMail(app.pool, transport, orphan)).toBe('delivered');
    expect(transport.delivered).toHaveLength(2);
  });

  it('SMTP sends a Message-ID derived from the key: the same for every delivery of one mail, another for another', async () => {
    const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const sent: string[] = [];
    const capturing = nodemailerTransport(
      {
        sendMail: async (options) => {
          const info = await transporter.sendMail(options);
          sent.push(String(info.message));
          return info;
        },
      },
      'Marketplace <noreply@marketplace.test>',
    );
    const mail = { to: 'someone@mail.test', subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' };
    const key = mailKey('event:cart-1@3', 'requestArrived', 'someone@mail.test');
    await capturing.deliver({ ...mail, idempotencyKey: key });
    await capturing.deliver({ ...mail, idempotencyKey: key });
    await capturing.deliver({
      ...mail,
      idempotencyKey: mailKey('event:cart-1@4', 'requestArrived', 'someone@mail.test'),
    });
    const ids = sent.map((message) => /^Message-ID: (.+)$/im.exec(message)?.[1]?.trim());
    expect(ids[0]).toBe(messageIdOf(key, 'Marketplace <noreply@marketplace.test>'));
    expect(ids[0]).toMatch(/^<[0-9a-f]{40}@marketplace\.test>$/);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[0]);
    // The key names the recipient; the header does not.
    expect(sent[0]).not.toContain('event:cart-1');
  });
});
