// Volunteering in the browser (docs/volunteers.md): the race page's Volunteer section lists the race's
// shifts (role, name, place, time, places left) without anything personal; a runner signs up with the
// volunteer's form (the name from their profile, the waiver required), is refused a second shift at the same time with the API's sentence,
// joins a full shift's waitlist and learns the position; My Apply List's "Your shifts" shows the pass
// (the race pass's QR code) and the waiting place, and drops the shift after asking; when the full
// shift's volunteer drops out, the runner is offered the place and takes it with the form. At 1366
// and 390 px, axe in light and dark on both screens.
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';

import { SHIFT_REFUSALS } from '@run/contract/domain/shift-refusals';

import { createAccount } from './support/api.js';
import { closePopup, signIn } from './support/auth.js';
import { expectNoSeriousViolations, expectNoSeriousViolationsLightAndDark } from './support/axe.js';
import { dropOwnPlace, fillShift, raceWithShifts, shiftInput } from './support/shifts.js';

// Waits follow writes and first loads, which the functions emulator queues on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

/** The volunteer's form in its dialog: phone, emergency contact, T-shirt, then the waiver. */
async function fillVolunteerForm(page: Page, dialog: string) {
  const form = page.getByRole('dialog', { name: dialog });
  await form.getByLabel('Phone').fill('+1 555 0142');
  await form.getByLabel('Emergency Contact').fill('Sam Doe, +1 555 0143');
  await form.getByLabel('T-shirt size').selectOption('M');
  await form.getByLabel(/I accept the volunteer waiver/u).check();
  return form;
}

/**
 * The volunteer's form for `shift`, opened by its button in `where` ("Sign up for …", "Join the
 * waitlist for …", "Take the place in …"), filled in and sent with the action's own button.
 */
async function sendVolunteerForm(page: Page, where: Locator, opener: string, shift: string) {
  const action = opener.replace(/ (for|in)$/u, '');
  await where.getByRole('button', { name: `${opener} ${shift}` }).click();
  const form = await fillVolunteerForm(page, `${action}: ${shift}`);
  await form.getByRole('button', { name: action }).click();
  return form;
}

/** The thanks after a sign-up or a joined waitlist, saying `text`. */
const thanked = (page: Page, text: string) => closePopup(page, 'Thank you for volunteering!', text);

