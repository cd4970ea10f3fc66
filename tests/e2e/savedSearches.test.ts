import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAccessibilityProblems } from '../support/accessibility';
import { publishVariant } from '../support/catalogFixtures';
import { followMailLink } from './actions/mailbox';
import { pageAs, siteUnderTest } from './actions/pages';

const CLIENT = 'client@demo.test';

/** Issue 35: a saved search e-mails exactly one digest when a matching card is published; its unsubscribe link works signed out. */
describe('a saved search with alerts', () => {
  const site = siteUnderTest();
  const expectAccessible = async (page: Page) => expect(await seriousAccessibilityProblems(page, 'main')).toEqual([]);
  const digests = async () =>
    Number(
      (
        await site.app.pool.query(
          `select count(*) as n from mail_outbox where to_address = $1 and subject like '%your saved search%'`,
          [CLIENT],
        )
      ).rows[0].n,
    );

  it('the client saves a search, gets one digest for a new match, and stops the e-mails signed out', async () => {
    const { app, browser } = site;
    const client = await pageAs(browser, CLIENT);
    await client.goto('/staff?search=Quetzalcoatl');
    await client.getByText('No specialists match these filters').waitFor();
    await client.getByRole('button', { name: 'Save this search' }).click();
    await client.getByText(/Search saved as “Quetzalcoatl”/).waitFor();
    await client.goto('/pa/profile');
    const saved = client.getByRole('list', { name: 'Saved searches' });
    await saved.getByRole('link', { name: '“Quetzalcoatl”' }).waitFor();
    await saved.getByText('E-mails on').waitFor();
    await expectAccessible(client);

    // A card that matches is published; the hourly job runs twice: one digest.
    const tokens = await app.demoTokens();
    await publishVariant(app, tokens, { surname: 'Quetzal', name: 'Ines', description: 'Quetzalcoatl payments.' });
    expect(await digests()).toBe(0);
    await app.services.savedSearch.sendDigests();
    await app.services.savedSearch.sendDigests();
    expect(await digests()).toBe(1);

    // Signed out: the mailbox's newest mail to the client is the digest; its link stops the e-mails.
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`/dev/mailbox?${new URLSearchParams({ to: CLIENT }).toString()}`);
    await visitor.locator('article.mail').first().getByText('Ines Q., Java Developer', { exact: false }).waitFor();
    await followMailLink(visitor, CLIENT, 'Stop these e-mails');
    await visitor.waitForURL('**/saved-search/unsubscribe/*');
    await visitor.getByText('You get one e-mail a day at most').waitFor();
    await expectAccessible(visitor);
    await visitor.getByRole('button', { name: 'Stop these e-mails' }).click();
    await visitor.getByText('You will get no more e-mails for the saved search “Quetzalcoatl”.').waitFor();

    await client.reload();
    await client.getByRole('list', { name: 'Saved searches' }).getByText('Unsubscribed').waitFor();
  });
});
