import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaSolution } from '../../support/captcha';
import { startTestApp, type TestApp } from '../../support/testApp';

/** A manager acts as a partner or client; the session and the audit log keep who really acts. */
describe('impersonation', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  const userId = async (email: string) =>
    (await app.pool.query('select id from users where email = $1', [email])).rows[0].id as string;

  it('lets a manager act as the demo agency, records it, and return', async () => {
    const token = await app.login('manager@demo.test');
    const manager = await app.services.identity.authenticate(token);
    const agencyUser = await userId('agency@demo.test');

    const candidates = (
      await app.services.identity.listImpersonationCandidates(manager, { search: 'Demo Agency' })
    )._unsafeUnwrap();
    expect(candidates.map((c) => c.email)).toEqual(['agency@demo.test']);

    expect((await app.services.identity.startImpersonation(manager, { userId: agencyUser })).isOk()).toBe(true);
    const actingAs = await app.services.identity.authenticate(token);
    expect(actingAs).toMatchObject({ userId: agencyUser, role: 'partner', emulatedBy: manager?.userId });
    const profile = (await app.services.identity.getProfile(actingAs))._unsafeUnwrap();
    expect(profile).toMatchObject({
      email: 'agency@demo.test',
      isAuthEmulator: true,
      emulatedBy: { email: 'manager@demo.test' },
    });

    expect((await app.services.identity.stopImpersonation(actingAs)).isOk()).toBe(true);
    expect(await app.services.identity.authenticate(token)).toMatchObject({
      userId: manager?.userId,
      emulatedBy: null,
    });

    const { rows } = await app.pool.query(
      'select actor_id, action, subject_id from audit_log where action like $1 order by id',
      ['impersonation.%'],
    );
    expect(rows).toEqual([
      { actor_id: manager?.userId, action: 'impersonation.started', subject_id: agencyUser },
      { actor_id: manager?.userId, action: 'impersonation.stopped', subject_id: agencyUser },
    ]);
  });

  it('a partner or a client cannot impersonate anyone', async () => {
    for (const email of ['agency@demo.test', 'client@demo.test']) {
      const actor = await app.services.identity.authenticate(await app.login(email));
      const target = await userId(email === 'agency@demo.test' ? 'client@demo.test' : 'agency@demo.test');
      expect((await app.services.identity.startImpersonation(actor, { userId: target }))._unsafeUnwrapErr().kind).toBe(
        'forbidden',
      );
      expect((await app.services.identity.listImpersonationCandidates(actor, {}))._unsafeUnwrapErr().kind).toBe(
        'forbidden',
      );
    }
    const { rowCount } = await app.pool.query(`select 1 from audit_log where action = 'impersonation.started'`);
    expect(rowCount).toBe(1);
  });

  it('a manager cannot act as another platform employee', async () => {
    const manager = await app.services.identity.authenticate(await app.login('manager@demo.test'));
    const result = await app.services.identity.startImpersonation(manager, {
      userId: await userId('manager@demo.test'),
    });
    expect(result._unsafeUnwrapErr().kind).toBe('not_found');
  });

  it('one rule decides whom staff may act as: the list offers exactly the users a manager may start acting as, and an unverified user is in neither', async () => {
    // Registered and never confirmed: the user is 'unverified'.
    const registered = await app.api.post('/api/auth/registration', {
      companyType: 'client',
      companyName: 'Unconfirmed Ltd',
      firstName: 'Una',
      lastName: 'Unconfirmed',
      email: 'una@unconfirmed.test',
      password: 'second-pass-1',
      acceptTerms: true,
      captcha: await captchaSolution(app, 'registration'),
    });
    expect(registered.status).toBe(200);
    const blocked = await userId('client@demo.test');
    await app.pool.query(`update users set status = 'blocked' where id = $1`, [blocked]);
    await app.changes.settled();
    try {
      const token = await app.login('manager@demo.test');
      const manager = await app.services.identity.authenticate(token);
      const { rows: users } = await app.pool.query<{ id: string; email: string; status: string; type: string }>(
        'select u.id, u.email, u.status, c.type from users u join companies c on c.id = u.company_id order by u.email',
      );
      expect(new Set(users.map((u) => u.status))).toEqual(new Set(['active', 'unverified', 'blocked']));
      const answers = [];
      for (const user of users) {
        const listed = (
          await app.services.identity.listImpersonationCandidates(manager, { search: user.email })
        )._unsafeUnwrap();
        const started = await app.services.identity.startImpersonation(manager, { userId: user.id });
        // Whoever the manager started acting as, the next request still acts as them.
        const acting = await app.services.identity.authenticate(token);
        answers.push({
          email: user.email,
          listed: listed.some((c) => c.userId === user.id),
          started: started.isOk(),
          stillActing: acting?.userId === user.id && acting.emulatedBy === manager?.userId,
        });
        await app.pool.query('update sessions set acting_as_user_id = null where user_id = $1', [manager?.userId]);
      }
      for (const answer of answers) expect(answer.started, answer.email).toBe(answer.listed);
      for (const answer of answers) expect(answer.stillActing, answer.email).toBe(answer.started);
      expect(answers.find((a) => a.email === 'una@unconfirmed.test')).toMatchObject({ listed: false, started: false });
      expect(answers.find((a) => a.email === 'client@demo.test')).toMatchObject({ listed: false, started: false });
      expect(answers.find((a) => a.email === 'agency@demo.test')).toMatchObject({ listed: true, started: true });
    } finally {
      await app.pool.query(`update users set status = 'active' where id = $1`, [blocked]);
      await app.changes.settled();
    }
  });

  it('logging out while acting as someone ends the manager session too', async () => {
    const token = await app.login('manager@demo.test');
    const manager = await app.services.identity.authenticate(token);
    await app.services.identity.startImpersonation(manager, { userId: await userId('client@demo.test') });
    await app.services.identity.logOut(await app.services.identity.authenticate(token));
    expect(await app.services.identity.authenticate(token)).toBeNull();
  });

  it('ends the impersonation when the user acted as is blocked: the manager is back as themselves, and the log says why', async () => {
    const token = await app.login('manager@demo.test');
    const manager = await app.services.identity.authenticate(token);
    const clientUser = await userId('client@demo.test');
    expect((await app.services.identity.startImpersonation(manager, { userId: clientUser })).isOk()).toBe(true);
    await app.pool.query(`update users set status = 'blocked' where id = $1`, [clientUser]);
    // Blocked behind the app's back: the app hears of it from PostgreSQL's notice.
    await app.changes.settled();
    try {
      expect(await app.services.identity.authenticate(token)).toMatchObject({
        userId: manager?.userId,
        emulatedBy: null,
        companyType: 'platform',
      });
      const { rows } = await app.pool.query(
        'select acting_as_user_id from sessions where user_id = $1 and revoked_at is null',
        [manager?.userId],
      );
      expect(rows.every((r) => r.acting_as_user_id === null)).toBe(true);
      const log = await app.pool.query(
        `select action, subject_id from audit_log where action = 'impersonation.ended_user_inactive'`,
      );
      expect(log.rows).toEqual([{ action: 'impersonation.ended_user_inactive', subject_id: clientUser }]);
    } finally {
      await app.pool.query(`update users set status = 'active' where id = $1`, [clientUser]);
    }
  });
});

describe('while acting as a user', () => {
  it("a manager cannot change that user's password", async () => {
    const app = await startTestApp();
    try {
      const token = await app.login('manager@demo.test');
      const manager = await app.services.identity.authenticate(token);
      const agencyUser = (await app.pool.query(`select id from users where email = 'agency@demo.test'`)).rows[0].id;
      await app.services.identity.startImpersonation(manager, { userId: agencyUser });
      const acting = await app.services.identity.authenticate(token);
      const result = await app.services.identity.changePassword(acting, {
        currentPassword: 'demopass1',
        newPassword: 'taken-over-1',
      });
      expect(result._unsafeUnwrapErr()).toMatchObject({
        kind: 'forbidden',
        code: 'identity.impersonation_forbids_password_change',
      });
      expect(
        (
          await app.services.identity.logIn(
            { email: 'agency@demo.test', password: 'demopass1' },
            { address: '10.0.0.2', userAgent: 't' },
          )
        ).isOk(),
      ).toBe(true);
    } finally {
      await app.stop();
    }
  });
});
