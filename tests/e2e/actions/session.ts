import type { Page } from 'playwright-core';

export const DEMO_PASSWORD = 'demopass1';

/** Fills the login form on the page the browser is on (or opens /login first). */
export const logIn = async (page: Page, email: string, password = DEMO_PASSWORD): Promise<void> => {
  if (!new URL(page.url()).pathname.startsWith('/login')) await page.goto('/login');
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await form.getByRole('textbox', { name: 'Password', exact: true }).press('Enter');
};

export const logOut = async (page: Page): Promise<void> => {
  await page.getByRole('button', { name: /^Account menu of/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
};
