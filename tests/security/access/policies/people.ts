import { randomUUID } from 'node:crypto';
import { latestMailTo, linkIn } from '../../../support/mailbox';
import type { AccessObject, ActorProfile, CompanyKey, World } from '../accessWorld';
import type { Outcome, Prepared, UseCase } from '../policyTable';

/**
 * People of a company, invitations, platform staff, roles and the manager's edit of company employees. Owners
 * (people:manage-own) change their own company's people, anyone of a company reads them, staff need staff:manage,
 * roles:manage or company:manage; another company's person is not there (404).
 */

const has = (a: ActorProfile, scope: string) => a.scopes.includes(scope);
const needs =
  (who: (a: ActorProfile) => boolean, then: (a: ActorProfile, o: AccessObject | null) => Outcome = () => 'allow') =>
  (a: ActorProfile, o: AccessObject | null): Outcome =>
    a.kind === 'anonymous' ? 401 : who(a) ? then(a, o) : 403;
const scope = (s: string) => (a: ActorProfile) => has(a, s);
const own = (a: ActorProfile, o: AccessObject | null) => o !== null && o.owner !== null && o.owner === a.companyId;
const inACompany = (o: AccessObject | null) =>
  o !== null && (o.company === 'A' || o.company === 'B') && o.state !== 'missing';
const onPlatform = (o: AccessObject | null) => o !== null && o.company === 'platform';

const unique = (what: string) => `${what}-${randomUUID().slice(0, 12)}@people.test`;
const letterOf = (o: AccessObject | null, a: ActorProfile): CompanyKey =>
  o?.company === 'A' || o?.company === 'B' ? o.company : a.company === 'B' ? 'B' : 'A';
const kindOf = (o: AccessObject | null, a: ActorProfile): 'partner' | 'client' =>
  o ? (o.state === 'client' ? 'client' : 'partner') : a.kind === 'client' ? 'client' : 'partner';
/**
 * The owner's session for a preparation. A fresh login: the writes that end sessions (changing the own password ends
 * every other) run before the fresh-session writes whose preparations call here.
 */
const ownerToken = (w: World, c: CompanyKey, kind: 'partner' | 'client') => w.freshToken(`${kind}${c}`);

