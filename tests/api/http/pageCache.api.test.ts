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
    // The page made now streamed before its validator could be known; the kept page carries it.
    expect(second.etag).toMatch(/^W\/"p-/);
    expect(second.vary).toMatch(/Sec-CH-UA-Mobile/);
    const revalidated = await fetch(`${app.baseUrl}/staff?sort=newest`, { headers: { 'if-none-match': second.etag! } });
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
    // Nor is the page a signed-in visitor was sent kept for the next visitor.
    expect((await page('/contacts', { authorization: `Bearer ${tokens.agency}` })).cache).toBeNull();
    expect((await page('/contacts')).cache).toBe('miss');
  });

  it('streams a page made now, whole, and keeps the very bytes it sent', async () => {
    const response = await fetch(`${app.baseUrl}/staff?streamed=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-page-cache')).toBe('miss');
    // Its head left before its length or its validator could be known.
    expect(response.headers.get('content-length')).toBeNull();
    expect(response.headers.get('etag')).toBeNull();
    const streamed = await response.text();
    expect(streamed).toMatch(/^<!doctype html>/i);
    expect(streamed).toContain('<title>Specialist catalogue');
    expect(streamed).toContain(`/specialist/${firstId}`);
    expect(streamed).toContain('<script type="application/json" id="__RQ_STATE__">');
    expect(streamed).toMatch(/<\/html>\s*$/);
    const kept = await page('/staff?streamed=1');
    expect(kept.cache).toBe('hit');
    expect(kept.html).toBe(streamed);

    // A page that does not exist streams its 404 from the first byte.
    const missing = await fetch(`${app.baseUrl}/specialist/00000000-0000-4000-8000-000000000000`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toMatch(/<\/html>\s*$/);
  });

  it('sends a page made now whole, with its validator, to a request that brings one', async () => {
    const response = await fetch(`${app.baseUrl}/staff?validated=1`, { headers: { 'if-none-match': 'W/"p-other"' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toMatch(/^W\/"p-/);
    const html = await response.text();
    expect((await page('/staff?validated=1')).html).toBe(html);
  });
});
