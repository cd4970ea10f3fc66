import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import type { Locator, Page, Request } from 'playwright-core';
import pg from 'pg';
import { launchBrowser, type BrowserHarness } from '../../tests/support/browser';
import { mondayAfter } from '../../tests/e2e/actions/cart';
import { pageAs } from '../../tests/e2e/actions/pages';
import { linkIn } from '../../tests/support/mailbox';
import { record } from './goals';
import { postJson } from './httpClient';
import { step } from './progress';

/**
 * Issue 32's speed as people feel it: a real Chromium against the production server with the demo data, each action
 * timed from the click (or Enter) until its answer is visible on the page, as the e2e tests see it. Beside the user's
 * time, the time the browser spent waiting on the server for the action's own requests (the union of each request's
 * sent-to-first-byte interval, from the browser's network timing: the server's work plus a loopback hop) and the number
 * of those requests; the rest is the browser's (bundles, rendering, one request waiting for another's answer).
 */
export type ActionSample = {
  readonly totalMs: number;
  readonly serverMs: number;
  readonly requests: number;
  /** Each request of the action: when it started after the click, its wait for the first byte, its end, in ms. */
  readonly trace: string[];
};
export type ActionFigures = {
  readonly name: string;
  /** What the clock stops on. */
  readonly answer: string;
  readonly samples: ActionSample[];
  /** Extra figures of the action (the captcha's tries and its own solve time). */
  readonly notes: string[];
};
export type ClickToAnswerBench = {
  readonly repetitions: number;
  readonly actions: ActionFigures[];
  /** The server's answer to a page's address alone (median of 5): from the page cache, and rendered afresh. */
  readonly renders: { path: string; hitMs: number; missMs: number }[];
  /** The machine's load average (1, 5, 15 min) at the start and the end. */
  readonly loadBefore: number[];
  readonly loadAfter: number[];
};

const CONSENT = 'I agree to sign this document electronically and that my typed name is my signature';
/** The requests the app makes for an answer: the API, tRPC and the documents (a document's first byte is the render). */
const serverKinds = new Set(['fetch', 'xhr', 'document']);

/**
 * The person's input as the page received it: the first press (pointer or key) or focus after the bench arms it, as
 * wall-clock milliseconds. Playwright's click first waits for the element to be visible, stable and on top (two
 * animation frames and a few round trips, 100 to 350 ms on this loaded machine); a person's click has none of that.
 */
const inputClock = () => {
  const w = window as unknown as { __benchInputAt: number | null; __benchInputKinds: string[] };
  w.__benchInputAt = null;
  w.__benchInputKinds = [];
  for (const kind of ['pointerdown', 'keydown', 'focusin'])
    window.addEventListener(
      kind,
      (event) => {
        if (w.__benchInputAt === null && w.__benchInputKinds.includes(kind))
          w.__benchInputAt = performance.timeOrigin + event.timeStamp;
      },
      true,
    );
};

/**
 * Times `act` then `answer` on a page: the person's time, the time spent waiting on the server, the requests made. On
 * a page already open the clock starts at the `startOn` input as the page received it (see `inputClock`); for a
 * navigation, when `act` is called (the person's click is the address typed).
 */
