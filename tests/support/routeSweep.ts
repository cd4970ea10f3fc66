import { readFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import type { Page } from 'playwright-core';
import { seriousAccessibilityProblems, type AccessibilityProblem } from './accessibility';

/**
 * Every route of the web app, read from its route tables (web/src/app/routes/*.tsx), so a page added there is swept
 * without anyone remembering to list it here.
 */
const routeFiles = {
  public: 'publicRoutes.tsx',
  auth: 'authRoutes.tsx',
  personalArea: 'personalAreaRoutes.tsx',
  manager: 'managerRoutes.tsx',
} as const;
const prefixes = { public: '/', auth: '/', personalArea: '/pa/', manager: '/manager/' } as const;
export type RouteArea = keyof typeof routeFiles;

export const routesOf = (area: RouteArea): string[] => {
  const source = readFileSync(path.resolve(import.meta.dirname, '../../web/src/app/routes', routeFiles[area]), 'utf8');
  const paths = [...source.matchAll(/lazyPage\((null|'([^']*)')/g)].map((m) => m[2] ?? '');
  return [...new Set(paths)].map((p) => (p ? `${prefixes[area]}${p}` : prefixes[area].replace(/\/$/, '') || '/'));
};

/**
 * A real object for each parameter, found in the demo data; a route whose parameter has no rule here fails the sweep
 * (so a new page with a new parameter gets a rule), and a rule that finds nothing uses an id that exists nowhere:
 * the page's not-found state is swept then.
 */
const nowhere = '00000000-0000-4000-8000-000000000000';
const objectRules: [RegExp, string][] = [
  [
    /^\/blog\/:slug$/,
    `select slug as id from articles where is_active and published_at <= now() order by published_at desc limit 1`,
  ],
  [/^\/solutions\/:id$/, `select id::text from solution_catalog limit 1`],
  [/^\/specialist\/:id$/, `select id::text from catalog_cards order by published_at desc limit 1`],
  [/^\/clients-requests\/:id$/, `select id::text from client_requests where status = 'published' limit 1`],
  [
    /^\/(contract-signing\/:token|reset-password\/:slug|invitation\/:token)$/,
    `select 'no-such-link-0123456789abcdef' as id`,
  ],
  [/^\/verify-email\/:user\/:code$/, `select 'no-such-user/no-such-code' as id`],
  [
    /^\/saved-search\/unsubscribe\/:token$/,
    `select coalesce((select unsubscribe_token from saved_searches limit 1), 'no-such-link-0123456789abcdef') as id`,
  ],
  [/^\/pa\/documents\/:id/, `select id::text from contracts where company_id = $1 order by created_at limit 1`],
  [/^\/pa\/acts\/:id/, `select id::text from acts limit 1`],
  [
    /^\/pa\/specialists\/:id/,
    `select id::text from specialist_cards where agency_id = $1 order by updated_at desc limit 1`,
  ],
  [/^\/pa\/solutions\/:id/, `select id::text from solutions where agency_id = $1 limit 1`],
  [/^\/pa\/client-requests\/:id/, `select id::text from client_requests where client_id = $1 limit 1`],
  [
    /^\/pa\/shortlists\/:id/,
    `select coalesce(message_data->'data'->>'listId', message_data->>'listId') as id from emt_messages where stream_id = 'shortlists-' || $1 and message_type = 'ShortlistCreated' limit 1`,
  ],
  [
    /^\/manager\/(partners|clients)\/staff\/:id/,
    `select u.id::text from users u join companies c on c.id = u.company_id where c.type = :type limit 1`,
  ],
  [/^\/manager\/partners\/:id/, `select id::text from companies where type = 'agency' limit 1`],
  [/^\/manager\/clients\/:id/, `select id::text from companies where type = 'client' limit 1`],
  [/^\/manager\/specialists\/:id/, `select id::text from specialist_cards where status = 'moderation' limit 1`],
  [/^\/manager\/solutions\/:id/, `select id::text from solutions limit 1`],
  [/^\/manager\/(partner|client)-documents\/:id/, `select id::text from contracts limit 1`],
  [/^\/manager\/(candidates|specialists-on-projects)\/:id/, `select id::text from candidates limit 1`],
  [/^\/manager\/acts\/:id/, `select id::text from acts limit 1`],
  [/^\/manager\/client-requests\/:id/, `select id::text from client_requests limit 1`],
  [
    /^\/manager\/platform\/staff\/:id/,
    `select u.id::text from users u join companies c on c.id = u.company_id where c.type = 'platform' limit 1`,
  ],
  [/^\/manager\/blog\/post\/:id/, `select id::text from articles limit 1`],
  [/^\/manager\/pages\/:slug/, `select coalesce((select slug from info_pages limit 1), 'about') as id`],
  [/^\/manager\/roles\/:id/, `select id::text from roles where kind = 'platform' order by built_in, title limit 1`],
  [/^\/manager\/terms-and-conditions\/:id/, `select id::text from terms_versions limit 1`],
];

export const concretePath = async (pool: pg.Pool, route: string, companyId: string | null): Promise<string> => {
  if (!route.includes(':')) return route;
  const rule = objectRules.find(([pattern]) => pattern.test(route));
  if (!rule) throw new Error(`no object rule for the route ${route}: add one to tests/support/routeSweep.ts`);
  // `$1` is the user's company; `:type` the company type the route's section is about.
  const sql = rule[1].replace(':type', `'${route.includes('/partners/') ? 'agency' : 'client'}'`);
  const { rows } = await pool.query<{ id: string }>(sql, sql.includes('$1') ? [companyId] : []);
  const id = rows[0]?.id ?? nowhere;
  if (route.includes(':user/:code')) return route.replace(':user/:code', id);
  return route.replace(/:[a-z]+/i, id);
};

export type RouteFinding = { readonly path: string; readonly problems: readonly AccessibilityProblem[] };

/** Opens the page as the browser's user and answers axe's serious and critical findings once it has settled. */
export const sweepPage = async (page: Page, pagePath: string): Promise<RouteFinding> => {
  await page.goto(pagePath);
  // Settled: a heading of the page (or its error state) is shown and the data requests have answered.
  await page.locator('h1, [role="alert"]').first().waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const problems = await seriousAccessibilityProblems(page, 'body');
  const wider = await widerThanAPhone(page);
  return { path: pagePath, problems: wider ? [...problems, wider] : problems };
};

const PHONE_WIDTH = 390;

/**
 * Whether the page, laid out at a phone's 390 px, is wider than the screen (the whole page scrolls sideways), naming
 * the widest element that sticks out. A table or a code block scrolling inside its own box is not the page's width.
 */
const widerThanAPhone = async (page: Page): Promise<AccessibilityProblem | null> => {
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: PHONE_WIDTH, height: 844 });
  try {
    const sticking = await page.evaluate(async (width) => {
      // Laid out again, and re-rendered where a component reads the screen's width.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      if (document.documentElement.scrollWidth <= width) return null;
      const out = [...document.querySelectorAll('body *')]
        .map((element) => ({ element, right: element.getBoundingClientRect().right }))
        .filter(({ right }) => right > width + 1)
        .sort((a, b) => b.right - a.right)
        .slice(0, 3)
        .map(({ element, right }) => {
          const label = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
          return `${element.tagName.toLowerCase()} "${label}" to ${Math.round(right)} px`;
        });
      return { scrollWidth: document.documentElement.scrollWidth, out };
    }, PHONE_WIDTH);
    return sticking
      ? {
          rule: `wider than a ${PHONE_WIDTH} px phone (${sticking.scrollWidth} px)`,
          impact: 'serious',
          targets: sticking.out,
        }
      : null;
  } finally {
    if (desktop) await page.setViewportSize(desktop);
  }
};
