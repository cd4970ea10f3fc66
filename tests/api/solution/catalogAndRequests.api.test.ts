import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany } from '../../support/companies';
import { latestMailTo } from '../../support/mailbox';
import {
  crmCategoryId,
  erpCategoryId,
  mailsTo,
  publishedSolution,
  solutionPayload,
} from '../../support/solutionFixtures';
import { startTestApp, type TestApp } from '../../support/testApp';

/** The public solution catalogue and "Request this solution": what visitors see, and what reaches the agency. */
describe('solution catalogue and requests', () => {
  let app: TestApp;
  let agency: string;
  let manager: string;
  let client: string;

  beforeAll(async () => {
    app = await startTestApp();
    [agency, manager, client] = await Promise.all([
      app.login('agency@demo.test'),
      app.login('manager@demo.test'),
      app.login('client@demo.test'),
    ]);
  });
  afterAll(() => app.stop());

  const catalog = async (body: Record<string, unknown> = {}) => {
    const res = await app.api.post('/api/solution-catalog/list', body);
    expect(res.status).toBe(200);
    return res.body.data as {
      items: { id: string; title: string }[];
      meta: { page: number; count: number; total: number };
    };
  };

  it('visitors list published solutions by category (id or slug) and open one; drafts and moderation stay out', async () => {
    const crm = await publishedSolution(app, agency, manager, {
      title: 'Catalogue CRM',
      categories: [crmCategoryId],
      description: 'First paragraph for the card.\n\nMore detail for the page.',
    });
    const erp = await publishedSolution(app, agency, manager, { title: 'Catalogue ERP', categories: [erpCategoryId] });
    await app.api.post(
      '/api/solution/send-to-publish',
      { content: await solutionPayload(app, agency, { title: 'Waiting in moderation' }) },
      { token: agency },
    );

    const all = await catalog();
    expect(all.items.map((i) => i.title)).toEqual(['Catalogue ERP', 'Catalogue CRM']);
    expect(all.meta).toEqual({ page: 1, count: 20, total: 2 });
    expect((await catalog({ categories: [crmCategoryId] })).items.map((i) => i.id)).toEqual([crm]);
    expect((await catalog({ categories: 'erp' })).items.map((i) => i.id)).toEqual([erp]);
    expect((await catalog({ categories: ['crm', 'erp'] })).items).toHaveLength(2);
    expect((await catalog({ categories: [{ id: crmCategoryId, title: 'CRM' }, { slug: 'erp' }] })).items).toHaveLength(
      2,
    );
    expect((await catalog({ categories: ['no-such-category'] })).items).toEqual([]);
    expect((await catalog({ page: 2, count: 1 })).items.map((i) => i.id)).toEqual([crm]);

    const [card] = (await catalog({ categories: ['crm'] })).items;
    expect(card).toEqual({
      id: crm,
      title: 'Catalogue CRM',
      logo: { id: expect.any(String), url: expect.stringMatching(/^\/api\/files\//), name: 'logo.png' },
      categories: [{ id: crmCategoryId, slug: 'crm', title: 'CRM' }],
      shortDescription: 'First paragraph for the card.',
      publishedAt: expect.any(String),
    });

    const page = await app.api.get(`/api/solution-catalog/info/${crm}`);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({
      id: crm,
      description: 'First paragraph for the card.\n\nMore detail for the page.',
      link: 'https://fleetpilot.example.com',
      screens: [],
      videoLinks: [
        { title: 'https://youtu.be/dQw4w9WgXcQ', embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' },
        { title: 'https://vimeo.com/76979871', embedUrl: null },
      ],
    });
    expect(page.body.data).not.toHaveProperty('agencyId');
    expect(page.body.data).not.toHaveProperty('agencyName');
    expect(page.body.data).not.toHaveProperty('contactEmail');

    const tree = (await app.api.get('/api/solution-categories/tree/')).body.data as {
      slug: string;
      title: string;
      publishedSolutionsCount: number;
      children: unknown[];
    }[];
    expect(tree.length).toBeGreaterThanOrEqual(16);
    expect(tree.find((c) => c.slug === 'crm')).toMatchObject({
      id: crmCategoryId,
      title: 'CRM',
      publishedSolutionsCount: 1,
      children: [],
    });
    expect(tree.find((c) => c.slug === 'logistics')?.publishedSolutionsCount).toBe(0);

    const trpcTree = await app.api.get('/trpc/solution.categoryTree');
    expect(trpcTree.body.result.data.find((c: { slug: string }) => c.slug === 'crm').publishedSolutionsCount).toBe(1);
    const trpcList = await app.api.get(
      `/trpc/solution.catalogList?input=${encodeURIComponent(JSON.stringify({ categories: ['erp'] }))}`,
    );
    expect(trpcList.body.result.data.items.map((i: { id: string }) => i.id)).toEqual([erp]);

    expect((await app.api.post('/api/solution-catalog/list', { count: 1000 })).status).toBe(400);
    expect((await app.api.get('/api/solution-catalog/info/not-a-uuid')).status).toBe(400);
  });

  it('a solution leaves the public catalogue the moment it is deactivated, and its page answers 404', async () => {
    const id = await publishedSolution(app, agency, manager, { title: 'Leaving soon' });
    expect((await catalog()).items.map((i) => i.id)).toContain(id);
    expect(
      (await app.api.post('/api/solution/deactivate', { solutionId: id }, { token: agency })).body.data.status,
    ).toBe('deactivated');
    expect((await catalog()).items.map((i) => i.id)).not.toContain(id);
    expect((await app.api.get(`/api/solution-catalog/info/${id}`)).status).toBe(404);
    // Sent again and published, it returns; the manager's delete (archive) takes it out again.
    await app.api.post(
      '/api/solution/send-to-publish',
      { solutionId: id, content: await solutionPayload(app, agency, { title: 'Back again' }) },
      { token: agency },
    );
    expect((await catalog()).items.map((i) => i.id)).not.toContain(id);
    await app.api.post('/admin/api/solution/publish', { solutionId: id }, { token: manager });
    expect((await catalog()).items.find((i) => i.id === id)?.title).toBe('Back again');
    await app.api.post('/admin/api/solution/delete', { solutionId: id }, { token: manager });
    expect((await app.api.get(`/api/solution-catalog/info/${id}`)).status).toBe(404);
  });

  it('editing a published solution changes the catalogue card at once', async () => {
    const id = await publishedSolution(app, agency, manager, { title: 'Before the edit' });
    await app.api.post(
      '/api/solution/send-to-publish',
      {
        solutionId: id,
        content: await solutionPayload(app, agency, { title: 'After the edit', categories: [erpCategoryId] }),
      },
      { token: agency },
    );
    expect((await app.api.get(`/api/solution-catalog/info/${id}`)).body.data).toMatchObject({
      title: 'After the edit',
      categories: [{ id: erpCategoryId }],
    });
  });

  it("a client's request reaches every user of the agency by e-mail and is listed for the agency and the client", async () => {
    const id = await publishedSolution(app, agency, manager, { title: 'Requested CRM' });
    const before = (await mailsTo(app.pool, 'agency@demo.test')).length;
    const requested = await app.api.post(
      '/api/solution-request/create',
      {
        solutionId: id,
        title: 'ignored snapshot',
        comment: 'We run 40 trucks; can we get a demo next week?',
        contactName: 'Clara Client',
        phone: '+49 170 1234567',
      },
      { token: client },
    );
    expect(requested.status).toBe(200);
    expect(requested.body.data).toEqual({ requestId: expect.any(String), solutionId: id });

    const mails = await mailsTo(app.pool, 'agency@demo.test');
    expect(mails).toHaveLength(before + 1);
    const mail = (await latestMailTo(app.pool, 'agency@demo.test'))!;
    expect(mail.subject).toBe('New request for "Requested CRM" from Demo Client');
    expect(mail.text).toContain('We run 40 trucks; can we get a demo next week?');
    expect(mail.text).toContain('client@demo.test');
    expect(mail.text).toContain('/pa/solutions/requests');
    const jobs = await app.pool.query(
      `select count(*)::int as n from pgboss.job where name = 'mail.deliver' and data->>'mailId' in (select id::text from mail_outbox where to_address = 'agency@demo.test')`,
    );
    expect(jobs.rows[0].n).toBeGreaterThanOrEqual(1);

    const agencyList = (await app.api.get('/api/solution-request/list', { token: agency })).body.data;
    expect(agencyList.items[0]).toMatchObject({
      id: requested.body.data.requestId,
      solutionId: id,
      solutionTitle: 'Requested CRM',
      clientName: 'Demo Client',
      contactName: 'Clara Client',
      contactEmail: 'client@demo.test',
      phone: '+49 170 1234567',
      comment: 'We run 40 trucks; can we get a demo next week?',
    });
    // Which manager acted as the client, and the companies' ids, stay with the platform's staff.
    for (const staffOnly of ['emulatedBy', 'agencyId', 'clientId', 'userId'])
      expect(agencyList.items[0]).not.toHaveProperty(staffOnly);
    expect(
      (await app.api.get(`/api/solution-request/list?solutionId=${id}`, { token: client })).body.data.meta.total,
    ).toBe(1);
    expect(
      (await app.api.get('/api/solution-request/list', { token: manager })).body.data.meta.total,
    ).toBeGreaterThanOrEqual(1);
  });

  it('visitors cannot request (401), partners and managers cannot (403); only a published solution can be requested', async () => {
    const id = await publishedSolution(app, agency, manager, { title: 'Not for partners' });
    expect((await app.api.post('/api/solution-request/create', { solutionId: id })).status).toBe(401);
    const partner = await app.api.post('/api/solution-request/create', { solutionId: id }, { token: agency });
    expect(partner.status).toBe(403);
    expect((await app.api.post('/api/solution-request/create', { solutionId: id }, { token: manager })).status).toBe(
      403,
    );
    expect((await app.api.get('/api/solution-request/list')).status).toBe(401);

    await app.api.post('/api/solution/deactivate', { solutionId: id }, { token: agency });
    const gone = await app.api.post('/api/solution-request/create', { solutionId: id }, { token: client });
    expect([gone.status, gone.body.errors[0].code]).toEqual([404, 'solution.not_found']);
    expect(
      (await app.api.post('/api/solution-request/create', { solutionId: crypto.randomUUID() }, { token: client }))
        .status,
    ).toBe(404);
    const bad = await app.api.post(
      '/api/solution-request/create',
      { solutionId: id, comment: 'c'.repeat(2001), contactEmail: 'nope' },
      { token: client },
    );
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['comment', 'contactEmail']);
  });

  it("another agency sees none of these requests, and another client none of this client's", async () => {
    const rival = await registerCompany(app, 'agency', 'rita@rival.test');
    const otherClient = await registerCompany(app, 'client', 'olga@other-client.test');
    expect((await app.api.get('/api/solution-request/list', { token: rival })).body.data).toMatchObject({
      items: [],
      meta: { total: 0 },
    });
    expect((await app.api.get('/api/solution-request/list', { token: otherClient })).body.data).toMatchObject({
      items: [],
      meta: { total: 0 },
    });
  });

  it('one client asks one agency at most ten times an hour (429 with Retry-After, REST and tRPC alike); nothing more is mailed', async () => {
    const id = await publishedSolution(app, agency, manager, { title: 'Much wanted' });
    const flooding = await registerCompany(app, 'client', 'flood@flooding-client.test');
    const mailsBefore = (await mailsTo(app.pool, 'agency@demo.test')).length;
    const ask = () =>
      app.api.post('/api/solution-request/create', { solutionId: id, comment: 'Call us' }, { token: flooding });
    const statuses = [];
    for (let i = 0; i < 10; i++) statuses.push((await ask()).status);
    expect(statuses).toEqual(Array(10).fill(200));
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(
      (await app.api.post('/trpc/solution.request', { solutionId: id, comment: 'Again' }, { token: flooding })).status,
    ).toBe(429);
    expect((await mailsTo(app.pool, 'agency@demo.test')).length).toBe(mailsBefore + 10);
    // Another client is not held back by the first one's flood.
    expect(
      (await app.api.post('/api/solution-request/create', { solutionId: id, comment: 'Hello' }, { token: client }))
        .status,
    ).toBe(200);
  });
});
