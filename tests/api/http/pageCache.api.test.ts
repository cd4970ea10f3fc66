import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishVariant } from '../../support/catalogFixtures';
import { startTestApp, type TestApp } from '../../support/testApp';

/**
 * Server-rendered pages are kept for visitors who are not signed in (adapters/http/pageCache.ts), and a kept page is
 * never older than the last change of what it shows: a publication, a hiding, a booking's catalogue change, an
 * article. Needs a web build with its server bundle (`npm run build:web`).
 */
describe('the cache of rendered pages', () => {
  let app: TestApp;
  let tokens: { agency: string; manager: string };
  let firstId: string;
  const page = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${app.baseUrl}${path}`, { headers });
    return {
      status: response.status,
      cache: response.headers.get('x-page-cache'),
      etag: response.headers.get('etag'),
      vary: response.headers.get('vary'),
      html: await response.text(),
    };
  };

  beforeAll(async () => {
    app = await startTestApp({ serveWeb: true });
    tokens = { agency: await app.login('agency@demo.test'), manager: await app.login('manager@demo.test') };
    firstId = await publishVariant(app, tokens, { surname: 'Cachedfirst', skills: ['Java'] });
  });
  afterAll(() => app?.stop());

  it('renders a page once and answers the next visitors from the cache, the same bytes, or 304 to a validator', async () => {
    const first = await page('/staff?sort=newest');
    expect(first.status).toBe(200);
    expect(first.cache).toBe('miss');
    expect(first.html).toContain(`/specialist/${firstId}`);
    const second = await page('/staff?sort=newest');
    expect(second.cache).toBe('hit');
    expect(second.html).toBe(first.html);
    expect(second.etag).toBe(first.etag);
    expect(second.vary).toMatch(/Sec-CH-UA-Mobile/);
    const revalidated = await fetch(`${app.baseUrl}/staff?sort=newest`, { headers: { 'if-none-match': first.etag! } });
    expect(revalidated.status).toBe(304);
    // Tracking parameters name where the visitor came from, not what the page shows.
    expect((await page('/staff?sort=newest&utm_source=newsletter')).cache).toBe('hit');
  });

  it("keeps a phone's page apart from a desktop's", async () => {
    const phone = { 'sec-ch-ua-mobile': '?1' };
    const desktop = await page('/solutions');
    const first = await page('/solutions', phone);
    expect(first.cache).toBe('miss');
    expect((await page('/solutions', phone)).cache).toBe('hit');
    expect(first.html).not.toBe(desktop.html);
  });

  it('shows a publication, a hiding and an article at once, on the next request', async () => {
    await page('/staff?sort=newest');
    expect((await page('/staff?sort=newest')).cache).toBe('hit');
    const id = await publishVariant(app, tokens, { surname: 'Freshlypublished', skills: ['Rust'] });
    const afterPublication = await page('/staff?sort=newest');
    expect(afterPublication.cache).toBe('miss');
    expect(afterPublication.html).toContain(`/specialist/${id}`);
    const specialist = await page(`/specialist/${id}`);
    expect(specialist.status).toBe(200);
    expect((await page(`/specialist/${id}`)).cache).toBe('hit');

    const hidden = await app.api.post('/admin/api/specialist/hide', { specialistId: id }, { token: tokens.manager });
    expect(hidden.status).toBe(200);
    const afterHiding = await page(`/specialist/${id}`);
    expect(afterHiding.cache).toBe('miss');
    expect(afterHiding.status).not.toBe(200);

    await page('/blog');
    expect((await page('/blog')).cache).toBe('hit');
    const created = await app.api.post(
      '/admin/api/blog/article/create',
      {
        title: 'Cached pages never show yesterday',
        description: 'An article published while the blog page was kept.',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Fresh.' }] }],
        publishedAt: new Date(Date.now() - 60_000).toISOString(),
      },
      { token: tokens.manager },
    );
    expect(created.status).toBe(200);
    const blog = await page('/blog');
    expect(blog.cache).toBe('miss');
    expect(blog.html).toContain('Cached pages never show yesterday');
  });

  it('never answers a request that carries a session from the cache', async () => {
    // A process's first catalogue list of a day moves the cards' availability to the day, a catalogue change (its
    // version moves): two visits make the home page kept.
    await page('/');
    await page('/');
    expect((await page('/')).cache).toBe('hit');
    const signedIn = await page('/', { authorization: `Bearer ${tokens.agency}` });
    expect(signedIn.status).toBe(200);
    expect(signedIn.cache).toBeNull();
  });
});
