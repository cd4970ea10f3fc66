import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitationIn, mailTo, startMailedApp } from '../../support/calendarMail';
import { inviteColleague } from '../../support/colleagues';
import { registerCompany } from '../../support/companies';
import { passOnToAgency, PERIOD, publishCard, SLOTS } from '../../support/interviewFlow';
import type { SmtpSink } from '../../support/smtpSink';
import type { TestApp } from '../../support/testApp';

/** Thursday 5 November 2026, 12:00 UTC (the test's clock reads Monday 2 November, 09:00 UTC). */
const THURSDAY_12 = { date: '2026-11-05', time: '12:00' };

/**
 * Panel interviews over REST on a real PostgreSQL (issue 34): the client names two colleagues as interviewers; every
 * one of them receives the invitation, the update and the cancellation as they left over SMTP (parsed by ical.js);
 * a slot where an interviewer has another interview is refused, in words fit for the side that offered it.
 */
describe('panel interviews (issue 34)', () => {
  let app: TestApp;
  let sink: SmtpSink;
  let client: string;
  let agency: string;
  let manager: string;
  let nina: string;
  let otto: string;
  let stop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    ({ app, sink, client, agency, manager, stop } = await startMailedApp());
    nina = await inviteColleague(app, client, {
      email: 'nina@client.test',
      firstName: 'Nina',
      lastName: 'Novak',
      password: 'panel-pass-1',
    });
    otto = await inviteColleague(app, client, {
      email: 'otto@client.test',
      firstName: 'Otto',
      lastName: 'Olsen',
      password: 'panel-pass-2',
    });
  }, 180_000);
  afterAll(() => stop?.());

  /** The client's request for a freshly published specialist, naming `interviewers`; answers the raw answer. */
  const request = async (surname: string, interviewers: string[]) => {
    const specialistId = await publishCard(app, agency, manager, surname);
    const cart = await app.api.post(
      '/api/specialist-request-list/add-specialist',
      { specialistUuid: specialistId, ...PERIOD },
      { token: client },
    );
    const item = cart.body.data.specialists.items.find(
      (i: { specialistUuid: string }) => i.specialistUuid === specialistId,
    );
    return app.api.post(
      '/api/specialist-request/create',
      {
        requestId: randomUUID(),
        contact: { name: 'Clara Client', email: 'clara@client.test', phone: '' },
        interviewers,
        specialists: [{ id: item.id, slots: SLOTS }],
      },
      { token: client },
    );
  };

  it("lists the client's people it may name, and refuses anyone else's or the agency's naming", async () => {
    const colleagues = await app.api.get('/api/specialist-request/colleagues', { token: client });
    expect(colleagues.status).toBe(200);
    expect(colleagues.body.data.items).toEqual(
      expect.arrayContaining([
        { id: nina, name: 'Nina Novak', email: 'nina@client.test' },
        { id: otto, name: 'Otto Olsen', email: 'otto@client.test' },
      ]),
    );
    expect((await app.api.get('/api/specialist-request/colleagues', { token: agency })).status).toBe(403);

    const stranger = await registerCompany(app, 'client', 'panel-stranger@other.test');
    const strangerId = (await app.api.get('/api/user/profile', { token: stranger })).body.data.id as string;
    const foreign = await request('Fremdova', [nina, strangerId]);
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors).toEqual([
      expect.objectContaining({ field: 'interviewers.1', code: 'interview.interviewer_not_colleague' }),
    ]);

    const sent = await request('Panelova', [nina]);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const id = sent.body.data.candidates[0].id as string;
    const rename = (token: string, interviewers: string[]) =>
      app.api.post('/api/specialist-request/interviewers', { id, interviewers }, { token });
    expect((await rename(agency, [nina])).status).toBe(403);
    expect((await rename(stranger, [])).status).toBe(404);
    expect((await rename(client, [strangerId])).status).toBe(400);
    expect((await rename(client, [nina, otto])).status).toBe(200);
    const seen = (await app.api.get(`/api/specialist-request/info/${id}`, { token: client })).body.data;
    expect(seen.interviewers.map((p: { name: string }) => p.name)).toEqual(['Nina Novak', 'Otto Olsen']);
    // The agency is never told who the client's interviewers are.
    await passOnToAgency(app, id);
    const forAgency = (await app.api.get('/api/interview-request/list?count=100', { token: agency })).body.data.items;
    expect(forAgency.find((c: { id: string }) => c.id === id)).not.toHaveProperty('interviewers');
  });

  it('every interviewer receives the invitation, the update and the cancellation under one UID; a busy interviewer refuses a slot in words', async () => {
    const sent = await request('Kalendarova', [nina, otto]);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const id = sent.body.data.candidates[0].id as string;
    await passOnToAgency(app, id);
    const accepted = await app.api.post(
      '/api/interview-request/accept-slot',
      { id, slot: SLOTS[0] },
      { token: agency },
    );
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);

    // The contact and both interviewers (the agency accepted, so its people know the time).
    const people = ['clara@client.test', 'nina@client.test', 'otto@client.test'];
    const invitations = await Promise.all(
      people.map(async (to) => invitationIn(await mailTo(sink, to, /Interview with \S+ K\. confirmed/))),
    );
    const uid = invitations[0]!.event.uid;
    for (const [index, invitation] of invitations.entries()) {
      expect(invitation.method).toBe('REQUEST');
      expect(invitation.event.uid).toBe(uid);
      expect(invitation.event.startDate.toJSDate().toISOString()).toBe('2026-11-03T10:00:00.000Z');
      // Each copy names its own recipient as the attendee.
      expect(String(invitation.vevent.getFirstPropertyValue('attendee')).toLowerCase()).toBe(`mailto:${people[index]}`);
    }
    const firstSequence = Number(invitations[1]!.vevent.getFirstPropertyValue('sequence'));

    // Otto is busy on Tuesday at 10:00: another candidate's request with him at that time is refused to the client by
    // name; named later, the agency's taking of that time is refused without naming him.
    const clash = await request('Zweitova', [otto]);
    expect(clash.status).toBe(409);
    expect(clash.body.errors[0].code).toBe('interview.interviewer_busy');
    expect(clash.body.exception.message).toBe(
      'The slot 2026-11-03 10:00 UTC cannot be offered: Otto Olsen, one of the interviewers, has another interview then (2026-11-03 10:00 UTC)',
    );
    const second = await request('Zweitova', []);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const secondId = second.body.data.candidates[0].id as string;
    expect(
      (
        await app.api.post(
          '/api/specialist-request/interviewers',
          { id: secondId, interviewers: [otto] },
          { token: client },
        )
      ).status,
    ).toBe(200);
    await passOnToAgency(app, secondId);
    const busy = await app.api.post(
      '/api/interview-request/accept-slot',
      { id: secondId, slot: SLOTS[0] },
      { token: agency },
    );
    expect(busy.status).toBe(409);
    expect(busy.body.exception.message).toBe(
      'The slot 2026-11-03 10:00 UTC cannot be offered: an interviewer of the client is busy with another interview then',
    );
    expect(JSON.stringify(busy.body)).not.toContain('Otto');
    const proposed = await app.api.post(
      '/api/interview-request/propose-slots',
      { id: secondId, slots: [{ date: '2026-11-03', time: '10:00' }] },
      { token: agency },
    );
    expect(proposed.status).toBe(409);
    expect(
      (await app.api.post('/api/interview-request/accept-slot', { id: secondId, slot: SLOTS[1] }, { token: agency }))
        .status,
    ).toBe(200);

    // The client moves the first interview; the agency takes the new time: every interviewer gets the update.
    expect(
      (
        await app.api.post(
          '/api/specialist-request/reschedule',
          { id, slots: [THURSDAY_12], reason: 'Our CTO joins the panel' },
          { token: client },
        )
      ).status,
    ).toBe(200);
    expect(
      (await app.api.post('/api/interview-request/pick-rescheduled-slot', { id, slot: THURSDAY_12 }, { token: agency }))
        .status,
    ).toBe(200);
    for (const to of ['nina@client.test', 'otto@client.test', 'clara@client.test']) {
      const update = invitationIn(await mailTo(sink, to, /Interview with \S+ K\. moved to/));
      expect(update.method).toBe('REQUEST');
      expect(update.event.uid).toBe(uid);
      expect(update.event.startDate.toJSDate().toISOString()).toBe('2026-11-05T12:00:00.000Z');
      expect(Number(update.vevent.getFirstPropertyValue('sequence'))).toBeGreaterThan(firstSequence);
    }

    // The agency cancels: every interviewer gets the cancellation of the same UID.
    expect(
      (
        await app.api.post(
          '/api/interview-request/cancel-interview',
          { id, reason: 'Specialist ill' },
          { token: agency },
        )
      ).status,
    ).toBe(200);
    for (const to of ['nina@client.test', 'otto@client.test', 'clara@client.test']) {
      const cancel = invitationIn(await mailTo(sink, to, /Interview with \S+ K\. on .* cancelled/));
      expect(cancel.method).toBe('CANCEL');
      expect(cancel.event.uid).toBe(uid);
    }
  });
});
