import type { Page } from 'playwright-core';
import { pick } from './specialistEditor';

export type RequestForm = {
  readonly title: string;
  readonly description: string;
  readonly category: string;
  readonly count: string;
  readonly from: string;
  readonly to: string;
  readonly budget?: string;
};

/** The client's request form, filled and sent with the button named. */
export const fillRequest = async (
  page: Page,
  request: RequestForm,
  button: 'Send to moderation' | 'Save as draft',
): Promise<void> => {
  const form = page.getByRole('form', { name: 'New client request' });
  await form.getByLabel('Title').fill(request.title);
  await form.getByLabel('Description').fill(request.description);
  await pick(page, 'Categories', request.category);
  await form.getByLabel('Number of specialists').fill(request.count);
  await form.getByLabel('Start of the period').fill(request.from);
  await form.getByLabel('End of the period').fill(request.to);
  if (request.budget) await form.getByLabel('Budget per hour, $').fill(request.budget);
  await form.getByRole('button', { name: button }).click();
};

/** The agency's respond form on the public request page: its specialists picked by their list labels, a comment, sent. */
export const respondWith = async (page: Page, specialists: readonly string[], comment: string): Promise<void> => {
  const form = page.getByRole('form', { name: 'Respond to the request' });
  for (const name of specialists) await pick(page, 'Your specialists', new RegExp(`^${name}`));
  await form.getByLabel('Comment to the client').fill(comment);
  await form.getByRole('button', { name: 'Send response' }).click();
};
