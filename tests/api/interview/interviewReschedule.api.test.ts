import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitationIn, mailTo, parsedInvitation, startMailedApp } from '../../support/calendarMail';
import { registerCompany } from '../../support/companies';
import { fixedInterview, SLOTS } from '../../support/interviewFlow';
import type { SmtpSink } from '../../support/smtpSink';
import type { TestApp } from '../../support/testApp';

/** Thursday 5 and Friday 6 November 2026 (the test's clock reads Monday 2 November, 09:00 UTC). */
const THURSDAY_12 = { date: '2026-11-05', time: '12:00' };
const FRIDAY_14 = { date: '2026-11-06', time: '14:00' };

/**
 * A fixed interview moves and is cancelled over REST, on a real PostgreSQL, and the calendars follow: every
 * participant receives the update (same UID, higher SEQUENCE) and the cancellation (METHOD:CANCEL), read here as they
 * left over SMTP and parsed by ical.js.
 */
describe('moving and cancelling a fixed interview (issue 34)', () => {
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

  /** A candidate whose interview the agency fixed at the client's first slot (Tuesday 3 November, 10:00 UTC). */
  const interviewFixed = async (surname: string): Promise<string> =>
    (await fixedInterview(app, { client, agency, manager }, surname)).candidateId;
  const clientView = async (id: string) =>
    (await app.api.get(`/api/specialist-request/info/${id}`, { token: client })).body.data;
  const agencyView = async (id: string) =>
    (await app.api.get('/api/interview-request/list?count=100', { token: agency })).body.data.items.find(
      (c: { id: string }) => c.id === id,
    );

  it('the client proposes new times with a reason, the agency picks one: both receive the update with the same UID and a higher SEQUENCE', async () => {
    const id = await interviewFixed('Umplanova');
    const first = invitationIn(await mailTo(sink, 'clara@client.test', /Interview with \S+ U\. confirmed/));

    // The client's side offers the move; nobody offers to pick before a proposal.
    expect((await clientView(id)).allowedActions).toEqual(['proposeReschedule', 'cancelInterview']);
    const proposed = await app.api.post(
      '/api/specialist-request/reschedule',
      { id, slots: [THURSDAY_12, FRIDAY_14], reason: 'Our CTO is travelling that day' },
      { token: client },
    );
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(200);

    // The interview keeps its time; the agency reads the proposal and may pick; the client waits for it.
    const forAgency = await agencyView(id);
    expect(forAgency.interviewAt).toEqual(SLOTS[0]);
    expect(forAgency.reschedule).toEqual({
      side: 'client',
      slots: [THURSDAY_12, FRIDAY_14],
      reason: 'Our CTO is travelling that day',
    });
    expect(forAgency.allowedActions).toContain('pickRescheduledSlot');
    expect(forAgency.waitingFor).toBe('partner');
    const forClient = await clientView(id);
    expect(forClient.allowedActions).not.toContain('pickRescheduledSlot');
    expect(forClient.waitingFor).toBe('partner');
    const told = await mailTo(sink, 'agency@demo.test', /New times proposed for the interview with .*Umplanova/);
    expect(told.data).toContain('Our CTO is travelling that day');

    // The client cannot take its own proposal; the agency cannot take a time nobody proposed.
    const own = await app.api.post(
      '/api/specialist-request/pick-rescheduled-slot',
      { id, slot: FRIDAY_14 },
      { token: client },
    );
    expect(own.status).toBe(422);
    expect(own.body.errors[0].code).toBe('interview.own_reschedule');
    const other = await app.api.post(
      '/api/interview-request/pick-rescheduled-slot',
      { id, slot: SLOTS[1] },
      { token: agency },
    );
    expect(other.status).toBe(422);

    const picked = await app.api.post(
      '/api/interview-request/pick-rescheduled-slot',
      { id, slot: FRIDAY_14 },
      { token: agency },
    );
    expect(picked.status, JSON.stringify(picked.body)).toBe(200);
    expect((await clientView(id)).interviewAt).toEqual(FRIDAY_14);
    expect((await clientView(id)).reschedule).toBeNull();

    // Every participant gets the update: the same interview (UID), a higher SEQUENCE, the new instant.
    // The client's contact reads the specialist as the client's pages name them ('Anna U.').
    for (const [to, specialist] of [
      ['clara@client.test', 'U\\.'],
      ['agency@demo.test', 'Umplanova'],
    ] as const) {
      const moved = new RegExp(`Interview with \\S+ ${specialist} moved to 2026-11-06 14:00 UTC`);
      const update = invitationIn(await mailTo(sink, to, moved));
      expect(update.contentType.toLowerCase()).toContain('method=request');
      expect(update.method).toBe('REQUEST');
      expect(update.event.uid).toBe(first.event.uid);
      expect(update.event.sequence).toBeGreaterThan(first.event.sequence);
      expect(update.event.startDate.toJSDate().toISOString()).toBe('2026-11-06T14:00:00.000Z');
      expect(update.event.attendees.map((a) => a.getFirstValue())).toEqual([`mailto:${to}`]);
      expect(update.event.location).toBe(first.event.location);
    }
    // The client's copy never names the agency.
    const clientsCopy = invitationIn(await mailTo(sink, 'clara@client.test', /Interview with \S+ U\. moved to/));
    expect(clientsCopy.ics).not.toMatch(/Demo Agency|agency@demo\.test/i);

    // The download agrees with the last mail.
    const download = await app.api.get(`/api/interview/${id}/invite.ics`, { token: client });
    expect(download.status).toBe(200);
    const downloaded = parsedInvitation(download.body as string);
    expect(downloaded.event.startDate.toJSDate().toISOString()).toBe('2026-11-06T14:00:00.000Z');
    expect(downloaded.event.sequence).toBeGreaterThanOrEqual(clientsCopy.event.sequence);
  });

  it('the agency cancels with a reason: both receive METHOD:CANCEL with the same UID and a higher SEQUENCE; no invitation is left', async () => {
    const id = await interviewFixed('Absagova');
    const first = invitationIn(await mailTo(sink, 'clara@client.test', /Interview with \S+ A\. confirmed/));
    const cancelled = await app.api.post(
      '/api/interview-request/cancel-interview',
      { id, reason: 'The specialist fell ill' },
      { token: agency },
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    for (const [to, specialist] of [
      ['clara@client.test', 'A\\.'],
      ['agency@demo.test', 'Absagova'],
    ] as const) {
      const mail = await mailTo(sink, to, new RegExp(`Interview with \\S+ ${specialist} on \\S+ \\S+ UTC cancelled`));
      expect(mail.data).toContain('The specialist fell ill');
      const cancel = invitationIn(mail);
      expect(cancel.contentType.toLowerCase()).toContain('method=cancel');
      expect(cancel.method).toBe('CANCEL');
      expect(cancel.event.uid).toBe(first.event.uid);
      expect(cancel.event.sequence).toBeGreaterThan(first.event.sequence);
      expect(cancel.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
      expect(cancel.event.startDate.toJSDate().toISOString()).toBe('2026-11-03T10:00:00.000Z');
    }
    const view = await clientView(id);
    expect(view.status).toBe('interview');
    expect(view.interviewAt).toBeNull();
    expect(view.videoUrl).toBeNull();
    expect(view.allowedActions).not.toContain('cancelInterview');
    // The agency offers new times next.
    expect((await agencyView(id)).allowedActions).toEqual(['acceptSlot', 'proposeSlots', 'decline']);
    expect((await app.api.get(`/api/interview/${id}/invite.ics`, { token: client })).status).toBe(404);
    // Nothing left to cancel.
    const again = await app.api.post(
      '/api/specialist-request/cancel-interview',
      { id, reason: 'Twice' },
      { token: client },
    );
    expect(again.status).toBe(422);
    expect(again.body.errors[0].code).toBe('interview.not_fixed');
  });

  it('the manager acts for either party, naming it; the history names who acted', async () => {
    const id = await interviewFixed('Managerova');
    const unnamed = await app.api.post(
      '/admin/api/candidate/reschedule',
      { id, slots: [THURSDAY_12], reason: 'Asked by phone' },
      { token: manager },
    );
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.errors.map((e: { field?: string }) => e.field)).toContain('forSide');
    const forAgency = await app.api.post(
      '/admin/api/candidates/reschedule',
      { id, slots: [THURSDAY_12], reason: 'Asked by phone', forSide: 'partner' },
      { token: manager },
    );
    expect(forAgency.status, JSON.stringify(forAgency.body)).toBe(200);
    expect((await clientView(id)).allowedActions).toContain('pickRescheduledSlot');
    const picked = await app.api.post(
      '/admin/api/candidate/pick-rescheduled-slot',
      { id, slot: THURSDAY_12 },
      { token: manager },
    );
    expect(picked.status, JSON.stringify(picked.body)).toBe(200);
    expect((await clientView(id)).interviewAt).toEqual(THURSDAY_12);
    const history = (await app.api.get(`/admin/api/candidate/history/${id}`, { token: manager })).body.data.items;
    expect(history.map((h: { type: string }) => h.type).slice(0, 2)).toEqual([
      'InterviewRescheduled',
      'InterviewRescheduleProposed',
    ]);
    expect(history[1].details).toMatchObject({ side: 'partner', reason: 'Asked by phone' });
  });

  it('answers bad input with 400 and the field, another company and a hidden candidate with 404, a guest with 401', async () => {
    const id = await interviewFixed('Fremdova');
    const noReason = await app.api.post(
      '/api/specialist-request/reschedule',
      { id, slots: [THURSDAY_12], reason: ' ' },
      { token: client },
    );
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors.map((e: { field?: string }) => e.field)).toContain('reason');
    const noSlots = await app.api.post(
      '/api/interview-request/reschedule',
      { id, slots: [], reason: 'Ill' },
      { token: agency },
    );
    expect(noSlots.status).toBe(400);
    const noCancelReason = await app.api.post('/api/interview-request/cancel-interview', { id }, { token: agency });
    expect(noCancelReason.status).toBe(400);
    expect(
      (await app.api.post('/api/specialist-request/cancel-interview', { id: 'x', reason: 'r' }, { token: client }))
        .status,
    ).toBe(400);

    const otherClient = await registerCompany(app, 'client', 'stranger-client@reschedule.test');
    const otherAgency = await registerCompany(app, 'agency', 'stranger-agency@reschedule.test');
    expect(
      (await app.api.post('/api/specialist-request/cancel-interview', { id, reason: 'Mine?' }, { token: otherClient }))
        .status,
    ).toBe(404);
    expect(
      (
        await app.api.post(
          '/api/interview-request/reschedule',
          { id, slots: [THURSDAY_12], reason: 'Mine?' },
          { token: otherAgency },
        )
      ).status,
    ).toBe(404);
    // A client cannot use the agency's path, nor an agency the client's.
    expect(
      (await app.api.post('/api/interview-request/cancel-interview', { id, reason: 'r' }, { token: client })).status,
    ).toBe(403);
    expect((await app.api.post('/api/specialist-request/cancel-interview', { id, reason: 'r' })).status).toBe(401);
    // Still fixed at its time.
    expect((await clientView(id)).interviewAt).toEqual(SLOTS[0]);

    const document = (await app.api.get('/api/openapi.json')).body;
    for (const path of [
      '/api/specialist-request/reschedule',
      '/api/specialist-request/pick-rescheduled-slot',
      '/api/specialist-request/cancel-interview',
      '/api/interview-request/reschedule',
      '/api/interview-request/pick-rescheduled-slot',
      '/api/interview-request/cancel-interview',
      '/admin/api/candidate/reschedule',
      '/admin/api/candidate/cancel-interview',
    ])
      expect(document.paths?.[path]?.post, path).toBeDefined();
  });
});
