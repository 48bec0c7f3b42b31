// Packet pick-up on the check-in screen (docs/race-day.md): a check-in volunteer scans a runner's
// race pass with the camera (Chromium's fake camera plays a video of the QR code), a second scan says
// "Already checked in", offline check-ins wait as pending until the browser is back online (one the
// server then refuses stays on the screen until dismissed), and the roster is fetched again then.
import os from 'node:os';
import path from 'node:path';

import { expect, test } from '@playwright/test';

import type { Account } from './support/api.js';
import { baseURL } from './support/api.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { signIn } from './support/auth.js';
import { uniqueTitle } from './support/marathons.js';
import {
  checkInVolunteer,
  fakeCameraPlaying,
  raceWithBibs,
  registeredRunner,
  rosterOf,
  scanOffline,
  setBib,
  undoCheckIn,
  writeQrVideo,
} from './support/race-day.js';

const video = path.join(os.tmpdir(), `run-e2e-pass-${process.pid}.y4m`);

test.use(fakeCameraPlaying(video));
// One race, one video: the tests run in order in one browser.
test.describe.configure({ mode: 'serial' });

let race: { organiser: Account; id: string; title: string };
let volunteer: Account;
let ada: Account;
let ben: Account;

test.beforeAll(async () => {
  const title = uniqueTitle('Check-in Race');
  const { organiser, id } = await raceWithBibs(title);
  race = { organiser, id, title };
  const adaRunner = await registeredRunner(id, 'Ada', 'Scanwell');
  ada = adaRunner;
  ben = await registeredRunner(id, 'Ben', 'Searchman');
  await setBib(organiser, id, ada.uid, 101);
  await setBib(organiser, id, ben.uid, 102);
  volunteer = await checkInVolunteer(organiser, id);
  // Before the browser starts: the fake camera plays this file.
  writeQrVideo(video, `${baseURL}/check-in/${id}?pass=${adaRunner.passId}`);
});

const checkInPath = () => `/dashboard/races/${race.id}/check-in`;

test('a check-in volunteer scans a pass with the camera; a second scan says already checked in', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await signIn(page, volunteer, '/dashboard/races-i-help-with');
  await expect(page.getByRole('listitem').filter({ hasText: race.title })).toContainText(
    'Check-in staff',
  );
  await page.getByRole('link', { name: `Check-in: ${race.title}` }).click();
  await expect(page).toHaveURL((url) => url.pathname === checkInPath());
  await expect(page.getByText('2 runners on this device')).toBeVisible();
  await expect(page.getByRole('row', { name: 'Marathon 0 / 2' })).toBeVisible();
  await expectNoSeriousViolations(page, 'the check-in screen');

  await page.getByRole('button', { name: 'Scan passes with the camera' }).click();
  // The scan's verdict (a paragraph), not the counts section's heading of the same words.
  await expect(page.getByRole('paragraph').filter({ hasText: /^Checked in$/u })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('Ada Scanwell')).toBeVisible();
  await expect(page.getByText('Marathon · Bib 101')).toBeVisible();
  await expect(page.getByRole('row', { name: 'Marathon 1 / 2' })).toBeVisible();
  // Check-in staff cannot undo.
  await expect(page.getByRole('button', { name: 'Undo check-in' })).toHaveCount(0);
  await expectNoSeriousViolations(page, 'the check-in screen with a result');

  await page.getByRole('button', { name: 'Scan next' }).click();
  await expect(page.getByText(/^Already checked in at \d\d:\d\d$/u)).toBeVisible({
    timeout: 15_000,
  });
  const [first] = (await rosterOf(volunteer, race.id)).filter((r) => r.userId === ada.uid);
  expect(first?.checkedInAt).toBeTruthy();
});

