import type { Page } from 'playwright-core';

/** Browser steps of the five-step specialist editor, through its labelled controls. */

/** Types into a searchable Mantine select or multi-select and picks the option with that name. */
export const pick = async (page: Page, label: string, option: string | RegExp): Promise<void> => {
  const input = page
    .getByRole('textbox', { name: label, exact: true })
    .or(page.getByRole('combobox', { name: label, exact: true }))
    .first();
  await input.click();
  if (typeof option === 'string' && (await input.isEditable())) await input.fill(option);
  await page.getByRole('option', { name: option }).first().click();
  await page.keyboard.press('Escape');
};

export const continueStep = (page: Page) => page.getByRole('button', { name: 'Continue' }).click();

export const openStep = (page: Page, title: string) =>
  page
    .getByRole('button', { name: new RegExp(`^${title}`) })
    .first()
    .click();

/** Chooses a file through the button that opens the file chooser. */
export const upload = async (
  page: Page,
  button: string,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> => {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(file);
};

export type NewCard = { surname: string; name: string; photo: Buffer };

/** Fills every step with a complete card, as an agency user does. */
export const fillCompleteCard = async (page: Page, card: NewCard): Promise<void> => {
  const general = page.getByRole('group', { name: 'General Info' });
  await general.getByLabel('Last name').fill(card.surname);
  await general.getByLabel('First name').fill(card.name);
  // Gender has no default: the agency chooses.
  await general.getByRole('radio', { name: 'Female' }).check();
  await pick(page, 'Country', 'Germany');
  await pick(page, 'City', /Berlin/);
  await upload(page, 'Upload photo', { name: 'portrait.png', mimeType: 'image/png', buffer: card.photo });
  await general.getByRole('img', { name: 'Photo preview' }).waitFor();
  await continueStep(page);

  await pick(page, 'Category', /Development/);
  await pick(page, 'Subcategory', /Backend/);
  await pick(page, 'Role (specialization)', 'Java Developer');
  await pick(page, 'Grade', 'Senior');
  await pick(page, 'Key skills', 'Java');
  await pick(page, 'Level #1', /C1/);
  await page
    .getByRole('group', { name: 'Role and Skills' })
    .getByLabel('BIO')
    .fill('Ten years of payment systems on the JVM.');
  await continueStep(page);

  await page.getByRole('button', { name: 'Add project #1' }).click();
  const experience = page.getByRole('group', { name: 'Experience' });
  await experience.getByLabel('Project title').fill('Card payments platform');
  await experience.getByLabel('Role in the project').fill('Lead backend engineer');
  await experience
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('Built the card authorisation service.');
  await experience.getByLabel('Start').fill('2021-03-01');
  await experience.getByLabel('Until now').check();
  await continueStep(page);
  await continueStep(page);

  const conditions = page.getByRole('group', { name: 'Conditions' });
  await conditions.getByLabel('Hourly rate, $').fill('40');
  await conditions.getByText(/Catalogue price: \$50/).waitFor();
  await conditions.getByRole('checkbox', { name: 'Full-time', exact: true }).check();
};

/** Publish at the last step, confirming the seeds' question. */
export const publishFromEditor = async (page: Page): Promise<void> => {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish the card' });
  await dialog.getByText('Are you sure you want to publish a specialist card?').waitFor();
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
};
