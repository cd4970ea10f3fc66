import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, recordPageErrors, type BrowserHarness } from '../support/browser';
import { cardPayload } from '../support/specialistPayloads';
import { startTestApp, type TestApp } from '../support/testApp';
import {
  chooseRowAction,
  confirmDialog,
  declineSpecialist,
  exportToExcel,
  historyEvent,
  openCardFromList,
  openModerationQueue,
  publishFromCard,
  showOnlyChangedSinceVerification,
  specialistRow,
} from './actions/specialistModeration';
import { openStep, publishFromEditor } from './actions/specialistEditor';
import { pageAs } from './actions/pages';
import { expectPath } from './assertions/session';
import {
  expectCardStatus,
  expectDeclineReasons,
  expectHistoryEvent,
  expectNotification,
  expectRowStatus,
} from './assertions/specialistModeration';

/** A card's moderation as the people click it: the agency sends, the manager publishes or declines, the agency reads the outcome. */
describe('specialist moderation in the browser', () => {
  let app: TestApp;
  let browser: BrowserHarness;
  let agencyToken: string;

  /** A complete card of the demo agency, sent to review over the API as the editor would. */
  const sendToReview = async (name: string, surname: string): Promise<string> => {
    const response = await app.api.post(
      '/api/specialist/send-to-publish',
      { content: await cardPayload(app.pool, { name, surname }) },
      { token: agencyToken },
    );
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

    const manager = await pageAs(browser, 'manager@demo.test');
    const managerErrors = recordPageErrors(manager);
    await manager.goto('/manager');
    await openModerationQueue(manager);
    await expectRowStatus(manager, 'Mila Moderova', 'In moderation');
    await openCardFromList(manager, 'Mila Moderova');
    await expectCardStatus(manager, 'In moderation');
    await expectHistoryEvent(manager, 'Sent for review', 'Alex Archer, partner agency');

    await publishFromCard(manager);
    await expectNotification(manager, 'The specialist card was published in the catalog');
    await expectPath(manager, '/manager/specialists/list');
    expect(managerErrors).toEqual([]);

    const agency = await pageAs(browser, 'agency@demo.test');
    const agencyErrors = recordPageErrors(agency);
    await agency.goto('/pa/specialists');
    await expectRowStatus(agency, 'Mila Moderova', 'Published');
    expect(agencyErrors).toEqual([]);
  });

  it('the manager declines a card with a reason; the agency opens it and reads why', async () => {
    const specialistId = await sendToReview('Dana', 'Declinova');
    const reason = 'Projects are not described in enough detail';
    const comment = 'Describe the team size and your part in each project.';

    const manager = await pageAs(browser, 'manager@demo.test');
    const managerErrors = recordPageErrors(manager);
    await manager.goto('/manager');

    // Nothing ticked and nothing written: the shared rules refuse before anything is sent.
    await manager.goto(`/manager/specialists/${specialistId}/reject`);
    await manager
      .getByRole('form', { name: 'Decline specialist' })
      .getByRole('button', { name: 'Decline', exact: true })
      .click();
    await manager.getByText('Choose at least one reason or write a comment').waitFor();

    await declineSpecialist(manager, specialistId, { reasons: [reason], comment });
    await expectNotification(manager, 'The specialist was declined');
    await expectPath(manager, '/manager/specialists/list');
    expect(managerErrors).toEqual([]);

    const agency = await pageAs(browser, 'agency@demo.test');
    const agencyErrors = recordPageErrors(agency);
    await agency.goto(`/pa/specialists/${specialistId}`);
    await agency.getByRole('heading', { level: 1, name: 'Dana Declinova' }).waitFor();
    await expectCardStatus(agency, 'Rejected');
    await expectDeclineReasons(agency, [reason], comment);
    expect(agencyErrors).toEqual([]);
  });

  it('an agency without cards sees the empty list with the way to add one', async () => {
    const email = 'nina@new-agency.test';
    await app.services.identity.registerCompany({
      companyType: 'agency',
      companyName: 'New Agency',
      firstName: 'Nina',
      lastName: 'Newman',
      email,
      password: 'nina-pass-1',
      acceptTerms: true,
    });
    await app.pool.query(`update users set status = 'active' where email = $1`, [email]);

    const page = await pageAs(browser, email, { password: 'nina-pass-1' });
    const errors = recordPageErrors(page);
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

    const agency = await pageAs(browser, 'agency@demo.test');
    await agency.goto('/pa/specialists');
    await specialistRow(agency, 'Ezra Exportson').waitFor();
    const agencyFile = await exportToExcel(agency);
    expect(agencyFile.suggestedFilename()).toMatch(/^specialists-\d{4}-\d{2}-\d{2}\.xlsx$/);
    // An .xlsx file is a zip archive: it starts with "PK".
    const bytes = await readFile(await agencyFile.path());
    expect(bytes.subarray(0, 2).toString()).toBe('PK');

    const manager = await pageAs(browser, 'manager@demo.test');
    await manager.goto('/manager/specialists/list?tab=archive');
    await manager.getByRole('tab', { name: 'Archive', selected: true }).waitFor();
    const archiveFile = await exportToExcel(manager);
    expect(archiveFile.suggestedFilename()).toMatch(/^specialists-archive-\d{4}-\d{2}-\d{2}\.xlsx$/);
  });

  it('the history names the manager who acted as the agency, says what changed, and opens a past version read-only', async () => {
    const content = await cardPayload(app.pool, { name: 'Hana', surname: 'Historia' });
    const draft = await app.api.post('/api/specialist/save-draft', { content }, { token: agencyToken });
    const specialistId = draft.body.data.specialistId as string;
    // The manager acts as the agency user and sends the card with a higher rate.
    const acting = await app.login('manager@demo.test');
    const agencyUserId = (await app.pool.query(`select id from users where email = 'agency@demo.test'`)).rows[0].id;
    expect(
      (await app.api.post('/admin/api/impersonation/start', { userId: agencyUserId }, { token: acting })).status,
    ).toBe(200);
    const sent = await app.api.post(
      '/api/specialist/send-to-publish',
      {
        specialistId,
        version: 1,
        content: { ...content, workingConditions: { ...content.workingConditions, hourPrice: 55 } },
      },
      { token: acting },
    );
    expect(sent.status).toBe(200);
    await app.api.post('/admin/api/impersonation/stop', {}, { token: acting });

    const page = await pageAs(browser, 'manager@demo.test');
    const errors = recordPageErrors(page);
    await page.goto(`/manager/specialists/${specialistId}`);
    await expectHistoryEvent(page, 'Sent for review', 'Maria Manning (platform manager) acting as Alex Archer');
    await expectHistoryEvent(page, 'Saved as a draft', 'Alex Archer, partner agency');

    const sentEvent = historyEvent(page, 'Sent for review');
    await sentEvent.getByRole('button', { name: 'What changed' }).click();
    await sentEvent.getByText('Agency rate: $40/h → $55/h').waitFor();

    await historyEvent(page, 'Saved as a draft')
      .getByRole('button', { name: 'View this version (saved as a draft, version 1)' })
      .click();
    const banner = page.getByRole('status', { name: 'Past version' });
    await banner.getByText('You are viewing a past version of the card').waitFor();
    await page.getByText('Status then:').getByText('Draft', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Publish', exact: true }).count()).toBe(0);
    await banner.getByRole('button', { name: 'Back to the current version' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Publish', exact: true }).waitFor();
    expect(errors).toEqual([]);
  });

  it("an agency's edit of a published card shows as changed since verification, with what changed, until the manager verifies it again", async () => {
    const managerToken = await app.login('manager@demo.test');
    const review = { verified: true, hrReview: 'Interviewed by the platform: strong payments background.' };
    const publishedCard = async (name: string, surname: string) => {
      const content = await cardPayload(app.pool, { name, surname });
      const id = (await app.api.post('/api/specialist/send-to-publish', { content }, { token: agencyToken })).body.data
        .specialistId as string;
      expect(
        (await app.api.post('/admin/api/specialist/publish', { specialistId: id, review }, { token: managerToken }))
          .status,
      ).toBe(200);
      return { id, content };
    };
    const { id } = await publishedCard('Vera', 'Verifyova');
    await publishedCard('Ulla', 'Untouchedova');
    // The agency edits the published card in place, as its editor sends it (the stored rows keep their ids): a higher rate.
    const stored = (await app.api.get(`/api/specialist/info/${id}`, { token: agencyToken })).body.data.content;
    const { hourPriceCents: _rate, ...storedConditions } = stored.workingConditions;
    const edited = await app.api.post(
      '/api/specialist/send-to-publish',
      { specialistId: id, content: { ...stored, workingConditions: { ...storedConditions, hourPrice: 90 } } },
      { token: agencyToken },
    );
    expect(edited.body.data.status).toBe('published');

    const manager = await pageAs(browser, 'manager@demo.test');
    const errors = recordPageErrors(manager);
    await manager.goto('/manager/specialists/list');
    await specialistRow(manager, 'Ulla Untouchedova').waitFor();
    await showOnlyChangedSinceVerification(manager);
    await specialistRow(manager, 'Ulla Untouchedova').waitFor({ state: 'detached' });
    await specialistRow(manager, 'Vera Verifyova').getByText('Changed since verification', { exact: true }).waitFor();

    await openCardFromList(manager, 'Vera Verifyova');
    await expectCardStatus(manager, 'Published');
    const changes = manager.getByRole('region', { name: 'Changed since verification' });
    await changes.getByText('Agency rate: $40/h → $90/h').waitFor();
    await changes.getByText('Verified mark removed').waitFor();
    expect(await changes.getByRole('listitem').allInnerTexts()).toEqual([
      'Agency rate: $40/h → $90/h',
      'Verified mark removed',
    ]);
    await manager.getByRole('note').filter({ hasText: 'Given for an earlier version of the card' }).waitFor();

    // The manager checks the card in the editor and verifies this version.
    await manager.goto(`/manager/specialists/${id}/update`);
    await openStep(manager, 'Conditions');
    const conditions = manager.getByRole('group', { name: 'Conditions' });
    await conditions.getByText('The agency changed the card after this review').waitFor();
    // The switch turns on once React has taken the click. Under the full suite's load a click that lands while the
    // step is still rendering is lost, so it is clicked again (never while it is already on) until it is on.
    const verifiedSwitch = conditions.getByRole('switch', { name: 'Verified specialist' });
    await expect
      .poll(
        async () => {
          if (!(await verifiedSwitch.isChecked())) await verifiedSwitch.click({ force: true });
          return verifiedSwitch.isChecked();
        },
        { interval: 400 },
      )
      .toBe(true);
    await publishFromEditor(manager);
    await expectNotification(manager, 'Changes made successfully published');
    await expectPath(manager, '/manager/specialists/list');
    expect(
      (await app.pool.query('select verified, changed_since_verification from specialist_cards where id = $1', [id]))
        .rows[0],
    ).toEqual({ verified: true, changed_since_verification: false });

    await manager.goto('/manager/specialists/list?changed=1');
    await manager
      .getByRole('switch', { name: 'Changed since verification' })
      .and(manager.locator(':checked'))
      .waitFor({ state: 'attached' });
    await specialistRow(manager, 'Vera Verifyova').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it('the agency deletes a draft from its list after confirming', async () => {
    const draft = await app.api.post(
      '/api/specialist/save-draft',
      { content: await cardPayload(app.pool, { name: 'Dora', surname: 'Draftova' }) },
      { token: agencyToken },
    );
    expect(draft.status).toBe(200);

    const page = await pageAs(browser, 'agency@demo.test');
    const errors = recordPageErrors(page);
    await page.goto('/pa/specialists');
    await expectRowStatus(page, 'Dora Draftova', 'Draft');
    await chooseRowAction(page, 'Dora Draftova', 'Delete draft');
    await confirmDialog(page, 'Delete the draft?', 'Delete draft');
    await expectNotification(page, 'The draft was deleted');
    await specialistRow(page, 'Dora Draftova').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });
});
