import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queues } from '../../adapters/jobs/queues';
import { launchBrowser, recordPageErrors, type BrowserHarness } from '../support/browser';
import { mailTo, plainTextOf } from '../support/calendarMail';
import { publishCard, requestInterview } from '../support/interviewFlow';
import { startSmtpSink, type SmtpSink } from '../support/smtpSink';
import { startTestApp, type TestApp } from '../support/testApp';
import { manualClock } from '../support/testClock';
import { pageAs } from './actions/pages';
import { logIn } from './actions/session';

/**
 * Issue 33's e-mail when nobody reads, in the browser: a client asks the agency about a candidate with a phone number;
 * nobody at the agency reads it, so once the wait is over (1 s here, on the test's clock, instead of 15 minutes) exactly
 * one e-mail reaches the agency's mailbox over SMTP, with the number masked and the link to the thread; the link, opened
 * in a browser that is not signed in, leads through the login to that thread, where the agency reads the question. The
 * agency's answer, which the client does not read, waits in the client's bell from the specialist's team (never the
 * agency's name), and the notification opens the thread.
 */
describe('the e-mail when nobody reads, in the browser', () => {
  let app: TestApp;
  let sink: SmtpSink;
  let browser: BrowserHarness;
  let candidateId: string;
  let agencyName: string;
  let client: Page;
  let agency: Page;
  const clock = manualClock();

  beforeAll(async () => {
    sink = await startSmtpSink();
    // The interview flow's slots are on the test clock's week (2 November 2026).
    app = await startTestApp({
      serveWeb: true,
      clock,
      env: { SMTP_URL: `smtp://127.0.0.1:${sink.port}`, CONVERSATION_UNREAD_MAIL_AFTER_SECONDS: '1' },
    });
    browser = await launchBrowser(app.baseUrl);
    const tokens = await app.demoTokens();
    candidateId = await requestInterview(
      app,
      tokens.client,
      await publishCard(app, tokens.agency, tokens.manager, 'Mailova'),
    );
    agencyName = (
      await app.pool.query<{ name: string }>(
        `select c.name from users u join companies c on c.id = u.company_id where u.email = 'agency@demo.test'`,
      )
    ).rows[0]!.name;
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await sink?.stop();
  });

  const messages = (page: Page) => page.getByRole('log', { name: 'Messages' });
  const unreadMailsToAgency = () =>
    sink.received.filter((mail) => mail.to.includes('agency@demo.test') && /unread messages?:/i.test(mail.data));
  /** Waits until the thread has no check due soon and every stored e-mail has left for the mailbox. */
  const settled = async () => {
    for (let i = 0; i < 300; i += 1) {
      const { rows } = await app.pool.query<{ busy: boolean }>(
        `select exists (select 1 from pgboss.job where name = $1 and state in ('created', 'retry', 'active')
                          and start_after < now() + interval '5 minutes')
             or exists (select 1 from mail_outbox where status in ('pending', 'sending')) as busy`,
        [queues.conversationUnreadMail],
      );
      if (!rows[0]!.busy) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the unread checks did not settle');
  };

  it('a question nobody reads becomes one e-mail to the agency, whose link opens the thread after the login', async () => {
    client = await pageAs(browser, 'client@demo.test');
    const clientErrors = recordPageErrors(client);
    await client.goto(`/pa/conversations?subjectType=candidate&subjectId=${candidateId}`);
    await messages(client).getByText('No messages yet').waitFor();
    await client.getByLabel('Your message').fill('Is she free in December? Call me on +44 20 7946 0958');
    await client.getByRole('button', { name: 'Send' }).click();
    await messages(client).getByText('Is she free in December? Call me on +44 20 7946 0958').waitFor();

    // Nobody at the agency reads it; the wait passes.
    clock.advance(2_000);
    const mail = await mailTo(sink, 'agency@demo.test', /Unread message: Candidate Anna M\./);
    await settled();
    expect(unreadMailsToAgency()).toHaveLength(1);
    const text = plainTextOf(mail);
    expect(text).toContain('Is she free in December? Call me on [phone hidden]');
    expect(text).not.toContain('7946');
    const link = /Open the conversation: (\S+)/.exec(text)?.[1];
    expect(link).toBe(`${app.baseUrl}/pa/conversations?subjectType=candidate&subjectId=${candidateId}`);

    // The agency's person opens the link in a browser not signed in: the login leads back to the thread.
    agency = await browser.newPage();
    const agencyErrors = recordPageErrors(agency);
    await agency.goto(link!);
    await agency.waitForURL((url) => url.pathname === '/login');
    await logIn(agency, 'agency@demo.test');
    await agency.waitForURL((url) => url.pathname === '/pa/conversations');
    expect(new URL(agency.url()).searchParams.get('subjectId')).toBe(candidateId);
    await messages(agency).getByText('Is she free in December? Call me on [phone hidden]').waitFor();
    expect(await agency.locator('main').innerText()).not.toContain('7946');

    // Read now: no second e-mail follows.
    clock.advance(2_000);
    await settled();
    expect(unreadMailsToAgency()).toHaveLength(1);
    expect([...clientErrors, ...agencyErrors]).toEqual([]);
  });

  it("the agency's answer the client does not read is in the client's bell, from the specialist's team, and opens the thread", async () => {
    // The client has left the thread: nobody on its side reads the answer as it arrives.
    await client.goto('/pa');
    await agency.getByLabel('Your message').fill('Yes, she can start on 1 December.');
    await agency.getByRole('button', { name: 'Send' }).click();
    await messages(agency).getByText('Yes, she can start on 1 December.').waitFor();
    clock.advance(2_000);
    const mail = await mailTo(sink, 'client@demo.test', /Unread message: Candidate Anna M\./);
    expect(plainTextOf(mail)).toContain('(The specialist\'s team): "Yes, she can start on 1 December."');
    expect(mail.data).not.toContain(agencyName);

    await client.reload();
    const bell = client.getByRole('button', { name: /^Notifications, / });
    await expect
      .poll(() => bell.getAttribute('aria-label'), { timeout: 10_000 })
      .toMatch(/^Notifications, \d+ unread$/);
    await bell.click();
    const notice = client
      .getByRole('dialog', { name: 'Notifications' })
      .getByRole('link')
      .filter({ hasText: 'start on 1 December' })
      .first();
    await notice.waitFor();
    const said = (await notice.textContent()) ?? '';
    expect(said).toContain('Unread message: Candidate Anna M.');
    expect(said).toContain("The specialist's team");
    expect(said).not.toContain(agencyName);
    await notice.click();
    await client.waitForURL((url) => url.pathname === '/pa/conversations');
    await messages(client).getByText('Yes, she can start on 1 December.').waitFor();
    expect(await client.locator('body').innerText()).not.toContain(agencyName);
  });
});
