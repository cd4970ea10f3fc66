import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export const expectPath = async (page: Page, path: string): Promise<void> => {
  await page.waitForURL((url) => url.pathname + url.search === path);
  const url = new URL(page.url());
  expect(url.pathname + url.search).toBe(path);
};

export const expectLoggedIn = async (page: Page, firstName: string): Promise<void> => {
  await page.getByRole('button', { name: new RegExp(`^Account menu of ${firstName}\\b`) }).waitFor();
};

export const expectLoggedOut = async (page: Page): Promise<void> => {
  await page.getByRole('link', { name: 'Log in' }).waitFor();
  expect(await page.getByRole('button', { name: /^Account menu of/ }).count()).toBe(0);
};
