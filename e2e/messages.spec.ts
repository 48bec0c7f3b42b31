// Messages to a race's people in the console (docs/messages.md): an organiser whose race has two
// confirmed runners opens the Messages tab, writes a message with merge fields for an audience, sees
// the live count change with the audience, previews it merged for the first runner (plain text),
// schedules one and cancels it after a confirmation, then sends one now and finds it sent in the
// history. At 1366 and 390 px, axe in light and dark.
import { expect as baseExpect, test, type Page } from '@playwright/test';

import { closePopup, signIn } from './support/auth.js';
import { expectNoSeriousViolations, expectNoSeriousViolationsLightAndDark } from './support/axe.js';
import { raceWithPlacesTaken } from './support/marathons.js';
import { localInputIn } from './support/messages.js';
import { fillShift, raceWithShifts, shiftInput } from './support/shifts.js';

// Waits follow writes and first loads, which the functions emulator queues on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

/** The compose form's fields, found by their labels. */
const subject = (page: Page) => page.getByRole('textbox', { name: 'Subject' });
const body = (page: Page) => page.getByRole('textbox', { name: /^Message/u });
const count = (page: Page) => page.getByText(/^This message goes to \d+ (person|people)$/u);

/** The history's row for the message `title`. */
const historyRow = (page: Page, title: string) =>
  page
    .getByRole('table', { name: 'The race’s messages' })
    .getByRole('row')
    .filter({ hasText: title });

async function compose(page: Page, title: string) {
  await subject(page).fill(title);
  await body(page).fill('Hello {firstName},\nsee you at {raceName}.');
}

