import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMailTo, linkIn } from '../../support/mailbox';
import { startTestApp, type TestApp } from '../../support/testApp';

/** Platform staff, roles, and the manager's edit of partner and client employees. */
describe('platform staff and roles', () => {
  let app: TestApp;
  let admin: string;

  /** Invites a staff member with the role, registers from the link, logs in: answers their id and token. */
  const staffMember = async (email: string, roleId: string, by = admin) => {
    const invited = await app.api.post('/admin/api/staff/invite', { email, roleId }, { token: by });
    expect(invited.status, JSON.stringify(invited.body)).toBe(200);
    const token = linkIn((await latestMailTo(app.pool, email))!.text, '/invitation/')
      .split('/')
      .pop() as string;
    const accepted = await app.api.post('/api/invitation/accept', {
      token,
      firstName: 'Stan',
      lastName: 'Staff',
      password: 'staff-pass-1',
    });
    expect(accepted.status).toBe(200);
    return { id: accepted.body.data.userId as string, token: await app.login(email, 'staff-pass-1') };
  };
  const createRole = async (title: string, scopes: string[]) => {
    const created = await app.api.post('/admin/api/roles/create', { title, scopes }, { token: admin });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    return created.body.data.roleId as string;
  };
  const roleBySlug = async (slug: string) =>
    (await app.pool.query('select id from roles where slug = $1', [slug])).rows[0].id as string;

  beforeAll(async () => {
    app = await startTestApp();
    admin = await app.login('manager@demo.test');
  });
  afterAll(() => app.stop());

  it('the role editor reads staff scopes by area with what each allows; company roles are not staff roles', async () => {
    const scopes = (await app.api.get('/admin/api/roles/scopes', { token: admin })).body.data.areas;
    expect(scopes.map((a: { area: string }) => a.area)).toContain('Platform staff');
    expect(scopes.flatMap((a: { scopes: { scope: string }[] }) => a.scopes.map((s) => s.scope))).toContain(
      'roles:manage',
    );
    const roles = (await app.api.get('/admin/api/roles/list', { token: admin })).body.data.items;
    expect(roles.map((r: { title: string }) => r.title)).toEqual(
      expect.arrayContaining(['Platform administrator', 'Account manager', 'Content editor']),
    );
    expect(roles.map((r: { title: string }) => r.title)).not.toContain('Agency owner');
    expect(
      (await app.api.get(`/admin/api/roles/info/${await roleBySlug('agency-owner')}`, { token: admin })).status,
    ).toBe(404);
  });

  it('a role with two scopes given to an invited employee: they can do exactly that', async () => {
    const roleId = await createRole('Blog and moderation', ['blog:manage', 'specialist:moderate']);
    const eva = await staffMember('eva@platform.test', roleId);
    const profile = (await app.api.get('/api/user/profile', { token: eva.token })).body.data;
    expect(profile.scope.sort()).toEqual(['blog:manage', 'specialist:moderate']);
    expect((await app.api.get('/admin/api/specialist/list', { token: eva.token })).status).toBe(200);
    expect((await app.api.get('/admin/api/staff/list', { token: eva.token })).status).toBe(403);
    expect((await app.api.get('/admin/api/roles/list', { token: eva.token })).status).toBe(403);
    const listed = (await app.api.get('/admin/api/staff/list?search=eva', { token: admin })).body.data.items;
    expect(listed).toEqual([
      expect.objectContaining({ email: 'eva@platform.test', roleTitle: 'Blog and moderation', status: 'active' }),
    ]);
  });

  it('a scope change takes effect on the next request of every holder, without a new login', async () => {
    const roleId = await createRole('Staff keepers', ['staff:manage']);
    const one = await staffMember('keeper-one@platform.test', roleId);
    const two = await staffMember('keeper-two@platform.test', roleId);
    for (const t of [one.token, two.token])
      expect((await app.api.get('/admin/api/staff/list', { token: t })).status).toBe(200);
    expect(
      (
        await app.api.post(
          '/admin/api/roles/update',
          { id: roleId, title: 'Staff keepers', scopes: ['blog:manage'] },
          { token: admin },
        )
      ).status,
    ).toBe(200);
    for (const t of [one.token, two.token]) {
      expect((await app.api.get('/admin/api/staff/list', { token: t })).status).toBe(403);
      expect((await app.api.get('/api/user/profile', { token: t })).body.data.scope).toEqual(['blog:manage']);
    }
    // And over tRPC too.
    expect(
      (await app.api.get(`/trpc/identity.staff.list?input=${encodeURIComponent('{}')}`, { token: one.token })).status,
    ).toBe(403);
  });

  it('bad input answers 400 with field errors; unknown ids 404; a taken title 409', async () => {
    const bad = await app.api.post('/admin/api/roles/create', { title: 'x', scopes: ['cart:use'] }, { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['scopes.0', 'title']);
    expect(
      (await app.api.post('/admin/api/roles/create', { title: 'Empty', scopes: [] }, { token: admin })).status,
    ).toBe(400);
    expect(
      (
        await app.api.post(
          '/admin/api/roles/update',
          { id: crypto.randomUUID(), title: 'Nobody', scopes: ['blog:manage'] },
          { token: admin },
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await app.api.post(
          '/admin/api/roles/create',
          { title: 'content editor', scopes: ['blog:manage'] },
          { token: admin },
        )
      ).status,
    ).toBe(409);
    const badInvite = await app.api.post('/admin/api/staff/invite', { email: 'nope', roleId: 'x' }, { token: admin });
    expect(badInvite.status).toBe(400);
    expect(badInvite.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['email', 'roleId']);
    // A company role is not a staff role.
    const companyRole = await app.api.post(
      '/admin/api/staff/invite',
      { email: 'zed@platform.test', roleId: await roleBySlug('agency-owner') },
      { token: admin },
    );
    expect(companyRole.status).toBe(400);
    expect(
      (
        await app.api.post(
          '/admin/api/staff/update',
          { id: crypto.randomUUID(), roleId: await roleBySlug('content-editor'), blocked: false },
          { token: admin },
        )
      ).status,
    ).toBe(404);
    expect((await app.api.get('/admin/api/staff/info/not-a-uuid', { token: admin })).status).toBe(400);
  });

  it('built-in roles cannot be deleted; a held role neither (409); an unused one can', async () => {
    const builtIn = await app.api.post(
      '/admin/api/roles/delete',
      { id: await roleBySlug('content-editor') },
      { token: admin },
    );
    expect(builtIn.status).toBe(422);
    expect(builtIn.body.exception.code).toBe('role.built_in');
    const held = await createRole('Held role', ['blog:manage']);
    await staffMember('holder@platform.test', held);
    expect((await app.api.post('/admin/api/roles/delete', { id: held }, { token: admin })).status).toBe(409);
    const unused = await createRole('Unused role', ['blog:manage']);
    expect((await app.api.post('/admin/api/roles/delete', { id: unused }, { token: admin })).status).toBe(200);
    expect((await app.api.get(`/admin/api/roles/info/${unused}`, { token: admin })).status).toBe(404);
  });

  it('nobody removes the last holder of roles:manage: not by editing the role, changing their role, or blocking', async () => {
    const adminRole = await roleBySlug('platform-admin');
    const me = (await app.api.get('/api/user/profile', { token: admin })).body.data.id;
    const byRole = await app.api.post(
      '/admin/api/roles/update',
      { id: adminRole, title: 'Platform administrator', scopes: ['staff:manage'] },
      { token: admin },
    );
    expect(byRole.status).toBe(422);
    expect(byRole.body.exception.code).toBe('roles.last_holder');
    const byMove = await app.api.post(
      '/admin/api/staff/update',
      { id: me, roleId: await roleBySlug('content-editor'), blocked: false },
      { token: admin },
    );
    expect(byMove.status).toBe(422);
    expect(
      (await app.api.post('/admin/api/staff/update', { id: me, roleId: adminRole, blocked: true }, { token: admin }))
        .body.exception.code,
    ).toBe('staff.self_block');
    // With a second administrator, the first may step down.
    const second = await staffMember('second-admin@platform.test', adminRole);
    expect(
      (
        await app.api.post(
          '/admin/api/staff/update',
          { id: me, roleId: adminRole, blocked: true },
          { token: second.token },
        )
      ).status,
    ).toBe(200);
    expect((await app.api.get('/api/user/profile', { token: admin })).status).toBe(401);
    // ...but then the second cannot block themselves, nor be moved away.
    const lonely = await app.api.post(
      '/admin/api/staff/update',
      { id: second.id, roleId: await roleBySlug('content-editor'), blocked: false },
      { token: second.token },
    );
    expect(lonely.status).toBe(422);
    expect(
      (
        await app.api.post(
          '/admin/api/staff/update',
          { id: me, roleId: adminRole, blocked: false },
          { token: second.token },
        )
      ).status,
    ).toBe(200);
    admin = await app.login('manager@demo.test');
    const audit = await app.pool.query(`select count(*)::int as n from audit_log where action = 'staff.updated'`);
    expect(audit.rows[0].n).toBe(2);
  });

  it('staff:manage without roles:manage gives only roles within its own scopes', async () => {
    const keeperRole = await createRole('Keepers with blog', ['staff:manage', 'blog:manage']);
    const keeper = await staffMember('keeper@platform.test', keeperRole);
    const toAdmin = await app.api.post(
      '/admin/api/staff/invite',
      { email: 'sneaky@platform.test', roleId: await roleBySlug('platform-admin') },
      { token: keeper.token },
    );
    expect(toAdmin.status).toBe(400);
    const self = await app.api.post(
      '/admin/api/staff/update',
      { id: keeper.id, roleId: await roleBySlug('platform-admin'), blocked: false },
      { token: keeper.token },
    );
    expect(self.status).toBe(403);
    const blogOnly = await createRole('Blog only', ['blog:manage']);
    expect(
      (
        await app.api.post(
          '/admin/api/staff/invite',
          { email: 'writer@platform.test', roleId: blogOnly },
          { token: keeper.token },
        )
      ).status,
    ).toBe(200);
    // It reads roles to give them, but does not edit them.
    expect(
      (await app.api.get('/admin/api/roles/list', { token: keeper.token })).body.data.items[0].allowedActions,
    ).toEqual([]);
    expect(
      (
        await app.api.post(
          '/admin/api/roles/create',
          { title: 'Mine', scopes: ['blog:manage'] },
          { token: keeper.token },
        )
      ).status,
    ).toBe(403);
  });

  it('partners, clients and staff without the scope get 403 on staff and roles', async () => {
    const editor = await staffMember('editor-two@platform.test', await roleBySlug('content-editor'));
    for (const token of [await app.login('agency@demo.test'), await app.login('client@demo.test'), editor.token]) {
      expect((await app.api.get('/admin/api/staff/list', { token })).status).toBe(403);
      expect(
        (await app.api.post('/admin/api/roles/create', { title: 'Hacker', scopes: ['roles:manage'] }, { token }))
          .status,
      ).toBe(403);
      expect(
        (await app.api.get('/admin/api/employees/info/00000000-0000-4000-8000-000000000000', { token })).status,
      ).toBe(403);
    }
  });

  it('the manager edits a partner employee: name, e-mail, role in the company, block; the e-mail is unique', async () => {
    const owner = await app.login('agency@demo.test');
    await app.api.post('/api/company/employees/invite', { email: 'hal@agency.test' }, { token: owner });
    const token = linkIn((await latestMailTo(app.pool, 'hal@agency.test'))!.text, '/invitation/')
      .split('/')
      .pop() as string;
    const hal = (
      await app.api.post('/api/invitation/accept', {
        token,
        firstName: 'Hal',
        lastName: 'Hire',
        password: 'invited-pass-1',
      })
    ).body.data.userId as string;
    const info = await app.api.get(`/admin/api/employees/info/${hal}`, { token: admin });
    expect(info.body.data).toMatchObject({
      name: 'Hal',
      email: 'hal@agency.test',
      role: 'member',
      status: 'active',
      companyName: 'Demo Agency',
      companyType: 'agency',
    });
    const updated = await app.api.post(
      '/admin/api/employees/update',
      { id: hal, firstName: 'Harold', lastName: 'Hire', email: 'harold@agency.test', role: 'owner', blocked: true },
      { token: admin },
    );
    expect(updated.status).toBe(200);
    expect((await app.api.get(`/admin/api/employees/info/${hal}`, { token: admin })).body.data).toMatchObject({
      name: 'Harold',
      email: 'harold@agency.test',
      role: 'owner',
      status: 'blocked',
    });
    const taken = await app.api.post(
      '/admin/api/employees/update',
      { id: hal, firstName: 'Harold', lastName: 'Hire', email: 'client@demo.test', role: 'owner', blocked: false },
      { token: admin },
    );
    expect(taken.status).toBe(409);
    const bad = await app.api.post(
      '/admin/api/employees/update',
      { id: hal, firstName: '', lastName: 'Hire', email: 'x', role: 'owner', blocked: 'no' },
      { token: admin },
    );
    expect(bad.status).toBe(400);
    expect([...new Set(bad.body.errors.map((e: { field: string }) => e.field))].sort()).toEqual([
      'blocked',
      'email',
      'firstName',
    ]);
    // Staff are not company employees here.
    const me = (await app.api.get('/api/user/profile', { token: admin })).body.data.id;
    expect((await app.api.get(`/admin/api/employees/info/${me}`, { token: admin })).status).toBe(404);
    const audit = await app.pool.query(
      `select actor_id, emulated_by from audit_log where action = 'employee.updated' and subject_id = $1`,
      [hal],
    );
    expect(audit.rows).toEqual([{ actor_id: me, emulated_by: null }]);
  });
});
