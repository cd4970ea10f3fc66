import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany } from '../../support/companies';
import { uploadedId } from '../../support/solutionFixtures';
import { startTestApp, type TestApp } from '../../support/testApp';

/**
 * The company profile over REST: the agency's and the client's own paths, their `/en-gb/api` twins, payment details,
 * the VAT rate, the agency dashboard and the back office. Each change leaves an audit row with actor and impersonator.
 */
const GB_IBAN = 'GB82 WEST 1234 5698 7654 32';
const DE_IBAN = 'DE89370400440532013000';

describe('company profile', () => {
  let app: TestApp;
  let agency: string;
  let client: string;
  let rivalAgency: string;
  let partner: string;
  let clientToken: string;
  let rival: string;
  let manager: string;
  let editor: string;

  beforeAll(async () => {
    app = await startTestApp();
    const ids = Object.fromEntries(
      (await app.pool.query('select name, id from companies')).rows.map((r) => [r.name, r.id]),
    );
    agency = ids['Demo Agency'];
    client = ids['Demo Client'];
    partner = await app.login('agency@demo.test');
    clientToken = await app.login('client@demo.test');
    manager = await app.login('manager@demo.test');
    rival = await registerCompany(app, 'agency', 'rival@rival.test');
    rivalAgency = (await app.api.get('/api/user/profile', { token: rival })).body.data.agencyId;
    await app.pool.query(
      `insert into users (company_id, role_id, email, password_hash, first_name, last_name, status, email_verified_at)
       select company_id, (select id from roles where slug = 'content-editor'), 'editor@demo.test', password_hash, 'Eda', 'Editor', 'active', now()
         from users where email = 'manager@demo.test'`,
    );
    editor = await app.login('editor@demo.test');
  });
  afterAll(() => app.stop());

  const profileOf = async (token: string, id = agency) =>
    (await app.api.get(`/api/agency/profile/${id}`, { token })).body.data;

  it('an agency fills its main data; the answer is its profile and an audit row names who changed what', async () => {
    const before = await profileOf(partner);
    expect(before.missingContactFacts).toEqual(['country', 'website', 'logo']);
    const logoId = await uploadedId(app, partner, 'logo');
    const res = await app.api.post(
      `/api/agency/update/${agency}`,
      {
        version: before.version,
        legalName: 'Demo Agency Ltd',
        countryCode: 'de',
        city: 'Berlin',
        legalAddress: 'Unter den Linden 1, 10117 Berlin',
        website: 'demo-agency.example',
        logoId,
        registrationNumber: 'HRB 12345',
        taxNumber: 'DE123456789',
        employeesCount: '11-50',
        description: 'We build teams.',
        vatPayer: true,
        vatRate: 19,
      },
      { token: partner },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      countryCode: 'DE',
      countryName: 'Germany',
      website: 'https://demo-agency.example',
      vatPayer: true,
      vatRate: 19,
      logoUrl: `/api/files/${logoId}`,
      missingContactFacts: [],
      version: before.version + 1,
    });
    expect(res.body.data).not.toHaveProperty('updatedBy');
    const audit = (
      await app.pool.query(
        `select actor_id, emulated_by, details from audit_log where subject_id = $1 and action = 'company.profile_changed' order by id desc limit 1`,
        [agency],
      )
    ).rows[0];
    expect(audit.emulated_by).toBeNull();
    expect(audit.details.changes.countryCode).toEqual({ from: null, to: 'DE' });
    expect(audit.details.changes.vatRateBasisPoints).toEqual({ from: null, to: 1900 });
    // The name every area shows is the same row: the profile changes it for the session too.
    await app.api.post(`/api/agency/update/${agency}`, { name: 'Demo Agency' }, { token: partner });
    expect((await app.api.get('/api/user/profile', { token: partner })).body.data.companyName).toBe('Demo Agency');
  });

  it('bad input is 400 with the field: website, VAT, country, employees, name, logo of another company', async () => {
    const rivalLogo = await uploadedId(app, rival, 'logo');
    const cases: [Record<string, unknown>, string][] = [
      [{ website: 'javascript:alert(1)' }, 'website'],
      [{ vatPayer: true, vatRate: null }, 'vatRate'],
      [{ vatPayer: true, vatRate: 75 }, 'vatRate'],
      [{ vatPayer: true, vatRate: 19.999 }, 'vatRate'],
      [{ vatPayer: false, withoutVatArticle: null }, 'withoutVatArticle'],
      [{ vatPayer: false, withoutVatArticle: 'because' }, 'withoutVatArticle'],
      [{ countryCode: 'QQ' }, 'countryCode'],
      [{ employeesCount: 'a few' }, 'employeesCount'],
      [{ name: '   ' }, 'name'],
      [{ description: 'x'.repeat(2001) }, 'description'],
      [{ logoId: rivalLogo }, 'logoId'],
    ];
    for (const [body, field] of cases) {
      const res = await app.api.post(`/api/agency/update/${agency}`, body, { token: partner });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
  });

  it('VAT: a non-payer names the article and its VATRate is 0; the rate call answers the same', async () => {
    const res = await app.api.post(
      `/api/agency/update/${agency}`,
      { vatPayer: false, withoutVatArticle: 'reverse_charge' },
      { token: partner },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ vatPayer: false, vatRate: null, withoutVatArticle: 'reverse_charge' });
    expect((await app.api.get(`/api/agency/vat-rate/${agency}`, { token: partner })).body.data).toEqual({
      VATRate: 0,
      vatPayer: false,
      withoutVatArticle: 'reverse_charge',
    });
    await app.api.post(`/api/agency/update/${agency}`, { vatPayer: true, vatRate: 20 }, { token: partner });
    expect((await app.api.get(`/api/agency/vat-rate/${agency}`, { token: partner })).body.data.VATRate).toBe(20);
  });

  it('a save over a newer version is a conflict (409), not a lost update', async () => {
    const { version } = await profileOf(partner);
    expect(
      (await app.api.post(`/api/agency/update/${agency}`, { version, city: 'Hamburg' }, { token: partner })).status,
    ).toBe(200);
    const stale = await app.api.post(`/api/agency/update/${agency}`, { version, city: 'Munich' }, { token: partner });
    expect(stale.status).toBe(409);
    expect((await profileOf(partner)).city).toBe('Hamburg');
  });

  it('the /en-gb/api twins answer as the plain paths; any other locale is an unknown path', async () => {
    const plain = await app.api.get(`/api/agency/profile/${agency}`, { token: partner });
    const localized = await app.api.get(`/en-gb/api/agency/profile/${agency}`, { token: partner });
    expect(localized.status).toBe(200);
    expect(localized.body.data).toEqual(plain.body.data);
    expect(
      (await app.api.post(`/en-gb/api/agency/update/${agency}`, { city: 'Berlin' }, { token: partner })).body.data.city,
    ).toBe('Berlin');
    for (const locale of ['de-de', 'en-us', 'admin']) {
      const res = await app.api.get(`/${locale}/api/agency/profile/${agency}`, { token: partner });
      expect(res.status, locale).toBe(404);
      expect(res.body.exception.code).toBe('route.not_found');
    }
    expect((await app.api.get(`/en-gb/api/agency/profile/${agency}`)).status).toBe(401);
    // Paths under a locale prefix that no route takes are unknown API paths in the envelope, not a page.
    for (const path of ['/de-de/api/agency/profile/', '/%7Cz%25no%21/api/client/profile/.', '/en-gb/api/nothing']) {
      const res = await app.api.get(path, { token: partner });
      expect(res.status, path).toBe(404);
      expect(res.body.success, path).toBe(false);
    }
  });

  describe('payment details', () => {
    const entry = (over: Record<string, unknown> = {}) => ({
      bankName: 'Deutsche Bank',
      account: DE_IBAN,
      swift: 'deutdeff',
      bankAddress: 'Taunusanlage 12, Frankfurt',
      currency: 'EUR',
      ...over,
    });

    it('the first entry is the default; another asked as default takes the mark; deleting the default hands it to the oldest', async () => {
      const first = await app.api.post(
        '/api/agency/payment-info/update/',
        { companyId: agency, paymentInfo: entry() },
        { token: partner },
      );
      expect(first.status).toBe(200);
      expect(first.body.data.items).toEqual([
        expect.objectContaining({ account: DE_IBAN, swift: 'DEUTDEFF', isIban: true, isDefault: true }),
      ]);
      const second = await app.api.post(
        '/api/agency/payment-info/update/',
        {
          companyId: agency,
          paymentInfo: entry({
            bankName: 'Barclays',
            account: GB_IBAN,
            swift: 'BARCGB22XXX',
            currency: 'GBP',
            isDefault: true,
          }),
        },
        { token: partner },
      );
      const third = await app.api.post(
        '/api/agency/payment-info/update/',
        {
          companyId: agency,
          paymentInfo: entry({ bankName: 'Chase', account: '000123456789', swift: 'CHASUS33', currency: 'USD' }),
        },
        { token: partner },
      );
      const items = third.body.data.items as { id: string; bankName: string; isDefault: boolean; account: string }[];
      expect(items.map((i) => [i.bankName, i.isDefault])).toEqual([
        ['Deutsche Bank', false],
        ['Barclays', true],
        ['Chase', false],
      ]);
      expect(second.body.data.items[1].account).toBe('GB82WEST12345698765432');
      const barclays = items[1]!.id;
      const afterDelete = await app.api.post('/api/agency/payment-info/delete/', { id: barclays }, { token: partner });
      expect(
        afterDelete.body.data.items.map((i: { bankName: string; isDefault: boolean }) => [i.bankName, i.isDefault]),
      ).toEqual([
        ['Deutsche Bank', true],
        ['Chase', false],
      ]);
      // Editing: the mark moves with isDefault; un-ticking the only default keeps it.
      const chase = afterDelete.body.data.items[1].id;
      const edited = await app.api.post(
        '/api/agency/payment-info/update/',
        {
          companyId: agency,
          paymentInfo: entry({
            id: chase,
            bankName: 'JPMorgan Chase',
            account: '000123456789',
            swift: 'CHASUS33',
            currency: 'USD',
            isDefault: true,
          }),
        },
        { token: partner },
      );
      expect(
        edited.body.data.items.map((i: { bankName: string; isDefault: boolean }) => [i.bankName, i.isDefault]),
      ).toEqual([
        ['Deutsche Bank', false],
        ['JPMorgan Chase', true],
      ]);
      const actions = (
        await app.pool.query(
          `select action from audit_log where subject_id = $1 and action like 'company.payment_info_%' order by id`,
          [agency],
        )
      ).rows.map((r) => r.action);
      expect(actions).toEqual([
        'company.payment_info_added',
        'company.payment_info_added',
        'company.payment_info_added',
        'company.payment_info_deleted',
        'company.payment_info_changed',
      ]);
      expect((await profileOf(partner)).paymentInfo).toHaveLength(2);
    });

    it('a bad IBAN checksum, a bad SWIFT or an unknown currency is a field error', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ account: 'DE89370400440532013001' }, 'paymentInfo.account'],
        [{ account: 'GB82WEST123456987654' }, 'paymentInfo.account'],
        [{ account: '12' }, 'paymentInfo.account'],
        [{ swift: 'DEUTDEF' }, 'paymentInfo.swift'],
        [{ swift: 'DEUT1EFF' }, 'paymentInfo.swift'],
        [{ swift: 'DEUTDEFFX1' }, 'paymentInfo.swift'],
        [{ currency: 'XYZ' }, 'paymentInfo.currency'],
        [{ bankName: '' }, 'paymentInfo.bankName'],
      ];
      for (const [over, field] of cases) {
        const res = await app.api.post(
          '/api/agency/payment-info/update/',
          { companyId: agency, paymentInfo: entry(over) },
          { token: partner },
        );
        expect(res.status, JSON.stringify(over)).toBe(400);
        expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
      }
    });

    it("another company's payment details are not there: 404 to read, change or delete, and nothing moves", async () => {
      const own = await app.api.post(
        '/api/agency/payment-info/update/',
        { companyId: rivalAgency, paymentInfo: entry() },
        { token: rival },
      );
      const rivalEntry = own.body.data.items[0].id;
      const count = async () => (await app.pool.query('select count(*)::int as n from audit_log')).rows[0].n;
      const audits = await count();
      expect(
        (
          await app.api.post(
            '/api/agency/payment-info/update/',
            { companyId: rivalAgency, paymentInfo: entry() },
            { token: partner },
          )
        ).status,
      ).toBe(404);
      expect(
        (
          await app.api.post(
            '/api/agency/payment-info/update/',
            { companyId: agency, paymentInfo: entry({ id: rivalEntry }) },
            { token: partner },
          )
        ).status,
      ).toBe(404);
      const foreign = await app.api.post('/api/agency/payment-info/delete/', { id: rivalEntry }, { token: partner });
      const missing = await app.api.post(
        '/api/agency/payment-info/delete/',
        { id: '00000000-0000-4000-8000-000000000000' },
        { token: partner },
      );
      expect(foreign.status).toBe(404);
      expect(foreign.body).toEqual(missing.body);
      expect((await app.api.get(`/api/agency/profile/${rivalAgency}`, { token: partner })).status).toBe(404);
      expect(
        (await app.api.post(`/api/agency/update/${rivalAgency}`, { city: 'Nowhere' }, { token: partner })).status,
      ).toBe(404);
      expect((await app.api.get(`/api/agency/vat-rate/${rivalAgency}`, { token: partner })).status).toBe(404);
      expect(await count()).toBe(audits);
    });
  });

  it('a client has its own profile and payment details, and cannot reach the agency paths', async () => {
    expect((await app.api.get(`/api/client/profile/${client}`, { token: clientToken })).body.data).toMatchObject({
      id: client,
      type: 'client',
      canChangeLogo: true,
    });
    const saved = await app.api.post(
      '/api/client/payment-info/update/',
      {
        companyId: client,
        paymentInfo: { bankName: 'ING', account: 'NL91ABNA0417164300', swift: 'INGBNL2A', currency: 'EUR' },
      },
      { token: clientToken },
    );
    expect(saved.status).toBe(200);
    expect(
      (
        await app.api.post(
          `/en-gb/api/client/update/${client}`,
          { legalName: 'Demo Client B.V.' },
          { token: clientToken },
        )
      ).body.data.legalName,
    ).toBe('Demo Client B.V.');
    // The agency paths name agencies: the client's own company is not one, and another company is not its own.
    expect((await app.api.get(`/api/agency/profile/${client}`, { token: clientToken })).status).toBe(404);
    expect((await app.api.get(`/api/agency/profile/${agency}`, { token: clientToken })).status).toBe(404);
    expect((await app.api.post(`/api/agency/update/${agency}`, { city: 'X' }, { token: clientToken })).status).toBe(
      404,
    );
    expect((await app.api.get('/api/agency/dashboard/', { token: clientToken })).status).toBe(403);
    expect((await app.api.get(`/api/client/profile/${agency}`, { token: partner })).status).toBe(404);
  });

  it('no company user reaches /admin/api; staff without company:manage get 403; a manager reads and changes any company', async () => {
    for (const token of [partner, clientToken, editor]) {
      expect((await app.api.get(`/admin/api/agencies/info/${agency}`, { token })).status).toBe(403);
      expect((await app.api.post(`/admin/api/clients/update/${client}`, { city: 'X' }, { token })).status).toBe(403);
      expect((await app.api.get(`/admin/api/agencies/history/${agency}`, { token })).status).toBe(403);
      expect(
        (
          await app.api.post(
            '/admin/api/agencies/payment-info/delete/',
            { id: '00000000-0000-4000-8000-000000000000' },
            { token },
          )
        ).status,
      ).toBe(403);
    }
    expect((await app.api.get(`/api/agency/profile/${agency}`, { token: editor })).status).toBe(403);
    const info = await app.api.get(`/admin/api/agencies/info/${rivalAgency}`, { token: manager });
    expect(info.status).toBe(200);
    expect(info.body.data).toHaveProperty('updatedBy');
    expect((await app.api.get(`/admin/api/agencies/info/${client}`, { token: manager })).status).toBe(404);
    const changed = await app.api.post(
      '/admin/api/clients/update/',
      { id: client, city: 'Amsterdam' },
      { token: manager },
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data.updatedBy.actor.email).toBe('manager@demo.test');
    const deleted = await app.api.post(
      '/admin/api/agencies/payment-info/update/',
      { companyId: rivalAgency, paymentInfo: { bankName: 'ING', account: 'NL91ABNA0417164300', swift: 'INGBNL2A' } },
      { token: manager },
    );
    expect(deleted.body.data.items).toHaveLength(2);
  });

  it('a manager acting as the partner is recorded as the impersonator, and the history shows every change newest first', async () => {
    const partnerId = (await app.api.get('/api/user/profile', { token: partner })).body.data.id;
    const acting = await app.login('manager@demo.test');
    await app.api.post('/admin/api/impersonation/start', { userId: partnerId }, { token: acting });
    expect(
      (await app.api.post(`/api/agency/update/${agency}`, { postalAddress: 'PO Box 1' }, { token: acting })).status,
    ).toBe(200);
    const history = await app.api.get(`/admin/api/agencies/history/${agency}?count=5`, { token: manager });
    expect(history.status).toBe(200);
    const [latest] = history.body.data.items;
    expect(latest).toMatchObject({
      action: 'company.profile_changed',
      actor: { id: partnerId },
      emulatedBy: { email: 'manager@demo.test' },
      details: { changes: { postalAddress: { from: null, to: 'PO Box 1' } } },
    });
    expect(history.body.data.meta).toMatchObject({ page: 1, count: 5 });
    expect(history.body.data.meta.total).toBeGreaterThan(5);
    // The partner reading its own profile never learns who acted as it.
    expect(JSON.stringify((await app.api.get(`/api/agency/profile/${agency}`, { token: partner })).body)).not.toContain(
      'manager@demo.test',
    );
    expect((await app.api.get('/admin/api/agencies/history/not-an-id', { token: manager })).status).toBe(400);
  });

  it("the agency dashboard counts the agency's own cards, solutions and waiting requests and says there is no contract yet", async () => {
    const res = await app.api.get('/api/agency/dashboard/', { token: partner });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      companyId: agency,
      contract: { status: 'none', signedAt: null },
      requests: { waiting: 0 },
      specialists: { total: 0 },
      solutions: { total: 0 },
    });
    expect(res.body.data.profile.percent).toBeGreaterThan(50);
    expect((await app.api.get('/api/agency/dashboard/', { token: manager })).status).toBe(403);
    expect((await app.api.get('/api/agency/dashboard/')).status).toBe(401);
  });
});
