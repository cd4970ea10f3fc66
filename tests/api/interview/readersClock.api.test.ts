import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitationIn, mailTo, plainTextOf, startMailedApp } from '../../support/calendarMail';
import { fixedInterview } from '../../support/interviewFlow';
import type { SmtpSink } from '../../support/smtpSink';
import type { TestApp } from '../../support/testApp';

/**
 * Interview e-mails on the reader's clock (issue 34), over REST on a real PostgreSQL: a user whose time zone is known
 * reads every interview time in UTC and on their own clock, in the letter and in the invitation's text, while the
 * invitation's instant stays the one instant; a recipient whose zone is not known reads UTC only.
 */
describe("interview e-mails on the reader's clock (issue 34)", () => {
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

  it('the user sets a known zone, and a zone the runtime does not know is refused on its field', async () => {
    const bad = await app.api.post('/api/user/time-zone', { timeZone: 'Europe/Atlantis' }, { token: agency });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatchObject({ field: 'timeZone' });
    expect((await app.api.get('/api/user/profile', { token: agency })).body.data.timeZone).toBeNull();

    const set = await app.api.post('/api/user/time-zone', { timeZone: 'Europe/Berlin' }, { token: agency });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect((await app.api.get('/api/user/profile', { token: agency })).body.data.timeZone).toBe('Europe/Berlin');
  });

  it('Berlin reads 11:00 for the 10:00 UTC interview in the letter and the invitation; the one instant stays 10:00 UTC', async () => {
    await app.api.post('/api/user/time-zone', { timeZone: 'Europe/Berlin' }, { token: agency });
    const { candidateId: id } = await fixedInterview(app, { client, agency, manager }, 'Uhrova');
    // A change every participant hears of: the manager enters a video link for the agency.
    const set = await app.api.post(
      '/admin/api/candidate/video-link',
      { id, videoUrl: 'https://meet.example.com/uhrova' },
      { token: manager },
    );
    expect(set.status, JSON.stringify(set.body)).toBe(200);

    const agencyMail = await mailTo(sink, 'agency@demo.test', /New video call link for the interview with \S+ Uhrova/);
    expect(plainTextOf(agencyMail)).toContain('On your clock: 11:00 on 2026-11-03 (Europe/Berlin).');
    const forAgency = invitationIn(agencyMail);
    expect(forAgency.event.startDate.toJSDate().toISOString()).toBe('2026-11-03T10:00:00.000Z');
    expect(forAgency.event.description).toContain('Interview at 11:00 on 2026-11-03 (Europe/Berlin)');

    // The client's contact is no user of the platform: its zone is not known, so it reads UTC only.
    const contactMail = await mailTo(sink, 'clara@client.test', /New video call link for the interview with \S+ U\./);
    expect(plainTextOf(contactMail)).toContain('keeps its time');
    expect(plainTextOf(contactMail)).not.toContain('On your clock');
    const forContact = invitationIn(contactMail);
    expect(forContact.event.startDate.toJSDate().toISOString()).toBe('2026-11-03T10:00:00.000Z');
    expect(forContact.event.description).toContain('Interview at 10:00 on 2026-11-03 (UTC)');
  });
});
