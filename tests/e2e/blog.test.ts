import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityProblems } from '../support/accessibility';
import { launchBrowser, recordPageErrors, type BrowserHarness } from '../support/browser';
import { publishVariant } from '../support/catalogFixtures';
import { gradientPng } from '../support/imageFixtures';
import { startTestApp, type TestApp } from '../support/testApp';
import { demoArticles, seedDemoArticles } from '../../adapters/demo/demoArticles';
import { postgresIdentityStore } from '../../adapters/postgres/identity/identityStore';
import { screenshotsIn } from './actions/screenshots';
import { pageAs } from './actions/pages';
import { expectPath } from './assertions/session';

const shots = process.env.SCREENSHOT_DIR ?? '/tmp/blog-shots';

/**
 * A manager writes an article with an image block and a subcategory in the block editor; a visitor finds it on
 * /blog, reads it with the suggested specialists, sees it on the home page; once switched off it is not found.
 */
describe('the blog in the browser', () => {
  let app: TestApp;
  let browser: BrowserHarness;
  let subCategoryTitle: string;
  let specialistName: string;
  let slug: string;
  const image = '/tmp/blog-e2e-cover.png';

  const shoot = screenshotsIn(shots);

  beforeAll(async () => {
    writeFileSync(image, gradientPng(320, 180));
    app = await startTestApp({ serveWeb: true });
    const [agency, manager] = await Promise.all([app.login('agency@demo.test'), app.login('manager@demo.test')]);
    const id = await publishVariant(app, { agency, manager }, { surname: 'Writer' });
    const row = (
      await app.pool.query(
        'select c.title, k.name from catalog_cards k join categories c on c.id = k.subcategory_ids[1] where k.id = $1',
        [id],
      )
    ).rows[0];
    subCategoryTitle = row.title;
    specialistName = row.name;
    browser = await launchBrowser(app.baseUrl);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('a manager writes an article with an image block and a subcategory', async () => {
    const manager = await pageAs(browser, 'manager@demo.test');
    const errors = recordPageErrors(manager);
    await manager.goto('/manager/blog/list');
    await manager.getByText('No articles yet').waitFor();
    expect(await seriousAccessibilityProblems(manager, 'main')).toEqual([]);

    await manager.getByRole('link', { name: 'New article' }).first().click();
    await expectPath(manager, '/manager/blog/post/create');
    await manager.getByLabel('Title').fill('Hiring a React team in 2026: rates and red flags');
    await manager
      .getByLabel('Annotation')
      .fill('What senior React developers cost this year and how to spot a weak candidate.');
    const editor = manager.getByRole('group', { name: 'Text' }).locator('[contenteditable="true"]').first();
    await editor.click();
    await manager.keyboard.type('Senior rates rose by about eight percent this year.');
    await manager.keyboard.press('Enter');
    await manager.keyboard.type('/image');
    await manager.keyboard.press('Enter');
    const chooser = manager.waitForEvent('filechooser');
    await manager.getByRole('button', { name: /Upload image/i }).click();
    await (await chooser).setFiles(image);
    await manager.locator('.bn-container img[src*="/api/files/"]').first().waitFor();

    await manager.getByLabel('Subcategories', { exact: true }).first().click();
    await manager.getByRole('option', { name: subCategoryTitle }).first().click();
    await manager.keyboard.press('Escape');
    await shoot(manager, 'blog-manager-editor');
    expect(await seriousAccessibilityProblems(manager, 'form')).toEqual([]);
    await manager.getByRole('button', { name: 'Add article' }).click();

    await manager.getByText('Article added successfully').waitFor();
    await manager.waitForURL(/\/manager\/blog\/post\/[0-9a-f-]{36}$/);
    await manager.getByText('/blog/hiring-a-react-team-in-2026-rates-and-red-flags').waitFor();
    slug = 'hiring-a-react-team-in-2026-rates-and-red-flags';

    await manager.goto('/manager/blog/list');
    await manager
      .getByRole('row', { name: /Hiring a React team/ })
      .getByText('Published')
      .waitFor();
    await shoot(manager, 'blog-manager-list');
    expect(await seriousAccessibilityProblems(manager, 'main')).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('a visitor finds it on /blog, reads it with the suggested specialists, and the home page lists it', async () => {
    const visitor = await browser.newPage();
    const errors = recordPageErrors(visitor);
    await visitor.goto('/blog');
    await visitor.getByRole('tab', { name: 'Blog' }).waitFor();
    await visitor.getByRole('link', { name: 'Hiring a React team in 2026: rates and red flags' }).click();
    await expectPath(visitor, `/blog/${slug}`);
    await visitor
      .getByRole('heading', { level: 1, name: 'Hiring a React team in 2026: rates and red flags' })
      .waitFor();
    await visitor.getByText('Senior rates rose by about eight percent this year.').waitFor();
    expect(await visitor.locator('article img[src^="/api/files/"]').count()).toBeGreaterThan(0);
    await visitor
      .getByText(/1 min read/)
      .first()
      .waitFor();
    const suggested = visitor.getByRole('region', { name: 'Specialists for this topic' });
    await suggested.getByText(new RegExp(specialistName)).first().waitFor();
    await shoot(visitor, 'blog-article');
    // The whole page: the article and the suggested catalogue cards beside it (a verified specialist, available now).
    const card = visitor
      .locator('main')
      .getByRole('region', { name: 'Specialists for this topic' })
      .getByRole('article')
      .first();
    await card.getByText('Verified', { exact: true }).waitFor();
    await card.getByText('Available now', { exact: true }).waitFor();
    expect(await seriousAccessibilityProblems(visitor, 'main')).toEqual([]);

    await visitor.goto('/blog');
    await visitor.getByRole('link', { name: 'Hiring a React team in 2026: rates and red flags' }).waitFor();
    expect(await seriousAccessibilityProblems(visitor, 'main')).toEqual([]);
    await shoot(visitor, 'blog-list');

    await visitor.goto('/');
    await visitor.getByRole('heading', { name: 'Latest from the blog' }).waitFor();
    await visitor.getByRole('link', { name: 'Hiring a React team in 2026: rates and red flags' }).waitFor();

    await visitor.goto('/about');
    await visitor.getByRole('heading', { level: 1, name: 'About the marketplace' }).waitFor();
    expect(await seriousAccessibilityProblems(visitor, 'main')).toEqual([]);
    await shoot(visitor, 'about');
    expect(errors).toEqual([]);
  });

  it('an inactive article answers the not-found page, and the server says 404', async () => {
    const manager = await pageAs(browser, 'manager@demo.test');
    await manager.goto('/manager/blog/list');
    await manager.getByRole('switch', { name: /Show "Hiring a React team/ }).click({ force: true });
    await manager.getByText('The article is hidden from the blog').waitFor();

    const visitor = await browser.newPage();
    const answer = await visitor.goto(`/blog/${slug}`);
    expect(answer?.status()).toBe(404);
    await visitor.getByText('This page could not be found').waitFor();
  });
});

/**
 * The demo installation: with demo cards on, the runtime writes the demo blog through the article use cases, once.
 * A visitor reads it: both tabs, covers, an article with a figure and the specialists of its subcategories.
 */
describe('the demo blog', () => {
  let app: TestApp;
  let browser: BrowserHarness;

  const shoot = screenshotsIn(shots);

  beforeAll(async () => {
    app = await startTestApp({ serveWeb: true, env: { SEED_DEMO_CARDS: 'true' } });
    browser = await launchBrowser(app.baseUrl);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('is written once, through the use cases, with covers, both types, dates in the past and one scheduled news item', async () => {
    const { rows } = await app.pool.query<{
      type: string;
      published: boolean;
      covers: boolean;
      suggests: boolean;
      blocks: number;
    }>(
      `select a.type, a.published_at <= now() as published,
              p.purpose = 'content-image' and s.purpose = 'content-image' as covers,
              cardinality(a.sub_categories) > 0 as suggests, jsonb_array_length(a.content) as blocks
         from articles a join files p on p.id = a.preview_file_id join files s on s.id = a.preview_small_file_id`,
    );
    expect(rows).toHaveLength(demoArticles.length);
    expect(rows.every((r) => r.covers && r.blocks >= 4 && r.blocks <= 8)).toBe(true);
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set(['blog', 'news']));
    expect(rows.filter((r) => !r.published).map((r) => r.type)).toEqual(['news']);
    expect(rows.filter((r) => r.suggests).length).toBeGreaterThanOrEqual(5);
    // Every article is in the audit log as written by the demo manager.
    const audited = await app.pool.query(
      `select 1 from audit_log l join users u on u.id = l.actor_id join articles a on a.id = l.subject_id where u.email = 'manager@demo.test' and l.action = 'article.created'`,
    );
    expect(audited.rowCount).toBe(demoArticles.length);
    // A second start writes nothing.
    expect(
      await seedDemoArticles(
        app.pool,
        postgresIdentityStore(app.pool, app.boss),
        app.services.content,
        app.services.files,
      ),
    ).toBe(0);
  });

  it('a visitor reads the blog and the news, and an article with its figure and suggested specialists', async () => {
    const visitor = await browser.newPage();
    const errors = recordPageErrors(visitor);
    await visitor.goto('/blog');
    await visitor.getByRole('link', { name: 'Contractor rates this year: what changed in the catalogue' }).waitFor();
    await visitor.locator('main article img').first().waitFor();
    expect(await seriousAccessibilityProblems(visitor, 'main')).toEqual([]);
    await shoot(visitor, 'demo-blog');

    await visitor.getByRole('tab', { name: 'News' }).click();
    await visitor.getByRole('link', { name: 'Contracts are now signed online' }).waitFor();
    // The scheduled report is not out yet.
    expect(await visitor.getByRole('link', { name: /Quarterly rate report/ }).count()).toBe(0);

    await visitor.goto('/blog');
    await visitor.getByRole('link', { name: 'Contractor rates this year: what changed in the catalogue' }).click();
    await visitor
      .getByRole('heading', { level: 1, name: 'Contractor rates this year: what changed in the catalogue' })
      .waitFor();
    await visitor.getByRole('img', { name: /median hourly rate of senior specialists/i }).waitFor();
    const suggested = visitor.getByRole('region', { name: 'Specialists for this topic' });
    await suggested.getByRole('article').first().waitFor();
    expect(await seriousAccessibilityProblems(visitor, 'main')).toEqual([]);
    await shoot(visitor, 'demo-article');

    // An article with a table and without subcategories: no suggestions, the table readable.
    await visitor.goto('/blog/dedicated-team-or-staff-augmentation-how-to-choose');
    await visitor.getByRole('columnheader', { name: 'Dedicated team' }).waitFor();
    expect(await visitor.getByRole('region', { name: 'Specialists for this topic' }).count()).toBe(0);
    expect(await seriousAccessibilityProblems(visitor, 'main')).toEqual([]);
    await shoot(visitor, 'demo-article-table');
    expect(errors).toEqual([]);
  });
});