test('offline, a scan and a check-in by search wait as pending and are sent on reconnecting', async ({
  page,
  context,
}) => {
  await undoCheckIn(race.organiser, race.id, ada.uid);
  await signIn(page, volunteer, checkInPath());
  await expect(page.getByText('2 runners on this device')).toBeVisible();
  await expect(page.getByRole('row', { name: 'Marathon 0 / 2' })).toBeVisible();
  // As a volunteer's phone that opened the screen online.
  await scanOffline(page, context);
  await expect(page.getByText('Checked in, pending: sent when back online')).toBeVisible({
    timeout: 15_000,
  });
  // Matched offline by the pass's key in the roster on the device: the runner is named.
  await expect(page.getByText('Marathon · Bib 101')).toBeVisible();
  await expect(page.getByText(/^Ada Scanwell, scanned at \d\d:\d\d$/u)).toBeVisible();
  await page.getByLabel('Name or bib').fill('ben search');
  await page.getByRole('button', { name: 'Check in Ben Searchman' }).click();
  const pending = page.getByRole('heading', { name: 'Pending (2)' });
  await expect(pending).toBeVisible();
  // Checked in, if not yet sent: no second Check in to press.
  await expect(page.getByRole('button', { name: 'Check in Ben Searchman' })).toHaveCount(0);
  await expect(page.getByRole('row', { name: 'Marathon 2 / 2' })).toBeVisible();
  // A second scan while offline: already (pending).
  await page.getByRole('button', { name: 'Scan next' }).click();
  await expect(page.getByText(/^Already checked in at \d\d:\d\d$/u)).toBeVisible({
    timeout: 15_000,
  });
  // Not sent yet.
  expect((await rosterOf(volunteer, race.id)).filter((r) => r.checkedInAt)).toHaveLength(0);
  // The phone reloads the screen without a connection: the check-ins are still on the device.
  await page.reload();
  await expect(page.getByRole('row', { name: 'Marathon 2 / 2' })).toBeVisible();
  await expect(pending).toBeVisible();

  await context.setOffline(false);
  await expect(pending).toHaveCount(0);
  await expect
    .poll(async () => (await rosterOf(volunteer, race.id)).filter((r) => r.checkedInAt).length)
    .toBe(2);
});

test('a runner registered after the roster was kept reaches the device when the connection returns', async ({
  page,
  context,
}) => {
  await signIn(page, volunteer, checkInPath());
  await expect(page.getByText('2 runners on this device')).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByText(/^Offline/u)).toBeVisible();
  await registeredRunner(race.id, 'Cleo', 'Latecomer');
  await context.setOffline(false);
  await expect(page.getByText('3 runners on this device')).toBeVisible();
  await page.getByLabel('Name or bib').fill('cleo');
  await expect(page.getByRole('button', { name: 'Check in Cleo Latecomer' })).toBeVisible();
});

test('a queued check-in the server refuses stays on the screen, across a reload, until dismissed', async ({
  page,
  context,
}) => {
  const dan = await registeredRunner(race.id, 'Dan', 'Wrongclock');
  await signIn(page, volunteer, checkInPath());
  await expect(page.getByText('4 runners on this device')).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByText(/^Offline/u)).toBeVisible();
  // The phone's clock is a day behind: its check-in is dated before Dan registered.
  await page.clock.setFixedTime(Date.now() - 86_400_000);
  await page.getByLabel('Name or bib').fill('dan wrongclock');
  await page.getByRole('button', { name: 'Check in Dan Wrongclock' }).click();
  await expect(page.getByRole('heading', { name: 'Pending (1)' })).toBeVisible();

  await context.setOffline(false);
  const refused = page.getByRole('region', { name: 'Not checked in (1)' });
  await expect(refused).toContainText(/Dan Wrongclock, scanned \w{3} \d+ \w{3}, \d\d:\d\d:/u);
  await expect(refused).toContainText('before this runner’s place was confirmed');
  await expect(page.getByRole('heading', { name: /^Pending/u })).toHaveCount(0);
  await expectNoSeriousViolations(page, 'the check-in screen with a refused check-in');
  await page.reload();
  await expect(refused).toContainText('Dan Wrongclock');

  await refused.getByRole('button', { name: /^Dismiss: Dan Wrongclock/u }).click();
  await expect(refused).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('4 runners on this device')).toBeVisible();
  await expect(page.getByRole('region', { name: /^Not checked in/u })).toHaveCount(0);
  const [kept] = (await rosterOf(volunteer, race.id)).filter((r) => r.userId === dan.uid);
  expect(kept?.checkedInAt).toBeNull();
});
