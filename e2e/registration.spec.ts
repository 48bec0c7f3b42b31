// Registering for a marathon, the My Apply List, updating and withdrawing, in the browser.
import { expect, test } from '@playwright/test';

import { createAccount, createMarathon, getMarathon, register } from './support/api.js';
import { closePopup, signIn } from './support/auth.js';
import { marathonInput, organiserWithMarathon } from './support/marathons.js';
import { fillRunnerDetails } from './support/register-form.js';

test('a runner registers, sees it in My Apply List with the count up, and a second try says already registered', async ({
  page,
}) => {
  const { input, id } = await organiserWithMarathon();
  const runner = await createAccount({ prefix: 'runner' });
  await signIn(page, runner, `/marathons/${id}`);
  await expect(page.getByTestId('registration-count')).toHaveText('0');

  await page.getByRole('link', { name: 'Register Now' }).click();
  await expect(page).toHaveURL(`/marathonRegister/${id}`);
  await expect(page).toHaveTitle(`RUN | Register for ${input.title}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Register for ${input.title}` }),
  ).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(runner.email);

  // Empty required fields: the schema's messages, tied to the fields, focus on the first.
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  const firstName = page.getByLabel('First Name');
  await expect(firstName).toBeFocused();
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(firstName).toHaveAccessibleDescription('First Name is required');
  await expect(page.getByLabel('Last Name')).toHaveAccessibleDescription('Last Name is required');
  await expect(page.getByLabel('Phone')).toHaveAccessibleDescription('Phone is required');

  await firstName.fill('Rita');
  await page.getByLabel('Last Name').fill('Runner');
  await page.getByLabel('Phone').fill('+1 555 0199');
  await page.getByLabel('Emergency Contact').fill('Tom Runner +1 555 0198');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await closePopup(page, 'Successfully registered for the marathon!');
  await expect(page).toHaveURL('/dashboard');

  await page.getByRole('link', { name: 'My Apply List' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Apply List' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(input.title, 'u') });
  await expect(row).toBeVisible();
  await row.getByRole('link', { name: input.title }).click();
  await expect(page).toHaveURL(`/marathons/${id}`);
  await expect(page.getByTestId('registration-count')).toHaveText('1');
  await expect(page.getByRole('button', { name: 'Register Now' })).toBeDisabled();
  await expect(page.getByText('You are already registered for this marathon.')).toBeVisible();

  // The form itself, reached again, gets the spec's answer from the server.
  await page.goto(`/marathonRegister/${id}`);
  await fillRunnerDetails(page, { firstName: 'Rita', lastName: 'Runner', phone: '+1 555 0199' });
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await closePopup(page, 'You are already registered.');
  expect((await getMarathon(id)).registrationCount).toBe(1);
});

test('a runner updates a registration through the modal and withdraws it', async ({ page }) => {
  const { input, id } = await organiserWithMarathon();
  const runner = await createAccount({ prefix: 'runner' });
  await register(runner, id, { firstName: 'Uma', lastName: 'Update', phone: '+1 555 0111' });

  await signIn(page, runner, '/dashboard/applied-marathons');
  const row = page.getByRole('row', { name: new RegExp(input.title, 'u') });
  await row.getByRole('button', { name: `Update registration for ${input.title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Update registration: ${input.title}` });
  await expect(dialog.getByLabel('First Name')).toHaveValue('Uma');
  await dialog.getByLabel('Phone').fill('+1 555 0222');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await closePopup(page, 'Registration Updated!');
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('+1 555 0222');

  await row.getByRole('button', { name: `Withdraw from ${input.title}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Withdraw from this marathon?' });
  await confirm.getByRole('button', { name: 'Withdraw' }).click();
  await closePopup(page, 'Registration Withdrawn');
  await expect(page.getByRole('heading', { name: 'No registrations yet' })).toBeVisible();
  expect((await getMarathon(id)).registrationCount).toBe(0);

  await page.goto(`/marathons/${id}`);
  await expect(page.getByTestId('registration-count')).toHaveText('0');
  await expect(page.getByRole('link', { name: 'Register Now' })).toBeVisible();
});

test('the register form for a closed marathon says registration is closed instead of a form', async ({
  page,
}) => {
  const organiser = await createAccount({ prefix: 'organiser' });
  const id = await createMarathon(organiser, marathonInput('closed'));
  const runner = await createAccount({ prefix: 'runner' });
  await signIn(page, runner, `/marathonRegister/${id}`);
  await expect(page.getByText('Registration for this marathon is closed.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Register', exact: true })).toHaveCount(0);
});
