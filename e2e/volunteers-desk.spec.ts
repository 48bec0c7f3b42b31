// Volunteer shifts on the organisers' side (docs/volunteers.md): the console's Volunteers tab (each
// shift's coverage, a shift added, changed and deleted, a shift's list, every volunteer as CSV), and
// the check-in desk's volunteer mode: a volunteer's pass scanned with the camera (Chromium's fake
// camera plays a video of its QR code) checks them in, "Check out" records their hours, offline
// both wait on the device with their scan time; a shift's captain gets the volunteer mode only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { expect, test, type Page } from '@playwright/test';

import { baseURL, type Account } from './support/api.js';
import { expectNoSeriousViolations, reloadDark } from './support/axe.js';
import { closePopup, signIn } from './support/auth.js';
import { fakeCameraPlaying, scanOffline, writeQrVideo } from './support/race-day.js';
import { raceWithShifts, shiftInput } from './support/shifts.js';
import { setCaptains, shiftVolunteers, signedUpVolunteer } from './support/volunteer-desk.js';

const video = path.join(os.tmpdir(), `run-e2e-volunteer-pass-${process.pid}.y4m`);

test.use(fakeCameraPlaying(video));
// One race, one video: the tests run in order in one browser.
test.describe.configure({ mode: 'serial' });

let organiser: Account;
let raceId = '';
let deskShiftId = '';
let vera: { account: Account; passId: string };
let walt: { account: Account; passId: string };

test.beforeAll(async () => {
  const race = await raceWithShifts([
    shiftInput({ role: 'Registration Desk', name: 'Morning desk', capacity: 3 }),
  ]);
  organiser = race.organiser;
  raceId = race.id;
  deskShiftId = race.shiftIds[0] ?? '';
  vera = await signedUpVolunteer(raceId, deskShiftId, 'Vera Volunteer');
  walt = await signedUpVolunteer(raceId, deskShiftId, 'Walt Helper');
  // Before the browser starts: the fake camera plays Vera's pass.
  writeQrVideo(video, `${baseURL}/check-in/${raceId}?pass=${vera.passId}`);
});

