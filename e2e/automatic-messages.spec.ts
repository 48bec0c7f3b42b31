// A race's automatic messages in the console (docs/messages.md, "Automatic messages"): the organiser
// switches on the reminder a number of days before the start and the "still waiting" mail, is told
// on the field that a code the race does not have cannot be offered, then saves and is told when the
// reminder goes out; a reload shows what was saved. At 390 px (the Messages tab's axe runs in
// messages.spec.ts).
import { expect as baseExpect, test } from '@playwright/test';

import { closePopup, signIn } from './support/auth.js';
import { raceWithPlacesTaken } from './support/marathons.js';

// Waits follow writes and first loads, which the functions emulator queues on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

test('the organiser switches on the reminder and the still-waiting mail, with a code checked', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 900 });
  const { organiser, id } = await raceWithPlacesTaken(50, 1);
  await signIn(page, organiser, `/dashboard/races/${id}`);
  await page.getByRole('tab', { name: 'Messages', exact: true }).click();
  const section = page.getByRole('region', { name: 'Automatic messages' });
  await expect(
    section.getByRole('checkbox', { name: 'Send a reminder before the start' }),
  ).not.toBeChecked();

  await section.getByRole('checkbox', { name: 'Send a reminder before the start' }).check();
  await section.getByRole('spinbutton', { name: 'Days before the start' }).fill('0');
  await section.getByRole('button', { name: 'Save automatic messages' }).click();
  await expect(
    section.getByText('Days before the start must be a whole number of days from 1 to 30'),
  ).toBeVisible();
  await section.getByRole('spinbutton', { name: 'Days before the start' }).fill('3');
  await section
    .getByRole('checkbox', {
      name: 'Tell runners whose unpaid place lapsed that it is still waiting',
    })
    .check();
  await section.getByRole('textbox', { name: 'Code to offer (optional)' }).fill('nosuch');
  await section.getByRole('button', { name: 'Save automatic messages' }).click();
  await expect(
    section.getByText('This race has no code NOSUCH. Create it under Codes first.'),
  ).toBeVisible();

  await section.getByRole('textbox', { name: 'Code to offer (optional)' }).fill('');
  await section.getByRole('button', { name: 'Save automatic messages' }).click();
  await closePopup(page, 'Automatic messages saved', 'The reminder goes out');

  await page.reload();
  await page.getByRole('tab', { name: 'Messages', exact: true }).click();
  await expect(
    section.getByRole('checkbox', { name: 'Send a reminder before the start' }),
  ).toBeChecked();
  await expect(section.getByRole('spinbutton', { name: 'Days before the start' })).toHaveValue('3');
  await expect(
    section.getByRole('checkbox', {
      name: 'Tell runners whose unpaid place lapsed that it is still waiting',
    }),
  ).toBeChecked();
  await expect(section.getByText(/^Goes out .+\.$/u)).toBeVisible();
});
