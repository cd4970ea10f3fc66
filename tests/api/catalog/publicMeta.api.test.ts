import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishVariant } from '../../support/catalogFixtures';
import { startTestApp, type TestApp } from '../../support/testApp';

const metaOf = (html: string, attribute: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];

describe('a shared link of a public page shows a preview', () => {
  let app: TestApp;
  let specialistId: string;
  const page = async (path: string) => {
    const response = await fetch(`${app.baseUrl}${path}`);
    return { status: response.status, type: response.headers.get('content-type'), html: await response.text() };
  };

  beforeAll(async () => {
    app = await startTestApp({ serveWeb: true });
    const tokens = { agency: await app.login('agency@demo.test'), manager: await app.login('manager@demo.test') };
    specialistId = await publishVariant(app, tokens, {
      surname: 'Preview',
      skills: ['Java', 'Spring'],
      hourPrice: 50,
      description: 'Builds "payment" services <fast> & reliably.',
    });
  });
  afterAll(() => app?.stop());

  it('the specialist page names the specialist, the specialization and the skills, without the surname, escaped', async () => {
    const { status, html } = await page(`/specialist/${specialistId}`);
    expect(status).toBe(200);
    expect(html).toContain('<title>Anna P., Java Developer · IT Marketplace</title>');
    expect(metaOf(html, 'property', 'og:title')).toBe('Anna P., Java Developer · IT Marketplace');
    expect(metaOf(html, 'property', 'og:type')).toBe('profile');
    expect(metaOf(html, 'property', 'og:url')).toMatch(new RegExp(`/specialist/${specialistId}$`));
    const description = metaOf(html, 'name', 'description') ?? '';
    expect(description).toContain('Java, Spring');
    expect(description).toContain('Builds &quot;payment&quot; services &lt;fast&gt; &amp; reliably.');
    expect(html).not.toContain('Preview');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it('the catalogue and the home page tell how many specialists are published', async () => {
    const staff = await page('/staff?category=x');
    expect(staff.status).toBe(200);
    expect(staff.html).toContain('<title>Specialist catalogue · IT Marketplace</title>');
    expect(metaOf(staff.html, 'property', 'og:description')).toMatch(/^1 IT specialist by category/);
    const home = await page('/');
    expect(metaOf(home.html, 'property', 'og:title')).toBe('IT Marketplace: hire IT specialists and IT solutions');
  });

  it('a card that is not in the catalogue answers 404 with the app, which shows its not-found page', async () => {
    const { status, type, html } = await page(`/specialist/${randomUUID()}`);
    expect(status).toBe(404);
    expect(type).toMatch(/text\/html/);
    expect(html).toMatch(/<div id="root"[ >]/);
  });

  it('other pages keep the default title', async () => {
    const { status, html } = await page('/myrequest');
    expect(status).toBe(200);
    expect(html).toContain('<title>IT Marketplace</title>');
    expect(metaOf(html, 'property', 'og:title')).toBeUndefined();
  });
});
