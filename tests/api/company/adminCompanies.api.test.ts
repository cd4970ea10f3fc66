import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany } from '../../support/companies';
import { PERIOD, publishCard, requestInterview, signContract } from '../../support/interviewFlow';
import { startTestApp, type TestApp } from '../../support/testApp';
import { manualClock } from '../../support/testClock';

/**
 * The managers' back office for companies over REST: lists with the seeds' filters, dropdowns, the merge of a
 * duplicate (refusals, the preview, what moves, the tombstone), the personal manager, exports, and who may call.
 */
describe('back office: agencies and clients', () => {
  let app: TestApp;
  let manager: string;
  let partner: string;
  let client: string;
  let editor: string;
  let demoAgency: string;
  let demoClient: string;
  const unknown = '00000000-0000-4000-8000-000000000000';

  const profileOf = async (token: string) => (await app.api.get('/api/user/profile', { token })).body.data;

  beforeAll(async () => {
    app = await startTestApp({ clock: manualClock() });
    manager = await app.login('manager@demo.test');
    partner = await app.login('agency@demo.test');
    client = await app.login('client@demo.test');
    demoAgency = (await profileOf(partner)).agencyId;
    demoClient = (await profileOf(client)).clientId;
    await app.pool.query(
      `insert into users (company_id, role_id, email, password_hash, first_name, last_name, status, email_verified_at)
       select company_id, (select id from roles where slug = 'content-editor'), 'editor@office.test', password_hash, 'Eda', 'Editor', 'active', now()
         from users where email = 'manager@demo.test'`,
    );
    editor = await app.login('editor@office.test');
  });
  afterAll(() => app.stop());

  it('lists clients with the filters: search by an employee e-mail, country, contracted, createdAt range, sort and pages', async () => {
    const second = await registerCompany(app, 'client', 'buyer@second.test');
    const secondId = (await profileOf(second)).clientId;
    await app.api.post(
      `/admin/api/clients/update/${secondId}`,
      { countryCode: 'DE', taxNumber: 'DE-777' },
      { token: manager },
    );
    await signContract(app, client);

    const list = (query: string) => app.api.get(`/admin/api/clients/list${query}`, { token: manager });
    const all = await list('');
    expect(all.status).toBe(200);
    expect(all.body.data.meta).toMatchObject({ page: 1, count: 20 });
    expect(all.body.data.items.map((c: { id: string }) => c.id)).toEqual(
      expect.arrayContaining([demoClient, secondId]),
    );
    expect(all.body.data.items.every((c: { type: string }) => c.type === 'client')).toBe(true);

    expect((await list('?search=buyer@second')).body.data.items.map((c: { id: string }) => c.id)).toEqual([secondId]);
    expect((await list('?search=de-777')).body.data.items.map((c: { id: string }) => c.id)).toEqual([secondId]);
    expect((await list('?country=de')).body.data.items.map((c: { id: string }) => c.id)).toEqual([secondId]);
    const contracted = (await list('?contracted=true')).body.data.items;
    expect(contracted.map((c: { id: string }) => c.id)).toContain(demoClient);
    expect(contracted.every((c: { contracted: boolean }) => c.contracted)).toBe(true);
    expect((await list('?contracted=false')).body.data.items.map((c: { id: string }) => c.id)).not.toContain(
      demoClient,
    );
    expect((await list('?createdAtFrom=2000-01-01&createdAtTo=2000-12-31')).body.data.meta.total).toBe(0);
    expect((await list('?createdAtFrom=2000-01-01')).body.data.meta.total).toBe(all.body.data.meta.total);

    const byName = (await list('?sort=-name&count=1&page=1')).body.data;
    expect(byName.items).toHaveLength(1);
    expect(byName.meta.total).toBe(all.body.data.meta.total);
    const names = all.body.data.items
      .map((c: { name: string }) => c.name.toLowerCase())
      .sort()
      .reverse();
    expect(byName.items[0].name.toLowerCase()).toBe(names[0]);

    const filters = (await app.api.get('/admin/api/clients/filters', { token: manager })).body.data;
    expect(filters.countries).toEqual(expect.arrayContaining([{ id: 'DE', title: 'Germany', count: 1 }]));
    expect(filters.contracted.yes).toBeGreaterThanOrEqual(1);
  });

  it('bad list input is 400 with the field', async () => {
    const cases: [string, string][] = [
      ['?sort=password', 'sort'],
      ['?country=Germany', 'country'],
      ['?contracted=maybe', 'contracted'],
      ['?createdAtFrom=2026-02-30', 'createdAt.from'],
      ['?createdAtFrom=2026-05-01&createdAtTo=2026-04-01', 'createdAt.to'],
      ['?count=1000', 'count'],
    ];
    for (const [query, field] of cases) {
      const res = await app.api.get(`/admin/api/agencies/list${query}`, { token: manager });
      expect(res.status, query).toBe(400);
      expect(
        res.body.errors.map((e: { field: string }) => e.field),
        query,
      ).toContain(field);
    }
  });

  it('only staff with company:manage reach the back office: company users and other staff get 403, a visitor 401', async () => {
    for (const token of [partner, client, editor]) {
      expect((await app.api.get('/admin/api/agencies/list', { token })).status).toBe(403);
      expect(
        (await app.api.post('/admin/api/clients/merge', { id: demoClient, targetId: unknown }, { token })).status,
      ).toBe(403);
      expect(
        (await app.api.raw('/admin/api/excel-export/agencies', { headers: { authorization: `Bearer ${token}` } }))
          .status,
      ).toBe(403);
    }
    expect((await app.api.get('/admin/api/clients/list')).status).toBe(401);
  });

  it('dropdown and document lists name live companies; the document list carries the default payment details', async () => {
    await app.api.post(
      '/admin/api/agencies/payment-info/update/',
      {
        companyId: demoAgency,
        paymentInfo: {
          bankName: 'Office Bank',
          account: 'GB82WEST12345698765432',
          swift: 'WESTGB22',
          currency: 'GBP',
          isDefault: true,
        },
      },
      { token: manager },
    );
    const dropdown = (await app.api.get('/admin/api/agencies/list-for-dropdown?search=demo', { token: manager })).body
      .data.items;
    expect(dropdown).toEqual(expect.arrayContaining([{ id: demoAgency, title: 'Demo Agency' }]));
    const parties = (await app.api.get('/admin/api/agencies/list-for-document', { token: manager })).body.data.items;
    expect(parties.find((p: { id: string }) => p.id === demoAgency).paymentInfo).toMatchObject({
      bankName: 'Office Bank',
      swift: 'WESTGB22',
    });
  });

  it('refuses merging a company into itself (400), into the other kind (409), unknown ids (404)', async () => {
    const itself = await app.api.post(
      '/admin/api/clients/merge',
      { id: demoClient, targetId: demoClient },
      { token: manager },
    );
    expect(itself.status).toBe(400);
    expect(itself.body.errors[0]).toMatchObject({ field: 'targetId', code: 'company.merge_into_itself' });
    const kind = await app.api.post(
      '/admin/api/clients/merge',
      { id: demoClient, targetId: demoAgency },
      { token: manager },
    );
    expect(kind.status).toBe(409);
    expect(kind.body.exception.message).toMatch(/client can be merged only into another client/);
    expect(
      (await app.api.post('/admin/api/clients/merge', { id: unknown, targetId: demoClient }, { token: manager }))
        .status,
    ).toBe(404);
    // An agency on the clients' path is not a client.
    expect(
      (await app.api.post('/admin/api/clients/merge', { id: demoAgency, targetId: demoClient }, { token: manager }))
        .status,
    ).toBe(404);
    expect((await app.api.get(`/admin/api/clients/list-for-merge/${unknown}`, { token: manager })).status).toBe(404);
    expect(
      (await app.api.post('/admin/api/clients/merge', { id: 'nope', targetId: demoClient }, { token: manager })).status,
    ).toBe(400);
  });

  it('merges a duplicate client: the preview counts what moves, its users, cart and candidates join the survivor, it stays as a tombstone', async () => {
    const duplicate = await registerCompany(app, 'client', 'dup@duplicate.test');
    const duplicateId = (await profileOf(duplicate)).clientId;
    await signContract(app, duplicate);
    const first = await publishCard(app, partner, manager, 'Mergeone');
    const second = await publishCard(app, partner, manager, 'Mergetwo');
    const candidateId = await requestInterview(app, duplicate, first);
    const added = await app.api.post(
      '/api/specialist-request-list/add-specialist',
      { specialistUuid: second, ...PERIOD },
      { token: duplicate },
    );
    expect(added.status).toBe(200);

    const targets = (
      await app.api.get(`/admin/api/clients/list-for-merge/${duplicateId}?search=demo`, { token: manager })
    ).body.data.items;
    expect(targets.map((t: { id: string }) => t.id)).toContain(demoClient);
    expect(targets.map((t: { id: string }) => t.id)).not.toContain(duplicateId);

    const preview = await app.api.get(`/admin/api/clients/merge-preview/${duplicateId}?targetId=${demoClient}`, {
      token: manager,
    });
    expect(preview.status).toBe(200);
    expect(preview.body.data.moves).toMatchObject({ users: 1, candidates: 1, cartItems: 1, contracts: 1 });

    const merged = await app.api.post(
      '/admin/api/clients/merge',
      { id: duplicateId, targetId: demoClient },
      { token: manager },
    );
    expect(merged.status).toBe(200);
    expect(merged.body.data).toMatchObject({
      status: 'done',
      survivor: { id: demoClient },
      moved: { users: 1, candidates: 1, cartItems: 1 },
    });

    // The duplicate's user now works for the survivor and sees its cart and candidates; the survivor's user too.
    expect((await profileOf(duplicate)).clientId).toBe(demoClient);
    const cart = (await app.api.get('/api/specialist-request-list/specialists', { token: client })).body.data;
    expect(cart.specialists.items.map((i: { specialistUuid: string }) => i.specialistUuid)).toContain(second);
    const candidates = await app.pool.query('select client_id from candidates where id = $1', [candidateId]);
    expect(candidates.rows[0].client_id).toBe(demoClient);
    const stream = await app.pool.query(
      `select message_type from emt_messages where stream_id = $1 order by stream_position`,
      [`candidate-${candidateId}`],
    );
    expect(stream.rows.map((r) => r.message_type)).toContain('CandidateOwnershipTransferred');

    // The tombstone: gone from the lists, its old id answers the survivor, a second merge of it is refused.
    const listed = (await app.api.get('/admin/api/clients/list?count=100', { token: manager })).body.data.items.map(
      (c: { id: string }) => c.id,
    );
    expect(listed).not.toContain(duplicateId);
    expect((await app.api.get(`/admin/api/clients/info/${duplicateId}`, { token: manager })).body.data.id).toBe(
      demoClient,
    );
    const again = await app.api.post(
      '/admin/api/clients/merge',
      {
        id: duplicateId,
        targetId: (
          await app.pool.query(
            `select id from companies where type = 'client' and merged_into is null and id <> $1 limit 1`,
            [demoClient],
          )
        ).rows[0].id,
      },
      { token: manager },
    );
    expect(again.status).toBe(409);
    expect(again.body.errors[0].code).toBe('company.already_merged');
    // Asked again for the same pair once done: still refused, nothing moves twice.
    expect(
      (await app.api.post('/admin/api/clients/merge', { id: duplicateId, targetId: demoClient }, { token: manager }))
        .status,
    ).toBe(409);

    // Both companies' histories record the merge with its actor.
    const audit = await app.pool.query(
      `select action, subject_id, actor_id from audit_log where action like 'company.merged%' order by id`,
    );
    expect(audit.rows.map((r) => [r.action, r.subject_id])).toEqual([
      ['company.merged_into', duplicateId],
      ['company.merged_in', demoClient],
    ]);
  });

  it('assigns a personal manager from the platform staff; every user of the company sees them; a company user is refused', async () => {
    const choices = (await app.api.get('/admin/api/clients/employees/' + demoClient, { token: manager })).body.data
      .items;
    expect(choices.length).toBeGreaterThan(0);
    const staff = (
      await app.pool.query(
        `select u.id from users u join roles r on r.id = u.role_id where u.email = 'editor@office.test'`,
      )
    ).rows[0].id;
    const res = await app.api.post(
      '/admin/api/clients/personal-manager',
      { companyId: demoClient, managerId: staff },
      { token: manager },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.personalManager).toMatchObject({ id: staff, name: 'Eda' });
    expect((await profileOf(client)).personalManager).toMatchObject({ id: staff });
    const clientUser = (await app.pool.query(`select id from users where email = 'client@demo.test'`)).rows[0].id;
    const refused = await app.api.post(
      '/admin/api/clients/personal-manager',
      { companyId: demoClient, managerId: clientUser },
      { token: manager },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].field).toBe('managerId');
    expect(
      (
        await app.api.post(
          '/admin/api/clients/personal-manager',
          { companyId: unknown, managerId: staff },
          { token: manager },
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await app.api.post(
          '/admin/api/clients/personal-manager',
          { companyId: demoClient, managerId: staff },
          { token: client },
        )
      ).status,
    ).toBe(403);
    const audit = await app.pool.query(
      `select actor_id, details from audit_log where action = 'company.personal_manager_assigned' and subject_id = $1`,
      [demoClient],
    );
    expect(audit.rows.at(-1).details.to).toBe(staff);
  });

  it("exports agencies, clients and a company's employees as Excel files; an unknown company is 404", async () => {
    for (const path of [
      '/admin/api/excel-export/agencies',
      '/admin/api/excel-export/clients?search=demo',
      `/admin/api/excel-export/client-employees/${demoClient}`,
      `/admin/api/excel-export/agency-employees/${demoAgency}`,
    ]) {
      const res = await app.api.raw(path, { headers: { authorization: `Bearer ${manager}` } });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toContain('spreadsheetml');
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect([bytes[0], bytes[1]]).toEqual([0x50, 0x4b]);
    }
    expect(
      (
        await app.api.raw(`/admin/api/excel-export/agency-employees/${demoClient}`, {
          headers: { authorization: `Bearer ${manager}` },
        })
      ).status,
    ).toBe(404);
  });
});
