import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { specialistRow } from '../actions/specialistModeration';

export const expectNotification = async (page: Page, text: string): Promise<void> => {
  await page.getByText(text, { exact: true }).first().waitFor();
};

export const expectRowStatus = async (page: Page, fullName: string, status: string): Promise<void> => {
  await specialistRow(page, fullName).getByText(status, { exact: true }).waitFor();
};

export const historyOf = (page: Page) => page.getByRole('region', { name: 'History' });

/** One event of the card's timeline, with the words and the person who acted. */
export const expectHistoryEvent = async (page: Page, words: string, actor: string): Promise<void> => {
  const event = historyOf(page).getByRole('listitem').filter({ hasText: words });
  await event.first().waitFor();
  expect(await event.first().innerText()).toContain(actor);
};

export const expectCardStatus = async (page: Page, status: string): Promise<void> => {
  await page.getByRole('heading', { level: 1 }).locator('xpath=..').getByText(status, { exact: true }).waitFor();
};

export const expectDeclineReasons = async (page: Page, reasons: readonly string[], comment?: string): Promise<void> => {
  const notice = page.getByRole('region', { name: 'Reasons for declining' });
  await notice.waitFor();
  const text = await notice.innerText();
  for (const reason of reasons) expect(text).toContain(reason);
  if (comment) expect(text).toContain(comment);
};
