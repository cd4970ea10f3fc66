import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, recordPageErrors, type BrowserHarness } from '../support/browser';
import { blockJpeg, gradientPng, pngOfExactSize } from '../support/imageFixtures';
import { publishedSolution } from '../support/solutionFixtures';
import { startTestApp, type TestApp } from '../support/testApp';
import { followMailLink } from './actions/mailbox';
import { logIn } from './actions/session';
import { pageAs } from './actions/pages';
import {
  catalogCard,
  editorCard,
  fillSolution,
  filterByCategory,
  publishFromEditor,
  publishFromSolutionPage,
  rejectSolution,
  requestSolution,
} from './actions/solutions';
import { expectPath } from './assertions/session';
import {
  expectRejectionReasons,
  expectSolutionHistoryEvent,
  expectSolutionRowStatus,
  expectSolutionStatus,
  pngSizeOf,
  solutionRow,
} from './assertions/solutions';
import { showOnlyChangedSinceVerification } from './actions/specialistModeration';

const TITLE = 'Ledger Lens analytics';
const CATEGORY = 'Analytics and BI';
const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42';

/** A solution's whole life as people click it: the agency adds it, the manager rejects it, the agency fixes it, the manager publishes it, a visitor finds it and a client requests it. */
describe('solutions in the browser', () => {
  let app: TestApp;
  let browser: BrowserHarness;
  /** The solution the first test takes to the catalogue; the second finds and requests it. */
  let solutionId = '';

  beforeAll(async () => {
    app = await startTestApp({ serveWeb: true });
    browser = await launchBrowser(app.baseUrl);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('the agency adds a solution with a logo, two screenshots and a video; the manager rejects it; the agency fixes it; the manager publishes it', async () => {
    const agency = await pageAs(browser, 'agency@demo.test');
    const agencyErrors = recordPageErrors(agency);
    await agency.goto('/pa/solutions/list');
    await agency.getByRole('main').getByRole('link', { name: 'Add solution' }).first().click();
    await expectPath(agency, '/pa/solutions/create');
    await agency.getByRole('heading', { level: 1, name: 'Add solution' }).waitFor();
    // The contact e-mail starts as the user's, and the company preview names what its profile still lacks.
    expect(await editorCard(agency, 'Contact info').getByLabel('Contact e-mail').inputValue()).toBe('agency@demo.test');
    await editorCard(agency, 'Contact info').getByText('Demo Agency').waitFor();
    await editorCard(agency, 'Contact info').getByRole('link', { name: 'Complete the company profile' }).waitFor();

    // Publishing an empty solution is refused at the fields, before anything is sent.
    await agency.getByRole('form', { name: 'Solution' }).getByRole('button', { name: 'Publish', exact: true }).click();
    await editorCard(agency, 'General Info').getByText('Required field').first().waitFor();
    await editorCard(agency, 'Logo').getByText('Upload a logo').waitFor();
    expect((await app.pool.query('select count(*)::int as n from solutions')).rows[0].n).toBe(0);

    await fillSolution(agency, {
      title: TITLE,
      link: 'https://ledger-lens.example.com',
      category: CATEGORY,
      description:
        'Dashboards over your ledgers.\n\nConnects to the accounting system in a day and shows cash flow by project.',
      // Wider than tall: the editor crops it to the centred square before uploading.
      logo: { name: 'logo.png', mimeType: 'image/png', buffer: gradientPng(120, 80) },
      screenshots: [
        { name: 'dashboard.png', mimeType: 'image/png', buffer: gradientPng(320, 200) },
        { name: 'report.jpg', mimeType: 'image/jpeg', buffer: blockJpeg(64, 32) },
      ],
      videoLink: VIDEO,
    });
    await editorCard(agency, 'Video').getByText('A YouTube video: shown as a player on the solution page').waitFor();
    // A text file named .png and a screenshot one byte over 3,145,728 are refused and named; the two good ones stay.
    const refused = agency.waitForEvent('filechooser');
    await editorCard(agency, 'Screenshots').getByRole('button', { name: 'Add screenshots' }).click();
    await (
      await refused
    ).setFiles([
      { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just some text, not an image') },
      { name: 'huge.png', mimeType: 'image/png', buffer: pngOfExactSize(3_145_729) },
    ]);
    const problems = editorCard(agency, 'Screenshots').getByRole('alert');
    await problems.getByText('notes.png: This file type is not allowed').waitFor();
    await problems.getByText(/^huge\.png: The file is too large/).waitFor();
    expect(
      await editorCard(agency, 'Screenshots')
        .getByRole('img', { name: /^Screenshot \d+:/ })
        .count(),
    ).toBe(2);

    // Saved as a draft first, then reopened: everything comes back as it was.
    await agency.getByRole('button', { name: 'Save as draft' }).click();
    await agency.getByText('Solution saved as a draft').waitFor();
    await expectPath(agency, '/pa/solutions/list');
    await expectSolutionRowStatus(agency, TITLE, 'Draft');
    const { rows } = await app.pool.query(`select id, logo_id, number from solutions where title = $1`, [TITLE]);
    expect(rows).toHaveLength(1);
    solutionId = rows[0].id as string;
    await agency.goto(`/pa/solutions/${solutionId}/update`);
    await agency.getByRole('heading', { level: 1, name: 'Edit solution' }).waitFor();
    await agency.getByText(`ID ${rows[0].number}`).first().waitFor();
    expect(await editorCard(agency, 'General Info').getByLabel('Title').inputValue()).toBe(TITLE);
    expect(await editorCard(agency, 'Video').getByRole('textbox', { name: 'Video link #1' }).inputValue()).toBe(VIDEO);
    await editorCard(agency, 'Screenshots').getByRole('img', { name: 'Screenshot 2: report.jpg' }).waitFor();
    await publishFromEditor(agency);
    await agency.getByText('Solution sent for review and publication in the catalog').waitFor();
    await expectPath(agency, '/pa/solutions/list');
    await expectSolutionRowStatus(agency, TITLE, 'In moderation');

    const saved = await app.pool.query(`select status, screenshot_ids, video_links from solutions where id = $1`, [
      solutionId,
    ]);
    expect(saved.rows[0]).toMatchObject({ status: 'moderation', video_links: [VIDEO] });
    expect(saved.rows[0].screenshot_ids).toHaveLength(2);
    const logo = await app.pool.query(`select bytes from files where id = $1`, [rows[0].logo_id]);
    expect(pngSizeOf(logo.rows[0].bytes as Buffer)).toEqual({ width: 80, height: 80 });

    // The manager reads the history and rejects with a reason.
    const manager = await pageAs(browser, 'manager@demo.test');
    const managerErrors = recordPageErrors(manager);
    await manager.goto(`/manager/solutions/${solutionId}`);
    await manager.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await expectSolutionStatus(manager, 'In moderation');
    await expectSolutionHistoryEvent(manager, 'Sent for review', 'Alex Archer, partner agency');
    await manager.getByRole('main').getByRole('link', { name: 'Reject', exact: true }).click();
    await expectPath(manager, `/manager/solutions/${solutionId}/reject`);
    const reason = 'Screenshots are missing or do not show the product';
    const comment = 'Show the cash-flow report itself, not the login page.';
    await rejectSolution(manager, [reason], comment);
    await manager.getByText('The solution was rejected').waitFor();
    await expectPath(manager, '/manager/solutions/list');

    // The agency reads why, fixes the description and publishes again.
    await agency.goto(`/pa/solutions/${solutionId}`);
    await expectSolutionStatus(agency, 'Rejected');
    await expectRejectionReasons(agency, [reason], comment);
    await agency.getByRole('link', { name: 'Fix the solution' }).click();
    await expectPath(agency, `/pa/solutions/${solutionId}/update`);
    await agency.getByRole('heading', { level: 1, name: 'Edit solution' }).waitFor();
    const description = editorCard(agency, 'General Info').getByLabel('Description');
    expect(await description.inputValue()).toContain('Dashboards over your ledgers.');
    await description.fill(
      'Dashboards over your ledgers.\n\nThe cash-flow report by project, live from the accounting system.',
    );
    await publishFromEditor(agency);
    await agency.getByText('Solution sent for review and publication in the catalog').waitFor();
    await expectSolutionRowStatus(agency, TITLE, 'In moderation');

    // The manager publishes it.
    await manager.goto(`/manager/solutions/${solutionId}`);
    await expectSolutionHistoryEvent(manager, 'Rejected', 'Maria Manning, platform manager');
    // Before publishing, the manager opens the version first sent for review: the old description, read-only.
    await manager
      .getByRole('list', { name: 'Solution history' })
      .getByRole('button', { name: /^View this version \(sent for review, version \d+\)$/ })
      .last()
      .click();
    await manager.getByRole('status', { name: 'Past version' }).waitFor();
    await manager.waitForURL((url) => url.searchParams.has('asOf'));
    await manager.getByRole('main').getByText('Connects to the accounting system in a day').waitFor();
    expect(await manager.getByRole('main').getByText('live from the accounting system').count()).toBe(0);
    expect(await manager.getByRole('main').getByRole('button', { name: 'Publish', exact: true }).count()).toBe(0);
    await manager.getByRole('button', { name: 'Back to the current version' }).click();
    await manager.getByRole('main').getByText('live from the accounting system').waitFor();
    await publishFromSolutionPage(manager);
    await manager.getByText('The solution was published in the catalog').waitFor();
    await expectPath(manager, '/manager/solutions/list');
    expect((await app.pool.query('select status from solutions where id = $1', [solutionId])).rows[0].status).toBe(
      'published',
    );

    expect(agencyErrors).toEqual([]);
    expect(managerErrors).toEqual([]);
  });

  it("an agency's edit of a published solution shows in the manager's list as changed since publication, with what changed, until a manager saves it", async () => {
    const [agencyToken, managerToken] = [await app.login('agency@demo.test'), await app.login('manager@demo.test')];
    const id = await publishedSolution(app, agencyToken, managerToken, { title: 'Shift Planner' });
    await publishedSolution(app, agencyToken, managerToken, { title: 'Steady Planner' });
    const info = await app.api.get(`/api/solution/info/${id}`, { token: agencyToken });
    const edited = await app.api.post(
      '/api/solution/send-to-publish',
      { solutionId: id, content: { ...info.body.data.content, title: 'Shift Planner Pro' } },
      { token: agencyToken },
    );
    expect(edited.body.data.status).toBe('published');

    const manager = await pageAs(browser, 'manager@demo.test');
    const errors = recordPageErrors(manager);
    await manager.goto('/manager/solutions/list');
    await solutionRow(manager, 'Steady Planner').waitFor();
    await showOnlyChangedSinceVerification(manager, 'Changed since publication');
    await solutionRow(manager, 'Steady Planner').waitFor({ state: 'detached' });
    await solutionRow(manager, 'Shift Planner Pro').getByText('Changed since publication', { exact: true }).waitFor();

    await solutionRow(manager, 'Shift Planner Pro').getByRole('link', { name: 'Shift Planner Pro' }).first().click();
    await manager.getByRole('heading', { level: 1, name: 'Shift Planner Pro' }).waitFor();
    await expectSolutionStatus(manager, 'Published');
    await manager
      .getByRole('region', { name: 'Changed since publication' })
      .getByText('Title: Shift Planner → Shift Planner Pro')
      .waitFor();

    // The manager looks at it in the editor and saves it: verified again.
    await manager.goto(`/manager/solutions/${id}/update`);
    await manager
      .getByRole('form', { name: 'Solution' })
      .getByRole('button', { name: 'Save changes', exact: true })
      .click();
    await manager.getByText('The changes to the solution were saved').waitFor();
    expect(
      (await app.pool.query('select changed_since_verification from solutions where id = $1', [id])).rows[0]
        .changed_since_verification,
    ).toBe(false);
    await manager.goto('/manager/solutions/list?changed=1');
    await manager
      .getByText('No solutions match the filters')
      .or(manager.getByRole('row').filter({ hasText: 'Changed since publication' }).first())
      .waitFor();
    expect(await solutionRow(manager, 'Shift Planner Pro').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('a visitor finds the solution at /solutions by its category; a logged-in client requests it and the agency gets the e-mail', async () => {
    expect(solutionId).not.toBe('');
    // Another published solution, in another category (CRM), that the filter must leave out.
    await publishedSolution(app, await app.login('agency@demo.test'), await app.login('manager@demo.test'));

    const visitor = await browser.newPage();
    const visitorErrors = recordPageErrors(visitor);
    await visitor.goto('/solutions');
    await catalogCard(visitor, 'FleetPilot CRM').waitFor();
    await catalogCard(visitor, TITLE).waitFor();
    await filterByCategory(visitor, CATEGORY);
    await expectPath(visitor, '/solutions?categories=analytics-and-bi');
    await visitor.getByText('1 solution found').waitFor();
    expect(await catalogCard(visitor, 'FleetPilot CRM').count()).toBe(0);
    await catalogCard(visitor, TITLE).getByRole('link', { name: TITLE }).click();
    await expectPath(visitor, `/solutions/${solutionId}`);
    await visitor.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await visitor.getByText('The cash-flow report by project, live from the accounting system.').waitFor();
    // The YouTube link plays in a privacy-enhanced player, from the second it named.
    expect(await visitor.locator('iframe').first().getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=42',
    );
    expect(await visitor.getByRole('button', { name: /^Open screenshot \d of 2$/ }).count()).toBe(2);
    expect(await visitor.getByRole('link', { name: /Visit the website/ }).getAttribute('href')).toBe(
      'https://ledger-lens.example.com',
    );
    await visitor.getByText('Log in as a client to request this solution', { exact: false }).waitFor();
    expect(await visitor.getByRole('form', { name: 'Request this solution' }).count()).toBe(0);
    expect(visitorErrors).toEqual([]);

    // A client logs in from the solution page, comes back to it and sends a request.
    const client = await browser.newPage();
    const clientErrors = recordPageErrors(client);
    await client.goto(`/solutions/${solutionId}`);
    await client.getByRole('region', { name: 'Request this solution' }).getByRole('link', { name: 'Log in' }).click();
    // The page is server-rendered: a click before the app has hydrated is a plain link, a full page load.
    await client.waitForURL((url) => url.pathname === '/login');
    await logIn(client, 'client@demo.test');
    await expectPath(client, `/solutions/${solutionId}`);
    const message = 'We need cash-flow dashboards for 12 projects by March.';
    await requestSolution(client, message);
    await client.getByText('Request sent').waitFor();
    expect(clientErrors).toEqual([]);

    // The agency reads the e-mail in the development mailbox and follows it to its requests.
    const agency = await pageAs(browser, 'agency@demo.test');
    await agency.goto('/dev/mailbox?to=agency%40demo.test');
    const mail = await agency.locator('article.mail').first().innerText();
    expect(mail).toContain(`New request for "${TITLE}" from Demo Client`);
    expect(mail).toContain(message);
    await followMailLink(agency, 'agency@demo.test', 'Open solution requests');
    await expectPath(agency, '/pa/solutions/requests');
    const request = agency
      .getByRole('list', { name: 'Solution requests' })
      .getByRole('listitem')
      .filter({ hasText: message });
    await request.waitFor();
    expect(await request.innerText()).toContain('Demo Client');
    expect(await request.innerText()).toContain(TITLE);
  });
});
