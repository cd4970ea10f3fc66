import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany } from '../../support/companies';
import { publishCard, requestInterview, signContract } from '../../support/interviewFlow';
import { startTestApp, type TestApp } from '../../support/testApp';
import { manualClock } from '../../support/testClock';

describe('two clients booking the same specialist for overlapping periods at the same moment', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ clock: manualClock() });
  });
  afterAll(() => app?.stop());

  it('exactly one gets the booking; the other a clear error', async () => {
    const [agency, manager, first] = await Promise.all([
      app.login('agency@demo.test'),
      app.login('manager@demo.test'),
      app.login('client@demo.test'),
    ]);
    const second = await registerCompany(app, 'client', 'second@booking.test');
    await signContract(app, second);
    const specialist = await publishCard(app, agency, manager, 'Contested');
    const a = await requestInterview(app, first, specialist, { startPeriod: '2026-11-10', endPeriod: '2027-02-10' });
    const b = await requestInterview(app, second, specialist, { startPeriod: '2026-11-20', endPeriod: '2027-02-25' });
    for (const id of [a, b])
      await app.api.post('/admin/api/candidate/update', { id, status: 'interview' }, { token: manager });

    const results = await Promise.all(
      [a, b].map((id) => app.api.post('/admin/api/candidate/update', { id, status: 'approved' }, { token: manager })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 422]);
    expect(results.find((r) => r.status === 422)?.body.exception).toEqual({
      code: 'booking.already_booked',
      message: 'Specialist already booked',
    });

    const { rows } = await app.pool.query('select candidate_id from specialist_bookings where specialist_id = $1', [
      specialist,
    ]);
    expect(rows).toHaveLength(1);
    const winner = results[0]?.status === 200 ? a : b;
    expect(rows[0].candidate_id).toBe(winner);
    const { rows: events } = await app.pool.query(`select count(*)::int as n from emt_messages where stream_id = $1`, [
      `specialist-bookings-${specialist}`,
    ]);
    expect(events[0].n).toBe(1);
  });

  it('frees the dates when an approved candidate is rejected', async () => {
    const [agency, manager, client] = await Promise.all([
      app.login('agency@demo.test'),
      app.login('manager@demo.test'),
      app.login('client@demo.test'),
    ]);
    const specialist = await publishCard(app, agency, manager, 'Freed');
    const id = await requestInterview(app, client, specialist);
    await app.api.post('/admin/api/candidate/update', { id, status: 'interview' }, { token: manager });
    await app.api.post('/admin/api/candidate/update', { id, status: 'approved' }, { token: manager });
    expect((await app.pool.query('select 1 from specialist_bookings where candidate_id = $1', [id])).rowCount).toBe(1);
    await app.api.post('/admin/api/candidate/update', { id, status: 'rejected' }, { token: manager });
    expect((await app.pool.query('select 1 from specialist_bookings where candidate_id = $1', [id])).rowCount).toBe(0);
  });
});
