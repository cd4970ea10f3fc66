import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityProblems } from '../support/accessibility';
import { launchBrowser, recordPageErrors, type BrowserHarness } from '../support/browser';
import { startTestApp, type TestApp } from '../support/testApp';
import { pageAfterLogIn } from './actions/pages';
import { screenshotsIn } from './actions/screenshots';

const shots = '/tmp/e2e-screenshots/home';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** A booking period that starts in two weeks and lasts three months, on the real clock the e2e app runs on. */
const periodAhead = () => ({ startPeriod: day(14), endPeriod: day(104) });

/** Issue 18, "A home page that sells" and the dashboards' counts and next actions, on the demo data. */
describe('the home page and the dashboards', () => {
  let app: TestApp;
  let browser: BrowserHarness;

  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    app = await startTestApp({ serveWeb: true, env: { SEED_DEMO_CARDS: 'true' } });
    browser = await launchBrowser(app.baseUrl);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  const shoot = screenshotsIn(shots);
  const noAxeProblems = async (page: Page) => expect(await seriousAccessibilityProblems(page, 'main')).toEqual([]);
  const numberIn = async (page: Page, testId: string) =>
    Number(((await page.getByTestId(testId).textContent()) ?? '').replace(/[^\d]/g, ''));
  const pageOf = (email: string) => pageAfterLogIn(browser, email);
  const tokenOf = (email: string) => app.login(email);

  it('a visitor sees live counts, popular specializations, how it works, featured specialists and the latest articles', async () => {
    const page = await browser.newPage();
    const errors = recordPageErrors(page);
    await page.goto('/');
    const published = Number((await app.pool.query(`select count(*) from catalog_cards`)).rows[0].count);
    await expect.poll(() => numberIn(page, 'count-specialists'), { timeout: 10_000 }).toBe(published);
    expect(published).toBeGreaterThan(0);
    expect(await numberIn(page, 'count-agencies')).toBeGreaterThan(0);
    await page.getByRole('heading', { level: 2, name: 'How it works' }).waitFor();
    const featured = page.getByRole('list', { name: 'Featured specialists' });
    await featured.getByRole('article').first().waitFor();
    expect(await featured.getByRole('article').count()).toBe(4);
    await page.getByRole('navigation', { name: 'Popular specializations' }).getByRole('link').first().waitFor();
    await page.getByRole('heading', { level: 2, name: 'Categories' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Latest from the blog' }).waitFor();
    expect(await page.getByText(/coming soon/i).count()).toBe(0);
    await noAxeProblems(page);
    await shoot(page, 'home');

    // A popular specialization opens the catalogue filtered by it; the hero's search opens the search.
    const popular = page.getByRole('navigation', { name: 'Popular specializations' }).getByRole('link').first();
    const title = (await popular.textContent())?.trim() ?? '';
    await popular.click();
    await page.waitForURL((url) => url.pathname === '/staff' && url.searchParams.has('role'));
    await page.getByRole('list', { name: 'Specialists' }).getByRole('article').first().waitFor();
    await page.screenshot({ path: `${shots}/popular-1360.png` });
    await expect
      .poll(() => page.getByRole('list', { name: 'Specialists' }).getByText(title).count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await page.goto('/');
    await page.getByRole('search', { name: 'Search the catalogue' }).getByLabel('What do you need?').fill('Java');
    await page.getByRole('search', { name: 'Search the catalogue' }).getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('search') === 'Java');
    expect(errors).toEqual([]);
  });

  it("the manager's and the agency's dashboards count cards in moderation, and follow a publication", async () => {
    const inModeration = Number(
      (await app.pool.query(`select count(*) from specialist_cards where status = 'moderation'`)).rows[0].count,
    );
    expect(inModeration).toBeGreaterThan(1);
    const manager = await pageOf('manager@demo.test');
    await manager.getByRole('heading', { level: 2, name: 'Waiting for you' }).waitFor();
    await expect.poll(() => numberIn(manager, 'count-specialists-moderation')).toBe(inModeration);
    const moderate = manager
      .getByRole('article', { name: 'Specialist cards to check' })
      .getByRole('link', { name: 'Moderate cards' });
    expect(await moderate.getAttribute('href')).toBe('/manager/specialists/list?status=moderation');
    await noAxeProblems(manager);
    await shoot(manager, 'manager-dashboard');

    const agency = await pageOf('agency@demo.test');
    await agency.getByRole('heading', { level: 2, name: 'Next actions' }).waitFor();
    await expect.poll(() => numberIn(agency, 'count-cards-in-moderation')).toBe(inModeration);
    const publishedBefore = await numberIn(agency, 'count-published-cards');
    await noAxeProblems(agency);
    await shoot(agency, 'agency-dashboard');

    // The manager publishes one card: both dashboards follow.
    const cardId = (
      await app.pool.query(`select id from specialist_cards where status = 'moderation' order by created_at limit 1`)
    ).rows[0].id;
    const published = await app.api.post(
      '/admin/api/specialist/publish',
      { specialistId: cardId },
      { token: await tokenOf('manager@demo.test') },
    );
    expect(published.status).toBe(200);
    await manager.reload();
    await expect.poll(() => numberIn(manager, 'count-specialists-moderation')).toBe(inModeration - 1);
    await agency.reload();
    await expect.poll(() => numberIn(agency, 'count-cards-in-moderation')).toBe(inModeration - 1);
    expect(await numberIn(agency, 'count-published-cards')).toBe(publishedBefore + 1);
    await agency
      .getByRole('article', { name: 'Cards in moderation' })
      .getByRole('link', { name: 'See cards in moderation' })
      .click();
    await agency.waitForURL(
      (url) => url.pathname === '/pa/specialists' && url.searchParams.get('status') === 'moderation',
    );
  });

  it("the client's dashboard counts the request being built and opens it", async () => {
    const client = await pageOf('client@demo.test');
    await client.getByRole('heading', { level: 2, name: 'Next actions' }).waitFor();
    expect(await numberIn(client, 'count-request-list')).toBe(0);
    const specialistId = (await app.pool.query(`select id from catalog_cards order by id limit 1`)).rows[0].id;
    const added = await app.api.post(
      '/api/specialist-request-list/add-specialist',
      { specialistUuid: specialistId, ...periodAhead() },
      { token: await tokenOf('client@demo.test') },
    );
    expect(added.status).toBe(200);
    await client.reload();
    await expect.poll(() => numberIn(client, 'count-request-list')).toBe(1);
    await noAxeProblems(client);
    await shoot(client, 'client-dashboard');
    await client
      .getByRole('article', { name: 'Your request list' })
      .getByRole('link', { name: 'Open the request' })
      .click();
    await client.waitForURL((url) => url.pathname === '/myrequest');
  });
  it('popular specializations are those clients look at most, and a count of one reads in the singular', async () => {
    // A specialization with few cards, late in the alphabet: first only if what clients look at counts.
    const { rows } = await app.pool.query<{ id: string; title: string }>(
      `select specialization_id as id, min(specialization_title) as title from catalog_cards
        where specialization_id is not null group by specialization_id order by count(*), min(specialization_title) desc limit 1`,
    );
    const target = rows[0] as { id: string; title: string };
    const cards = await app.pool.query<{ id: string }>(`select id from catalog_cards where specialization_id = $1`, [
      target.id,
    ]);
    for (const email of ['client@demo.test', 'manager@demo.test']) {
      const token = await tokenOf(email);
      for (const card of cards.rows) {
        const answer = await fetch(`${app.baseUrl}/api/specialist-catalog/info/${card.id}`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        expect(answer.status).toBe(200);
      }
    }
    const page = await browser.newPage();
    const popular = page.getByRole('navigation', { name: 'Popular specializations' }).getByRole('link');
    await expect
      .poll(
        async () => {
          await page.goto('/');
          return (await popular.first().textContent())?.trim();
        },
        { timeout: 15_000 },
      )
      .toBe(target.title);

    // The demo catalogue has one agency: '1 partner agency', not '1 partner agencies'.
    const agencies = Number(
      (await app.pool.query(`select count(distinct agency_id) as n from catalog_cards`)).rows[0].n,
    );
    expect(agencies).toBe(1);
    expect(await numberIn(page, 'count-agencies')).toBe(1);
    const label = page.getByTestId('count-agencies').locator('xpath=following-sibling::*[1]');
    expect((await label.innerText()).trim()).toBe('partner agency');
    await page.close();
  });
});
