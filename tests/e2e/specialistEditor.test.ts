import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type BrowserHarness } from '../support/browser';
import { gradientPng } from '../support/imageFixtures';
import { startTestApp, type TestApp } from '../support/testApp';
import { pageAs } from './actions/pages';
import { fillCompleteCard, openStep, publishFromEditor } from './actions/specialistEditor';
import { historyEvent, openCardFromList, publishFromCard, specialistRow } from './actions/specialistModeration';

describe('the specialist editor, from an empty card to the catalogue', () => {
  let app: TestApp;
  let browser: BrowserHarness;

  beforeAll(async () => {
    app = await startTestApp({ serveWeb: true });
    browser = await launchBrowser(app.baseUrl);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('the agency fills five steps with a photo, saves a draft, publishes; the manager sees the history and publishes', async () => {
    const agency = await pageAs(browser, 'agency@demo.test');
    await agency.goto('/pa/specialists/create');
    await agency.getByRole('heading', { level: 1, name: 'Add specialist' }).waitFor();

    // 'Continue' on an empty step says what is missing, and the passed step shows no check mark.
    await agency.getByRole('button', { name: 'Continue' }).click();
    await agency.getByText('General Info is not complete').waitFor();
    await agency.getByRole('button', { name: /General Info.*Needs attention/ }).waitFor();
    await agency.getByRole('button', { name: 'Previous step' }).click();
    await agency.getByRole('group', { name: 'General Info' }).getByText('Required field').first().waitFor();

    // Publishing an empty card is refused at the fields, and the steps show where.
    await openStep(agency, 'Conditions');
    await agency.getByRole('button', { name: 'Publish', exact: true }).click();
    await agency.getByRole('button', { name: /General Info.*Needs attention/ }).waitFor();
    await agency.getByRole('group', { name: 'General Info' }).getByText('Required field').first().waitFor();

    await fillCompleteCard(agency, { surname: 'Wizardson', name: 'Wanda', photo: gradientPng(64, 64) });
    await agency.getByRole('button', { name: 'Save as draft' }).click();
    await agency.getByText('Specialist card saved as a draft').waitFor();
    await agency.waitForURL('**/pa/specialists');

    const { rows } = await app.pool.query(
      `select id, status, photo_id from specialist_cards where surname = 'Wizardson'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'draft', photo_id: expect.any(String) });
    const id = rows[0].id as string;

    // Reopen the draft: every step comes back as saved.
    await agency.goto(`/pa/specialists/${id}/update`);
    await agency.getByRole('group', { name: 'General Info' }).getByLabel('Last name').waitFor();
    expect(await agency.getByRole('group', { name: 'General Info' }).getByLabel('Last name').inputValue()).toBe(
      'Wizardson',
    );
    await openStep(agency, 'Conditions');
    expect(await agency.getByRole('group', { name: 'Conditions' }).getByLabel('Hourly rate, $').inputValue()).toBe(
      '40',
    );
    // Saving the draft again is a change of a saved draft: the seeds' words.
    await agency.getByRole('button', { name: 'Save as draft' }).click();
    await agency.getByText('Specialist card with "Draft" status has been successfully changed').waitFor();
    await agency.waitForURL('**/pa/specialists');
    await agency.goto(`/pa/specialists/${id}/update`);
    await agency.getByRole('group', { name: 'General Info' }).getByLabel('Last name').waitFor();
    await openStep(agency, 'Conditions');
    await publishFromEditor(agency);
    await agency.getByText('Specialist card sent for review and publication in the catalog').waitFor();
    expect((await app.pool.query('select status from specialist_cards where id = $1', [id])).rows[0].status).toBe(
      'moderation',
    );
    await specialistRow(agency, 'Wanda Wizardson').getByText('In moderation').waitFor();

    const manager = await pageAs(browser, 'manager@demo.test');
    await manager.goto(`/manager/specialists/${id}`);
    await manager.getByRole('heading', { level: 1, name: 'Wanda Wizardson' }).waitFor();
    await historyEvent(manager, 'Sent for review').waitFor();
    await historyEvent(manager, 'Saved as a draft').waitFor();
    await publishFromCard(manager);
    await manager.waitForURL('**/manager/specialists/list');
    expect((await app.pool.query('select status from specialist_cards where id = $1', [id])).rows[0].status).toBe(
      'published',
    );

    await agency.goto('/pa/specialists');
    await specialistRow(agency, 'Wanda Wizardson').getByText('Published').waitFor();
    await openCardFromList(agency, 'Wanda Wizardson');
  });
});
