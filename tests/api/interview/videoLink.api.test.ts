import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitationIn, mailTo, startMailedApp } from '../../support/calendarMail';
import { registerCompany } from '../../support/companies';
import { fixedInterview } from '../../support/interviewFlow';
import type { SmtpSink } from '../../support/smtpSink';
import type { TestApp } from '../../support/testApp';

const ZOOM = 'https://us02web.zoom.us/j/81234567890?pwd=Ab12';

/**
 * The agency (or the manager) enters the interview's video link in place of the platform's room, over REST on a real
 * PostgreSQL: every participant receives the updated invitation (same UID, higher SEQUENCE, the link as LOCATION and
 * URL), read as it left over SMTP and parsed by ical.js; the pages' answers and the download carry the link; the
 * client cannot set it; bad links are refused with the field and the reason.
 */
describe("the interview's video link, entered by the agency or the manager (issue 34)", () => {
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

  const clientView = async (id: string) =>
    (await app.api.get(`/api/specialist-request/info/${id}`, { token: client })).body.data;

  it('the agency enters a link: both participants get the update with it, the pages and the download show it', async () => {
    const { candidateId: id } = await fixedInterview(app, { client, agency, manager }, 'Videova');
    const first = invitationIn(await mailTo(sink, 'clara@client.test', /Interview with \S+ V\. confirmed/));
    const room = first.event.location;
    expect(room).toMatch(/^https:\/\/meet\.jit\.si\//);
    expect((await clientView(id)).videoUrl).toBe(room);
    expect((await clientView(id)).videoLinkEntered).toBe(false);

    const set = await app.api.post(
      '/api/interview-request/video-link',
      { id, videoUrl: ` ${ZOOM} ` },
      { token: agency },
    );
    expect(set.status, JSON.stringify(set.body)).toBe(200);

    for (const [to, specialist] of [
      ['clara@client.test', 'V\\.'],
      ['agency@demo.test', 'Videova'],
    ] as const) {
      const mail = await mailTo(sink, to, new RegExp(`New video call link for the interview with \\S+ ${specialist}`));
      expect(mail.data).toContain(ZOOM);
      const update = invitationIn(mail);
      expect(update.method).toBe('REQUEST');
      expect(update.event.uid).toBe(first.event.uid);
      expect(update.event.sequence).toBeGreaterThan(first.event.sequence);
      expect(update.event.location).toBe(ZOOM);
      expect(update.vevent.getFirstPropertyValue('url')).toBe(ZOOM);
      // The time does not change.
      expect(update.event.startDate.toJSDate().toISOString()).toBe(first.event.startDate.toJSDate().toISOString());
    }
    const view = await clientView(id);
    expect(view.videoUrl).toBe(ZOOM);
    expect(view.videoLinkEntered).toBe(true);
    const download = await app.api.raw(`/api/interview/${id}/invite.ics`, {
      headers: { authorization: `Bearer ${client}` },
    });
    expect(await download.text()).toContain(`LOCATION:${ZOOM}`);

    // The manager goes back to the platform's room: the room the interview had, in a new update.
    const back = await app.api.post('/admin/api/candidate/video-link', { id, videoUrl: null }, { token: manager });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect((await clientView(id)).videoUrl).toBe(room);
    const history = (await app.api.get(`/admin/api/candidate/history/${id}`, { token: manager })).body.data.items;
    expect(history.slice(0, 2).map((h: { details: unknown }) => h.details)).toEqual([
      { videoUrl: null },
      { videoUrl: ZOOM },
    ]);
  });

  it('refuses a link that is not http(s) with the field and the reason; the client is refused, another agency finds nothing', async () => {
    const { candidateId: id } = await fixedInterview(app, { client, agency, manager }, 'Refusova');
    for (const videoUrl of ['javascript:alert(1)', 'meet.example.com/room', 'https://user:pw@meet.example.com/x']) {
      const bad = await app.api.post('/api/interview-request/video-link', { id, videoUrl }, { token: agency });
      expect(bad.status, videoUrl).toBe(400);
      expect(bad.body.errors[0]).toMatchObject({ field: 'videoUrl' });
      expect(bad.body.errors[0].message).not.toBe('');
    }
    const byClient = await app.api.post('/api/interview-request/video-link', { id, videoUrl: ZOOM }, { token: client });
    expect(byClient.status).toBe(403);
    const signedOut = await app.api.post('/api/interview-request/video-link', { id, videoUrl: ZOOM });
    expect(signedOut.status).toBe(401);
    const otherAgency = await registerCompany(app, 'agency', 'stranger-agency@video-link.test');
    expect(
      (await app.api.post('/api/interview-request/video-link', { id, videoUrl: ZOOM }, { token: otherAgency })).status,
    ).toBe(404);
    // Still the platform's room.
    expect((await clientView(id)).videoLinkEntered).toBe(false);
  });
});
