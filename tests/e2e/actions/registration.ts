import type { Page } from 'playwright-core';

export type Registration = {
  readonly companyType: 'client' | 'agency';
  readonly companyName: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly password: string;
};

const companyTypeLabels = { client: 'I am hiring', agency: 'I am a partner' } as const;

export const registerCompany = async (page: Page, registration: Registration): Promise<void> => {
  await page.goto('/registration');
  const form = page.getByRole('form', { name: 'Registration' });
  await form.getByRole('radio', { name: companyTypeLabels[registration.companyType] }).check();
  await form.getByLabel('Company name').fill(registration.companyName);
  await form.getByLabel('First name').fill(registration.firstName);
  await form.getByLabel('Last name').fill(registration.lastName);
  await form.getByLabel('Work e-mail').fill(registration.email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(registration.password);
  await form.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await form.getByRole('button', { name: 'Create account' }).click();
};