/** Nothing on the page scrolls sideways at its width. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page does not scroll sideways').toBeLessThanOrEqual(0);
}

/** `days` from now at 08:00 as a datetime-local input takes it (the browser's clock: a race without a zone). */
function localInput(days: number, hour: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(hour)}:00`;
}

const deskPath = () => `/dashboard/races/${raceId}/check-in`;
const coverageRow = (page: Page, name: string) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(name, 'u') }) });

test('an organiser sees each shift’s coverage, adds, changes and deletes a shift, lists its volunteers and downloads them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, organiser, `/dashboard/races/${raceId}?tab=volunteers`);
  await expect(page.getByRole('tab', { name: 'Volunteers' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('heading', { name: 'Volunteer shifts' })).toBeVisible();
  const desk = coverageRow(page, 'Morning desk');
  await expect(desk.getByRole('cell').nth(1)).toHaveText('2 / 3');
  await expect(desk.getByRole('rowheader')).toContainText('Registration Desk');
  await expectNoSeriousViolations(page, 'the Volunteers tab');

  // Add a shift.
  await page.getByRole('button', { name: 'Add a shift' }).click();
  const add = page.getByRole('dialog', { name: 'Add a shift' });
  await add.getByLabel('Role', { exact: true }).fill('Course Marshals');
  await add.getByLabel('Shift name', { exact: true }).fill('Bridge marshals');
  await add.getByLabel('Location (optional)', { exact: true }).fill('Bridge at km 12');
  await add.getByLabel('Starts', { exact: true }).fill(localInput(3, 8));
  // Ends before it starts: the shared schema's sentence, on the field.
  await add.getByLabel('Ends', { exact: true }).fill(localInput(3, 7));
  await add.getByLabel('Capacity', { exact: true }).fill('4');
  await add.getByRole('button', { name: 'Add shift' }).click();
  await expect(add.getByText('A shift must end after it starts')).toBeVisible();
  await expectNoSeriousViolations(page, 'the shift form with a message');
  await add.getByLabel('Ends', { exact: true }).fill(localInput(3, 12));
  await add.getByRole('button', { name: 'Add shift' }).click();
  await closePopup(page, 'Shift added', 'Bridge marshals');
  const bridge = coverageRow(page, 'Bridge marshals');
  await expect(bridge.getByRole('cell').nth(1)).toHaveText('0 / 4');

  // Every volunteer as CSV.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/\.csv$/u);
  const csv = fs.readFileSync(await file.path(), 'utf8');
  expect(csv).toContain('Vera Volunteer');
  expect(csv).toContain('Walt Helper');

  // One shift's list.
  await page.getByRole('button', { name: 'Volunteers of Morning desk' }).click();
  await expect(page.getByRole('heading', { name: 'Volunteers: Morning desk' })).toBeVisible();
  const veraRow = page.getByRole('row').filter({ hasText: 'Vera Volunteer' });
  await expect(veraRow).toContainText('+1 555 0100');
  await expect(veraRow).toContainText('Pat Doe, +1 555 0199');
  await expect(veraRow).not.toContainText('Captain');
  await expect(page.getByText('Nobody is on this shift’s waitlist.')).toBeVisible();
  await expectNoSeriousViolations(page, 'a shift’s list');

  // Vera captains it.
  await page.getByRole('button', { name: 'Edit Morning desk' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Morning desk' });
  await expect(edit.getByLabel('Shift name', { exact: true })).toHaveValue('Morning desk');
  await edit.getByRole('checkbox', { name: 'Vera Volunteer' }).check();
  await expectNoSeriousViolations(page, 'the shift form editing');
  await edit.getByRole('button', { name: 'Save shift' }).click();
  await closePopup(page, 'Shift saved', 'Morning desk');
  await expect(veraRow).toContainText('Captain');

  // Delete the new shift: its people are mailed.
  await page.getByRole('button', { name: 'Delete Bridge marshals' }).click();
  const remove = page.getByRole('dialog', { name: 'Delete Bridge marshals?' });
  await expect(remove).toContainText(
    'Its volunteers and the people on its waitlist are mailed that the shift is cancelled.',
  );
  await remove.getByRole('button', { name: 'Delete', exact: true }).click();
  await closePopup(page, 'Shift deleted', 'Bridge marshals is no longer offered.');
  await expect(bridge).toHaveCount(0);

  // A phone, dark.
  await page.setViewportSize({ width: 390, height: 844 });
  await reloadDark(page);
  await expect(coverageRow(page, 'Morning desk').getByRole('cell').nth(0)).toHaveText('2 / 3');
  await expectNoSidewaysScroll(page);
  await expectNoSeriousViolations(page, 'the Volunteers tab on a phone (dark)');
});

test('offline, a volunteer’s check-in and check-out wait on the device and are sent with their scan times', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, organiser, deskPath());
  await page.getByRole('radio', { name: 'Volunteers' }).check();
  await expect(page).toHaveURL((url) => url.searchParams.get('mode') === 'volunteers');
  await expect(page.getByRole('heading', { name: 'Find a runner' })).toHaveCount(0);
  await scanOffline(page, context);
  await expect(page.getByText('Checked in, pending: sent when back online')).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('A volunteer’s pass: named once it is sent.')).toBeVisible();
  await page.getByRole('button', { name: 'Check out' }).click();
  await expect(page.getByText('Checked out, pending: sent when back online')).toBeVisible();
  const pending = page.getByRole('heading', { name: 'Pending (2)' });
  await expect(pending).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousViolations(page, 'the volunteer desk offline');
  // Not sent yet.
  const [before] = await shiftVolunteers(organiser, raceId, deskShiftId).then((list) =>
    list.filter((v) => v.userId === vera.account.uid),
  );
  expect(before?.checkedInAt).toBeNull();

  await context.setOffline(false);
  await expect(pending).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /^Not checked in/u })).toHaveCount(0);
  const [after] = await shiftVolunteers(organiser, raceId, deskShiftId).then((list) =>
    list.filter((v) => v.userId === vera.account.uid),
  );
  expect(after?.checkedInAt).toBeTruthy();
  expect(after?.checkedOutAt).toBeTruthy();
  expect(after?.hours).toBeGreaterThanOrEqual(0);
});

test('online, the desk names the volunteer, their shift and role, already in and out, and checks a volunteer in and out', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, organiser, `${deskPath()}?mode=volunteers`);
  await expect(page.getByRole('radio', { name: 'Volunteers' })).toBeChecked();
  await page.getByRole('button', { name: 'Scan passes with the camera' }).click();
  await expect(page.getByText(/^Already checked in at \d\d:\d\d$/u)).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('main').getByText('Vera Volunteer', { exact: true })).toBeVisible();
  await expect(page.getByText('Morning desk · Registration Desk', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Check out Vera Volunteer' }).click();
  await expect(page.getByText(/^Already checked out at \d\d:\d\d: \d+(\.\d+)? h$/u)).toBeVisible();

  // A pass opened by a phone's camera app reaches the desk: Walt is checked in, then out.
  await page.goto(`/check-in/${raceId}?pass=${walt.passId}`);
  await expect(page).toHaveURL((url) => url.pathname === deskPath());
  await expect(page.getByRole('paragraph').filter({ hasText: /^Checked in$/u })).toBeVisible();
  await expect(page.getByRole('main').getByText('Walt Helper', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, 'the desk with a volunteer checked in');
  await page.getByRole('button', { name: 'Check out Walt Helper' }).click();
  await expect(page.getByText(/^Checked out: \d+(\.\d+)? h$/u)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check out Walt Helper' })).toHaveCount(0);
  await expectNoSeriousViolations(page, 'the desk with a volunteer checked out (light)');
  await reloadDark(page);
  await expectNoSeriousViolations(page, 'the volunteer desk (dark)');
  const [waltNow] = await shiftVolunteers(organiser, raceId, deskShiftId).then((list) =>
    list.filter((v) => v.userId === walt.account.uid),
  );
  expect(waltNow?.checkedOutAt).toBeTruthy();
});

test('a shift’s captain opens the desk in volunteer mode only and checks their shift’s volunteers', async ({
  page,
}) => {
  await setCaptains(organiser, raceId, deskShiftId, [vera.account.uid]);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, vera.account, deskPath());
  await expect(
    page.getByText(
      'You check in and out the volunteers of the shifts you captain: scan their passes.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Runners' })).toHaveCount(0);
  await expect(page.getByText(/runners on this device/u)).toHaveCount(0);
  await page.getByRole('button', { name: 'Scan passes with the camera' }).click();
  await expect(page.getByText(/^Already checked in at \d\d:\d\d$/u)).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('main').getByText('Vera Volunteer', { exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousViolations(page, 'the captain’s desk');
});