for (const width of [1366, 390]) {
  test(`messages at ${width} px: count, preview, schedule and cancel, send now`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 900 });
    const { organiser, input, id } = await raceWithPlacesTaken(50, 2);

    await signIn(page, organiser, `/dashboard/races/${id}`);
    await page.getByRole('tab', { name: 'Messages', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Write a message' })).toBeVisible();
    await expect(
      page.getByText(
        'Send it by email, by text message to the runners who agreed to texts, or both.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Email' })).toBeChecked();
    await expect(page.getByText('No messages yet.')).toBeVisible();

    // The live count follows the audience: the confirmed runners by default, none when only the
    // volunteers are chosen, a line asking for a group when none is.
    await expect(count(page)).toHaveText('This message goes to 2 people');
    await page.getByRole('checkbox', { name: 'Confirmed runners' }).uncheck();
    await expect(page.getByText('Choose who the message is for.')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Volunteers' }).check();
    await expect(count(page)).toHaveText('This message goes to 0 people');
    await page.getByRole('checkbox', { name: 'Volunteers' }).uncheck();
    await page.getByRole('checkbox', { name: 'Confirmed runners' }).check();
    await expect(count(page)).toHaveText('This message goes to 2 people');
    // News reaches only runners who asked for it: none has yet.
    await page.getByRole('radio', { name: 'News (only those who asked for it)' }).check();
    await expect(count(page)).toHaveText('This message goes to 0 people');
    await page.getByRole('radio', { name: 'Service (everyone in the audience)' }).check();
    await expect(count(page)).toHaveText('This message goes to 2 people');

    // An unknown merge field is named on the message.
    await subject(page).fill('Start time');
    await body(page).fill('Hello {name}');
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await expect(page.getByText('Unknown merge field {name}')).toBeVisible();

    // The preview: merged for the first runner, as plain text.
    const scheduled = `Start time ${width}`;
    await compose(page, scheduled);
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const preview = page.getByRole('dialog', { name: 'Preview' });
    await expect(preview).toContainText('This message goes to 2 people');
    await expect(preview).toContainText(scheduled);
    await expect(preview.getByTestId('preview-body')).toContainText(`see you at ${input.title}.`);
    await expect(preview.getByTestId('preview-body')).not.toContainText('{firstName}');
    await expectNoSeriousViolations(page, `Message preview at ${width} px`);
    await preview.getByRole('button', { name: 'Close' }).first().click();
    await expect(preview).toBeHidden();

    // Scheduled for tomorrow, after a confirmation naming the count.
    await page.getByRole('radio', { name: 'Schedule' }).check();
    await page.getByLabel('Send at').fill(localInputIn(24));
    await page.getByRole('button', { name: 'Schedule…' }).click();
    const confirmSchedule = page.getByRole('dialog', { name: 'Schedule this message?' });
    await expect(confirmSchedule).toContainText('This message goes to 2 people');
    await confirmSchedule.getByRole('button', { name: 'Schedule', exact: true }).click();
    await closePopup(page, 'Message scheduled', scheduled);
    // The form is empty again, ready for the next one.
    await expect(subject(page)).toHaveValue('');
    await expect(page.getByRole('radio', { name: 'Send now' })).toBeChecked();
    await expect(historyRow(page, scheduled)).toContainText('Scheduled');

    // Cancelled after a confirmation.
    await page.getByRole('button', { name: `Cancel ${scheduled}` }).click();
    const confirmCancel = page.getByRole('dialog', { name: `Cancel “${scheduled}”?` });
    await expect(confirmCancel).toContainText('It will not be sent to anyone.');
    await confirmCancel.getByRole('button', { name: 'Cancel the message' }).click();
    await closePopup(page, 'Message cancelled', scheduled);
    await expect(historyRow(page, scheduled)).toContainText('Cancelled');
    await expect(page.getByRole('button', { name: `Cancel ${scheduled}` })).toHaveCount(0);

    // Sent now: it reaches both runners and shows as sent.
    const sent = `Parking ${width}`;
    await compose(page, sent);
    await page.getByRole('button', { name: 'Send now…' }).click();
    const confirmSend = page.getByRole('dialog', { name: 'Send this message?' });
    await expect(confirmSend).toContainText('This message goes to 2 people');
    await expect(confirmSend).toContainText('It leaves at once.');
    await confirmSend.getByRole('button', { name: 'Send', exact: true }).click();
    await closePopup(page, 'Message sent', sent);
    await expect(historyRow(page, sent)).toContainText('Sent');
    await expect(historyRow(page, sent)).not.toContainText('Sending');
    if (width === 390) {
      await expect(historyRow(page, sent)).toContainText('2 recipients');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
    } else {
      // Kind, sent as, state, when, recipients.
      await expect(historyRow(page, sent).getByRole('cell').nth(1)).toHaveText('Email');
      await expect(historyRow(page, sent).getByRole('cell').nth(4)).toHaveText('2');
    }

    await expectNoSeriousViolationsLightAndDark(page, `Messages tab at ${width} px`);
    await expect(historyRow(page, sent)).toContainText('Sent');
  });
}

test('a message to the volunteers of one shift counts only theirs', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 900 });
  const { organiser, id, shiftIds } = await raceWithShifts([
    shiftInput({ role: 'Hydration Stations', name: 'Water at km 10', capacity: 3 }),
    shiftInput({ role: 'Finish Line Crew', name: 'Finish line medals', capacity: 3 }, 72),
  ]);
  await fillShift(id, shiftIds[0] ?? '', 1);

  await signIn(page, organiser, `/dashboard/races/${id}`);
  await page.getByRole('tab', { name: 'Messages', exact: true }).click();
  await page.getByRole('checkbox', { name: 'Confirmed runners' }).uncheck();
  await page.getByRole('checkbox', { name: 'Volunteers' }).check();
  await expect(count(page)).toHaveText('This message goes to 1 person');
  const shiftsBox = page.getByRole('group', {
    name: 'Volunteers of only these shifts (every shift when none is ticked)',
  });
  await shiftsBox.getByRole('checkbox', { name: /^Finish line medals, / }).check();
  await expect(count(page)).toHaveText('This message goes to 0 people');
  await shiftsBox.getByRole('checkbox', { name: /^Water at km 10, / }).check();
  await expect(count(page)).toHaveText('This message goes to 1 person');
  await expectNoSeriousViolations(page, 'Messages tab with shifts at 390 px');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
