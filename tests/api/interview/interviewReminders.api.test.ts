import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remindOfInterview, type InterviewReminderJob } from '../../../adapters/jobs/interviewReminderWorker';
import { queues } from '../../../adapters/jobs/queues';
import { invitationSettingsOf } from '../../../adapters/interview/invitations';
import { reminderDueAt } from '../../../domain/interview/reminders';
import { fixedInterview, SLOTS } from '../../support/interviewFlow';
import { startTestApp, type TestApp } from '../../support/testApp';
import { manualClock } from '../../support/testClock';

const FRIDAY_14 = { date: '2026-11-06', time: '14:00' };

/**
 * Reminders a day and an hour before a fixed interview (issue 34), on a real PostgreSQL and pg-boss: the jobs are
 * written with the change that fixed the time, due at their moment; a due job reminds both parties once however often
 * it runs, and a moved or cancelled interview is never reminded of at its old time. The test's clock reads Monday
 * 2 November 2026, 09:00 UTC; the workers are off, so the test runs each due job itself.
 */
describe('interview reminders', () => {
  let app: TestApp;
  let client: string;
  let agency: string;
  let manager: string;
  const clock = manualClock();
  const monday9 = new Date('2026-11-02T09:00:00Z');

  beforeAll(async () => {
    app = await startTestApp({ clock, env: { WORKERS: 'false' } });
    ({ client, agency, manager } = await app.demoTokens());
  }, 120_000);
  afterAll(() => app?.stop());

  const interviewFixed = async (surname: string): Promise<string> =>
    (await fixedInterview(app, { client, agency, manager }, surname)).candidateId;
  const jobsOf = async (candidateId: string) =>
    (
      await app.pool.query<{ data: InterviewReminderJob; start_after: Date }>(
        `select data, start_after from pgboss.job where name = $1 and data->>'candidateId' = $2 order by start_after`,
        [queues.interviewRemind, candidateId],
      )
    ).rows;
  /** Runs a reminder's job as the worker does, with the platform's clock at `at` (its due moment by default). */
  const remind = (job: InterviewReminderJob, at?: Date) => {
    clock.set(at ?? reminderDueAt(job.slot, job.lead));
    return remindOfInterview(app.pool, app.boss, app.config.appUrl, invitationSettingsOf(app.config), clock, job);
  };

  it('a fixed interview schedules a reminder a day and an hour before; each reminds the client and the agency once, with the video call', async () => {
    clock.set(monday9);
    const id = await interviewFixed('Erinnerova');
    const jobs = await jobsOf(id);
    expect(jobs.map((j) => [j.data.lead, j.start_after.toISOString()])).toEqual([
      ['day', '2026-11-02T10:00:00.000Z'],
      ['hour', '2026-11-03T09:00:00.000Z'],
    ]);
    expect(jobs.every((j) => j.data.slot.date === SLOTS[0]!.date && j.data.slot.time === SLOTS[0]!.time)).toBe(true);

    // Run early by the platform's clock (the queue's clock ran ahead), it sends nothing and waits for its moment.
    expect(await remind(jobs[0]!.data, monday9)).toBe(0);
    expect(await jobsOf(id)).toHaveLength(3);

    const stored = await remind(jobs[0]!.data);
    expect(stored).toBeGreaterThanOrEqual(2);
    // The same job again (a retry after a crash) stores nothing more.
    expect(await remind(jobs[0]!.data)).toBe(0);
    await remind(jobs[1]!.data);

    const mails = await app.pool.query<{ to_address: string; subject: string; text_body: string }>(
      `select to_address, subject, text_body from mail_outbox where subject like 'Reminder:%' and idempotency_key like $1 order by subject`,
      [`%${id}%`],
    );
    const to = (address: string) => mails.rows.filter((m) => m.to_address === address).map((m) => m.subject);
    // The client's contact reads the specialist as the client's pages name them, never the full surname.
    expect(to('clara@client.test')).toEqual([
      expect.stringMatching(/^Reminder: interview with \S+ E\. in an hour, 2026-11-03 10:00 UTC$/),
      expect.stringMatching(/^Reminder: interview with \S+ E\. tomorrow, 2026-11-03 10:00 UTC$/),
    ]);
    expect(to('agency@demo.test')).toEqual([
      expect.stringMatching(/^Reminder: interview with \S+ Erinnerova in an hour/),
      expect.stringMatching(/^Reminder: interview with \S+ Erinnerova tomorrow/),
    ]);
    expect(mails.rows.every((m) => m.text_body.includes('Video call: https://'))).toBe(true);
    expect(mails.rows.some((m) => m.to_address === 'clara@client.test' && m.text_body.includes('Erinnerova'))).toBe(
      false,
    );

    // The agency's people hear of it in the app too.
    const notices = await app.pool.query<{ title: string }>(
      `select n.title from notifications n join users u on u.id = n.user_id
        where u.email = 'agency@demo.test' and n.kind = 'interviewReminder' and n.idempotency_key like $1`,
      [`%${id}%`],
    );
    expect(notices.rows).toHaveLength(2);
  });

  it('a moved interview reminds at its new time only; a cancelled one not at all', async () => {
    clock.set(monday9);
    const id = await interviewFixed('Verschobova');
    const [oldDay] = await jobsOf(id);
    const proposed = await app.api.post(
      '/api/specialist-request/reschedule',
      { id, slots: [FRIDAY_14], reason: 'Our CTO is travelling that day' },
      { token: client },
    );
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(200);
    const picked = await app.api.post(
      '/api/interview-request/pick-rescheduled-slot',
      { id, slot: FRIDAY_14 },
      { token: agency },
    );
    expect(picked.status, JSON.stringify(picked.body)).toBe(200);

    const moved = (await jobsOf(id)).filter((j) => j.data.slot.date === FRIDAY_14.date);
    expect(moved.map((j) => [j.data.lead, j.start_after.toISOString()])).toEqual([
      ['day', '2026-11-05T14:00:00.000Z'],
      ['hour', '2026-11-06T13:00:00.000Z'],
    ]);
    // The reminder scheduled for the old time falls due and sends nothing.
    expect(await remind(oldDay!.data)).toBe(0);
    // A reminder run late, once the interview has begun, sends nothing either.
    expect(await remind(moved[1]!.data, new Date('2026-11-06T14:00:00Z'))).toBe(0);

    clock.set(monday9);
    const cancelled = await app.api.post(
      '/api/interview-request/cancel-interview',
      { id, reason: 'The specialist fell ill' },
      { token: agency },
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await remind(moved[0]!.data)).toBe(0);
    expect(await remind(moved[1]!.data)).toBe(0);
    const sent = await app.pool.query(
      `select 1 from mail_outbox where subject like 'Reminder:%' and idempotency_key like $1`,
      [`%${id}%`],
    );
    expect(sent.rowCount).toBe(0);
  });
});
