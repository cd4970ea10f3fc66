import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany } from '../../support/companies';
import { fixedInterview, PERIOD, SLOTS } from '../../support/interviewFlow';
import { startTestApp, type TestApp } from '../../support/testApp';
import { manualClock } from '../../support/testClock';

type FeedEvent = {
  uid: string;
  sequence: number;
  summary: string;
  start: string;
  end: string;
  allDay: boolean;
  url: unknown;
};

/** A feed as a calendar client reads it: ical.js parses it, each VEVENT with its instants. */
const eventsOf = (ics: string): { name: unknown; events: FeedEvent[] } => {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return {
    name: calendar.getFirstPropertyValue('x-wr-calname'),
    events: calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      return {
        uid: event.uid,
        sequence: event.sequence,
        summary: event.summary,
        start: event.startDate.isDate ? event.startDate.toString() : event.startDate.toJSDate().toISOString(),
        end: event.endDate.isDate ? event.endDate.toString() : event.endDate.toJSDate().toISOString(),
        allDay: event.startDate.isDate,
        url: vevent.getFirstPropertyValue('url'),
      };
    }),
  };
};

/**
 * The personal calendar subscription (issue 34): a user turns it on and gets a private address once; the feed lists
 * that user's interviews with the invitations' UIDs and, for the client's and the agency's people, the specialists'
 * project periods; another user's feed never shows them; renewing ends the old address, turning off ends both.
 */
