import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export const impersonationBanner = (page: Page) => page.getByRole('region', { name: 'Impersonation' });

export const expectActingAs = async (page: Page, fullName: string, companyName: string): Promise<void> => {
  const banner = impersonationBanner(page);
  await banner.waitFor();
  expect(await banner.innerText()).toContain(`You are acting as ${fullName} (${companyName})`);
};

export const expectNoImpersonation = async (page: Page): Promise<void> => {
  await impersonationBanner(page).waitFor({ state: 'detached' });
};
