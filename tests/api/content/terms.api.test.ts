import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany } from '../../support/companies';
import { startTestApp, type TestApp } from '../../support/testApp';
import { manualClock, type ManualClock } from '../../support/testClock';

/** Today for these tests is 2 November 2026, 09:00 UTC (the manual clock). */
const admin = '/admin/api/legal-document/terms-and-conditions';
const text = (words: string) => [{ type: 'paragraph', content: [{ type: 'text', text: words }] }];

describe('terms and conditions over REST', () => {
  let app: TestApp;
  let clock: ManualClock;
  let manager: string;
  let client: string;
  let agency: string;
  let twice: string;

  const create = (body: object, token = manager) => app.api.post(`${admin}/create`, body, { token });
  const profileOf = async (token: string) => (await app.api.get('/api/user/profile', { token })).body.data;
  const userIdOf = async (email: string) =>
    (await app.pool.query('select id from users where email = $1', [email])).rows[0].id as string;

  beforeAll(async () => {
    clock = manualClock();
    app = await startTestApp({ clock });
    [manager, client, agency] = await Promise.all([
      app.login('manager@demo.test'),
      app.login('client@demo.test'),
      app.login('agency@demo.test'),
    ]);
    twice = await registerCompany(app, 'agency', 'terms-twice@agency.test');
  });
  afterAll(() => app?.stop());

  it('before any version nobody is asked, and the terms in force are not found', async () => {
    expect((await profileOf(client)).showModalTaC).toBe(false);
    const active = await app.api.get('/api/legal-document/terms-and-conditions/active');
    expect(active.status).toBe(404);
    expect(active.body.success).toBe(false);
  });

  it('a manager publishes a version effective now: users are asked, staff are not, and the audit log has the manager', async () => {
    const created = await create({
      content: [
        { type: 'heading', level: 2, content: [{ type: 'text', text: 'Use of the platform' }] },
        ...text('Version one.'),
      ],
      changes: text('First version'),
    });
    expect(created.status).toBe(200);
    const v1 = created.body.data;
    expect(v1).toMatchObject({
      number: 1,
      status: 'active',
      editable: false,
      acceptedCount: 0,
      effectiveFrom: '2026-11-02T09:00:00.000Z',
    });
    expect(v1.html).toBe('<h2>Use of the platform</h2>\n<p>Version one.</p>');
    const audit = (await app.pool.query('select actor_id, action from audit_log where subject_id = $1', [v1.id])).rows;
    expect(audit).toEqual([{ actor_id: await userIdOf('manager@demo.test'), action: 'terms.version_created' }]);

    const active = await app.api.get('/api/legal-document/terms-and-conditions/active');
    expect(active.body.data).toMatchObject({
      id: v1.id,
      changesHtml: '<p>First version</p>',
      nextVersionId: null,
      nextVersionEffectiveFrom: null,
    });
    expect((await profileOf(client)).showModalTaC).toBe(true);
    expect((await profileOf(agency)).showModalTaC).toBe(true);
    expect((await profileOf(manager)).showModalTaC).toBe(false);
  });

  it('a client accepts: the fact keeps who, which version, when and from where; accepting twice changes nothing', async () => {
    const v1 = (await app.api.get('/api/legal-document/terms-and-conditions/active')).body.data.id as string;
    const accepted = await app.api.post(
      '/api/legal-document/accept',
      { id: v1 },
      { token: client, headers: { 'user-agent': 'TermsTest/1.0' } },
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toEqual({ versionId: v1, acceptedAt: '2026-11-02T09:00:00.000Z', showModalTaC: false });
    expect((await profileOf(client)).showModalTaC).toBe(false);
    clock.advance(60_000);
    expect((await app.api.post('/api/legal-document/accept', { id: v1 }, { token: client })).body.data.acceptedAt).toBe(
      '2026-11-02T09:00:00.000Z',
    );

    const userId = await userIdOf('client@demo.test');
    const rows = (
      await app.pool.query(
        'select version_id, accepted_at, address, user_agent, channel from terms_acceptances where user_id = $1',
        [userId],
      )
    ).rows;
    expect(rows).toEqual([
      {
        version_id: v1,
        accepted_at: new Date('2026-11-02T09:00:00Z'),
        address: '127.0.0.1',
        user_agent: 'TermsTest/1.0',
        channel: 'modal',
      },
    ]);
    const events = (
      await app.pool.query(`select message_type, message_data from emt_messages where stream_id = $1`, [
        `terms-acceptance-${userId}`,
      ])
    ).rows;
    expect(events).toHaveLength(1);
    expect(events[0].message_type).toBe('TermsAccepted');
  });

  it('two acceptances by one user at once (a double click) both succeed and record one fact', async () => {
    const v1 = (await app.api.get('/api/legal-document/terms-and-conditions/active')).body.data.id as string;
    // Registered before any version existed: nothing accepted yet.
    const token = twice;
    const userId = await userIdOf('terms-twice@agency.test');
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => app.api.post('/api/legal-document/accept', { id: v1 }, { token })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(
      (await app.pool.query('select count(*)::int as n from terms_acceptances where user_id = $1', [userId])).rows[0].n,
    ).toBe(1);
  });

  it('a manager acting as the user cannot accept for them, with a clear message', async () => {
    const v1 = (await app.api.get('/api/legal-document/terms-and-conditions/active')).body.data.id as string;
    const acting = await app.login('manager@demo.test');
    expect(
      (
        await app.api.post(
          '/admin/api/impersonation/start',
          { userId: await userIdOf('agency@demo.test') },
          { token: acting },
        )
      ).status,
    ).toBe(200);
    expect((await profileOf(acting)).showModalTaC).toBe(true);
    const refused = await app.api.post('/api/legal-document/accept', { id: v1 }, { token: acting });
    expect(refused.status).toBe(403);
    expect(refused.body.exception.message).toBe(
      'You are acting as this user: only they can accept the terms and conditions',
    );
    expect(
      (await app.api.post('/api/legal-document/accept', { id: crypto.randomUUID() }, { token: acting })).status,
    ).toBe(403);
    expect((await profileOf(agency)).showModalTaC).toBe(true);
  });

  it('a scheduled version shows as next, can be edited until its day, and then asks everyone again', async () => {
    const scheduled = await create({
      content: text('Version two.'),
      changes: text('We changed the fees.'),
      effectiveFrom: '2026-12-01T00:00:00Z',
    });
    expect(scheduled.status).toBe(200);
    const v2 = scheduled.body.data;
    expect(v2).toMatchObject({ number: 2, status: 'upcoming', editable: true });
    const info = (await app.api.get('/api/legal-document/terms-and-conditions/info')).body.data;
    expect(info).toMatchObject({
      nextVersionId: v2.id,
      nextVersionEffectiveFrom: '2026-12-01T00:00:00.000Z',
      activeVersionId: info.id,
    });
    expect((await app.api.get(`/api/legal-document/terms-and-conditions/info?id=${v2.id}`)).body.data).toMatchObject({
      id: v2.id,
      status: 'upcoming',
      changesHtml: '<p>We changed the fees.</p>',
    });

    const edited = await app.api.post(
      `${admin}/update`,
      { id: v2.id, version: 1, content: text('Version two, edited.') },
      { token: manager },
    );
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      version: 2,
      effectiveFrom: '2026-12-01T00:00:00.000Z',
      html: '<p>Version two, edited.</p>',
    });
    const stale = await app.api.post(
      `${admin}/update`,
      { id: v2.id, version: 1, content: text('Stale edit') },
      { token: manager },
    );
    expect(stale.status).toBe(409);

    expect((await profileOf(client)).showModalTaC).toBe(false);
    clock.set(new Date('2026-12-01T00:00:01Z'));
    // A month later the sessions have ended: everyone logs in again.
    [manager, client, agency] = await Promise.all([
      app.login('manager@demo.test'),
      app.login('client@demo.test'),
      app.login('agency@demo.test'),
    ]);
    expect((await profileOf(client)).showModalTaC).toBe(true);
    const late = await app.api.post(`${admin}/update`, { id: v2.id, content: text('Too late') }, { token: manager });
    expect(late.status).toBe(422);
    expect(late.body.errors[0].code).toBe('terms.already_effective');
    const v1 = (await app.api.get(`${admin}/list`, { token: manager })).body.data.items.find(
      (v: { number: number }) => v.number === 1,
    );
    expect(v1.status).toBe('past');
    const superseded = await app.api.post('/api/legal-document/accept', { id: v1.id }, { token: agency });
    expect(superseded.status).toBe(422);
    expect(
      (await app.api.post('/api/legal-document/accept', { id: v2.id }, { token: client })).body.data.showModalTaC,
    ).toBe(false);
  });

  it('refuses bad input with field errors: past and far dates, scripts and foreign links in blocks, images not from the file store', async () => {
    const past = await create({ content: text('x'), effectiveFrom: '2026-01-01T00:00:00Z' });
    expect(past.status).toBe(400);
    expect(past.body.errors).toEqual([
      expect.objectContaining({ field: 'effectiveFrom', code: 'terms.effective_in_past' }),
    ]);
    expect((await create({ content: text('x'), effectiveFrom: '2030-01-01T00:00:00Z' })).status).toBe(400);
    const notADate = await create({ content: text('x'), effectiveFrom: 'tomorrow' });
    expect(notADate.status).toBe(400);
    expect(notADate.body.errors[0].field).toBe('effectiveFrom');

    const script = await create({ content: [{ type: 'script', content: 'alert(1)' }] });
    expect(script.status).toBe(400);
    expect(script.body.errors[0].field).toMatch(/^content\.0/);
    const js = await create({
      content: [
        {
          type: 'paragraph',
          content: [{ type: 'link', href: 'javascript:alert(1)', content: [{ type: 'text', text: 'x' }] }],
        },
      ],
    });
    expect(js.status).toBe(400);
    expect(js.body.errors[0]).toMatchObject({
      field: 'content.0.content.0.href',
      title: 'Links may point only to http, https or mailto addresses',
    });
    const image = await create({ content: [{ type: 'image', fileId: 'https://evil.example/x.png', alt: '' }] });
    expect(image.status).toBe(400);
    const html = await create({
      content: [{ type: 'paragraph', content: [{ type: 'text', text: '<script>alert(1)</script>' }] }],
      effectiveFrom: '2027-03-01T00:00:00Z',
    });
    expect(html.status).toBe(200);
    expect(html.body.data.html).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect((await create({ content: [] })).status).toBe(400);
    const clash = await create({ content: text('Same moment'), effectiveFrom: '2027-03-01T00:00:00Z' });
    expect(clash.status).toBe(409);
  });

  it('only managers with terms:manage write versions; an unknown id is 404', async () => {
    expect((await create({ content: text('x') }, client)).status).toBe(403);
    expect((await app.api.post(`${admin}/create`, { content: text('x') })).status).toBe(401);
    expect((await app.api.get(`/api/legal-document/terms-and-conditions/info?id=${crypto.randomUUID()}`)).status).toBe(
      404,
    );
    expect(
      (await app.api.post('/api/legal-document/accept', { id: crypto.randomUUID() }, { token: client })).status,
    ).toBe(404);
    expect((await app.api.post('/api/legal-document/accept', { id: 'nope' }, { token: client })).status).toBe(400);
  });

  it('registration records acceptance of the version in force; managers see counts and export the acceptances', async () => {
    const token = await registerCompany(app, 'client', 'terms-new@client.test');
    expect((await profileOf(token)).showModalTaC).toBe(false);
    const list = (await app.api.get(`${admin}/list`, { token: manager })).body.data;
    const active = list.items.find((v: { status: string }) => v.status === 'active');
    expect(active.acceptedCount).toBe(2);

    const response = await app.api.raw(`/admin/api/excel-export/terms-acceptances?id=${active.id}`, {
      headers: { authorization: `Bearer ${manager}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/terms-acceptances-.*\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as never);
    const rows = workbook.worksheets[0]!.getSheetValues()
      .slice(2)
      .map((r) => (r as unknown[]).slice(1));
    expect(rows.map((r) => [r[1], r[9]])).toEqual(
      expect.arrayContaining([
        ['client@demo.test', 'Personal area'],
        ['terms-new@client.test', 'Sign-up'],
      ]),
    );
    // A content editor manages terms but may not take data home (no excel:export).
    await app.pool.query(
      `insert into users (company_id, role_id, email, password_hash, first_name, last_name, status, email_verified_at)
       select company_id, (select id from roles where slug = 'content-editor'), 'terms-editor@demo.test', password_hash, 'Edith', 'Editor', 'active', now()
         from users where email = 'manager@demo.test'`,
    );
    const editor = await app.login('terms-editor@demo.test');
    expect(
      (
        await app.api.raw(`/admin/api/excel-export/terms-acceptances?id=${active.id}`, {
          headers: { authorization: `Bearer ${editor}` },
        })
      ).status,
    ).toBe(403);
  });
});