const timed = async (
  page: Page,
  act: () => Promise<unknown>,
  answer: () => Promise<unknown>,
  startOn: readonly ('pointerdown' | 'keydown' | 'focusin')[] = ['pointerdown', 'keydown'],
): Promise<ActionSample> => {
  const requests: Request[] = [];
  const seen = (request: Request) => requests.push(request);
  const fromInput = !page.url().startsWith('about:');
  if (fromInput)
    await page.evaluate((kinds) => {
      const w = window as unknown as { __benchInputAt: number | null; __benchInputKinds: string[] };
      w.__benchInputAt = null;
      w.__benchInputKinds = [...kinds];
    }, startOn);
  page.on('request', seen);
  const calledAt = Date.now();
  await act();
  await answer();
  const answeredAt = Date.now();
  page.off('request', seen);
  const inputAt = fromInput
    ? await page.evaluate(() => (window as unknown as { __benchInputAt: number | null }).__benchInputAt)
    : null;
  // A document replaced during the action (a reload, under heavy load) forgets the input's time: the clock then starts
  // when the action was called, which also counts Playwright's checks before its click, and says so.
  if (fromInput && inputAt === null)
    process.stderr.write(
      `click to answer: no ${startOn.join(' or ')} recorded on ${page.url()}; timed from the call\n`,
    );
  const startedAt = inputAt ?? calledAt;
  const totalMs = answeredAt - startedAt;
  const own = requests.filter((r) => serverKinds.has(r.resourceType()));
  const trace = await Promise.all(
    requests.map(async (r) => {
      await r.response().catch(() => null);
      const t = r.timing();
      const at = (ms: number) => (ms >= 0 ? (t.startTime + ms - startedAt).toFixed(0) : '?');
      const url = new URL(r.url());
      return `${r.resourceType()} ${r.method()} ${url.pathname}${url.search.slice(0, 60)}: sent ${at(t.requestStart)}, first byte ${at(t.responseStart)}, done ${at(t.responseEnd)}`;
    }),
  );
  // Each request's wait for its first byte, as absolute intervals; their union is the time the page waited on the server.
  const intervals = (
    await Promise.all(
      own.map(async (r) => {
        await r.response().catch(() => null);
        const t = r.timing();
        return t.responseStart > 0 && t.requestStart >= 0
          ? ([t.startTime + t.requestStart, t.startTime + t.responseStart] as const)
          : null;
      }),
    )
  )
    .filter((i): i is readonly [number, number] => i !== null)
    .sort((a, b) => a[0] - b[0]);
  let serverMs = 0;
  let reach = -Infinity;
  for (const [from, to] of intervals) {
    if (to <= reach) continue;
    serverMs += to - Math.max(from, reach);
    reach = to;
  }
  return { totalMs, serverMs, requests: own.length, trace };
};

const quantile = (values: number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
};

const visible = (locator: Locator) => locator.first().waitFor({ state: 'visible', timeout: 30_000 });

