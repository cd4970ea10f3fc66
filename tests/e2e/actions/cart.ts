import type { Page } from 'playwright-core';

const DAY_MS = 86_400_000;
export const inDays = (days: number, from = new Date()): string =>
  new Date(from.getTime() + days * DAY_MS).toISOString().slice(0, 10);
/** The first Monday at least `days` from now: a working day for an interview slot. */
export const mondayAfter = (days: number): string => {
  let date = new Date(Date.now() + days * DAY_MS);
  while (date.getUTCDay() !== 1) date = new Date(date.getTime() + DAY_MS);
  return date.toISOString().slice(0, 10);
};

/** A client books a specialist from the catalogue's card through the reservation popup, typing the dates. */
export const bookFromCatalogue = async (page: Page, name: string, period: { start: string; end: string }) => {
  await page.getByRole('button', { name: `Book ${name}` }).click();
  const popup = page.getByRole('dialog', { name: `Book ${name}` });
  await popup.getByLabel('Start date').fill(period.start);
  await popup.getByLabel('End date').fill(period.end);
  await popup.getByRole('button', { name: 'Add to request' }).click();
  const added = page.getByRole('dialog', { name: 'Added to your interview request' });
  await added
    .getByRole('list', { name: 'Specialists in your request' })
    .getByText(name, { exact: false })
    .first()
    .waitFor();
  await added.getByRole('button', { name: 'Continue browsing' }).click();
};
