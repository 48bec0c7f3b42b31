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
  const reminder = section.getByRole('checkbox', { name: 'Send a reminder before the start' });
  const daysBefore = section.getByRole('spinbutton', { name: 'Days before the start' });
  const stillWaiting = section.getByRole('checkbox', {
    name: 'Tell runners whose unpaid place lapsed that it is still waiting',
  });
  const code = section.getByRole('textbox', { name: 'Code to offer (optional)' });
  const save = section.getByRole('button', { name: 'Save automatic messages' });
  /** Saving is refused, the form saying why. */
  const saveRefused = async (sentence: string) => {
    await save.click();
    await expect(section.getByText(sentence)).toBeVisible();
  };
  await expect(reminder).not.toBeChecked();

  await reminder.check();
  await daysBefore.fill('0');
  await saveRefused('Days before the start must be a whole number of days from 1 to 30');
  await daysBefore.fill('3');
  await stillWaiting.check();
  await code.fill('nosuch');
  await saveRefused('This race has no code NOSUCH. Create it under Codes first.');

  await code.fill('');
  await save.click();
  await closePopup(page, 'Automatic messages saved', 'The reminder goes out');

  await page.reload();
  await page.getByRole('tab', { name: 'Messages', exact: true }).click();
  await expect(reminder).toBeChecked();
  await expect(daysBefore).toHaveValue('3');
  await expect(stillWaiting).toBeChecked();
  await expect(section.getByText(/^Goes out .+\.$/u)).toBeVisible();
});
