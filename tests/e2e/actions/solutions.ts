import type { Page } from 'playwright-core';
import { pick } from './specialistEditor';

/** Browser steps of the solution editor, the solution pages and the public solution catalogue, through labelled controls. */

export type UploadedFile = { name: string; mimeType: string; buffer: Buffer };

export type NewSolution = {
  title: string;
  link: string;
  category: string;
  description: string;
  logo: UploadedFile;
  screenshots: UploadedFile[];
  videoLink: string;
};

/** A card of the editor by its heading. */
export const editorCard = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** Fills the whole editor: General Info, Logo, Video and Screenshots (the contact e-mail starts as the user's own). */
export const fillSolution = async (page: Page, solution: NewSolution): Promise<void> => {
  const general = editorCard(page, 'General Info');
  await general.getByLabel('Title').fill(solution.title);
  await general.getByLabel('Solution website').fill(solution.link);
  await pick(page, 'Categories', solution.category);
  await general.getByLabel('Description').fill(solution.description);

  const logo = page.waitForEvent('filechooser');
  await editorCard(page, 'Logo').getByRole('button', { name: 'Upload logo' }).click();
  await (await logo).setFiles(solution.logo);
  await editorCard(page, 'Logo').getByRole('img', { name: 'Logo preview' }).waitFor();

  await editorCard(page, 'Video').getByRole('button', { name: 'Add video link' }).click();
  await editorCard(page, 'Video').getByRole('textbox', { name: 'Video link #1' }).fill(solution.videoLink);

  const screenshots = page.waitForEvent('filechooser');
  await editorCard(page, 'Screenshots').getByRole('button', { name: 'Add screenshots' }).click();
  await (await screenshots).setFiles(solution.screenshots);
  await editorCard(page, 'Screenshots')
    .getByRole('img', { name: /^Screenshot \d+:/ })
    .nth(solution.screenshots.length - 1)
    .waitFor();
};

/** Publish in the editor footer, then confirm in the modal. */
export const publishFromEditor = async (page: Page, confirmTitle = 'Publish the solution'): Promise<void> => {
  await page.getByRole('form', { name: 'Solution' }).getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: confirmTitle });
  await dialog.getByText(/Are you sure you want to publish/).waitFor();
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
};

/** The manager's 'Reject solution' form: reasons ticked, a comment, then Reject. */
export const rejectSolution = async (page: Page, reasons: readonly string[], comment: string): Promise<void> => {
  const form = page.getByRole('form', { name: 'Reject solution' });
  for (const reason of reasons) await form.getByRole('checkbox', { name: reason }).check();
  await form.getByLabel('Comment for the agency').fill(comment);
  await form.getByRole('button', { name: 'Reject', exact: true }).click();
};

/** The Publish button of the manager's solution page, confirmed in the dialog. */
export const publishFromSolutionPage = async (page: Page): Promise<void> => {
  await page.getByRole('main').getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish the solution' });
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
};

/** The solution catalogue's category filter: ticks one category. */
export const filterByCategory = async (page: Page, category: string): Promise<void> => {
  await page
    .getByRole('group', { name: 'Categories' })
    .getByRole('checkbox', { name: new RegExp(`^${category}`) })
    .check();
};

/** One card of the public catalogue, by its title. */
export const catalogCard = (page: Page, title: string) => page.getByRole('article', { name: title });

/** 'Request this solution' on the public page, as a logged-in client. */
export const requestSolution = async (page: Page, message: string): Promise<void> => {
  const form = page.getByRole('form', { name: 'Request this solution' });
  await form.getByLabel('Message to the agency').fill(message);
  await form.getByRole('button', { name: 'Send request' }).click();
};
