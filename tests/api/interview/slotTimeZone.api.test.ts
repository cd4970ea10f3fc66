import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passOnToAgency, PERIOD, publishCard } from '../../support/interviewFlow';
import { startTestApp, type TestApp } from '../../support/testApp';
import { manualClock } from '../../support/testClock';

/**
 * Slots travel in UTC; the zone they were picked in travels beside them, and the working day and hour are checked on
 * that clock. The platform's clock here reads Monday 2 November 2026, 09:00 UTC.
 */
describe('interview slots picked in a time zone, over REST', () => {
  let app: TestApp;
  let client: string;
  let agency: string;
  let manager: string;

  beforeAll(async () => {
    app = await startTestApp({ clock: manualClock() });
    ({ client, agency, manager } = await app.demoTokens());
  });
  afterAll(() => app?.stop());

  const submit = async (surname: string, slots: { date: string; time: string }[], timeZone?: string) => {
    const id = await publishCard(app, agency, manager, surname);
    const cart = (
      await app.api.post(
        '/api/specialist-request-list/add-specialist',
        { specialistUuid: id, ...PERIOD },
        { token: client },
      )
    ).body.data;
    const itemId = cart.specialists.items.find((i: { specialistUuid: string }) => i.specialistUuid === id).id;
    const body = {
      requestId: randomUUID(),
      contact: { name: 'Clara Client', email: 'clara@client.test' },
      specialists: [{ id: itemId, slots }],
      ...(timeZone === undefined ? {} : { timeZone }),
    };
    const response = await app.api.post('/api/specialist-request/create', body, { token: client });
    // The manager's review passes the request on to the agency, which then answers it.
    if (response.status === 200) await passOnToAgency(app, response.body.data.candidates[0].id);
    return { response, specialistId: id };
  };

  it("a Monday 09:00 in Auckland is a Sunday 20:00 UTC: accepted from Auckland, refused without a zone (UTC, the seeds' clients)", async () => {
    const sundayEvening = { date: '2026-11-08', time: '20:00' };
    const utc = await submit('Utcova', [sundayEvening]);
    expect(utc.response.status).toBe(400);
    expect(utc.response.body.errors[0]).toMatchObject({
      field: 'specialists.0.slots',
      code: 'interview.slot_not_working_day',
    });

    const auckland = await submit('Aucklova', [sundayEvening], 'Pacific/Auckland');
    expect(auckland.response.status, JSON.stringify(auckland.response.body)).toBe(200);
    const candidateId = auckland.response.body.data.candidates[0].id;
    // Stored as sent, in UTC; the agency may take it although it is a Sunday on its clock.
    expect((await app.pool.query('select slots from candidates where id = $1', [candidateId])).rows[0].slots).toEqual([
      sundayEvening,
    ]);
    const accepted = await app.api.post(
      '/api/interview-request/accept-slot',
      { id: candidateId, slot: sundayEvening },
      { token: agency },
    );
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  });

  it('a whole hour in Kolkata is :30 in UTC; an hour off the clock of the zone is refused', async () => {
    expect((await submit('Kolkatova', [{ date: '2026-11-09', time: '04:30' }], 'Asia/Kolkata')).response.status).toBe(
      200,
    );
    const offHour = await submit('Offhourova', [{ date: '2026-11-09', time: '04:30' }]);
    expect(offHour.response.status).toBe(400);
    expect(offHour.response.body.errors[0]).toMatchObject({ code: 'interview.slot_outside_hours' });
  });

  it('an unknown zone is a field error, not a failure', async () => {
    for (const [surname, timeZone] of [
      ['Marsova', 'Mars/Olympus'],
      ['Offsetova', '+02:00'],
      ['Longova', 'x'.repeat(100)],
    ] as const) {
      const { response } = await submit(surname, [{ date: '2026-11-09', time: '10:00' }], timeZone);
      expect(response.status).toBe(400);
      expect(response.body.errors.some((e: { field: string }) => e.field === 'timeZone')).toBe(true);
    }
  });

  it('the agency proposes on its own clock: 20:00 in Berlin is 19:00 UTC, 21:00 in Berlin is not an interview hour', async () => {
    const { response } = await submit('Proposberlin', [{ date: '2026-11-09', time: '10:00' }]);
    const id = response.body.data.candidates[0].id;
    const late = await app.api.post(
      '/api/interview-request/propose-slots',
      { id, slots: [{ date: '2026-11-05', time: '20:00' }], timeZone: 'Europe/Berlin' },
      { token: agency },
    );
    // The candidate's commands refuse a broken rule with 422, as for every other slot rule there.
    expect(late.status).toBe(422);
    expect(late.body.exception.code).toBe('interview.slot_outside_hours');
    const evening = await app.api.post(
      '/api/interview-request/propose-slots',
      { id, slots: [{ date: '2026-11-05', time: '19:00' }], timeZone: 'Europe/Berlin' },
      { token: agency },
    );
    expect(evening.status, JSON.stringify(evening.body)).toBe(200);
  });
});
