import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarPartOf, parsedInvitation, startMailedApp } from '../../support/calendarMail';
import { registerCompany } from '../../support/companies';
import { publishCard, requestInterview, SLOTS } from '../../support/interviewFlow';
import type { SmtpSink } from '../../support/smtpSink';
import type { TestApp } from '../../support/testApp';

const waitFor = async <T>(find: () => T | undefined | null, what: string): Promise<T> => {
  for (let i = 0; i < 200; i += 1) {
    const found = find();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${what} arrived`);
};

/**
 * A fixed interview reaches the calendars: the confirmation mail carries a `text/calendar; method=REQUEST` part (read
 * here as it left over SMTP), and each participant can download the same invitation; nobody else can.
 */
describe('interview invitations: in the confirmation mail and as invite.ics', () => {
  let app: TestApp;
  let sink: SmtpSink;
  let client: string;
  let agency: string;
  let manager: string;
  let stop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    ({ app, sink, client, agency, manager, stop } = await startMailedApp());
  }, 120_000);
  afterAll(() => stop?.());

  const sentTo = (to: string, subject: RegExp) =>
    waitFor(
      () => sink.received.find((m) => m.to.some((t) => t.includes(to)) && subject.test(m.data.replace(/\r\n /g, ' '))),
      `mail to ${to}`,
    );

  it("the agency accepts the client's slot: the client's contact gets the invitation, with the video call and never the agency", async () => {
    const specialistId = await publishCard(app, agency, manager, 'Kalendarova');
    const candidateId = await requestInterview(app, client, specialistId);
    const accepted = await app.api.post(
      '/api/interview-request/accept-slot',
      { id: candidateId, slot: SLOTS[0] },
      { token: agency },
    );
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);

    const mail = await sentTo('clara@client.test', /Interview with .* confirmed/);
    const part = calendarPartOf(mail.data);
    expect(part, 'a text/calendar part').not.toBeNull();
    expect(part!.contentType.toLowerCase()).toContain('method=request');
    const { method, vevent, event } = parsedInvitation(part!.ics);
    expect(method).toBe('REQUEST');
    expect(event.uid).toBe(`candidate-${candidateId}@127.0.0.1`);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-11-03T10:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-11-03T11:00:00.000Z');
    expect(event.location).toMatch(/^https:\/\/meet\.jit\.si\/[\w-]{22}$/);
    expect(vevent.getFirstPropertyValue('url')).toBe(event.location);
    expect(event.description).toContain('/pa/candidates/list');
    expect(event.attendees.map((a) => a.getFirstValue())).toEqual(['mailto:clara@client.test']);
    // The client's copy never names the agency.
    expect(part!.ics).not.toMatch(/Demo Agency|agency@demo\.test/i);
    expect(mail.data).toContain(event.location);

    // The download is the same interview: same UID, start and room, and a SEQUENCE never below the mailed one.
    const download = await app.api.get(`/api/interview/${candidateId}/invite.ics`, { token: client });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toMatch(/^text\/calendar/);
    const downloaded = parsedInvitation(download.body as string);
    expect(downloaded.event.uid).toBe(event.uid);
    expect(downloaded.event.startDate.toJSDate().getTime()).toBe(event.startDate.toJSDate().getTime());
    expect(downloaded.event.location).toBe(event.location);
    expect(downloaded.event.sequence).toBe(event.sequence);
    expect(download.body as string).not.toMatch(/Demo Agency|agency@demo\.test/i);

    // The candidate's page links the same room ('Join video call').
    const info = await app.api.get(`/api/specialist-request/info/${candidateId}`, { token: client });
    expect(info.body.data.videoUrl).toBe(event.location);

    // The agency (the candidate was passed on) and staff read it too, with the same room.
    for (const token of [agency, manager]) {
      const other = await app.api.get(`/api/interview/${candidateId}/invite.ics`, { token });
      expect(other.status).toBe(200);
      expect(parsedInvitation(other.body as string).event.location).toBe(event.location);
    }
  });

  it('the client takes a time the agency proposed: the agency gets the invitation, in another room than any other interview', async () => {
    const specialistId = await publishCard(app, agency, manager, 'Vorschlagova');
    const candidateId = await requestInterview(app, client, specialistId);
    const proposed = { date: '2026-11-06', time: '11:00' };
    expect(
      (
        await app.api.post(
          '/api/interview-request/propose-slots',
          { id: candidateId, slots: [proposed] },
          { token: agency },
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await app.api.post(
          '/api/specialist-request/choose-slot',
          { id: candidateId, slot: proposed },
          { token: client },
        )
      ).status,
    ).toBe(200);
    const mail = await sentTo('agency@demo.test', /confirmed the interview with .*Vorschlagova/);
    const part = calendarPartOf(mail.data);
    expect(part!.contentType.toLowerCase()).toContain('method=request');
    const { event } = parsedInvitation(part!.ics);
    expect(event.uid).toBe(`candidate-${candidateId}@127.0.0.1`);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-11-06T11:00:00.000Z');
    expect(event.attendees.map((a) => a.getFirstValue())).toEqual(['mailto:agency@demo.test']);
    expect(event.description).toContain('/pa/requests/list');
    const first = await app.pool.query<{ id: string }>(
      'select id from candidates where interview_at is not null and id <> $1 order by created_at limit 1',
      [candidateId],
    );
    const firstRoom = parsedInvitation(
      (await app.api.get(`/api/interview/${first.rows[0]!.id}/invite.ics`, { token: client })).body as string,
    ).event.location;
    expect(event.location).not.toBe(firstRoom);
  });

  it('anyone but a participant gets 404; a candidate without a fixed time has none; a guest 401', async () => {
    const specialistId = await publishCard(app, agency, manager, 'Niemandova');
    const candidateId = await requestInterview(app, client, specialistId);
    expect((await app.api.get(`/api/interview/${candidateId}/invite.ics`, { token: client })).status).toBe(404);
    expect(
      (await app.api.post('/api/interview-request/accept-slot', { id: candidateId, slot: SLOTS[1] }, { token: agency }))
        .status,
    ).toBe(200);
    const otherClient = await registerCompany(app, 'client', 'stranger-client@invite.test');
    const otherAgency = await registerCompany(app, 'agency', 'stranger-agency@invite.test');
    for (const token of [otherClient, otherAgency]) {
      const answer = await app.api.get(`/api/interview/${candidateId}/invite.ics`, { token });
      expect(answer.status).toBe(404);
      expect(String(JSON.stringify(answer.body))).not.toContain('BEGIN:VCALENDAR');
    }
    expect((await app.api.get(`/api/interview/${candidateId}/invite.ics`)).status).toBe(401);
    expect((await app.api.get(`/api/interview/not-a-uuid/invite.ics`, { token: client })).status).toBe(400);
    const document = (await app.api.get('/api/openapi.json')).body;
    expect(document?.paths?.['/api/interview/{id}/invite.ics']?.get?.responses?.['200']?.content).toHaveProperty(
      'text/calendar',
    );
  });
});
