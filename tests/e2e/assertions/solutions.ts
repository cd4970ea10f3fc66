import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** A row of the agency's or the manager's solution list, by title. */
export const solutionRow = (page: Page, title: string) => page.getByRole('row').filter({ hasText: title });

export const expectSolutionRowStatus = async (page: Page, title: string, status: string): Promise<void> => {
  await solutionRow(page, title).getByText(status, { exact: true }).waitFor();
};

export const expectSolutionStatus = async (page: Page, status: string): Promise<void> => {
  await page.getByRole('heading', { level: 1 }).locator('xpath=..').getByText(status, { exact: true }).waitFor();
};

/** The rejection notice on the agency's solution page names every reason and the comment. */
export const expectRejectionReasons = async (
  page: Page,
  reasons: readonly string[],
  comment: string,
): Promise<void> => {
  const notice = page.getByRole('region', { name: 'Reasons for rejection' });
  await notice.waitFor();
  const text = await notice.innerText();
  for (const reason of reasons) expect(text).toContain(reason);
  expect(text).toContain(comment);
};

/** One event of the manager's history timeline, with the words and the person who acted. */
export const expectSolutionHistoryEvent = async (page: Page, words: string, actor: string): Promise<void> => {
  const event = page.getByRole('region', { name: 'History' }).getByRole('listitem').filter({ hasText: words });
  await event.first().waitFor();
  expect(await event.first().innerText()).toContain(actor);
};

/** Width and height from a PNG's IHDR chunk. */
export const pngSizeOf = (bytes: Buffer): { width: number; height: number } => ({
  width: bytes.readUInt32BE(16),
  height: bytes.readUInt32BE(20),
});
