import type { Page } from 'playwright-core';
import type { Download } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityProblems } from '../support/accessibility';
import { launchBrowser, recordPageErrors, type BrowserHarness } from '../support/browser';
import { publishCard, requestInterview } from '../support/interviewFlow';
import { startTestApp, type TestApp } from '../support/testApp';
import { manualClock } from '../support/testClock';
import { actAsUserOf, returnToOwnAccount } from './actions/impersonation';
import { pageAs } from './actions/pages';
import { screenshotsIn } from './actions/screenshots';

const shots = process.env.SCREENSHOT_DIR ?? '/tmp/conversations-shots';
/** The smallest PDF the files area accepts: what the agency attaches. */
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');

const bytesOf = async (download: Download): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** Chooses files in the composer as a person does: the button opens the system's file chooser. */
const attachFiles = async (page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) => {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Attach files' }).click();
  await (await chooser).setFiles(files);
};

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
  let agencyUser: string;
  let managerName: string;

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
    const nameOf = async (email: string) =>
      (
        await app.pool.query<{ name: string }>(
          `select first_name || ' ' || last_name as name from users where email = $1`,
          [email],
        )
      ).rows[0]!.name;
    agencyUser = await nameOf('agency@demo.test');
    managerName = await nameOf('manager@demo.test');
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  const messages = (page: Page) => page.getByRole('log', { name: 'Messages' });
  const noAxeProblems = async (page: Page) => expect(await seriousAccessibilityProblems(page, 'main')).toEqual([]);
  const shoot = screenshotsIn(shots);
  const threadAddress = () => `/pa/conversations?subjectType=candidate&subjectId=${candidateId}`;

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
    // Nobody on the agency's side has opened the thread yet: no receipt.
    expect(await messages(client).getByText("Seen by the specialist's team").count()).toBe(0);
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

    // The agency answers that question: the composer quotes it as the agency reads it (the number still hidden).
    await messages(agency)
      .getByRole('listitem')
      .filter({ hasText: 'Does she know Kafka?' })
      .getByRole('button', { name: /^Reply to/ })
      .click();
    await agency.getByText(/^In reply to .*: “Does she know Kafka\? Call me on \[phone hidden\]”$/).waitFor();
    await agency.getByLabel('Your reply').fill('Yes, three years of Kafka Streams.');
    await shoot(agency, 'conversation-reply-composer');
    await agency.getByLabel('Your reply').press('Control+Enter');
    await messages(agency).getByText('Yes, three years of Kafka Streams.').waitFor();
    await agency.getByRole('textbox', { name: 'Your message', exact: true }).waitFor();
    expect(await agency.locator('main').innerText()).not.toContain('7946');

    // No reload: the client's open thread shows the answer, from the specialist's team.
    const answer = messages(client).getByRole('listitem').filter({ hasText: 'Yes, three years of Kafka Streams.' });
    await answer.waitFor({ timeout: 5_000 });
    await answer.getByText("The specialist's team").waitFor();
    await answer.getByText(/^In reply to you: “Does she know Kafka\? Call me on \+44 20 7946 0958”$/).waitFor();
    expect(await client.locator('body').innerText()).not.toContain(agencyName);
    await noAxeProblems(client);

    // The client corrects its question once; the agency reads the correction and reports the message to the platform.
    // The first: the answer below quotes it.
    const question = messages(client)
      .getByRole('listitem')
      .filter({ hasText: /Does she know Kafka/ })
      .first();
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
    await messages(manager)
      .getByText('Does she know Kafka and Flink? Call me on +44 20 7946 0958', { exact: true })
      .waitFor();
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
    // The agency opened the thread: the client's question says its side saw it, never who.
    await question.getByText("Seen by the specialist's team").waitFor();
    expect(await messages(client).innerText()).not.toContain('three years of Kafka Streams');
    expect([...clientErrors, ...agencyErrors, ...managerErrors]).toEqual([]);
  });

  it("the agency answers with a PDF; the client sees it live, downloads it and never reads the agency's name", async () => {
    const client = await pageAs(browser, 'client@demo.test');
    const clientErrors = recordPageErrors(client);
    await client.goto(threadAddress());
    await messages(client)
      .getByText(/^Does she know Kafka and Flink\?/)
      .waitFor();

    const agency = await pageAs(browser, 'agency@demo.test');
    const agencyErrors = recordPageErrors(agency);
    await agency.goto(threadAddress());
    await messages(agency)
      .getByText(/^Does she know Kafka and Flink\?/)
      .waitFor();
    // A file that only calls itself a PDF is refused by its content, and the writer reads why.
    await attachFiles(agency, [
      { name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just some words') },
      { name: 'cv-kafkova.pdf', mimeType: 'application/pdf', buffer: pdf },
      { name: 'draft.pdf', mimeType: 'application/pdf', buffer: pdf },
    ]);
    const refused = agency.getByRole('alert').filter({ hasText: 'Not attached' });
    await refused.getByText('notes.pdf: This file type is not allowed').waitFor();
    const chosen = agency.getByRole('list', { name: 'Files to send' });
    await chosen.getByText('cv-kafkova.pdf').waitFor();
    // One chosen by mistake goes before sending.
    await chosen.getByRole('button', { name: 'Remove draft.pdf' }).click();
    await expect(chosen.getByText('draft.pdf').count()).resolves.toBe(0);
    await noAxeProblems(agency);
    await shoot(agency, 'conversation-composer-with-files');
    await agency.getByRole('textbox', { name: 'Your message' }).fill('Her CV is attached.');
    await agency.getByRole('button', { name: 'Send' }).click();
    const sent = messages(agency).getByRole('listitem').filter({ hasText: 'Her CV is attached.' });
    await sent.getByRole('button', { name: /^Download cv-kafkova\.pdf/ }).waitFor();
    await expect(agency.getByRole('list', { name: 'Files to send' }).count()).resolves.toBe(0);

    // No reload: the client's open thread shows the answer with its file, and the file downloads as the PDF sent.
    const answer = messages(client).getByRole('listitem').filter({ hasText: 'Her CV is attached.' });
    await answer.waitFor({ timeout: 5_000 });
    await answer.getByText("The specialist's team").waitFor();
    const download = client.waitForEvent('download');
    await answer.getByRole('button', { name: /^Download cv-kafkova\.pdf/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('cv-kafkova.pdf');
    expect((await bytesOf(file)).subarray(0, 5).toString()).toBe('%PDF-');
    expect(await client.locator('body').innerText()).not.toContain(agencyName);
    expect(await client.content()).not.toContain(agencyName);
    await noAxeProblems(client);
    await shoot(client, 'conversation-client-attachment');
    expect([...clientErrors, ...agencyErrors]).toEqual([]);
  });

  it("a manager acting as the agency's user writes as that user; the staff's view names both", async () => {
    const manager = await pageAs(browser, 'manager@demo.test');
    const managerErrors = recordPageErrors(manager);
    await manager.goto('/manager');
    await actAsUserOf(manager, agencyName);
    await manager.waitForURL('**/pa');
    await manager.goto(threadAddress());
    await messages(manager).getByText('Her CV is attached.').waitFor();
    await manager.getByRole('textbox', { name: 'Your message' }).fill('She can start on Monday.');
    await manager.getByRole('button', { name: 'Send' }).click();
    await messages(manager).getByRole('listitem').filter({ hasText: 'She can start on Monday.' }).waitFor();

    // The client reads it from the specialist's team, as any message of the agency.
    const client = await pageAs(browser, 'client@demo.test');
    await client.goto(threadAddress());
    const forClient = messages(client).getByRole('listitem').filter({ hasText: 'She can start on Monday.' });
    await forClient.getByText("The specialist's team").waitFor();
    expect(await forClient.innerText()).not.toContain(managerName);

    await returnToOwnAccount(manager);
    await manager.waitForURL('**/manager');
    await manager.goto(`/manager/candidates/${candidateId}/update`);
    const forStaff = messages(manager).getByRole('listitem').filter({ hasText: 'She can start on Monday.' });
    await forStaff.getByText(`Written by ${managerName} acting as ${agencyUser}`).waitFor();
    await forStaff.getByText(agencyName).waitFor();
    await noAxeProblems(manager);
    await shoot(manager, 'conversation-staff-view');
    expect(managerErrors).toEqual([]);
  });
});
