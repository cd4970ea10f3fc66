import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishVariant } from '../../support/catalogFixtures';
import { startTestApp, type TestApp } from '../../support/testApp';

/**
 * The public pages come with their content and data in the HTML (web/src/entry-server.tsx): a crawler that runs no
 * JavaScript reads the specialists, and the browser hydrates from the dehydrated answers instead of asking again.
 * Needs a web build with its server bundle (`npm run build:web`, or TEST_WEB_DIST with `<dist>/.ssr`).
 */
describe('server-rendered public pages', () => {
  let app: TestApp;
  let java: string;
  let python: string;
  const page = async (path: string) => {
    const response = await fetch(`${app.baseUrl}${path}`);
    return { status: response.status, html: await response.text() };
  };
  const catalogCents = async (id: string): Promise<number> => {
    const response = await fetch(
      `${app.baseUrl}/trpc/catalog.info?input=${encodeURIComponent(JSON.stringify({ id }))}`,
    );
    const body = (await response.json()) as { result: { data: { price: { catalogPriceCents: number } } } };
    return body.result.data.price.catalogPriceCents;
  };
  const catalogPrice = async (id: string): Promise<string> => `$${Math.round((await catalogCents(id)) / 100)}/h`;
  /** The text a crawler reads: the HTML without its tags and scripts. */
  const visibleText = (html: string) =>
    html
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ');
  type DehydratedQuery = { queryKey: unknown[]; state: { data: unknown } };
  const dehydratedState = (html: string): { queries: DehydratedQuery[] } => {
    const json = /<script type="application\/json" id="__RQ_STATE__">(.*?)<\/script>/.exec(html)?.[1];
    if (!json) throw new Error('no dehydrated state in the page');
    return JSON.parse(json) as { queries: DehydratedQuery[] };
  };
  /** A query's name: a tRPC procedure's path (`catalog.list`), or the first part of the page's own key. */
  const nameOf = (query: DehydratedQuery) =>
    Array.isArray(query.queryKey[0]) ? query.queryKey[0].join('.') : String(query.queryKey[0]);
  const procedures = (html: string) => dehydratedState(html).queries.map(nameOf);

  beforeAll(async () => {
    app = await startTestApp({ serveWeb: true });
    const tokens = { agency: await app.login('agency@demo.test'), manager: await app.login('manager@demo.test') };
    java = await publishVariant(app, tokens, {
      surname: 'Rendered',
      skills: ['Java', 'Spring'],
      hourPrice: 50,
      description: 'Payments engineer. </script><script>window.pwned = 1</script> done.',
    });
    python = await publishVariant(app, tokens, { surname: 'Hydrated', skills: ['Python', 'Django'], hourPrice: 90 });
  });
  afterAll(() => app?.stop());

  it("/staff is laid out for the screen the request names: a phone's HTML has no filter sidebar, and the answer varies on it", async () => {
    const phone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    const desktop =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36';
    const staffFor = async (headers: Record<string, string>) => {
      const response = await fetch(`${app.baseUrl}/staff`, { headers });
      return { html: await response.text(), vary: response.headers.get('vary') ?? '' };
    };
    const filterLabel = 'Price from, $/h';
    const phones: Record<string, string>[] = [
      { 'user-agent': phone },
      { 'user-agent': desktop, 'sec-ch-ua-mobile': '?1' },
    ];
    for (const headers of phones) {
      const { html, vary } = await staffFor(headers);
      expect(html).toContain('<div id="root" data-screen="narrow">');
      expect(html).not.toContain(filterLabel);
      // The specialists are there all the same.
      expect(visibleText(html)).toContain('Anna R.');
      expect(vary).toMatch(/Sec-CH-UA-Mobile/i);
      expect(vary).toMatch(/User-Agent/i);
    }
    const wider: Record<string, string>[] = [
      { 'user-agent': desktop },
      { 'user-agent': phone, 'sec-ch-ua-mobile': '?0' },
      {},
    ];
    for (const headers of wider) {
      const { html } = await staffFor(headers);
      expect(html).toContain('<div id="root" data-screen="wide">');
      expect(html).toContain(filterLabel);
    }
  });

  it('/staff shows every published specialist: name, specialization, skills, price and the link to the card', async () => {
    const { status, html } = await page('/staff');
    expect(status).toBe(200);
    const text = visibleText(html);
    expect(text).toContain('Anna R.');
    expect(text).toContain('Anna H.');
    for (const skill of ['Java', 'Spring', 'Python', 'Django']) expect(text).toContain(skill);
    expect(text).toContain(await catalogPrice(java));
    expect(text).toContain(await catalogPrice(python));
    expect(html).toContain(`href="/specialist/${java}"`);
    expect(html).toContain(`href="/specialist/${python}"`);
    // The surname is not public: only its initial.
    expect(html).not.toContain('Rendered');
    expect(procedures(html)).toEqual(expect.arrayContaining(['catalog.list', 'catalog.filters', 'catalogAddress']));
  });

  it('/staff renders the filters of the address', async () => {
    const between = Math.round(((await catalogCents(java)) + (await catalogCents(python))) / 200);
    const cheap = await page(`/staff?priceTo=${between}`);
    expect(cheap.html).toContain(`href="/specialist/${java}"`);
    expect(cheap.html).not.toContain(`href="/specialist/${python}"`);
    const list = dehydratedState(cheap.html).queries.find((q) => nameOf(q) === 'catalog.list');
    expect(JSON.stringify(list?.queryKey)).toContain(`"priceTo":${between}`);
    // The address as the server read it travels with the page: the browser hydrates without reading it again.
    const address = dehydratedState(cheap.html).queries.find((q) => nameOf(q) === 'catalogAddress');
    expect(address?.state.data).toEqual({ filters: { priceTo: between }, page: 1, count: 8, sort: 'best' });
  });

  it('/specialist/{id} shows the card with its data, and its meta tags stay', async () => {
    const { status, html } = await page(`/specialist/${java}`);
    expect(status).toBe(200);
    const text = visibleText(html);
    expect(text).toContain('Anna R.');
    expect(text).toContain('Java');
    expect(text).toContain('Spring');
    expect(text).toContain(await catalogPrice(java));
    expect(html).toMatch(/<meta property="og:title" content="Anna R\., [^"]+"/);
    expect(procedures(html)).toContain('catalog.info');
  });

  it('text from an agency cannot close the script that carries the data', async () => {
    const { html } = await page(`/specialist/${java}`);
    expect(html).not.toContain('<script>window.pwned');
    // Every script closes where it was meant to: the agency's text stays inside the data.
    expect(html.match(/<\/script>/g)?.length).toBe(html.match(/<script[ >]/g)?.length);
    expect(JSON.stringify(dehydratedState(html))).toContain('</script><script>window.pwned = 1</script>');
  });

  it('a card that is not in the catalogue still answers 404', async () => {
    const { status } = await page(`/specialist/${randomUUID()}`);
    expect(status).toBe(404);
  });

  it('pages of the personal areas get the shell, without data', async () => {
    for (const path of ['/myrequest', '/pa/profile', '/login']) {
      const { status, html } = await page(path);
      expect(status).toBe(200);
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('__RQ_STATE__');
    }
  });
});