export const benchClickToAnswer = async (
  appUrl: string,
  databaseUrl: string,
  repetitions = Number(process.env.BENCH_CLICK_REPETITIONS ?? 7),
): Promise<ClickToAnswerBench> => {
  const loadBefore = loadavg();
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const harness: BrowserHarness = await launchBrowser(appUrl);
  // Every tab of the bench keeps the input clock from its first script on.
  const browser: BrowserHarness = {
    ...harness,
    newContext: async (...args) => {
      const context = await harness.newContext(...args);
      await context.addInitScript(inputClock);
      return context;
    },
    newPage: async () => (await browser.newContext()).newPage(),
  };
  const figures = new Map<string, ActionFigures>();
  const renders: { path: string; hitMs: number; missMs: number }[] = [];
  const add = (name: string, answer: string, sample: ActionSample, note?: string) => {
    const entry = figures.get(name) ?? { name, answer, samples: [], notes: [] };
    entry.samples.push(sample);
    if (note) entry.notes.push(note);
    figures.set(name, entry);
  };
  try {
    const one = async <T>(sql: string, params: unknown[] = []) => {
      const { rows } = await pool.query(sql, params);
      if (!rows[0]) throw new Error(`nothing for ${sql}`);
      return rows[0] as T;
    };
    const client = await one<{ userId: string; companyId: string }>(
      `select u.id as "userId", u.company_id as "companyId" from users u where u.email = 'client@demo.test'`,
    );
    const agency = await one<{ companyId: string }>(
      `select company_id as "companyId" from users where email = 'agency@demo.test'`,
    );
    // The demo agency's published specialists, one for each repetition's interview request.
    const { rows: cards } = await pool.query<{ id: string }>(
      `select id from catalog_cards where agency_id = $1 order by published_at desc limit $2`,
      [agency.companyId, repetitions + 1],
    );
    if (cards.length < repetitions) throw new Error(`the demo agency has ${cards.length} published specialists`);
    const token = async (email: string) =>
      (
        await postJson<{ data: { token: string } }>(appUrl, '/api/auth/login', undefined, {
          email,
          password: 'demopass1',
        })
      ).data.token;
    const clientToken = await token('client@demo.test');
    const managerToken = await token('manager@demo.test');

    // Every page once before timing: the server's first render of a page compiles its code, the browser's HTTP cache
    // is per profile (each repetition below starts a fresh one, as a newcomer's browser).
    for (const path of ['/', '/login', '/registration', '/staff'])
      await (await fetch(`${appUrl}${path}`)).arrayBuffer();
    // What the server's render of a page costs, from the page cache (a hit) and made afresh (a miss, forced by a
    // parameter the cache keys on): the first byte of the home page waits on one of them.
    const fetchMs = async (path: string) => {
      const started = performance.now();
      const answer = await fetch(`${appUrl}${path}`);
      await answer.arrayBuffer();
      return { ms: performance.now() - started, cache: answer.headers.get('x-page-cache') ?? 'none' };
    };
    for (const path of ['/', '/login', '/contract-signing/not-a-real-signing-link-token']) {
      const hits: number[] = [];
      const misses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const hit = await fetchMs(path);
        if (hit.cache === 'hit') hits.push(hit.ms);
        misses.push((await fetchMs(`${path}?bench=${randomUUID()}`)).ms);
      }
      renders.push({ path, hitMs: hits.length ? quantile(hits, 0.5) : NaN, missMs: quantile(misses, 0.5) });
    }

    for (let rep = 0; rep < repetitions; rep++) {
      step(`click to answer: repetition ${rep + 1} of ${repetitions}`);

      // The home page, in a fresh profile: until the page is live (hydrated; buttons answer).
      {
        const page = await browser.newPage();
        const sample = await timed(
          page,
          () => page.goto('/', { waitUntil: 'commit' }),
          () => page.waitForFunction(() => document.documentElement.dataset.live === 'true'),
        );
        const paint = await page.evaluate(
          () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        );
        add('home page load (fresh browser)', 'the page live (hydrated)', sample, `FCP ${paint.toFixed(0)} ms`);
        await page.context().close();
      }

      // Log in through the form: from Enter to the client's area shown.
      {
        const page = await browser.newPage();
        await page.goto('/login');
        const form = page.getByRole('form', { name: 'Log in' });
        await form.getByLabel('E-mail').fill('client@demo.test');
        await form.getByRole('textbox', { name: 'Password', exact: true }).fill('demopass1');
        add(
          'log in',
          "the client's area with its heading",
          await timed(
            page,
            () => form.getByRole('textbox', { name: 'Password', exact: true }).press('Enter'),
            async () => {
              await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
              await visible(page.getByRole('main').getByRole('heading', { level: 1 }));
            },
          ),
        );
        await page.context().close();
      }

      // The manager drafts a contract for the demo client (started from the client's ask: company and signer known).
      const manager = await pageAs(browser, 'manager@demo.test');
      await manager.goto(`/manager/client-documents/create?companyId=${client.companyId}&requestedBy=${client.userId}`);
      const form = manager.getByRole('form', { name: 'New contract' });
      await visible(form.getByRole('button', { name: 'Create draft' }));
      await form.getByLabel("Signer's e-mail").waitFor();
      const signerEmail = `signer-${randomUUID().slice(0, 8)}@demo-client.test`;
      await form.getByLabel("Signer's full name").fill('Sam Signer');
      await form.getByLabel("Signer's e-mail").fill(signerEmail);
      await form.getByLabel("Signer's position").fill('CEO');
      await form.getByLabel('Commission, %').fill('20');
      await form.getByLabel('Days to pay an invoice').fill('30');
      add(
        'create a contract draft',
        "the draft's page with its form",
        await timed(
          manager,
          () => form.getByRole('button', { name: 'Create draft' }).click(),
          () => visible(manager.getByRole('form', { name: /^Contract C-/ })),
        ),
      );
      const contractPath = new URL(manager.url()).pathname;
      await visible(manager.getByRole('button', { name: 'Send for signature' }));
      add(
        'send it for signature',
        "'Waiting for signature'",
        await timed(
          manager,
          () => manager.getByRole('button', { name: 'Send for signature' }).click(),
          () => visible(manager.getByText('Waiting for signature')),
        ),
      );

      // The signer opens the mailed link in a fresh browser and signs.
      const mail = await one<{ text_body: string }>(
        `select text_body from mail_outbox where to_address = $1 and text_body like '%/contract-signing/%' order by created_at desc limit 1`,
        [signerEmail],
      );
      const link = linkIn(mail.text_body, '/contract-signing/');
      const signer = await browser.newPage();
      add(
        'open a signing link (fresh browser)',
        "'Sign the document' and the PDF's link, live",
        await timed(
          signer,
          () => signer.goto(link, { waitUntil: 'commit' }),
          async () => {
            await visible(signer.getByRole('heading', { name: 'Sign the document' }));
            await visible(signer.getByRole('link', { name: 'Open the PDF' }));
            await signer.waitForFunction(() => document.documentElement.dataset.live === 'true');
          },
        ),
      );
      await signer.getByLabel('Type your full name').fill('Sam Signer');
      await signer.getByRole('checkbox', { name: CONSENT }).check();
      add(
        'sign it',
        "'Signed. The platform countersigns next'",
        await timed(
          signer,
          () => signer.getByRole('button', { name: 'Sign', exact: true }).click(),
          () => visible(signer.getByText('Signed. The platform countersigns next', { exact: false })),
        ),
      );
      await signer.context().close();

      // The manager countersigns from the contract's page.
      await manager.goto(contractPath);
      await visible(manager.getByText('Signed by the company'));
      await manager.getByRole('button', { name: 'Countersign' }).click();
      const dialog = manager.getByRole('dialog', { name: /^Countersign contract/ });
      await visible(dialog.getByText('Fingerprint (SHA-256)', { exact: false }));
      await dialog.getByLabel('Type your full name').fill('Maria Manning');
      await dialog.getByRole('checkbox', { name: CONSENT }).check();
      add(
        'countersign as the manager',
        "'Signed by both sides'",
        await timed(
          manager,
          () => dialog.getByRole('button', { name: 'Countersign' }).click(),
          () => visible(manager.getByRole('status').filter({ hasText: 'Signed by both sides' })),
        ),
      );
      await manager.context().close();

      // The client sends an interview request from the cart (the specialist put in the cart over the API, untimed).
      const specialistId = cards[rep]!.id;
      await postJson(appUrl, '/api/specialist-request-list/add-specialist', clientToken, {
        specialistUuid: specialistId,
        startPeriod: mondayAfter(14 + rep * 7),
        endPeriod: mondayAfter(120 + rep * 7),
      });
      const requesting = await pageAs(browser, 'client@demo.test');
      await requesting.goto('/scheduling');
      await requesting
        .getByLabel(/^Interview date for /)
        .first()
        .fill(mondayAfter(3 + rep * 7));
      await requesting
        .getByRole('combobox', { name: /^Time for / })
        .first()
        .click();
      await requesting.getByRole('option', { name: '10:00' }).click();
      await requesting.getByRole('button', { name: 'Add slot' }).first().click();
      add(
        'send an interview request from the cart',
        "'Interview request sent'",
        await timed(
          requesting,
          () => requesting.getByRole('button', { name: 'Send the interview request' }).click(),
          () => visible(requesting.getByRole('heading', { name: 'Interview request sent' })),
        ),
      );
      await requesting.context().close();

      // The manager passes it on (over the API, untimed); the agency accepts the slot.
      const candidate = await one<{ id: string; name: string }>(
        `select c.id, cc.name || ' ' || cc.surname as name from candidates c join catalog_cards cc on cc.id = c.specialist_id
         where c.specialist_id = $1 order by c.created_at desc limit 1`,
        [specialistId],
      );
      await postJson(appUrl, '/admin/api/candidate/update', managerToken, {
        id: candidate.id,
        status: 'CV_pending_client',
        comment: '',
      });
      const accepting = await pageAs(browser, 'agency@demo.test');
      await accepting.goto('/pa/requests/list');
      const row = accepting
        .getByRole('row')
        .filter({ hasText: candidate.name })
        .filter({ has: accepting.getByRole('button', { name: 'Accept slot' }) })
        .first();
      await row.getByRole('button', { name: 'Accept slot' }).click();
      const slots = accepting.getByRole('dialog', { name: `Accept a slot for ${candidate.name}` });
      await slots.getByRole('radio', { disabled: false }).first().check();
      add(
        'the agency accepts a slot',
        "the dialog closed and the row's 'Interview'",
        await timed(
          accepting,
          () => slots.getByRole('button', { name: 'Confirm slot' }).click(),
          async () => {
            await slots.waitFor({ state: 'hidden', timeout: 30_000 });
            await visible(
              accepting.getByRole('row').filter({ hasText: candidate.name }).getByText('Interview', { exact: true }),
            );
          },
        ),
      );
      await accepting.context().close();

      // The sign-up captcha: from the first focus in the form to 'Verified', in a fresh profile.
      {
        const page = await browser.newPage();
        await page.goto('/registration');
        const check = page.getByRole('group', { name: 'Security check' });
        await visible(check);
        const sample = await timed(
          page,
          () => page.getByRole('form', { name: 'Registration' }).getByLabel('Company name').focus(),
          () => visible(check.getByRole('checkbox', { name: 'Verified' })),
          ['focusin'],
        );
        // The widget's answer names the tries (the counter found) and its own solving time.
        const answer = await page.evaluate(
          () => (document.querySelector('altcha-widget input[name="captcha"]') as HTMLInputElement | null)?.value ?? '',
        );
        let note: string | undefined;
        try {
          const { solution } = JSON.parse(Buffer.from(answer, 'base64').toString('utf8')) as {
            solution: { counter: number; time?: number };
          };
          note = `${solution.counter} tries in ${solution.time?.toFixed(0) ?? '?'} ms`;
        } catch {
          note = undefined;
        }
        add('sign-up captcha solved', "'Verified' at the field (from the first focus)", sample, note);
        await page.context().close();
      }
    }
  } finally {
    await harness.close();
    await pool.end();
  }
  return { repetitions, actions: [...figures.values()], renders, loadBefore, loadAfter: loadavg() };
};

