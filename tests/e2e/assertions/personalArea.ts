import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const partnerSidebar = [
  'Getting started',
  'Interview requests',
  'Messages',
  'Specialists on projects',
  'Specialists',
  'Teams',
  'Responses to client requests',
  'Solutions',
  'Contracts',
  'Acts',
  'Company',
  'Profile',
];

export const expectPartnerSidebar = async (page: Page): Promise<void> => {
  const menu = page.getByRole('navigation', { name: 'Personal area menu' });
  await menu.waitFor();
  expect(await menu.getByRole('link').allInnerTexts()).toEqual(partnerSidebar);
};

export const expectDashboardOf = async (page: Page, firstName: string, companyName: string): Promise<void> => {
  await page.getByRole('heading', { level: 1, name: `Welcome, ${firstName}!` }).waitFor();
  await page.getByRole('heading', { name: companyName }).waitFor();
};