test('volunteers: sign up for a shift on the race page, join a full one’s waitlist, and find the pass in My Apply List', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const { id, title, shiftIds } = await raceWithShifts([
    shiftInput({ role: 'Hydration Stations', name: 'Water at km 10', capacity: 5 }),
    // The same hours as the water station: one person cannot do both.
    shiftInput({ role: 'Course Marshals', name: 'Marshal at km 12', capacity: 5 }),
    shiftInput({ role: 'Finish Line Crew', name: 'Finish line medals', capacity: 1 }, 72),
  ]);
  const [medalist] = await fillShift(id, shiftIds[2] ?? '', 1);

  // The race page (signed in, as every race page is): the shifts and their places, nothing personal.
  const runner = await createAccount({ prefix: 'vera', displayName: 'Vera Volunteer' });
  await signIn(page, runner, `/marathons/${id}`);
  const section = page.getByRole('region', { name: 'Volunteer' });
  await expect(section.getByRole('heading', { name: 'Water at km 10' })).toBeVisible();
  const water = section.getByRole('listitem').filter({ hasText: 'Water at km 10' });
  await expect(water).toContainText('Hydration Stations');
  await expect(water).toContainText('km 10, Elm Street');
  await expect(water).toContainText('5 places left');
  const medals = section.getByRole('listitem').filter({ hasText: 'Finish line medals' });
  await expect(medals).toContainText('Full');
  await expect(section).not.toContainText('+1 555 0100');

  // The runner signs up: the name comes from their profile; the waiver must be accepted.
  await section.getByRole('button', { name: 'Sign up for Water at km 10' }).click();
  const form = page.getByRole('dialog', { name: 'Sign up: Water at km 10' });
  await expect(form.getByLabel('Name')).toHaveValue('Vera Volunteer');
  await fillVolunteerForm(page, 'Sign up: Water at km 10');
  await form.getByLabel(/I accept the volunteer waiver/u).uncheck();
  await form.getByRole('button', { name: 'Sign up' }).click();
  await expect(form.getByText('Please read and accept the waiver')).toBeVisible();
  await form.getByLabel(/I accept the volunteer waiver/u).check();
  await form.getByRole('button', { name: 'Sign up' }).click();
  await thanked(page, 'You are signed up for “Water at km 10”. Your pass is in My Apply List.');
  await expect(water).toContainText('4 places left');

  // A shift at the same time is refused with the API's sentence, on the form.
  const marshal = await sendVolunteerForm(page, section, 'Sign up for', 'Marshal at km 12');
  await expect(marshal.getByRole('alert')).toHaveText(
    SHIFT_REFUSALS.shift_overlap.replace('{shift}', 'Water at km 10'),
  );
  await marshal.getByRole('button', { name: 'Cancel' }).click();

  // The full shift offers its waitlist with the same form, and says the position.
  await sendVolunteerForm(page, section, 'Join the waitlist for', 'Finish line medals');
  await thanked(page, 'You are number 1 on the waitlist for “Finish line medals”.');
  await expect(medals).toContainText('Full · 1 person waiting');
  await expectNoSeriousViolationsLightAndDark(page, 'the race page’s Volunteer section');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(section.getByRole('button', { name: 'Sign up for Water at km 10' })).toBeVisible();
  await noSidewaysScroll(page);

  // My Apply List: the shift with its pass, the waiting place with its position.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/dashboard/applied-marathons');
  const shifts = page.getByRole('table', { name: 'My volunteer shifts' });
  const signedUp = shifts.getByRole('row').filter({ hasText: 'Water at km 10' });
  await expect(signedUp).toContainText(title);
  await expect(signedUp).toContainText('Signed up');
  const waiting = shifts.getByRole('row').filter({ hasText: 'Finish line medals' });
  await expect(waiting).toContainText('Waiting: number 1 on the waitlist');
  await expect(
    waiting.getByRole('button', { name: 'Leave the waitlist for Finish line medals' }),
  ).toBeVisible();
  await signedUp.getByRole('button', { name: 'Show pass: Water at km 10' }).click();
  const pass = page.getByRole('dialog', { name: 'Volunteer pass: Water at km 10' });
  await expect(
    pass.getByRole('img', { name: `Volunteer pass QR code for Water at km 10, ${title}` }),
  ).toBeVisible();
  await expect(pass).toContainText('Hydration Stations · Water at km 10');
  await expect(pass).toContainText('Not checked in yet');
  await expectNoSeriousViolations(page, 'the volunteer pass');
  await pass.getByRole('button', { name: 'Close' }).click();
  await expectNoSeriousViolationsLightAndDark(page, 'My Apply List’s Your shifts');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(shifts).toBeVisible();
  await noSidewaysScroll(page);

  // Dropping the shift asks first; the row goes.
  await signedUp.getByRole('button', { name: 'Drop this shift: Water at km 10' }).click();
  const confirm = page.getByRole('dialog', { name: 'Drop this shift?' });
  await expect(confirm).toContainText(`Your place in “Water at km 10” at ${title}`);
  await confirm.getByRole('button', { name: 'Drop this shift' }).click();
  await closePopup(page, 'Shift Dropped', 'You no longer volunteer for “Water at km 10”.');
  await expect(signedUp).toHaveCount(0);
  await expect(waiting).toBeVisible();

  // The medals volunteer drops out: the place is offered to the runner, who takes it with the form.
  if (!medalist) throw new Error('The full shift has its volunteer');
  await dropOwnPlace(id, shiftIds[2] ?? '', medalist);
  await expect(async () => {
    await page.reload();
    await expect(waiting).toContainText('A place is held for you until', { timeout: 5000 });
  }).toPass({ timeout: 30_000 });
  await expect(
    waiting.getByRole('button', { name: 'Decline the place in Finish line medals' }),
  ).toBeVisible();
  await sendVolunteerForm(page, waiting, 'Take the place in', 'Finish line medals');
  await thanked(page, 'You are signed up for “Finish line medals”. Your pass is in My Apply List.');
  await expect(waiting).toContainText('Signed up');
  await expect(
    waiting.getByRole('button', { name: 'Show pass: Finish line medals' }),
  ).toBeVisible();
});