export const summariseClickToAnswer = (bench: ClickToAnswerBench) =>
  bench.actions.map((a) => ({
    name: a.name,
    answer: a.answer,
    medianMs: quantile(
      a.samples.map((s) => s.totalMs),
      0.5,
    ),
    p95Ms: quantile(
      a.samples.map((s) => s.totalMs),
      0.95,
    ),
    serverMedianMs: quantile(
      a.samples.map((s) => s.serverMs),
      0.5,
    ),
    requests: quantile(
      a.samples.map((s) => s.requests),
      0.5,
    ),
    notes: a.notes,
  }));

export const printClickToAnswer = (bench: ClickToAnswerBench): void => {
  const load = (l: number[]) => l.map((v) => v.toFixed(2)).join(' / ');
  console.log(
    `\nClick to answer in Chromium against the production server (${bench.repetitions} repetitions; load average 1/5/15 min: ${load(bench.loadBefore)} before, ${load(bench.loadAfter)} after):`,
  );
  console.log('| action | answer seen | median ms | p95 ms | waiting on the server, median ms | requests |');
  console.log('|---|---|---|---|---|---|');
  for (const a of summariseClickToAnswer(bench))
    console.log(
      `| ${a.name} | ${a.answer} | ${a.medianMs.toFixed(0)} | ${a.p95Ms.toFixed(0)} | ${a.serverMedianMs.toFixed(0)} | ${a.requests} |`,
    );
  for (const a of bench.actions) if (a.notes.length) console.log(`${a.name}: ${a.notes.join('; ')}`);
  console.log('\n| page (HTML alone, over HTTP) | from the page cache, median ms | rendered afresh, median ms |');
  console.log('|---|---|---|');
  for (const r of bench.renders)
    console.log(
      `| ${r.path} | ${Number.isNaN(r.hitMs) ? 'not cached' : r.hitMs.toFixed(0)} | ${r.missMs.toFixed(0)} |`,
    );
  // `BENCH_CLICK_TRACE=1`: the requests of each action's last repetition, in ms from the click, to see what it waits on.
  if (process.env.BENCH_CLICK_TRACE === '1')
    for (const a of bench.actions) {
      const last = a.samples.at(-1);
      console.log(`\n${a.name}: ${last?.totalMs.toFixed(0)} ms\n  ${last?.trace.join('\n  ')}`);
    }
};

/**
 * Issue 32's goals: every action under a second, every page under two, on this machine; the captcha under 3 s on a
 * phone, taken as four times this machine's one core: under 750 ms here.
 */
export const recordClickToAnswerGoals = (bench: ClickToAnswerBench): void => {
  const load = bench.loadBefore.map((v) => v.toFixed(1)).join('/');
  for (const a of summariseClickToAnswer(bench)) {
    const page = a.name.includes('page') || a.name.includes('link');
    const captcha = a.name.includes('captcha');
    const limitMs = captcha ? 750 : page ? 2_000 : 1_000;
    record({
      measure: `click to answer: ${a.name} (load ${load})`,
      figure: `median ${a.medianMs.toFixed(0)} ms, p95 ${a.p95Ms.toFixed(0)} ms (server ${a.serverMedianMs.toFixed(0)} ms)`,
      goal: captcha ? 'median under 750 ms (3 s on a phone 4x slower)' : `median under ${limitMs / 1000} s`,
      met: a.medianMs < limitMs,
    });
  }
};
