import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { specialistOnProject } from '../../support/actFlow';
import { signContract } from '../../support/interviewFlow';
import { latestMailTo, linkIn } from '../../support/mailbox';
import { startTestApp, type TestApp } from '../../support/testApp';
import { manualClock, type ManualClock } from '../../support/testClock';

type Notice = { title: string; link: string; body: string };

/**
 * Issue 32: every e-mail the platform sends to its staff also lands in the notification centre of each staff member
 * whose scopes concern it (acts: `contract:manage`, claims: `candidate:manage`, signed contracts: `contract:manage`),
 * and of nobody else on the staff.
 */
describe("the staff's notification centre hears of acts, claims and signed contracts, over REST", () => {
  let app: TestApp;
  let clock: ManualClock;
  let client: string;
  let agency: string;
  let manager: string;
  let candidateId: string;
  const staff = {
    acts: 'acts-clerk@platform.test',
    claims: 'claims-clerk@platform.test',
    blog: 'blog-editor@platform.test',
  };
  const PASSWORD = 'staff-pass-1';

  const staffMember = async (email: string, scopes: string[]) => {
    const role = await app.api.post(
      '/admin/api/roles/create',
      { title: `Role of ${email}`, scopes },
      { token: manager },
    );
    expect(role.status, JSON.stringify(role.body)).toBe(200);
    const invited = await app.api.post(
      '/admin/api/staff/invite',
      { email, roleId: role.body.data.roleId },
      { token: manager },
    );
    expect(invited.status, JSON.stringify(invited.body)).toBe(200);
    const token = linkIn((await latestMailTo(app.pool, email))!.text, '/invitation/')
      .split('/')
      .pop() as string;
    const accepted = await app.api.post('/api/invitation/accept', {
      token,
      firstName: 'Stan',
      lastName: 'Staff',
      password: PASSWORD,
    });
    expect(accepted.status).toBe(200);
  };
  /** The bell's list, read as the person does (signed in now: the test clock moves past sessions' idle time). */
  const bellOf = async (email: string, password?: string): Promise<Notice[]> => {
    const token = await app.login(email, password);
    const answer = await app.api.get('/api/notifications/list', { token });
    expect(answer.status).toBe(200);
    return answer.body.data.items;
  };
  const staffBell = (email: string) => bellOf(email, PASSWORD);
  const titles = (notices: Notice[]) => notices.map((n) => n.title);
  const login = async () => {
    ({ client, agency, manager } = await app.demoTokens());
  };

  beforeAll(async () => {
    clock = manualClock();
    app = await startTestApp({ clock });
    await login();
    await staffMember(staff.acts, ['contract:manage']);
    await staffMember(staff.claims, ['candidate:manage']);
    await staffMember(staff.blog, ['blog:manage']);
    ({ candidateId } = await specialistOnProject(app, { client, agency, manager }, 'Noticed', { clock }));
    // On 1 December the agency can bill November.
    clock.set(new Date('2026-12-01T09:00:00Z'));
    await login();
  });
  afterAll(() => app?.stop());

  it('an act sent for checking, rejected by the client and approved by the client reaches the staff who check acts', async () => {
    const drafted = await app.api.post(
      '/api/agency/act/create',
      { candidateId, month: '2026-11', hours: 120, comment: '' },
      { token: agency },
    );
    expect(drafted.status, JSON.stringify(drafted.body)).toBe(200);
    const act = drafted.body.data;
    const send = () => app.api.post('/api/agency/act/send', { id: act.id }, { token: agency });
    expect((await send()).status).toBe(200);

    const toCheck = (notices: Notice[]) => notices.filter((n) => /^The act .* waits for your check$/.test(n.title));
    for (const email of [staff.acts, 'manager@demo.test']) {
      const [notice] = toCheck(await (email === staff.acts ? staffBell(email) : bellOf(email)));
      expect(notice, email).toMatchObject({ link: `/manager/acts/${act.id}` });
      expect(notice?.body).toContain('Noticed');
    }
    expect(toCheck(await staffBell(staff.claims))).toEqual([]);
    expect(toCheck(await staffBell(staff.blog))).toEqual([]);

    expect((await app.api.post('/admin/api/act/send-to-client', { id: act.id }, { token: manager })).status).toBe(200);
    const rejected = await app.api.post(
      '/api/client/act/reject',
      { id: act.id, reason: 'The hours of the 30th are missing' },
      { token: client },
    );
    expect(rejected.status).toBe(200);
    const rejection = (await staffBell(staff.acts)).find((n) => /^The client rejected the act/.test(n.title));
    expect(rejection).toMatchObject({ link: `/manager/acts/${act.id}` });
    expect(rejection?.body).toContain('The hours of the 30th are missing');
    expect(titles(await staffBell(staff.blog)).some((t) => t.startsWith('The client rejected'))).toBe(false);

    const corrected = await app.api.post(
      '/api/agency/act/update',
      { id: act.id, hours: 128, comment: 'With the 30th' },
      { token: agency },
    );
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    expect((await send()).status).toBe(200);
    // Sent a second time, it waits for the check again: a second notice, not the first one repeated.
    expect(toCheck(await staffBell(staff.acts))).toHaveLength(2);
    expect((await app.api.post('/admin/api/act/send-to-client', { id: act.id }, { token: manager })).status).toBe(200);
    expect((await app.api.post('/api/client/act/approve', { id: act.id }, { token: client })).status).toBe(200);
    const approval = (await staffBell(staff.acts)).find((n) => /^The client approved the act/.test(n.title));
    expect(approval).toMatchObject({ link: `/manager/acts/${act.id}` });
    expect(approval?.body).toContain('follow its payment');
    expect(titles(await staffBell(staff.claims)).some((t) => t.startsWith('The client approved'))).toBe(false);
  });

  it('a claim reaches every staff member who answers claims, and no one else on the staff', async () => {
    const filed = await app.api.post(
      '/api/client/specialist-claim/create',
      { candidateId, reasons: ['communication'], comment: 'Hard to reach on Mondays' },
      { token: client },
    );
    expect(filed.status, JSON.stringify(filed.body)).toBe(200);
    const claimNotice = (notices: Notice[]) =>
      notices.find((n) => /^A claim about .* waits for your answer$/.test(n.title));
    for (const bell of [await staffBell(staff.claims), await bellOf('manager@demo.test')]) {
      expect(claimNotice(bell)).toMatchObject({ link: '/manager/claims/list' });
      expect(claimNotice(bell)?.body).toContain('Hard to reach on Mondays');
    }
    expect(claimNotice(await staffBell(staff.acts))).toBeUndefined();
    expect(claimNotice(await staffBell(staff.blog))).toBeUndefined();
  });

  it("a company's signature reaches every staff member who countersigns, on the manager's contract page", async () => {
    await signContract(app, client);
    const { rows } = await app.pool.query<{ id: string; number: string }>(
      `select c.id, c.number from contracts c join companies co on co.id = c.company_id
        where co.name = 'Demo Client' and c.status = 'signed' order by c.created_at desc limit 1`,
    );
    const contract = rows[0]!;
    const signed = (notices: Notice[]) =>
      notices.find((n) => n.title === `Demo Client signed contract ${contract.number}: countersign it`);
    for (const bell of [await staffBell(staff.acts), await bellOf('manager@demo.test')])
      expect(signed(bell)).toMatchObject({ link: `/manager/client-documents/${contract.id}/update` });
    expect(signed(await staffBell(staff.claims))).toBeUndefined();
    expect(signed(await staffBell(staff.blog))).toBeUndefined();
    // The client's own people read it in their words, on their page.
    const clientSide = (await bellOf('client@demo.test')).filter((n) => n.title.includes(contract.number));
    expect(clientSide.every((n) => n.link === '/pa/documents')).toBe(true);
  });
});
