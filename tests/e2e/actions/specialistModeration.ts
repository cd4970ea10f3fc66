import type { Download, Locator, Page } from 'playwright-core';

/** Browser steps of specialist moderation, as a manager or an agency clicks them. */

export const specialistRow = (page: Page, fullName: string): Locator =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name: fullName, exact: true }) });

/** The manager's list, narrowed to the cards waiting for moderation. */
export const openModerationQueue = async (page: Page): Promise<void> => {
  await page.goto('/manager/specialists/list');
  // The status chips are checkboxes drawn as labels: the user clicks the label.
  await page
    .locator('label')
    .filter({ hasText: /^In moderation \(\d+\)$/ })
    .click();
  await page.waitForURL((url) => url.searchParams.get('status') === 'moderation');
};

/** A manager's list, narrowed by its switch to the items changed since a manager verified them. */
export const showOnlyChangedSinceVerification = async (
  page: Page,
  label = 'Changed since verification',
): Promise<void> => {
  await page.getByRole('switch', { name: label }).click({ force: true });
  await page.waitForURL((url) => url.searchParams.get('changed') === '1');
};

export const openCardFromList = async (page: Page, fullName: string): Promise<void> => {
  await specialistRow(page, fullName).getByRole('link', { name: fullName, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: fullName }).waitFor();
};

/** On the card page: Publish, then confirm the seeds' question. */
export const publishFromCard = async (page: Page): Promise<void> => {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish the specialist' });
  await dialog.getByText('Are you sure you want to publish a specialist card?').waitFor();
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
};

export type Decline = { readonly reasons: readonly string[]; readonly comment?: string };

/** The 'Decline specialist' form at /manager/specialists/{id}/reject. */
export const declineSpecialist = async (page: Page, specialistId: string, decline: Decline): Promise<void> => {
  await page.goto(`/manager/specialists/${specialistId}/reject`);
  const form = page.getByRole('form', { name: 'Decline specialist' });
  for (const reason of decline.reasons) await form.getByRole('checkbox', { name: reason }).check();
  if (decline.comment) await form.getByLabel('Comment for the agency').fill(decline.comment);
  await form.getByRole('button', { name: 'Decline', exact: true }).click();
};

/** Clicks the list's Excel export and waits for the browser's download. */
export const exportToExcel = async (page: Page): Promise<Download> => {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  return download;
};

/** A row's action menu in a specialist list, then one of its items. */
export const chooseRowAction = async (page: Page, fullName: string, action: string): Promise<void> => {
  await specialistRow(page, fullName)
    .getByRole('button', { name: `Actions for ${fullName}` })
    .click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
};

export const confirmDialog = async (page: Page, title: string, button: string): Promise<void> => {
  await page.getByRole('dialog', { name: title }).getByRole('button', { name: button, exact: true }).click();
};

/** On the manager's card page: one event of the history timeline. */
export const historyEvent = (page: Page, words: string): Locator =>
  page.getByRole('region', { name: 'History' }).getByRole('listitem').filter({ hasText: words }).first();
