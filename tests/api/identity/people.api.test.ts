import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany } from '../../support/companies';
import { latestMailTo, linkIn } from '../../support/mailbox';
import { startTestApp, type TestApp } from '../../support/testApp';
import { manualClock } from '../../support/testClock';

/** People of a company: invitations by e-mail, registration from the link, roles inside the company, blocking. */
describe('people of a company', () => {
  const clock = manualClock();
  let app: TestApp;
  let owner: string;
  let otherAgency: string;

  const invitationToken = async (email: string) =>
    linkIn((await latestMailTo(app.pool, email))!.text, '/invitation/')
      .split('/')
      .pop() as string;
  const accept = (token: string, firstName = 'Ivy') =>
    app.api.post('/api/invitation/accept', { token, firstName, lastName: 'Invited', password: 'invited-pass-1' });
  /** Invites the e-mail as `role`, registers from the mailed link, logs in: answers the new colleague's id and token. */
  const colleague = async (email: string, role: 'owner' | 'member' = 'member', by = owner) => {
    expect((await app.api.post('/api/company/employees/invite', { email, role }, { token: by })).status).toBe(200);
    const accepted = await accept(await invitationToken(email));
    expect(accepted.status).toBe(200);
    return { id: accepted.body.data.userId as string, token: await app.login(email, 'invited-pass-1') };
  };
  const people = async (token = owner) => (await app.api.get('/api/company/employees/list', { token })).body.data;

  beforeAll(async () => {
    app = await startTestApp({ clock });
    owner = await app.login('agency@demo.test');
    otherAgency = await registerCompany(app, 'agency', 'other-owner@other-agency.test');
  });
  afterAll(() => app.stop());

  it('the demo user is the owner of their company; the list says what the owner may do', async () => {
    // The demo agency gains colleagues in the other tests; a company of its own has only its owner whatever ran before.
    const sole = await registerCompany(app, 'agency', 'sole-owner@sole-agency.test');
    const list = await people(sole);
    expect(list.canManage).toBe(true);
    expect(list.items).toEqual([
      expect.objectContaining({
        email: 'sole-owner@sole-agency.test',
        role: 'owner',
        status: 'active',
        isMe: true,
        allowedActions: [],
      }),
    ]);
    const demo = await people();
    expect(demo.canManage).toBe(true);
    expect(demo.items.filter((p: { isMe: boolean }) => p.isMe)).toEqual([
      expect.objectContaining({ email: 'agency@demo.test', role: 'owner', status: 'active' }),
    ]);
  });

  it('an owner invites a colleague who registers from the e-mailed link and sees the company', async () => {
    const invited = await app.api.post(
      '/api/company/employees/invite',
      { email: 'Bea@Agency.test', role: 'member' },
      { token: owner },
    );
    expect(invited.status).toBe(200);
    const mail = await latestMailTo(app.pool, 'bea@agency.test');
    expect(mail?.subject).toBe('Join Demo Agency on the marketplace');
    const token = linkIn(mail!.text, '/invitation/').split('/').pop() as string;
    const info = await app.api.get(`/api/invitation/info/${token}`);
    expect(info.body.data).toMatchObject({ companyName: 'Demo Agency', email: 'bea@agency.test', state: 'pending' });
    expect((await app.api.get('/api/company/invitations/list', { token: owner })).body.data.items).toEqual([
      expect.objectContaining({ email: 'bea@agency.test', state: 'pending', allowedActions: ['resend', 'revoke'] }),
    ]);

    const accepted = await accept(token, 'Bea');
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.email).toBe('bea@agency.test');
    const bea = await app.login('bea@agency.test', 'invited-pass-1');
    const profile = (await app.api.get('/api/user/profile', { token: bea })).body.data;
    expect(profile).toMatchObject({ companyName: 'Demo Agency', role: 'partner', status: 'active' });
    expect(profile.scope).toContain('specialist:manage-own');
    expect(profile.scope).not.toContain('people:manage-own');
    // The link works once.
    expect((await accept(token)).status).toBe(409);
    const list = await people();
    expect(list.items.find((p: { email: string }) => p.email === 'bea@agency.test')).toMatchObject({
      role: 'member',
      status: 'active',
      allowedActions: ['block', 'makeOwner'],
    });
    // Accepted invitations leave the list of invitations.
    expect((await app.api.get('/api/company/invitations/list', { token: owner })).body.data.items).toEqual([]);
    const audit = await app.pool.query(
      `select action from audit_log where action in ('people.invited', 'invitation.accepted')`,
    );
    expect(audit.rows.map((r) => r.action).sort()).toEqual(['invitation.accepted', 'people.invited']);
  });

  it('bad input answers 400 with field errors', async () => {
    const bad = await app.api.post(
      '/api/company/employees/invite',
      { email: 'not-an-email', role: 'boss' },
      { token: owner },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['email', 'role']);
    expect((await app.api.post('/api/company/employees/block', { id: 'nope' }, { token: owner })).status).toBe(400);
    expect(
      (
        await app.api.post(
          '/api/company/employees/change-role',
          { id: crypto.randomUUID(), role: 'king' },
          { token: owner },
        )
      ).status,
    ).toBe(400);
    const weak = await app.api.post('/api/invitation/accept', {
      token: 'x'.repeat(20),
      firstName: '',
      lastName: 'L',
      password: 'short',
    });
    expect(weak.status).toBe(400);
    expect(
      weak.body.errors.map((e: { field: string }) => e.field),
      JSON.stringify(weak.body.errors),
    ).toEqual(expect.arrayContaining(['firstName', 'password']));
    expect((await app.api.get(`/api/invitation/info/${'y'.repeat(30)}`)).status).toBe(404);
  });

  it('an e-mail that already has an account cannot be invited (409): one account belongs to one company', async () => {
    const taken = await app.api.post('/api/company/employees/invite', { email: 'client@demo.test' }, { token: owner });
    expect(taken.status).toBe(409);
    expect(taken.body.exception.code).toBe('identity.email_taken');
  });

  it('invitations expire after 7 days, can be re-sent with a new link, and revoked', async () => {
    await app.api.post('/api/company/employees/invite', { email: 'late@agency.test' }, { token: owner });
    const first = await invitationToken('late@agency.test');
    clock.advance(7 * 24 * 60 * 60_000);
    // Sessions end after a week without requests too: log in again.
    owner = await app.login('agency@demo.test');
    otherAgency = await app.login('other-owner@other-agency.test', 'second-pass-1');
    expect((await app.api.get(`/api/invitation/info/${first}`)).body.data.state).toBe('expired');
    const expired = await accept(first);
    expect(expired.status).toBe(422);
    expect(expired.body.exception.code).toBe('invitation.expired');
    const invitation = (await app.api.get('/api/company/invitations/list', { token: owner })).body.data.items.find(
      (i: { email: string }) => i.email === 'late@agency.test',
    );
    expect(invitation.state).toBe('expired');
    expect(
      (await app.api.post('/api/company/invitations/resend', { id: invitation.id }, { token: owner })).status,
    ).toBe(200);
    const second = await invitationToken('late@agency.test');
    expect(second).not.toBe(first);
    expect((await app.api.get(`/api/invitation/info/${first}`)).status).toBe(404);
    expect(
      (await app.api.post('/api/company/invitations/revoke', { id: invitation.id }, { token: owner })).status,
    ).toBe(200);
    const revoked = await accept(second);
    expect(revoked.status).toBe(422);
    expect(revoked.body.exception.code).toBe('invitation.revoked');
    expect(
      (await app.api.post('/api/company/invitations/revoke', { id: invitation.id }, { token: owner })).status,
    ).toBe(409);
  });

  it('an owner blocks and unblocks a member; a blocked member is logged out at their next request', async () => {
    const carl = await colleague('carl@agency.test');
    expect((await app.api.post('/api/company/employees/block', { id: carl.id }, { token: owner })).status).toBe(200);
    expect((await app.api.get('/api/user/profile', { token: carl.token })).status).toBe(401);
    expect(
      (await app.api.post('/api/auth/login', { email: 'carl@agency.test', password: 'invited-pass-1' })).status,
    ).toBe(403);
    expect((await app.api.post('/api/company/employees/unblock', { id: carl.id }, { token: owner })).status).toBe(200);
    expect(
      (await app.api.post('/api/auth/login', { email: 'carl@agency.test', password: 'invited-pass-1' })).status,
    ).toBe(200);
    const audit = await app.pool.query(
      `select actor_id, emulated_by from audit_log where action = 'people.blocked' and subject_id = $1`,
      [carl.id],
    );
    expect(audit.rows).toHaveLength(1);
  });

  it('a member (not an owner) is refused where an owner is needed, but reads the people', async () => {
    const dana = await colleague('dana@agency.test');
    expect((await app.api.get('/api/company/employees/list', { token: dana.token })).body.data).toMatchObject({
      canManage: false,
    });
    for (const [path, body] of [
      ['/api/company/employees/invite', { email: 'eve@agency.test' }],
      ['/api/company/employees/block', { id: dana.id }],
      ['/api/company/employees/change-role', { id: dana.id, role: 'owner' }],
    ] as const) {
      const refused = await app.api.post(path, body, { token: dana.token });
      expect(refused.status, path).toBe(403);
    }
  });

  it('the last owner cannot be demoted or blocked, by themselves or a manager; with a second owner they can', async () => {
    const me = (await people()).items.find((p: { isMe: boolean }) => p.isMe);
    const demote = await app.api.post(
      '/api/company/employees/change-role',
      { id: me.id, role: 'member' },
      { token: owner },
    );
    expect(demote.status).toBe(422);
    expect(demote.body.exception.code).toBe('people.last_owner');
    const manager = await app.login('manager@demo.test');
    const block = await app.api.post(
      '/admin/api/employees/update',
      { id: me.id, firstName: 'Alex', lastName: 'Archer', email: 'agency@demo.test', role: 'owner', blocked: true },
      { token: manager },
    );
    expect(block.status).toBe(422);

    const fay = await colleague('fay@agency.test', 'owner');
    expect((await people(fay.token)).canManage).toBe(true);
    expect(
      (await app.api.post('/api/company/employees/change-role', { id: me.id, role: 'member' }, { token: fay.token }))
        .status,
    ).toBe(200);
    // Now Fay is the last owner: Alex, a member, can no longer manage people.
    expect(
      (await app.api.post('/api/company/employees/change-role', { id: me.id, role: 'owner' }, { token: owner })).status,
    ).toBe(403);
    expect(
      (await app.api.post('/api/company/employees/change-role', { id: me.id, role: 'owner' }, { token: fay.token }))
        .status,
    ).toBe(200);
  });

  it("another company's people and invitations answer 404", async () => {
    const dana = (await people()).items.find((p: { email: string }) => p.email === 'dana@agency.test');
    for (const [path, body] of [
      ['/api/company/employees/block', { id: dana.id }],
      ['/api/company/employees/unblock', { id: dana.id }],
      ['/api/company/employees/change-role', { id: dana.id, role: 'owner' }],
    ] as const) {
      expect((await app.api.post(path, body, { token: otherAgency })).status, path).toBe(404);
    }
    await app.api.post('/api/company/employees/invite', { email: 'gus@agency.test' }, { token: owner });
    const invitation = (await app.api.get('/api/company/invitations/list', { token: owner })).body.data.items.find(
      (i: { email: string }) => i.email === 'gus@agency.test',
    );
    expect(
      (await app.api.post('/api/company/invitations/revoke', { id: invitation.id }, { token: otherAgency })).status,
    ).toBe(404);
    expect(
      (await app.api.post('/api/company/invitations/resend', { id: invitation.id }, { token: otherAgency })).status,
    ).toBe(404);
    const theirs = await people(otherAgency);
    expect(theirs.items.map((p: { email: string }) => p.email)).toEqual(['other-owner@other-agency.test']);
  });

  it('staff and visitors: no company people for them', async () => {
    const manager = await app.login('manager@demo.test');
    expect((await app.api.get('/api/company/employees/list', { token: manager })).status).toBe(403);
    expect((await app.api.get('/api/company/employees/list')).status).toBe(401);
  });

  it('the same over tRPC', async () => {
    const list = await app.api.get('/trpc/identity.people.list', { token: owner });
    expect(list.status).toBe(200);
    expect(list.body.result.data.items.length).toBeGreaterThan(3);
    const refused = await app.api.post('/trpc/identity.people.invite', { email: 'bad' }, { token: owner });
    expect(refused.status).toBe(400);
  });
});
