import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERIOD, publishCard, requestInterview, SLOTS } from '../../support/interviewFlow';
import { startTestApp, type TestApp } from '../../support/testApp';
import { manualClock } from '../../support/testClock';

const START = new Date('2026-11-02T09:00:00Z');
const clock = manualClock(START);

/** Issue 32: working starts when the booking starts, moved by the platform's daily job. */
describe('the daily start of work', () => {
  let app: TestApp;
  let candidateId: string;

  beforeAll(async () => {
    app = await startTestApp({ clock });
    const { client, agency, manager } = await app.demoTokens();
    candidateId = await requestInterview(app, client, await publishCard(app, agency, manager, 'Starting'));
    await app.api.post('/api/interview-request/accept-slot', { id: candidateId, slot: SLOTS[0] }, { token: agency });
    for (const status of ['approved', 'waiting-start-work'])
      expect(
        (await app.api.post('/admin/api/candidate/update', { id: candidateId, status }, { token: manager })).status,
      ).toBe(200);
  });
  afterAll(() => app?.stop());

  const statusOf = async () =>
    (await app.pool.query<{ status: string }>('select status from candidates where id = $1', [candidateId])).rows[0]
      ?.status;

  it('is scheduled daily with pg-boss', async () => {
    const { rows } = await app.pool.query(
      `select cron, timezone from pgboss.schedule where name = 'candidate.start-work'`,
    );
    expect(rows).toEqual([{ cron: '10 0 * * *', timezone: 'UTC' }]);
  });

  it('leaves a booking that has not started waiting', async () => {
    clock.set(new Date(`2026-11-09T23:59:00Z`));
    expect(await app.services.interview.startWorkOnStartDate()).toBe(0);
    expect(await statusOf()).toBe('waiting-start-work');
  });

  it("moves it to working on the booking's first day, as the platform, once", async () => {
    clock.set(new Date(`${PERIOD.startPeriod}T00:10:00Z`));
    expect(await app.services.interview.startWorkOnStartDate()).toBe(1);
    expect(await statusOf()).toBe('working');
    const { rows } = await app.pool.query(
      `select message_type, message_metadata->>'actorRole' as role from emt_messages where stream_id = $1 order by stream_position desc limit 1`,
      [`candidate-${candidateId}`],
    );
    expect(rows[0]).toEqual({ message_type: 'CandidateMoved', role: 'system' });
    expect(await app.services.interview.startWorkOnStartDate()).toBe(0);
  });
});
