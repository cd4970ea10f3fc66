import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityProblems } from '../support/accessibility';
import { launchBrowser, recordPageErrors, type BrowserHarness } from '../support/browser';
import { publishCard, requestInterview } from '../support/interviewFlow';
import { startTestApp, type TestApp } from '../support/testApp';
import { manualClock } from '../support/testClock';
import { pageAs } from './actions/pages';

/**
 * Issue 33: a client asks about a candidate with a phone number in the text; the agency's page, open all along, hears
 * of the question without a reload and reads it with the number masked; the agency answers, and the client's page
 * shows the answer live, from the specialist's team, never the agency's name.
 */
describe('conversations in the browser', () => {
  let app: TestApp;
  let browser: BrowserHarness;
  let candidateId: string;
  let agencyName: string;

  beforeAll(async () => {
    // The interview flow's slots are on the test clock's week (2 November 2026).
    app = await startTestApp({ serveWeb: true, clock: manualClock() });
    browser = await launchBrowser(app.baseUrl);
    const { client, agency, manager } = await app.demoTokens();
    candidateId = await requestInterview(app, client, await publishCard(app, agency, manager, 'Kafkova'));
    agencyName = (
      await app.pool.query<{ name: string }>(
        `select c.name from users u join companies c on c.id = u.company_id where u.email = 'agency@demo.test'`,
      )
    ).rows[0]!.name;
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  const messages = (page: Page) => page.getByRole('log', { name: 'Messages' });
  const noAxeProblems = async (page: Page) => expect(await seriousAccessibilityProblems(page, 'main')).toEqual([]);

  it('the client asks with a phone number, the agency sees it live and masked, answers, and the client sees the answer live', async () => {
    const agency = await pageAs(browser, 'agency@demo.test');
    const agencyErrors = recordPageErrors(agency);
    await agency.goto('/pa/conversations');
    await agency.getByText('No conversations yet').waitFor();

    const client = await pageAs(browser, 'client@demo.test');
    const clientErrors = recordPageErrors(client);
    // The address a subject's page and the unread e-mail link to: the candidate's conversation, not started yet.
    await client.goto(`/pa/conversations?subjectType=candidate&subjectId=${candidateId}`);
    await messages(client).getByText('No messages yet').waitFor();
    await client.getByLabel('Your message').fill('Does she know Kafka? Call me on +44 20 7946 0958');
    await client.getByRole('button', { name: 'Send' }).click();
    await messages(client).getByText('Does she know Kafka? Call me on +44 20 7946 0958').waitFor();
    await messages(client)
      .getByText(/The other side reads this message without its phone numbers/)
      .waitFor();
    await noAxeProblems(client);

    // No reload: the agency's list hears of the thread from the live stream.
    const thread = agency
      .getByRole('navigation', { name: 'Conversations' })
      .getByRole('button', { name: /Candidate Anna K\./ });
    await thread.waitFor({ timeout: 5_000 });
    await expect(thread.getByLabel('1 unread').count()).resolves.toBe(1);
    // The menu counts it too, and forgets it once the agency has read the thread.
    const menu = agency.getByRole('navigation', { name: 'Personal area menu' });
    await menu.getByRole('link', { name: 'Messages, 1 unread' }).waitFor();
    await thread.click();
    await messages(agency).getByText('Does she know Kafka? Call me on [phone hidden]').waitFor();
    await menu.getByRole('link', { name: 'Messages', exact: true }).waitFor();
    expect(await agency.locator('main').innerText()).not.toContain('7946');
    await noAxeProblems(agency);

    await agency.getByLabel('Your message').fill('Yes, three years of Kafka Streams.');
    await agency.getByLabel('Your message').press('Control+Enter');
    await messages(agency).getByText('Yes, three years of Kafka Streams.').waitFor();

    // No reload: the client's open thread shows the answer, from the specialist's team.
    const answer = messages(client).getByRole('listitem').filter({ hasText: 'Yes, three years of Kafka Streams.' });
    await answer.waitFor({ timeout: 5_000 });
    await answer.getByText("The specialist's team").waitFor();
    expect(await client.locator('body').innerText()).not.toContain(agencyName);
    await noAxeProblems(client);

    // The client corrects its question once; the agency reads the correction and reports the message to the platform.
    const question = messages(client)
      .getByRole('listitem')
      .filter({ hasText: /Does she know Kafka/ });
    await question.getByRole('button', { name: 'Edit your message' }).click();
    const editForm = client.getByRole('form', { name: 'Edit your message' });
    await editForm.getByLabel('Corrected message').fill('Does she know Kafka and Flink? Call me on +44 20 7946 0958');
    await editForm.getByRole('button', { name: 'Save' }).click();
    await question.getByText('Does she know Kafka and Flink? Call me on +44 20 7946 0958').waitFor();
    await question.getByText(/edited/).waitFor();
    expect(await question.getByRole('button', { name: 'Edit your message' }).count()).toBe(0);
    await agency.reload();
    await agency
      .getByRole('navigation', { name: 'Conversations' })
      .getByRole('button', { name: /Candidate Anna K\./ })
      .click();
    const received = messages(agency).getByRole('listitem').filter({ hasText: 'Does she know Kafka and Flink?' });
    await received.getByRole('button', { name: /^Report the message of / }).click();
    await agency.getByLabel('Why you report it').fill('Asks the same twice');
    await agency.getByRole('button', { name: 'Report to the platform' }).click();
    await received.getByText('Reported to the platform').waitFor();

    // Staff read the conversation on the candidate's page: the number as written, and the agency by name.
    const manager = await pageAs(browser, 'manager@demo.test');
    const managerErrors = recordPageErrors(manager);
    await manager.goto(`/manager/candidates/${candidateId}/update`);
    await messages(manager).getByText('Does she know Kafka and Flink? Call me on +44 20 7946 0958').waitFor();
    await messages(manager).getByText(agencyName).first().waitFor();
    await noAxeProblems(manager);
    // The manager hides the answer with a reason; the client reads that it was hidden, not what it said.
    const answerForStaff = messages(manager)
      .getByRole('listitem')
      .filter({ hasText: 'Yes, three years of Kafka Streams.' });
    await answerForStaff.getByRole('button', { name: /^Hide the message of / }).click();
    await manager.getByLabel('Why it is hidden').fill('Names a former client');
    await manager.getByRole('button', { name: 'Hide message' }).click();
    await messages(manager).getByText('This message was hidden by the platform.').waitFor();
    await client.reload();
    await messages(client).getByText('This message was hidden by the platform.').waitFor();
    expect(await messages(client).innerText()).not.toContain('three years of Kafka Streams');
    expect([...clientErrors, ...agencyErrors, ...managerErrors]).toEqual([]);
  });
});