const ok = async (w: World, path: string, body: unknown, token?: string) => {
  const response = await w.app.api.post(path, body, token ? { token } : {});
  if (response.status !== 200)
    throw new Error(`prepare: ${path} answered ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data;
};
const tokenMailedTo = async (w: World, email: string) =>
  linkIn((await latestMailTo(w.app.pool, email))!.text, '/invitation/')
    .split('/')
    .pop() as string;
const roleIdOf = async (w: World, slug: string) =>
  (await w.app.pool.query('select id from roles where slug = $1', [slug])).rows[0].id as string;

/** A colleague who joined the company from an invitation: the object of an allowed change. */
const freshMember = async (w: World, c: CompanyKey, kind: 'partner' | 'client'): Promise<Prepared> => {
  const email = unique('member');
  await ok(w, '/api/company/employees/invite', { email, role: 'member' }, await ownerToken(w, c, kind));
  const { userId } = await ok(w, '/api/invitation/accept', {
    token: await tokenMailedTo(w, email),
    firstName: 'Mia',
    lastName: 'Member',
    password: 'member-pass-1',
  });
  const owner = kind === 'partner' ? w.agencyId[c] : w.clientId[c];
  return {
    o: { key: `user.fresh.${c}`, kind: 'user', id: userId, company: c, owner, state: kind },
    extra: { personId: userId, email },
  };
};

/** An open invitation of the actor's company (or of the platform for staff). */
const freshInvitation = async (w: World, a: ActorProfile): Promise<Prepared> => {
  const email = unique('invited');
  const staff = a.kind === 'staff';
  const path = staff ? '/admin/api/staff/invite' : '/api/company/employees/invite';
  const body = staff ? { email, roleId: await roleIdOf(w, 'content-editor') } : { email, role: 'member' };
  const { invitationId } = await ok(
    w,
    path,
    body,
    staff
      ? w.tokens.admin
      : await ownerToken(w, a.company === 'B' ? 'B' : 'A', a.kind === 'client' ? 'client' : 'partner'),
  );
  return { extra: { invitationId, token: await tokenMailedTo(w, email) } };
};

/** A platform employee with the content editor's role, invited and registered. */
const freshStaff = async (w: World): Promise<Prepared> => {
  const email = unique('staff');
  const roleId = await roleIdOf(w, 'content-editor');
  await ok(w, '/admin/api/staff/invite', { email, roleId }, w.tokens.admin);
  const { userId } = await ok(w, '/api/invitation/accept', {
    token: await tokenMailedTo(w, email),
    firstName: 'Sam',
    lastName: 'Staff',
    password: 'staff-pass-1',
  });
  return {
    o: { key: 'user.fresh.staff', kind: 'user', id: userId, company: 'platform', owner: w.platformId, state: 'staff' },
    extra: { personId: userId, roleId },
  };
};

const freshRole = async (w: World): Promise<Prepared> => {
  const { roleId } = await ok(
    w,
    '/admin/api/roles/create',
    { title: `Matrix role ${randomUUID().slice(0, 8)}`, scopes: ['blog:manage'] },
    w.tokens.admin,
  );
  return { extra: { roleId } };
};

const personId = (c: { o: AccessObject | null; extra: Record<string, any> }) =>
  (c.extra.personId ?? c.o?.id ?? randomUUID()) as string;
const invitationId = (c: { extra: Record<string, any> }) => (c.extra.invitationId ?? randomUUID()) as string;
const roleId = (c: { extra: Record<string, any> }) => (c.extra.roleId ?? randomUUID()) as string;

export const peopleUseCases: readonly UseCase[] = [
  /* People of a company */
  {
    name: "the company's people and invitations",
    rest: ['GET /api/company/employees/list', 'GET /api/company/invitations/list'],
    trpc: ['identity.people.list', 'identity.people.invitations'],
    kind: 'read',
    access: needs(scope('company:manage-own')),
    restCall: () => ({}),
    trpcInput: () => undefined,
  },
  {
    name: 'invite a colleague',
    rest: ['POST /api/company/employees/invite'],
    trpc: ['identity.people.invite'],
    kind: 'write',
    access: needs(scope('people:manage-own')),
    restCall: () => ({ body: { email: unique('colleague'), role: 'member' } }),
    trpcInput: () => ({ email: unique('colleague'), role: 'member' }),
  },
  ...(
    [
      ['block a colleague', 'POST /api/company/employees/block', 'identity.people.block', {}],
      ['unblock a colleague', 'POST /api/company/employees/unblock', 'identity.people.unblock', {}],
      [
        'change the role of a colleague',
        'POST /api/company/employees/change-role',
        'identity.people.changeRole',
        { role: 'owner' },
      ],
    ] as const
  ).map(([name, rest, trpc, fields]): UseCase => ({
    // Another company's person, staff and an unknown id are not there.
    name,
    rest: [rest],
    trpc: [trpc],
    kind: 'write',
    object: 'user',
    access: needs(scope('people:manage-own'), (a, o) => (own(a, o) ? 'allow' : 404)),
    prepare: (w, o, a) => freshMember(w, letterOf(o, a), kindOf(o, a)),
    restCall: (c) => ({ body: { id: personId(c), ...fields } }),
    trpcInput: (c) => ({ id: personId(c), ...fields }),
  })),
  ...(
    [
      ['send a company invitation again', 'POST /api/company/invitations/resend', 'identity.people.resendInvitation'],
      ['withdraw a company invitation', 'POST /api/company/invitations/revoke', 'identity.people.revokeInvitation'],
    ] as const
  ).map(([name, rest, trpc]): UseCase => ({
    name,
    rest: [rest],
    trpc: [trpc],
    kind: 'write',
    access: needs(scope('people:manage-own')),
    prepare: (w, _o, a) => freshInvitation(w, a),
    restCall: (c) => ({ body: { id: invitationId(c) } }),
    trpcInput: (c) => ({ id: invitationId(c) }),
  })),
  {
    // A GET, classified as a write so that each caller reads an invitation made for it (the link is the only key).
    name: 'what an invitation link invites to',
    rest: ['GET /api/invitation/info/:token'],
    trpc: ['identity.people.invitation'],
    kind: 'write',
    access: () => 'allow',
    prepare: (w, _o, a) =>
      freshInvitation(w, a.kind === 'anonymous' || a.kind === 'staff' ? { ...a, kind: 'partner', company: 'A' } : a),
    restCall: (c) => ({ params: { token: c.extra.token ?? 'unknown-token-000000' } }),
    trpcInput: (c) => ({ token: c.extra.token ?? 'unknown-token-000000' }),
  },
  {
    name: 'register from an invitation link',
    rest: ['POST /api/invitation/accept'],
    trpc: ['identity.people.acceptInvitation'],
    kind: 'write',
    access: () => 'allow',
    prepare: (w, _o, a) =>
      freshInvitation(w, a.kind === 'anonymous' || a.kind === 'staff' ? { ...a, kind: 'partner', company: 'A' } : a),
    restCall: (c) => ({
      body: {
        token: c.extra.token ?? 'unknown-token-000000',
        firstName: 'Ira',
        lastName: 'Invited',
        password: 'invited-pass-1',
      },
    }),
    trpcInput: (c) => ({
      token: c.extra.token ?? 'unknown-token-000000',
      firstName: 'Ira',
      lastName: 'Invited',
      password: 'invited-pass-1',
    }),
  },

  /* Platform staff */
  {
    name: 'platform staff and their invitations',
    rest: ['GET /admin/api/staff/list', 'GET /admin/api/staff/invitations/list'],
    trpc: ['identity.staff.list', 'identity.staff.invitations'],
    kind: 'read',
    access: needs(scope('staff:manage')),
    restCall: () => ({ query: {} }),
    trpcInput: () => ({}),
  },
  {
    name: 'one platform employee',
    rest: ['GET /admin/api/staff/info/:id'],
    trpc: ['identity.staff.info'],
    kind: 'read',
    object: 'user',
    access: needs(scope('staff:manage'), (_a, o) => (onPlatform(o) ? 'allow' : 404)),
    restCall: (c) => ({ params: { id: c.o!.id } }),
    trpcInput: (c) => ({ id: c.o!.id }),
  },
  {
    name: 'invite a platform employee',
    rest: ['POST /admin/api/staff/invite'],
    trpc: ['identity.staff.invite'],
    kind: 'write',
    access: needs(scope('staff:manage')),
    prepare: async (w) => ({ extra: { roleId: await roleIdOf(w, 'content-editor') } }),
    restCall: (c) => ({ body: { email: unique('new-staff'), roleId: roleId(c) } }),
    trpcInput: (c) => ({ email: unique('new-staff'), roleId: roleId(c) }),
  },
  {
    name: "change a platform employee's role or block",
    rest: ['POST /admin/api/staff/update'],
    trpc: ['identity.staff.update'],
    kind: 'write',
    object: 'user',
    access: needs(scope('staff:manage'), (_a, o) => (onPlatform(o) ? 'allow' : 404)),
    prepare: (w) => freshStaff(w),
    restCall: (c) => ({ body: { id: personId(c), roleId: roleId(c), blocked: false } }),
    trpcInput: (c) => ({ id: personId(c), roleId: roleId(c), blocked: false }),
  },
  ...(
    [
      ['send a staff invitation again', 'POST /admin/api/staff/invitations/resend', 'identity.staff.resendInvitation'],
      ['withdraw a staff invitation', 'POST /admin/api/staff/invitations/revoke', 'identity.staff.revokeInvitation'],
    ] as const
  ).map(([name, rest, trpc]): UseCase => ({
    name,
    rest: [rest],
    trpc: [trpc],
    kind: 'write',
    access: needs(scope('staff:manage')),
    prepare: (w, _o, a) => freshInvitation(w, a),
    restCall: (c) => ({ body: { id: invitationId(c) } }),
    trpcInput: (c) => ({ id: invitationId(c) }),
  })),

  /* Roles */
  {
    name: 'staff roles and the scopes they may hold',
    rest: ['GET /admin/api/roles/list', 'GET /admin/api/roles/scopes'],
    trpc: ['identity.roles.list', 'identity.roles.scopes'],
    kind: 'read',
    access: needs((a) => has(a, 'roles:manage') || has(a, 'staff:manage')),
    restCall: () => ({}),
    trpcInput: () => undefined,
  },
  {
    // A GET, classified as a write so that the allowed callers read a role that exists.
    name: 'one staff role',
    rest: ['GET /admin/api/roles/info/:id'],
    trpc: ['identity.roles.info'],
    kind: 'write',
    access: needs((a) => has(a, 'roles:manage') || has(a, 'staff:manage')),
    prepare: async (w) => ({ extra: { roleId: await roleIdOf(w, 'content-editor') } }),
    restCall: (c) => ({ params: { id: roleId(c) } }),
    trpcInput: (c) => ({ id: roleId(c) }),
  },
  {
    name: 'create a role',
    rest: ['POST /admin/api/roles/create'],
    trpc: ['identity.roles.create'],
    kind: 'write',
    access: needs(scope('roles:manage')),
    restCall: () => ({ body: { title: `Matrix ${randomUUID().slice(0, 8)}`, scopes: ['blog:manage'] } }),
    trpcInput: () => ({ title: `Matrix ${randomUUID().slice(0, 8)}`, scopes: ['blog:manage'] }),
  },
  {
    name: 'edit a role',
    rest: ['POST /admin/api/roles/update'],
    trpc: ['identity.roles.update'],
    kind: 'write',
    access: needs(scope('roles:manage')),
    prepare: (w) => freshRole(w),
    restCall: (c) => ({
      body: { id: roleId(c), title: `Edited ${randomUUID().slice(0, 8)}`, scopes: ['blog:manage', 'terms:manage'] },
    }),
    trpcInput: (c) => ({
      id: roleId(c),
      title: `Edited ${randomUUID().slice(0, 8)}`,
      scopes: ['blog:manage', 'terms:manage'],
    }),
  },
  {
    name: 'delete a role',
    rest: ['POST /admin/api/roles/delete'],
    trpc: ['identity.roles.delete'],
    kind: 'write',
    access: needs(scope('roles:manage')),
    prepare: (w) => freshRole(w),
    restCall: (c) => ({ body: { id: roleId(c) } }),
    trpcInput: (c) => ({ id: roleId(c) }),
  },

  /* The manager's edit of partner and client employees */
  {
    name: 'a company employee for the manager',
    rest: ['GET /admin/api/employees/info/:id'],
    trpc: ['identity.employees.info'],
    kind: 'read',
    object: 'user',
    access: needs(scope('company:manage'), (_a, o) => (inACompany(o) ? 'allow' : 404)),
    restCall: (c) => ({ params: { id: c.o!.id } }),
    trpcInput: (c) => ({ id: c.o!.id }),
  },
  {
    // It changes another user's login and can end their sessions: it runs last, on sessions of its own.
    name: "the manager's edit of a company employee",
    rest: ['POST /admin/api/employees/update'],
    trpc: ['identity.employees.update'],
    kind: 'write',
    object: 'user',
    session: 'fresh',
    access: needs(scope('company:manage'), (_a, o) => (inACompany(o) ? 'allow' : 404)),
    prepare: (w, o, a) => freshMember(w, letterOf(o, a), o?.state === 'client' ? 'client' : 'partner'),
    restCall: (c) => ({
      body: {
        id: personId(c),
        firstName: 'Mona',
        lastName: 'Moved',
        email: c.extra.email ?? unique('employee'),
        role: 'member',
        blocked: false,
      },
    }),
    trpcInput: (c) => ({
      id: personId(c),
      firstName: 'Mona',
      lastName: 'Moved',
      email: c.extra.email ?? unique('employee'),
      role: 'member',
      blocked: false,
    }),
  },
];