describe('calendar feed', () => {
  let app: TestApp;
  let client: string;
  let agency: string;
  let manager: string;
  let otherClient: string;
  let interviewId: string;
  let bookedId: string;

  beforeAll(async () => {
    app = await startTestApp({ clock: manualClock(), env: { WORKERS: 'false' } });
    ({ client, agency, manager } = await app.demoTokens());
    otherClient = await registerCompany(app, 'client', 'other-feed@client.test');

    interviewId = (await fixedInterview(app, { client, agency, manager }, 'Kalenderova')).candidateId;
    bookedId = (await fixedInterview(app, { client, agency, manager }, 'Projektova', SLOTS[1])).candidateId;
    const approved = await app.api.post(
      '/admin/api/candidate/update',
      { id: bookedId, status: 'approved' },
      { token: manager },
    );
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  }, 180_000);
  afterAll(() => app?.stop());

  const turnOn = async (token: string) => {
    const on = await app.api.post('/api/user/calendar-feed', undefined, { token });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    return on.body.data as { on: true; since: string; webcalUrl: string; httpsUrl: string };
  };
  const read = async (httpsUrl: string) => {
    const response = await app.api.raw(new URL(httpsUrl).pathname);
    return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
  };
  const invitationUid = async (id: string, token: string) => {
    const response = await app.api.raw(`/api/interview/${id}/invite.ics`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return new ICAL.Event(new ICAL.Component(ICAL.parse(await response.text())).getFirstSubcomponent('vevent')!).uid;
  };

  it("the client's feed: its interview at the invitation's UID and instant, its specialist's project period, the name its pages show", async () => {
    const feed = await turnOn(client);
    expect(feed.webcalUrl).toMatch(/^webcal:\/\/127\.0\.0\.1:\d+\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(feed.httpsUrl.replace(/^https?:/, 'webcal:')).toBe(feed.webcalUrl);
    expect((await app.api.get('/api/user/calendar-feed', { token: client })).body.data).toEqual({
      on: true,
      since: feed.since,
    });

    const answer = await read(feed.httpsUrl);
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('text/calendar; charset=utf-8');
    const { name, events } = eventsOf(answer.text);
    expect(name).toMatch(/interviews and projects$/);
    const interview = events.find((e) => e.uid === `candidate-${interviewId}@127.0.0.1`);
    expect(interview).toMatchObject({
      uid: await invitationUid(interviewId, client),
      start: '2026-11-03T10:00:00.000Z',
      end: '2026-11-03T11:00:00.000Z',
      allDay: false,
    });
    expect(interview!.summary).toMatch(/^Interview with \S+ K\.$/);
    const project = events.find((e) => e.uid === `project-${bookedId}@127.0.0.1`);
    expect(project).toMatchObject({ start: PERIOD.startPeriod, end: '2027-02-11', allDay: true });
    expect(project!.summary).toMatch(/^\S+ P\. on your project$/);
    // The period's link opens the page that lists the specialists on the client's projects.
    expect(project!.url).toMatch(/\/pa\/specialists-on-projects\/list$/);
    // The client's feed never names the surname its pages hide, nor the agency behind the specialists.
    expect(answer.text).not.toContain('Kalenderova');
    expect(answer.text).not.toContain('Projektova');
    expect(answer.text).not.toMatch(/demo agency/i);
  });

  it("the agency's feed lists the same interview under the same UID with the full name; another client's feed lists nothing of it", async () => {
    const agencyFeed = eventsOf((await read((await turnOn(agency)).httpsUrl)).text).events;
    expect(agencyFeed.find((e) => e.uid === `candidate-${interviewId}@127.0.0.1`)?.summary).toMatch(/Kalenderova/);
    expect(agencyFeed.find((e) => e.uid === `project-${bookedId}@127.0.0.1`)?.summary).toMatch(
      /Projektova on a project for/,
    );
    expect(agencyFeed.find((e) => e.uid === `project-${bookedId}@127.0.0.1`)?.url).toMatch(
      /\/pa\/specialists-on-projects\/list$/,
    );

    const other = eventsOf((await read((await turnOn(otherClient)).httpsUrl)).text);
    expect(other.events).toEqual([]);

    // The manager's feed has every fixed interview, and no project periods.
    const managerFeed = eventsOf((await read((await turnOn(manager)).httpsUrl)).text).events;
    expect(managerFeed.map((e) => e.uid)).toContain(`candidate-${interviewId}@127.0.0.1`);
    expect(managerFeed.some((e) => e.allDay)).toBe(false);
  });

  it("the download and the feed name the time on the viewer's clock once it is known; the instants stay UTC", async () => {
    const descriptionOf = (ics: string, uid: string) =>
      new ICAL.Component(ICAL.parse(ics))
        .getAllSubcomponents('vevent')
        .find((vevent) => vevent.getFirstPropertyValue('uid') === uid)
        ?.getFirstPropertyValue('description');
    const uid = `candidate-${interviewId}@127.0.0.1`;
    const download = async () =>
      (
        await app.api.raw(`/api/interview/${interviewId}/invite.ics`, {
          headers: { authorization: `Bearer ${agency}` },
        })
      ).text();
    // Before the agency's clock is known, both name UTC only.
    expect(descriptionOf(await download(), uid)).toContain('Interview at 10:00 on 2026-11-03 (UTC)');

    const zone = await app.api.post('/api/user/time-zone', { timeZone: 'Europe/Berlin' }, { token: agency });
    expect(zone.status, JSON.stringify(zone.body)).toBe(200);
    const downloaded = await download();
    expect(descriptionOf(downloaded, uid)).toContain(
      'Interview at 11:00 on 2026-11-03 (Europe/Berlin); 10:00 on 2026-11-03 (UTC).',
    );
    const feed = (await read((await turnOn(agency)).httpsUrl)).text;
    expect(descriptionOf(feed, uid)).toContain('Interview at 11:00 on 2026-11-03 (Europe/Berlin)');
    // A calendar places the event by its instants, which no clock changes.
    expect(eventsOf(feed).events.find((e) => e.uid === uid)).toMatchObject({ start: '2026-11-03T10:00:00.000Z' });
    expect(eventsOf(downloaded).events[0]).toMatchObject({ start: '2026-11-03T10:00:00.000Z' });
    // The client's copy still reads UTC: its clock is its own, and it has not told one.
    expect(
      descriptionOf(
        await (
          await app.api.raw(`/api/interview/${interviewId}/invite.ics`, {
            headers: { authorization: `Bearer ${client}` },
          })
        ).text(),
        uid,
      ),
    ).toContain('Interview at 10:00 on 2026-11-03 (UTC)');
  });

  it('renewing ends the old address, turning off ends the new one; an unknown token is 404', async () => {
    const first = await turnOn(client);
    const second = await turnOn(client);
    expect(second.httpsUrl).not.toBe(first.httpsUrl);
    expect((await read(first.httpsUrl)).status).toBe(404);
    expect((await read(second.httpsUrl)).status).toBe(200);

    const off = await app.api.raw('/api/user/calendar-feed', {
      method: 'DELETE',
      headers: { authorization: `Bearer ${client}` },
    });
    expect(off.status).toBe(200);
    expect((await read(second.httpsUrl)).status).toBe(404);
    expect((await app.api.get('/api/user/calendar-feed', { token: client })).body.data).toEqual({
      on: false,
      since: null,
    });
    const unknown = await app.api.raw('/api/calendar/feed/not-a-real-token-at-all-0000000000.ics');
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).exception.code).toBe('interview.calendar_feed_not_found');
    // Without a session, the settings answer 401.
    expect((await app.api.post('/api/user/calendar-feed')).status).toBe(401);
  });
});
