// The dashboard: add a marathon, My Added Marathons (applicants, edit modal, delete), the side menu.
import { expect, test } from '@playwright/test';

import { myRegistrations } from '@run/contract/endpoints/registrations';

import { apiRoute, createAccount, failCalls, register } from './support/api.js';
import { closePopup, signIn } from './support/auth.js';
import { openThenEscape } from './support/keyboard.js';
import { dayFromToday, organiserWithMarathon, uniqueTitle } from './support/marathons.js';

test('adding a marathon shows it in My Marathons and on /marathons, and resets the form', async ({
  page,
}) => {
  const organiser = await createAccount({ prefix: 'organiser' });
  await signIn(page, organiser, '/dashboard');
  await expect(page).toHaveTitle('RUN | Add Marathon');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Marathon' })).toBeVisible();

  // Nothing filled: every field reports, the first gets focus.
  await page.getByRole('button', { name: 'Add Marathon', exact: true }).click();
  await expect(page.getByLabel('Marathon Title')).toBeFocused();
  await expect(page.getByLabel('Marathon Title')).toHaveAccessibleDescription('Title is required');
  await expect(page.getByLabel('Description')).toHaveAccessibleDescription(
    'Description is required',
  );

  const title = uniqueTitle('Harbour Run');
  await page.getByLabel('Marathon Title').fill(title);
  await page.getByLabel('Start Registration Date').fill(dayFromToday(-1));
  await page.getByLabel('End Registration Date').fill(dayFromToday(-3));
  await page.getByLabel('Marathon Start Date').fill(dayFromToday(40));
  await page.getByLabel('Location').fill('Hamburg, Germany');
  await page.getByLabel('Running Distance').fill('42 KM');
  await page.getByLabel('Image URL').fill('/images/marathons/coast.svg');
  await expect(
    page.getByRole('img').and(page.locator('[src="/images/marathons/coast.svg"]')),
  ).toHaveCount(0);
  await expect(page.getByText('Image preview', { exact: true })).toBeVisible();
  await page.getByLabel('Description').fill('Along the harbour and the Elbe beach.');

  // The dates out of order: the schema's message on the later field.
  await page.getByRole('button', { name: 'Add Marathon', exact: true }).click();
  const end = page.getByLabel('End Registration Date');
  await expect(end).toBeFocused();
  await expect(end).toHaveAccessibleDescription(
    'Registration end date must be on or after the registration start date',
  );

  await end.fill(dayFromToday(20));
  await page.getByRole('button', { name: 'Add Marathon', exact: true }).click();
  await closePopup(page, 'Marathon added successfully!');
  await expect(page.getByLabel('Marathon Title')).toHaveValue('');

  await page.getByRole('link', { name: 'My Marathons' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Added Marathons' })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toBeVisible();

  await page.goto('/marathons');
  await page.getByRole('searchbox', { name: 'Search by title or location' }).fill(title);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
});

test('the creator sees applicants, edits through the modal and deletes with a confirmation', async ({
  page,
}) => {
  const { organiser, input, id } = await organiserWithMarathon();
  const runner = await createAccount({ prefix: 'runner' });
  await register(runner, id, { firstName: 'Ann', lastName: 'Applicant' });

  await signIn(page, organiser, '/dashboard/my-marathons');
  const row = page.getByRole('row', { name: new RegExp(input.title, 'u') });
  await expect(row.getByRole('cell', { name: '1', exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: input.title })).toHaveAttribute(
    'href',
    `/marathons/${id}`,
  );

  const applicantsButton = row.getByRole('button', { name: `Applicants of ${input.title}` });
  await applicantsButton.click();
  const applicants = page.getByRole('dialog', { name: `Applicants: ${input.title}` });
  await expect(applicants.getByRole('row', { name: /Ann Applicant/u })).toContainText(runner.email);
  await page.keyboard.press('Escape');
  await expect(applicants).toBeHidden();
  await expect(applicantsButton).toBeFocused();

  await row.getByRole('button', { name: `Edit ${input.title}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit “${input.title}”` });
  const renamed = `${input.title} (edited)`;
  await edit.getByLabel('Marathon Title').fill(renamed);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await closePopup(page, 'Marathon Updated!');
  await expect(edit).toBeHidden();
  const renamedRow = page.getByRole('row', {
    name: new RegExp(renamed.replace(/[()]/gu, '\\$&'), 'u'),
  });
  await expect(renamedRow).toBeVisible();

  await renamedRow.getByRole('button', { name: `Delete ${renamed}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this marathon?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(renamedRow).toBeVisible();
  await renamedRow.getByRole('button', { name: `Delete ${renamed}` }).click();
  // The race has a runner: Delete waits until its name is typed.
  const deleteButton = confirm.getByRole('button', { name: 'Delete', exact: true });
  await expect(deleteButton).toBeDisabled();
  const typed = confirm.getByLabel(`Type “${renamed}” to delete it`);
  await typed.fill(input.title);
  await expect(deleteButton).toBeDisabled();
  await typed.fill(renamed);
  await deleteButton.click();
  await closePopup(page, 'Marathon Deleted!');
  await expect(page.getByRole('heading', { name: 'No marathons yet' })).toBeVisible();

  await page.goto(`/marathons/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Marathon not found' })).toBeVisible();
});

test('on a small screen the side menu is a drawer behind a labelled toggle', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const user = await createAccount();
  await signIn(page, user, '/dashboard');
  const toggle = page.getByRole('button', { name: 'Dashboard menu', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeHidden();

  const drawer = page.getByRole('dialog', { name: 'Dashboard menu' });
  await openThenEscape(page, toggle, drawer, () =>
    expect(drawer.getByRole('link', { name: 'Add Marathon' })).toBeFocused(),
  );

  await toggle.click();
  await drawer.getByRole('link', { name: 'My Apply List' }).click();
  await expect(page).toHaveURL('/dashboard/applied-marathons');
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'My Apply List' })).toBeVisible();
});

test('My Apply List shows its loading text, then the empty state', async ({ page }) => {
  const user = await createAccount();
  await signIn(page, user, '/');
  await page.route(apiRoute(myRegistrations), async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto('/dashboard/applied-marathons');
  await expect(page.getByText('Data Is Coming..............', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No registrations yet' })).toBeVisible();
});

test('My Apply List says something went wrong when the list fails to load', async ({ page }) => {
  const user = await createAccount();
  await signIn(page, user, '/');
  await failCalls(page, myRegistrations, 500, 'Server trouble.');
  await page.goto('/dashboard/applied-marathons');
  await expect(page.getByText('Something Went Wrong..............', { exact: true })).toBeVisible();
});
