import type { Page } from 'playwright-core';

/** From the manager dashboard: find a user by company and act as them. */
export const actAsUserOf = async (page: Page, companyName: string): Promise<void> => {
  await page.getByRole('link', { name: 'Choose a user' }).click();
  await page.getByLabel('Find a user').fill(companyName);
  await page
    .getByRole('button', { name: new RegExp(`^Act as .*\\(${companyName}\\)$`) })
    .first()
    .click();
};

export const returnToOwnAccount = async (page: Page): Promise<void> => {
  await page.getByRole('button', { name: 'Return to my account' }).click();
};
