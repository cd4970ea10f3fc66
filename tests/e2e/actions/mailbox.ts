import type { Page } from 'playwright-core';

/** Opens the development mailbox of one address and follows a link of the newest e-mail, as the user would. */
export const followMailLink = async (page: Page, to: string, linkText: string): Promise<void> => {
  await page.goto(`/dev/mailbox?${new URLSearchParams({ to }).toString()}`);
  const newest = page.locator('article.mail').first();
  await newest.getByRole('link', { name: linkText }).click();
};
