import { specialistSitemapEntries } from '../../../adapters/postgres/content/sitemapSource';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicMetaOf } from '../../../adapters/http/publicMeta';
import type { ApiResponse } from '../../support/apiClient';
import { publishVariant } from '../../support/catalogFixtures';
import { gradientPng } from '../../support/imageFixtures';
import { startTestApp, type TestApp } from '../../support/testApp';
import { manualClock, type ManualClock } from '../../support/testClock';

/** Today for these tests is the manual clock's moment (2 November 2026, 09:00 UTC). */
const admin = '/admin/api/blog/article';
const text = (words: string) => [{ type: 'paragraph', content: [{ type: 'text', text: words }] }];
const HOUR = 3_600_000;

describe('blog articles over REST', () => {
  let app: TestApp;
  let clock: ManualClock;
  let manager: string;
  let client: string;
  let agency: string;
  let subCategory: string;
  let subCategoryTitle: string;
  let howToHire: ApiResponse;

  const create = (body: object, token = manager) => app.api.post(`${admin}/create`, body, { token });
  const article = (over: object = {}) => ({
    title: 'How to hire a senior React developer in 2026',
    description: 'Rates, interview questions and red flags.',
    content: text('Start with the project, not the stack.'),
    ...over,
  });
  const uploadImage = async (bytes: Uint8Array, token = manager, path = `${admin}/upload-image`) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), 'cover.png');
    const response = await app.api.raw(path, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: response.status, body: await response.json() };
  };

  beforeAll(async () => {
    clock = manualClock();
    app = await startTestApp({ clock });
    [manager, client, agency] = await Promise.all([
      app.login('manager@demo.test'),
      app.login('client@demo.test'),
      app.login('agency@demo.test'),
    ]);
    const specialistId = await publishVariant(app, { agency, manager }, { surname: 'Blogsuggested' });
    const row = (
      await app.pool.query(
        'select c.id, c.title from catalog_cards k join categories c on c.id = k.subcategory_ids[1] where k.id = $1',
        [specialistId],
      )
    ).rows[0];
    subCategory = row.id;
    subCategoryTitle = row.title;
    // The article the other tests read (its slug taken, its public page, the feeds), written before any of them so that
    // none depends on the order the tests run in.
    howToHire = await create(
      article({
        tags: ['Hiring', ' hiring ', 'React'],
        subCategories: [subCategory],
        projectTypes: ['staff-augmentation'],
        publishedAt: new Date(clock.now().getTime() - HOUR).toISOString(),
      }),
    );
  });
  afterAll(() => app?.stop());

  it('a manager writes an article: the slug is the title without punctuation, and the audit log has the manager', async () => {
    const created = howToHire;
    expect(created.status).toBe(200);
    const a = created.body.data;
    expect(a).toMatchObject({
      slug: 'how-to-hire-a-senior-react-developer-in-2026',
      type: 'blog',
      isActive: true,
      status: 'published',
      tags: ['Hiring', 'React'],
      isSuggestSpecialists: true,
      subCategories: [{ id: subCategory, title: subCategoryTitle }],
      projectTypes: ['staff-augmentation'],
      version: 1,
      html: '<p>Start with the project, not the stack.</p>',
    });
    const audit = (await app.pool.query('select action, actor_id from audit_log where subject_id = $1', [a.id])).rows;
    expect(audit).toEqual([
      {
        action: 'article.created',
        actor_id: (await app.pool.query(`select id from users where email = 'manager@demo.test'`)).rows[0].id,
      },
    ]);
  });

  it('refuses bad input at its field: a taken slug, bad dates, script in blocks, unknown subcategories and images', async () => {
    const clash = await create(article({ slug: 'how-to-hire-a-senior-react-developer-in-2026' }));
    expect(clash.status).toBe(400);
    expect(clash.body.errors).toEqual([expect.objectContaining({ field: 'slug', code: 'article.slug_taken' })]);

    const badSlug = await create(article({ slug: 'Not a slug!' }));
    expect(badSlug.status).toBe(400);
    expect(badSlug.body.errors[0].field).toBe('slug');
    expect((await create(article({ title: '!!!' }))).body.errors).toEqual([
      expect.objectContaining({ field: 'slug', code: 'article.slug_required' }),
    ]);
    expect((await create(article({ slug: 'list' }))).body.errors[0].field).toBe('slug');

    for (const publishedAt of ['yesterday', '2026-13-01T00:00:00Z', '1999-12-31T00:00:00Z', '2031-01-01T00:00:00Z']) {
      const bad = await create(article({ title: `Dated ${publishedAt}`, publishedAt }));
      expect(bad.status, publishedAt).toBe(400);
      expect(bad.body.errors[0].field).toBe('publishedAt');
    }
    const script = await create(
      article({
        title: 'Script',
        content: [
          {
            type: 'paragraph',
            content: [{ type: 'link', href: 'javascript:alert(1)', content: [{ type: 'text', text: 'x' }] }],
          },
        ],
      }),
    );
    expect(script.status).toBe(400);
    const html = await create(
      article({ title: 'Raw html', content: [{ type: 'html', html: '<script>alert(1)</script>' }] }),
    );
    expect(html.status).toBe(400);
    const unknown = await create(
      article({
        title: 'Unknown things',
        subCategories: ['00000000-0000-4000-8000-000000000000'],
        preview: '00000000-0000-4000-8000-000000000001',
      }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['preview', 'subCategories.0']);
    expect((await create(article({ title: '' }))).body.errors[0].field).toBe('title');
    expect((await create(article({ title: 'No text', content: [] }))).body.errors[0].field).toBe('content');
  });

  it('stale saves answer 409; a taken slug on update is a field error', async () => {
    const a = (await create(article({ title: 'Rate trends: Q3 2026', type: 'news' }))).body.data;
    expect(a.slug).toBe('rate-trends-q3-2026');
    const update = (body: object) =>
      app.api.post(
        `${admin}/update`,
        { ...article({ title: a.title, type: 'news' }), id: a.id, ...body },
        { token: manager },
      );
    const first = await update({ version: 1, description: 'Edited' });
    expect(first.status).toBe(200);
    expect(first.body.data.version).toBe(2);
    const stale = await update({ version: 1, description: 'Edited again' });
    expect(stale.status).toBe(409);
    const taken = await update({ version: 2, slug: 'how-to-hire-a-senior-react-developer-in-2026' });
    expect(taken.status).toBe(400);
    expect(taken.body.errors[0]).toMatchObject({ field: 'slug', code: 'article.slug_taken' });
    expect(
      (
        await app.api.post(
          `${admin}/update`,
          { ...article(), id: '00000000-0000-4000-8000-000000000000' },
          { token: manager },
        )
      ).status,
    ).toBe(404);
  });

  it('only staff with blog:manage use the admin calls; a visitor is 401; an unknown article 404', async () => {
    expect((await app.api.get(`${admin}/list`)).status).toBe(401);
    for (const token of [client, agency]) {
      expect((await app.api.get(`${admin}/list`, { token })).status).toBe(403);
      expect((await create(article({ title: 'Not mine' }), token)).status).toBe(403);
      expect(
        (await app.api.post(`${admin}/upload-image-by-url`, { url: 'https://example.com/a.png' }, { token })).status,
      ).toBe(403);
      expect((await uploadImage(gradientPng(), token)).status).toBe(403);
    }
    expect((await app.api.get(`${admin}/info/00000000-0000-4000-8000-000000000000`, { token: manager })).status).toBe(
      404,
    );
    expect(
      (await app.api.post(`${admin}/delete`, { id: '00000000-0000-4000-8000-000000000000' }, { token: manager }))
        .status,
    ).toBe(404);
    expect(
      (
        await app.api.post(
          `${admin}/change-active`,
          { id: '00000000-0000-4000-8000-000000000000', isActive: false },
          { token: manager },
        )
      ).status,
    ).toBe(404);
  });

  it('the public sees an article exactly when it is active and published: inactive, scheduled and unknown slugs are 404', async () => {
    const soon = (
      await create(
        article({
          title: 'Scheduled for tomorrow',
          publishedAt: new Date(clock.now().getTime() + 24 * HOUR).toISOString(),
          tags: ['Hiring'],
        }),
      )
    ).body.data;
    expect(soon.status).toBe('scheduled');
    expect((await app.api.get(`/api/blog/article/${soon.slug}`)).status).toBe(404);
    const published = await app.api.get('/api/blog/article/how-to-hire-a-senior-react-developer-in-2026');
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({
      title: 'How to hire a senior React developer in 2026',
      readingMinutes: 1,
      isSuggestSpecialists: true,
    });
    expect(published.body.data.suggestedSpecialists.map((s: { name: string }) => s.name).length).toBeGreaterThan(0);
    expect(published.body.data).not.toHaveProperty('content');
    expect(published.body.data).not.toHaveProperty('version');

    const list = await app.api.get('/api/blog/article/list?type=blog');
    expect(list.body.data.items.map((a: { slug: string }) => a.slug)).toEqual([
      'how-to-hire-a-senior-react-developer-in-2026',
    ]);
    expect(list.body.data.tags).toEqual(expect.arrayContaining(['Hiring', 'React']));

    clock.advance(25 * HOUR);
    // Sessions end after 12 idle hours: the day that passed logged everyone out.
    [manager, client, agency] = await Promise.all([
      app.login('manager@demo.test'),
      app.login('client@demo.test'),
      app.login('agency@demo.test'),
    ]);
    expect((await app.api.get(`/api/blog/article/${soon.slug}`)).status).toBe(200);
    const hidden = await app.api.post(`${admin}/change-active`, { id: soon.id, isActive: false }, { token: manager });
    expect(hidden.body.data).toMatchObject({ isActive: false, status: 'hidden' });
    expect((await app.api.get(`/api/blog/article/${soon.slug}`)).status).toBe(404);
    expect((await app.api.get('/api/blog/article/no-such-article')).status).toBe(404);
    // The page itself answers 404 too (the server's meta says missing), so crawlers drop the link.
    expect(await publicMetaOf(app.services, app.baseUrl, `/blog/${soon.slug}`)).toMatchObject({ missing: true });
    expect(
      await publicMetaOf(app.services, app.baseUrl, '/blog/how-to-hire-a-senior-react-developer-in-2026'),
    ).toMatchObject({
      title: 'How to hire a senior React developer in 2026 · IT Marketplace',
      description: 'Rates, interview questions and red flags.',
      type: 'article',
    });
  });

  it('lists with filters for managers, and deletes for good with an audit row', async () => {
    const all = await app.api.get(`${admin}/list?count=50`, { token: manager });
    expect(all.body.data.meta.total).toBeGreaterThanOrEqual(3);
    const news = await app.api.get(`${admin}/list?type=news`, { token: manager });
    expect(news.body.data.items.every((a: { type: string }) => a.type === 'news')).toBe(true);
    const inactive = await app.api.get(`${admin}/list?active=false`, { token: manager });
    expect(inactive.body.data.items.map((a: { title: string }) => a.title)).toEqual(['Scheduled for tomorrow']);
    const tagged = await app.api.get(`${admin}/list?tag=react&search=senior`, { token: manager });
    expect(tagged.body.data.items).toHaveLength(1);
    const range = await app.api.get(`${admin}/list?publishedFrom=2026-11-03&publishedTo=2026-11-03`, {
      token: manager,
    });
    expect(range.body.data.items.map((a: { title: string }) => a.title)).toEqual(['Scheduled for tomorrow']);
    const backwards = await app.api.get(`${admin}/list?publishedFrom=2026-11-04&publishedTo=2026-11-01`, {
      token: manager,
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors[0].field).toBe('publishedTo');
    expect((await app.api.get(`${admin}/list?publishedFrom=not-a-date`, { token: manager })).status).toBe(400);
    const filters = await app.api.get(`${admin}/filters`, { token: manager });
    expect(filters.body.data.types).toEqual(expect.arrayContaining([{ value: 'news', label: 'News', count: 1 }]));
    expect((await app.api.get(`${admin}/tags`, { token: manager })).body.data).toEqual(['Hiring', 'React']);

    const doomed = (await create(article({ title: 'To be deleted' }))).body.data;
    expect((await app.api.post(`${admin}/delete`, { id: doomed.id }, { token: manager })).status).toBe(200);
    expect((await app.api.get(`${admin}/info/${doomed.id}`, { token: manager })).status).toBe(404);
    const audit = (
      await app.pool.query(
        `select action, details->>'title' as title from audit_log where subject_id = $1 order by id`,
        [doomed.id],
      )
    ).rows;
    expect(audit).toEqual([
      { action: 'article.created', title: 'To be deleted' },
      { action: 'article.deleted', title: 'To be deleted' },
    ]);
  });

  it('uploads images as content images (checked by content), refuses video files and takes YouTube links', async () => {
    const uploaded = await uploadImage(gradientPng());
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.data).toMatchObject({ mime: 'image/png', url: `/api/files/${uploaded.body.data.id}` });
    expect(
      (await app.pool.query('select purpose from files where id = $1', [uploaded.body.data.id])).rows[0].purpose,
    ).toBe('content-image');
    const withPreview = await create(article({ title: 'With a cover', preview: uploaded.body.data.id }));
    expect(withPreview.body.data.preview).toEqual({
      id: uploaded.body.data.id,
      url: `/api/files/${uploaded.body.data.id}`,
    });

    const notImage = await uploadImage(new TextEncoder().encode('<svg onload="alert(1)"></svg>'));
    expect(notImage.status).toBe(400);
    expect(notImage.body.errors[0]).toMatchObject({ field: 'file', code: 'errorFormat' });

    const video = await uploadImage(gradientPng(), manager, `${admin}/upload-video`);
    expect(video.status).toBe(400);
    expect(video.body.errors[0].title).toMatch(/YouTube/);
    const link = await app.api.post(
      `${admin}/upload-video-by-url`,
      { url: 'https://youtu.be/dQw4w9WgXcQ?t=42' },
      { token: manager },
    );
    expect(link.body.data).toEqual({
      videoId: 'dQw4w9WgXcQ',
      start: 42,
      url: 'https://youtu.be/dQw4w9WgXcQ?t=42',
      embedUrl: expect.stringContaining('youtube-nocookie.com/embed/dQw4w9WgXcQ'),
    });
    const other = await app.api.post(
      `${admin}/upload-video-by-url`,
      { url: 'https://vimeo.com/1' },
      { token: manager },
    );
    expect(other.status).toBe(400);
    expect(other.body.errors[0].field).toBe('url');
  });

  it('serves an RSS feed of the latest articles and a sitemap with the public pages, specialists and articles', async () => {
    const rss = await app.api.raw('/blog/rss.xml');
    expect(rss.headers.get('content-type')).toMatch(/application\/rss\+xml/);
    const feed = await rss.text();
    expect(feed).toContain('<rss version="2.0"');
    expect(feed).toContain('<title>How to hire a senior React developer in 2026</title>');
    expect(feed).not.toContain('Scheduled for tomorrow');
    // A sitemap index: the pages file and the specialists in files the protocol's size allows.
    const index = await (await app.api.raw('/sitemap.xml')).text();
    expect(index).toContain('<sitemapindex');
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(files).toEqual(['/sitemap-pages.xml', '/sitemap-specialists-1.xml']);
    const pages = await (await app.api.raw('/sitemap-pages.xml')).text();
    expect(pages).toContain(`<loc>${app.baseUrl}/about</loc>`);
    expect(pages).toContain(`${app.baseUrl}/blog/how-to-hire-a-senior-react-developer-in-2026`);
    expect(pages).not.toContain('scheduled-for-tomorrow');
    const specialists = await (await app.api.raw('/sitemap-specialists-1.xml')).text();
    const published = Number((await app.pool.query('select count(*) as n from catalog_cards')).rows[0].n);
    expect([...specialists.matchAll(new RegExp(`${app.baseUrl}/specialist/[0-9a-f-]{36}`, 'g'))]).toHaveLength(
      published,
    );
    expect(published).toBeGreaterThan(0);
    expect((await app.api.raw('/sitemap-specialists-2.xml')).status).toBe(404);
    // Files split at their size, read in pages: every specialist once, in order, across files and pages.
    for (const surname of ['Sitemapone', 'Sitemaptwo', 'Sitemapthree', 'Sitemapfour'])
      await publishVariant(app, { agency, manager }, { surname });
    const all = (await app.pool.query<{ id: string }>('select id::text as id from catalog_cards order by id')).rows.map(
      (r) => `/specialist/${r.id}`,
    );
    const split: string[] = [];
    for (let part = 1; part <= Math.ceil(all.length / 3) + 1; part++)
      for await (const entry of specialistSitemapEntries(app.pool, part, 3, 2)) split.push(entry.path);
    expect(all.length).toBeGreaterThanOrEqual(5);
    expect(split).toEqual(all);
  });
});
