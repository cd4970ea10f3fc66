import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The candidate lists' row of a specialist; the newest first, as the lists sort. */
export const candidateRow = (page: Page, specialistName: string): Locator =>
  page.getByRole('row').filter({ hasText: specialistName });

/** The status badge beside the page title of the candidate page. */
export const candidatePageStatus = (page: Page, label: string): Locator =>
  page.getByRole('heading', { level: 1 }).locator('xpath=..').getByText(label, { exact: true });

/**
 * Types a day into a slot picker's date field as a person does (`2026-12-04`) and tabs on; waits until the field
 * shows the day in words ('Fri, 4 Dec 2026'), so the next step never races the field taking it.
 */
export const typeDay = async (scope: Locator, isoDay: string): Promise<void> => {
  const field = scope.getByLabel('Date');
  await field.fill(isoDay);
  await field.press('Tab');
  const words = new Date(`${isoDay}T00:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  await expect.poll(() => field.inputValue()).toBe(words);
};

/** Picks an option of a Mantine select by its label. */
export const chooseOption = async (scope: Page | Locator, page: Page, field: string, option: string): Promise<void> => {
  await scope
    .getByRole('combobox', { name: field, exact: true })
    .or(scope.getByRole('textbox', { name: field, exact: true }))
    .first()
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

/** Turns on one status of a candidate list's status filter, by its label with the count ("Rejected (1)"). */
export const chooseStatus = async (page: Page, label: string): Promise<void> => {
  await page.getByRole('group', { name: 'Status' }).getByText(label, { exact: true }).click();
};

/** On a logged-in agency page: opens the interview requests and confirms the first open slot of the specialist's request. */
export const acceptFirstSlotAsAgency = async (page: Page, specialistName: string): Promise<void> => {
  await page.goto('/pa/requests/list');
  const row = candidateRow(page, specialistName)
    .filter({ has: page.getByRole('button', { name: 'Accept slot' }) })
    .first();
  await row.getByRole('button', { name: 'Accept slot' }).click();
  const dialog = page.getByRole('dialog', { name: `Accept a slot for ${specialistName}` });
  await dialog.getByRole('radio', { disabled: false }).first().check();
  await dialog.getByRole('button', { name: 'Confirm slot' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await candidateRow(page, specialistName).first().getByText('Interview', { exact: true }).waitFor();
};

/** On the candidate page: chooses the next status and saves it; waits until the page shows it. */
export const moveCandidateTo = async (page: Page, statusLabel: string, comment?: string): Promise<void> => {
  await chooseOption(page, page, 'Status', statusLabel);
  if (comment) await page.getByRole('textbox', { name: 'Comment' }).fill(comment);
  await page.getByRole('button', { name: 'Save status' }).click();
  await candidatePageStatus(page, statusLabel).waitFor();
};

/** On a logged-in manager page: the review done, passes the specialist's new request on to the agency (CV with the client). */
export const passOnAsManager = async (page: Page, specialistName: string): Promise<void> => {
  await page.goto('/manager/candidates/list');
  await candidateRow(page, specialistName).first().getByRole('link', { name: specialistName, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Edit candidate' }).waitFor();
  await candidatePageStatus(page, 'Review by manager').waitFor();
  await moveCandidateTo(page, 'CV with the client');
};

/** On a logged-in manager page: opens the specialist's candidate and moves it to Interview (unless it is there) and then to Approved. */
export const approveAsManager = async (page: Page, specialistName: string): Promise<void> => {
  await page.goto('/manager/candidates/list');
  await candidateRow(page, specialistName).first().getByRole('link', { name: specialistName, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Edit candidate' }).waitFor();
  await page.getByRole('button', { name: 'Save status' }).waitFor();
  if (!(await candidatePageStatus(page, 'Interview').isVisible())) await moveCandidateTo(page, 'Interview');
  await moveCandidateTo(page, 'Approved');
};
