import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { specialistOnProject } from '../../support/actFlow';
import { inviteColleague } from '../../support/colleagues';
import { registerCompany } from '../../support/companies';
import { startTestApp, type TestApp } from '../../support/testApp';
import { manualClock, type ManualClock } from '../../support/testClock';

type Notice = { kind: string; title: string; body: string; link: string };

/**
 * A review's events in the bell (and the e-mail of each): the agency's people hear of a new review of their
 * specialist, the client user who wrote it hears of the answer (from 'the specialist's team', never the agency's name),
 * and the author and the agency hear of a manager hiding it, with the reason. Nobody else hears anything: not the
 * author's colleagues, not another company.
 */
describe('reviews in the notification centre, over REST', () => {
  let app: TestApp;
  let clock: ManualClock;
  let candidateId: string;
  const people: Record<string, string> = {};
  const password = 'colleague-pass-1';
  const colleagues = {
    clientColleague: { email: 'bell-colleague@demo-client.test', firstName: 'Carl', lastName: 'Colleague', password },
    agencyColleague: { email: 'bell-colleague@demo-agency.test', firstName: 'Ada', lastName: 'Colleague', password },
  };

  /** Everyone signs in again (days pass on the clock). */
  const signIn = async () => {
    const demo = await app.demoTokens();
    people.client = demo.client;
    people.agency = demo.agency;
    people.manager = demo.manager;
    for (const [who, { email }] of Object.entries(colleagues)) people[who] = await app.login(email, password);
    people.otherClient = await app.login('bell-other@client.test', 'second-pass-1');
    people.otherAgency = await app.login('bell-other@agency.test', 'second-pass-1');
  };
  const reviewNotices = async (who: string): Promise<Notice[]> => {
    const res = await app.api.get('/api/notifications/list', { token: people[who] });
    expect(res.status).toBe(200);
    return (res.body.data.items as Notice[]).filter((n) => n.kind.startsWith('review'));
  };
  /** Who holds a notification of `kind` now, among everyone in the test. */
  const told = async (kind: string) => {
    const found: string[] = [];
    for (const who of Object.keys(people)) if ((await reviewNotices(who)).some((n) => n.kind === kind)) found.push(who);
    return found.sort();
  };

  beforeAll(async () => {
    clock = manualClock();
    app = await startTestApp({ clock });
    const demo = await app.demoTokens();
    await inviteColleague(app, demo.client, colleagues.clientColleague);
    await inviteColleague(app, demo.agency, colleagues.agencyColleague);
    await registerCompany(app, 'client', 'bell-other@client.test');
    await registerCompany(app, 'agency', 'bell-other@agency.test');
    ({ candidateId } = await specialistOnProject(app, demo, 'Bellreview', { clock }));
    await signIn();
    const finished = await app.api.post(
      '/admin/api/candidate/update',
      { id: candidateId, status: 'finished' },
      { token: people.manager },
    );
    expect(finished.status, JSON.stringify(finished.body)).toBe(200);
  }, 240_000);
  afterAll(() => app?.stop());

  it("a review written tells every user of the specialist's agency, linking to the page that lists it", async () => {
    const written = await app.api.post(
      '/api/review/create',
      { candidateId, overall: 4, skills: 4, communication: 5, reliability: 4, value: 3, text: 'Solid work' },
      { token: people.client },
    );
    expect(written.status, JSON.stringify(written.body)).toBe(200);

    expect(await told('reviewWritten')).toEqual(['agency', 'agencyColleague']);
    const [notice, ...more] = await reviewNotices('agencyColleague');
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      title: 'New review of Anna Bellreview',
      link: '/pa/specialists-on-projects/list',
    });
    expect(notice?.body).toContain('4 of 5');
    expect(notice?.body).not.toContain('Demo Client');
    // The e-mail of the same: one per agency user.
    const mails = await app.pool.query<{ to_address: string }>(
      `select to_address from mail_outbox where subject = 'New review of Anna Bellreview' order by to_address`,
    );
    expect(mails.rows.map((r) => r.to_address)).toEqual(['agency@demo.test', colleagues.agencyColleague.email]);
  });

  it("the agency's answer tells the client user who wrote the review, as the specialist's team", async () => {
    const answered = await app.api.post(
      '/api/review/answer',
      { id: candidateId, text: 'Thank you for the kind words' },
      { token: people.agencyColleague },
    );
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);

    expect(await told('reviewAnswered')).toEqual(['client']);
    const [notice] = (await reviewNotices('client')).filter((n) => n.kind === 'reviewAnswered');
    expect(notice).toMatchObject({
      title: "The specialist's team answered your review",
      link: '/pa/specialists-on-projects/list',
    });
    expect(notice?.body).toContain('Anna Bellreview');
    expect(notice?.body).toContain('Thank you for the kind words');
    const agencyName = (
      await app.pool.query<{ name: string }>(
        `select c.name from companies c join users u on u.company_id = c.id where u.email = 'agency@demo.test'`,
      )
    ).rows[0]!.name;
    expect(`${notice?.title} ${notice?.body}`).not.toContain(agencyName);
  });

  it('a manager hiding the review tells its author and the agency, with the reason; nobody is told twice', async () => {
    const hidden = await app.api.post(
      '/admin/api/review/hide',
      { id: candidateId, reason: 'Names a colleague' },
      { token: people.manager },
    );
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);

    expect(await told('reviewHidden')).toEqual(['agency', 'agencyColleague', 'client']);
    const [author] = (await reviewNotices('client')).filter((n) => n.kind === 'reviewHidden');
    expect(author?.title).toBe('Your review of Anna Bellreview was hidden');
    expect(author?.body).toContain('Reason: Names a colleague');
    const [agency] = (await reviewNotices('agency')).filter((n) => n.kind === 'reviewHidden');
    expect(agency?.title).toBe('A review of Anna Bellreview was hidden');
    expect(agency?.body).toContain('Reason: Names a colleague');

    // Each user holds each kind once; the author's colleague and the other companies hold none.
    for (const who of Object.keys(people)) {
      const kinds = (await reviewNotices(who)).map((n) => n.kind);
      expect(kinds.length, who).toBe(new Set(kinds).size);
    }
    for (const who of ['clientColleague', 'otherClient', 'otherAgency', 'manager'])
      expect(await reviewNotices(who), who).toEqual([]);
  });
});
