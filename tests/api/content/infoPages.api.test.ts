import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicMetaOf } from '../../../adapters/http/publicMeta';
import { captchaSolution } from '../../support/captcha';
import { startTestApp, type TestApp } from '../../support/testApp';

const text = (words: string) => [{ type: 'paragraph', content: [{ type: 'text', text: words }] }];

describe('information pages and the feedback form over REST', () => {
  let app: TestApp;
  let manager: string;
  let client: string;

  beforeAll(async () => {
    app = await startTestApp();
    [manager, client] = await Promise.all([app.login('manager@demo.test'), app.login('client@demo.test')]);
  });
  afterAll(() => app?.stop());

  it('serves every page with its first text before any edit, and an unknown page is 400/404', async () => {
    for (const slug of ['about', 'partnership', 'cookie-policy', 'privacy-policy', 'faq']) {
      const page = await app.api.get(`/api/info-page/${slug}`);
      expect(page.status, slug).toBe(200);
      expect(page.body.data.html.length).toBeGreaterThan(300);
      expect(page.body.data.updatedAt).toBeNull();
    }
    expect((await app.api.get('/api/info-page/secret')).status).toBe(400);
    // The server writes each page's title and description into the HTML it sends.
    expect(await publicMetaOf(app.services, app.baseUrl, '/about')).toMatchObject({
      title: 'About the marketplace · IT Marketplace',
      description: expect.stringContaining('B2B marketplace'),
    });
    expect(await publicMetaOf(app.services, app.baseUrl, '/terms-and-conditions')).toMatchObject({
      title: 'Terms and conditions · IT Marketplace',
    });
  });

  it('a manager edits a page: the public sees it, the audit log has it, a stale save is 409, others are refused', async () => {
    const loaded = (await app.api.get('/admin/api/info-page/info/about', { token: manager })).body.data;
    expect(loaded).toMatchObject({ slug: 'about', version: 0, edited: false });
    const saved = await app.api.post(
      '/admin/api/info-page/update',
      {
        slug: 'about',
        title: 'About us',
        description: 'Who we are',
        content: text('We connect companies with vetted IT specialists.'),
        version: 0,
      },
      { token: manager },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      version: 1,
      edited: true,
      html: '<p>We connect companies with vetted IT specialists.</p>',
    });
    expect((await app.api.get('/api/info-page/about')).body.data).toMatchObject({
      title: 'About us',
      html: '<p>We connect companies with vetted IT specialists.</p>',
    });
    const stale = await app.api.post(
      '/admin/api/info-page/update',
      { slug: 'about', title: 'About', content: text('Older edit'), version: 0 },
      { token: manager },
    );
    expect(stale.status).toBe(409);
    const audit = (await app.pool.query(`select action from audit_log where details->>'slug' = 'about'`)).rows;
    expect(audit).toEqual([{ action: 'info_page.updated' }]);
    const script = await app.api.post(
      '/admin/api/info-page/update',
      {
        slug: 'about',
        title: 'x',
        content: [{ type: 'paragraph', content: [{ type: 'link', href: 'javascript:alert(1)', content: [] }] }],
        version: 1,
      },
      { token: manager },
    );
    expect(script.status).toBe(400);
    expect(
      (await app.api.post('/admin/api/info-page/update', { slug: 'about', title: 'x', content: text('x') })).status,
    ).toBe(401);
    expect(
      (
        await app.api.post(
          '/admin/api/info-page/update',
          { slug: 'about', title: 'x', content: text('x') },
          { token: client },
        )
      ).status,
    ).toBe(403);
    expect((await app.api.get('/admin/api/info-page/list', { token: client })).status).toBe(403);
    expect((await app.api.get('/admin/api/info-page/list', { token: manager })).body.data).toHaveLength(5);
  });

  it('feedback reaches the managers by e-mail, needs the robot check, and is limited to 5 an hour per address', async () => {
    const message = {
      name: 'Dana Buyer',
      email: 'dana@buyer.test',
      message: 'We need two senior Go developers from January.',
    };
    const noCaptcha = await app.api.post('/api/feedback/send', message);
    expect(noCaptcha.status).toBe(400);
    expect(noCaptcha.body.errors[0].field).toBe('captcha');
    const bad = await app.api.post('/api/feedback/send', {
      ...message,
      email: 'not-an-email',
      message: 'short',
      captcha: await captchaSolution(app, 'feedback'),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['email', 'message']);

    const sent = await app.api.post('/api/feedback/send', {
      ...message,
      captcha: await captchaSolution(app, 'feedback'),
    });
    expect(sent.status).toBe(200);
    const mail = (
      await app.pool.query(
        `select to_address, subject, text_body from mail_outbox where subject like 'Feedback from%' order by id`,
      )
    ).rows;
    expect(mail.map((m) => m.to_address)).toContain('manager@demo.test');
    expect(mail[0].text_body).toContain('We need two senior Go developers');
    expect((await app.pool.query('select count(*)::int as n from feedback_messages')).rows[0].n).toBe(1);

    for (let i = 0; i < 4; i += 1)
      expect(
        (
          await app.api.post('/api/feedback/send', {
            ...message,
            email: `other${i}@buyer.test`,
            captcha: await captchaSolution(app, 'feedback'),
          })
        ).status,
      ).toBe(200);
    const limited = await app.api.post('/api/feedback/send', {
      ...message,
      email: 'sixth@buyer.test',
      captcha: await captchaSolution(app, 'feedback'),
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
