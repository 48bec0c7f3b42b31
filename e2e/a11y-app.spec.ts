// Accessibility of the signed-in screens: axe finds no serious or critical violation (light and
// dark), and the main journeys work with the keyboard alone.
import { expect, test } from '@playwright/test';

import {
  type Account,
  createAccount,
  createMarathon,
  getMarathon,
  register,
} from './support/api.js';
import { closePopup, signIn } from './support/auth.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { tabTo } from './support/keyboard.js';
import { marathonInput, organiserWithMarathon } from './support/marathons.js';

async function setup(): Promise<{ organiser: Account; id: string; title: string }> {
  const { organiser, input, id } = await organiserWithMarathon();
  await createMarathon(organiser, marathonInput('closed'));
  const runner = await createAccount({ prefix: 'runner' });
  await register(runner, id);
  await register(organiser, id, { firstName: 'Olga', lastName: 'Organiser' });
  return { organiser, id, title: input.title };
}

for (const theme of ['light', 'dark'] as const) {
  test(`every signed-in screen passes axe (${theme})`, async ({ page }) => {
    // Many screens and two axe runs each; a busy machine needs the room.
    test.setTimeout(180_000);
    const { organiser, id, title } = await setup();
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await signIn(page, organiser, '/marathons');
    // The list opens on the soonest races, of any test: this race need not be on its first page.
    await expect(page.getByRole('link', { name: /^View details: /u }).first()).toBeVisible();
    await expectNoSeriousViolations(page, '/marathons');

    await page.goto(`/marathons/${id}`);
    await expect(page.getByRole('table', { name: `Participants of ${title}` })).toBeVisible();
    await expectNoSeriousViolations(page, 'the details page');

    await page.goto(`/marathonRegister/${id}`);
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByLabel('First Name')).toBeFocused();
    await expectNoSeriousViolations(page, 'the register form with errors');

    await page.goto(`/updateMarathon/${id}`);
    await expect(page.getByLabel('Marathon Title')).toHaveValue(title);
    await expectNoSeriousViolations(page, 'the update form');

    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Add Marathon', exact: true }).click();
    await expect(page.getByLabel('Marathon Title')).toBeFocused();
    await expectNoSeriousViolations(page, 'the add form with errors');

    await page.goto('/dashboard/my-marathons');
    await page.getByRole('button', { name: `Applicants of ${title}` }).click();
    await expect(
      page.getByRole('dialog', { name: `Applicants: ${title}` }).getByRole('table'),
    ).toBeVisible();
    await expectNoSeriousViolations(page, 'the applicants modal');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    await expect(page.getByRole('dialog', { name: `Edit “${title}”` })).toBeVisible();
    await expectNoSeriousViolations(page, 'the edit modal');
    await page.keyboard.press('Escape');
    await expectNoSeriousViolations(page, 'My Added Marathons');

    await page.goto('/dashboard/applied-marathons');
    await expect(page.getByRole('row', { name: new RegExp(title, 'u') })).toBeVisible();
    await expectNoSeriousViolations(page, 'My Apply List');

    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByRole('button', { name: 'Dashboard menu', exact: true }).click();
    await expectNoSeriousViolations(page, 'the dashboard drawer');
  });
}

test('a runner finds, opens and registers for a marathon with the keyboard alone', async ({
  page,
}) => {
  const { input, id } = await organiserWithMarathon();
  const runner = await createAccount({ prefix: 'runner' });
  await signIn(page, runner, '/marathons');

  await page.getByRole('searchbox', { name: 'Search by title or location' }).focus();
  await page.keyboard.type(input.title);
  const details = page.getByRole('link', { name: `View details: ${input.title}` });
  // The search has run once only this marathon is listed.
  await expect(page.getByRole('link', { name: /^View details: /u })).toHaveCount(1);
  await expect(details).toBeVisible();
  // Past the list's filters, which follow the search box.
  await tabTo(page, details, 10);
  await expect(details).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/marathons/${id}`);

  const registerNow = page.getByRole('link', { name: 'Register Now' });
  await tabTo(page, registerNow, 40);
  await expect(registerNow).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/marathonRegister/${id}`);

  await tabTo(page, page.getByLabel('First Name'), 40);
  await expect(page.getByLabel('First Name')).toBeFocused();
  await page.keyboard.type('Kim');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Keys');
  await page.keyboard.press('Tab');
  await page.keyboard.type('+1 555 0123');
  await page.keyboard.press('Enter');
  await closePopup(page, 'Successfully registered for the marathon!');
  await expect(page).toHaveURL('/dashboard');
  expect((await getMarathon(id)).registrationCount).toBe(1);
});

test('an organiser deletes an event and withdraws a registration with the keyboard alone', async ({
  page,
}) => {
  const { organiser, input, id } = await organiserWithMarathon();
  const other = await createMarathon(organiser, marathonInput('open'));
  await register(organiser, other);
  await signIn(page, organiser, '/dashboard/my-marathons');

  const del = page.getByRole('button', { name: `Delete ${input.title}` });
  await expect(del).toBeVisible();
  await tabTo(page, del, 60);
  await expect(del).toBeFocused();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Delete this marathon?' });
  await expect(confirm).toBeVisible();
  // Focus is inside the dialog; Tab reaches Delete.
  const confirmDelete = confirm.getByRole('button', { name: 'Delete', exact: true });
  await tabTo(page, confirmDelete, 5);
  await expect(confirmDelete).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alertdialog', { name: 'Marathon Deleted!' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: input.title })).toHaveCount(0);
  await expect.poll(async () => (await getMarathon(id).catch(() => null)) === null).toBe(true);

  await page.goto('/dashboard/applied-marathons');
  const withdraw = page.getByRole('button', { name: /^Withdraw from /u });
  await expect(withdraw).toBeVisible();
  await tabTo(page, withdraw, 60);
  await page.keyboard.press('Enter');
  const confirmWithdraw = page
    .getByRole('dialog', { name: 'Withdraw from this marathon?' })
    .getByRole('button', {
      name: 'Withdraw',
      exact: true,
    });
  await tabTo(page, confirmWithdraw, 5);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alertdialog', { name: 'Registration Withdrawn' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'No registrations yet' })).toBeVisible();
});
