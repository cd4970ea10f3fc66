import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, type BrowserHarness } from './browser';
import { concretePath, routesOf, sweepPage, type RouteArea, type RouteFinding } from './routeSweep';
import { startTestApp, type TestApp } from './testApp';
import { logIn } from '../e2e/actions/session';

/**
 * axe-core over every route of some areas as one user (or a visitor), with the demo data: no page may have a serious
 * or critical finding. One file per user, so the four sweeps run side by side.
 */
export const sweepRoutesAs = (user: string | null, areas: readonly RouteArea[]) => {
  let app: TestApp;
  let browser: BrowserHarness;
  beforeAll(async () => {
    app = await startTestApp({ serveWeb: true, env: { SEED_DEMO_CARDS: 'true' } });
    browser = await launchBrowser(app.baseUrl);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it(`finds nothing serious on any page of ${areas.join(', ')} as ${user ?? 'a visitor'}`, async () => {
    const page = await browser.newPage();
    let companyId: string | null = null;
    if (user) {
      await logIn(page, user);
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      companyId = (
        await app.pool.query<{ company_id: string }>('select company_id from users where email = $1', [user])
      ).rows[0]!.company_id;
    }
    const findings: RouteFinding[] = [];
    const routes = areas.flatMap(routesOf);
    expect(routes.length).toBeGreaterThan(5);
    for (const route of routes) {
      const pagePath = await concretePath(app.pool, route, companyId);
      const finding = await sweepPage(page, pagePath).catch((error: Error) => ({
        path: pagePath,
        problems: [{ rule: 'page did not settle', impact: 'critical', targets: [error.message.split('\n')[0] ?? ''] }],
      }));
      if (finding.problems.length > 0) findings.push(finding);
    }
    expect(findings).toEqual([]);
  }, 600_000);
};
