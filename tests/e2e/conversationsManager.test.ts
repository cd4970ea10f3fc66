import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityProblems } from '../support/accessibility';
import { launchBrowser, recordPageErrors, type BrowserHarness } from '../support/browser';
import { publishCard, requestInterview } from '../support/interviewFlow';
import { startTestApp, type TestApp } from '../support/testApp';
import { manualClock } from '../support/testClock';
import { pageAs } from './actions/pages';
import { screenshotsIn } from './actions/screenshots';

const shots = process.env.SCREENSHOT_DIR ?? '/tmp/conversations-manager-shots';

/**
 * Issue 33, the back office's side: a manager opens /manager/conversations from the menu, reads the message the
 * client reported (who, why, the original beside what the client read), opens its thread and hides it with a reason;
 * the client searches its Messages by a word, finds the thread, and finds nothing by the agency's masked e-mail.
 */
describe("the manager's conversations and the search in the browser", () => {
  let app: TestApp;
  let browser: BrowserHarness;
  let threadId: string;

  beforeAll(async () => {
    app = await startTestApp({ serveWeb: true, clock: manualClock() });
    browser = await launchBrowser(app.baseUrl);
    const { client, agency, manager } = await app.demoTokens();
    const candidateId = await requestInterview(app, client, await publishCard(app, agency, manager, 'Kafkova'));
    const question = await app.api.post(
      '/api/conversation/message',
      { subjectType: 'candidate', subjectId: candidateId, text: 'Does she know Kafka?' },
      { token: client },
    );
    threadId = question.body.data.threadId;
    const answer = await app.api.post(
      '/api/conversation/message',
      { subjectType: 'candidate', subjectId: candidateId, text: 'Yes, and Flink. Write to anna.k@example.com' },
      { token: agency },
    );
    const reported = await app.api.post(
      `/api/conversation/message/${answer.body.data.message.id}/report`,
      { reason: 'Gives an e-mail address' },
      { token: client },
    );
    expect([question.status, answer.status, reported.status]).toEqual([200, 200, 200]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  const shoot = screenshotsIn(shots);
  const messages = (page: Page) => page.getByRole('log', { name: 'Messages' });
  /** axe at the desktop's and the phone's width, each with no serious or critical finding. */
  const noAxeProblems = async (page: Page) => {
    for (const width of [1360, 390]) {
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      expect(await seriousAccessibilityProblems(page, 'main'), `${width} px`).toEqual([]);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  };

  it('the manager opens the reported message from the menu, reads who reported it and why, and hides it with a reason', async () => {
    const manager = await pageAs(browser, 'manager@demo.test');
    const errors = recordPageErrors(manager);
    await manager.goto('/manager');
    await manager
      .getByRole('navigation', { name: 'Shared manager menu' })
      .getByRole('link', { name: 'Conversations' })
      .click();
    await manager.waitForURL('**/manager/conversations');
    const threads = manager.getByRole('navigation', { name: 'Conversations' });
    await threads.getByRole('button', { name: /Candidate Anna K\./ }).waitFor();
    await threads.getByRole('link', { name: 'Open the candidate' }).waitFor();
    await noAxeProblems(manager);

    await manager.getByRole('tab', { name: 'Reported messages' }).click();
    const reported = manager.getByRole('list', { name: 'Reported messages' }).getByRole('listitem').first();
    await reported.getByText('Yes, and Flink. Write to anna.k@example.com').waitFor();
    await reported.getByText('Yes, and Flink. Write to [e-mail hidden]').waitFor();
    await reported.getByText(/Reported by .+ \(.+, client\) on .+: “Gives an e-mail address”/).waitFor();
    await noAxeProblems(manager);
    await shoot(manager, 'manager-reported');

    await reported.getByRole('button', { name: /^Open the thread of Candidate Anna K\./ }).click();
    await manager.waitForURL((url) => url.searchParams.get('thread') === threadId);
    const answer = messages(manager).getByRole('listitem').filter({ hasText: 'Yes, and Flink.' });
    await answer.getByRole('button', { name: /^Hide the message of / }).click();
    await manager.getByLabel('Why it is hidden').fill('Shares contact details');
    await manager.getByRole('button', { name: 'Hide message' }).click();
    await messages(manager).getByText('This message was hidden by the platform.').waitFor();
    await noAxeProblems(manager);
    await shoot(manager, 'manager-thread');

    // The reported list says it is hidden, and why.
    await manager.getByRole('tab', { name: 'Reported messages' }).click();
    await manager.getByText('Hidden because: Shares contact details').waitFor();
    expect(errors).toEqual([]);
  });

  it('the client searches its Messages by a word, keeps the search in the address, and is told why nothing is listed', async () => {
    const client = await pageAs(browser, 'client@demo.test');
    const errors = recordPageErrors(client);
    await client.goto('/pa/conversations');
    const search = client.getByRole('searchbox', { name: 'Search the messages' });
    await search.fill('kafka');
    await search.press('Enter');
    await client.waitForURL((url) => url.searchParams.get('search') === 'kafka');
    const thread = client
      .getByRole('navigation', { name: 'Conversations' })
      .getByRole('button', { name: /Candidate Anna K\./ });
    await thread.waitFor();
    await thread.click();
    await messages(client).getByText('Does she know Kafka?').waitFor();
    expect(new URL(client.url()).searchParams.get('search')).toBe('kafka');
    await noAxeProblems(client);
    await shoot(client, 'client-search');

    // The agency's address was only ever shown masked, and that message is hidden now: nothing to find by it.
    await search.fill('example.com');
    await search.press('Enter');
    await client.getByText('No conversation mentions "example.com"').waitFor();
    await noAxeProblems(client);
    await shoot(client, 'client-search-empty');
    await client.reload();
    await client.getByText('No conversation mentions "example.com"').waitFor();
    await expect(client.getByRole('searchbox', { name: 'Search the messages' }).inputValue()).resolves.toBe(
      'example.com',
    );
    expect(errors).toEqual([]);
  });
});
