import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, recordPageErrors, type BrowserHarness } from '../support/browser';
import { cardPayload } from '../support/specialistPayloads';
import { startTestApp, type TestApp } from '../support/testApp';
import { declineSpecialist, exportToExcel, openCardFromList, openModerationQueue, publishFromCard, specialistRow } from './actions/specialistModeration';
import { logIn } from './actions/session';
import { expectPath } from './assertions/session';
import { expectCardStatus, expectDeclineReasons, expectHistoryEvent, expectNotification, expectRowStatus } from './assertions/specialistModeration';

/** A card's moderation as the people click it: the agency sends, the manager publishes or declines, the agency reads the outcome. */
describe('specialist moderation in the browser', () => {
  let app: TestApp;
  let browser: BrowserHarness;
  let agencyToken: string;

  /** A complete card of the demo agency, sent to review over the API as the editor would. */
  const sendToReview = async (name: string, surname: string): Promise<string> => {
    const response = await app.api.post('/api/specialist/send-to-publish', { content: await cardPayload(app.pool, { name, surname }) }, { token: agencyToken });
    expect(response.status).toBe(200);
    expect(response.body.data.status).toBe('moderation');
    return response.body.data.specialistId as string;
  };

  beforeAll(async () => {
    app = await startTestApp({ serveWeb: true, env: { SEED_DEMO: 'true' } });
    browser = await launchBrowser(app.baseUrl);
    agencyToken = await app.login('agency@demo.test');
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('the manager finds a card in moderation, reads its history and publishes it; the agency sees it published', async () => {
    await sendToReview('Mila', 'Moderova');

    const manager = await browser.newPage();
    const managerErrors = recordPageErrors(manager);
    await logIn(manager, 'manager@demo.test');
    await expectPath(manager, '/manager');
    await openModerationQueue(manager);
    await expectRowStatus(manager, 'Mila Moderova', 'In moderation');
    await openCardFromList(manager, 'Mila Moderova');
    await expectCardStatus(manager, 'In moderation');
    await expectHistoryEvent(manager, 'Sent for review', 'Alex Archer, partner agency');

    await publishFromCard(manager);
    await expectNotification(manager, 'The specialist card was published in the catalog');
    await expectPath(manager, '/manager/specialists/list');
    expect(managerErrors).toEqual([]);

    const agency = await browser.newPage();
    const agencyErrors = recordPageErrors(agency);
    await logIn(agency, 'agency@demo.test');
    await expectPath(agency, '/pa');
    await agency.goto('/pa/specialists');
    await expectRowStatus(agency, 'Mila Moderova', 'Published');
    expect(agencyErrors).toEqual([]);
  });

  it('the manager declines a card with a reason; the agency opens it and reads why', async () => {
    const specialistId = await sendToReview('Dana', 'Declinova');
    const reason = 'Projects are not described in enough detail';
    const comment = 'Describe the team size and your part in each project.';

    const manager = await browser.newPage();
    const managerErrors = recordPageErrors(manager);
    await logIn(manager, 'manager@demo.test');
    await expectPath(manager, '/manager');

    // Nothing ticked and nothing written: the shared rules refuse before anything is sent.
    await manager.goto(`/manager/specialists/${specialistId}/reject`);
    await manager.getByRole('form', { name: 'Decline specialist' }).getByRole('button', { name: 'Decline', exact: true }).click();
    await manager.getByText('Choose at least one reason or write a comment').waitFor();

    await declineSpecialist(manager, specialistId, { reasons: [reason], comment });
    await expectNotification(manager, 'The specialist was declined');
    await expectPath(manager, '/manager/specialists/list');
    expect(managerErrors).toEqual([]);

    const agency = await browser.newPage();
    const agencyErrors = recordPageErrors(agency);
    await logIn(agency, 'agency@demo.test');
    await expectPath(agency, '/pa');
    await agency.goto(`/pa/specialists/${specialistId}`);
    await agency.getByRole('heading', { level: 1, name: 'Dana Declinova' }).waitFor();
    await expectCardStatus(agency, 'Rejected');
    await expectDeclineReasons(agency, [reason], comment);
    expect(agencyErrors).toEqual([]);
  });

  it('an agency without cards sees the empty list with the way to add one', async () => {
    const email = 'nina@new-agency.test';
    await app.services.identity.registerCompany({ companyType: 'agency', companyName: 'New Agency', firstName: 'Nina', lastName: 'Newman', email, password: 'nina-pass-1', acceptTerms: true });
    await app.pool.query(`update users set status = 'active' where email = $1`, [email]);

    const page = await browser.newPage();
    const errors = recordPageErrors(page);
    await logIn(page, email, 'nina-pass-1');
    await expectPath(page, '/pa');
    await page.goto('/pa/specialists');
    await page.getByText('No specialists yet').waitFor();
    const add = page.getByRole('main').getByRole('link', { name: 'Add specialist' });
    expect(await add.count()).toBeGreaterThan(0);
    expect(await add.first().getAttribute('href')).toBe('/pa/specialists/create');
    expect(await page.getByRole('button', { name: 'Export to Excel' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('the agency and the manager download their lists as Excel files', async () => {
    await sendToReview('Ezra', 'Exportson');

    const agency = await browser.newPage();
    await logIn(agency, 'agency@demo.test');
    await expectPath(agency, '/pa');
    await agency.goto('/pa/specialists');
    await specialistRow(agency, 'Ezra Exportson').waitFor();
    const agencyFile = await exportToExcel(agency);
    expect(agencyFile.suggestedFilename()).toMatch(/^specialists-\d{4}-\d{2}-\d{2}\.xlsx$/);
    // An .xlsx file is a zip archive: it starts with "PK".
    const bytes = await readFile(await agencyFile.path());
    expect(bytes.subarray(0, 2).toString()).toBe('PK');

    const manager = await browser.newPage();
    await logIn(manager, 'manager@demo.test');
    await expectPath(manager, '/manager');
    await manager.goto('/manager/specialists/list?tab=archive');
    await manager.getByRole('tab', { name: 'Archive', selected: true }).waitFor();
    const archiveFile = await exportToExcel(manager);
    expect(archiveFile.suggestedFilename()).toMatch(/^specialists-archive-\d{4}-\d{2}-\d{2}\.xlsx$/);
  });
});
