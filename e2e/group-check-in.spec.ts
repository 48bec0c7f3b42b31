// An order's group pass at packet pick-up (docs/orders.md): a check-in volunteer scans the order's one
// QR code with the camera (Chromium's fake camera plays a video of it) and every runner of the order
// is checked in at once; a second scan says they are already in. Offline, the roster kept on the
// device names the order's runners: each waits as pending and is sent when the connection returns.
import os from 'node:os';
import path from 'node:path';

import { expect, test } from '@playwright/test';

import * as orders from '@run/contract/endpoints/orders';

import { api, baseURL, createAccount, registrationForm, uniqueEmail } from './support/api.js';
import type { Account } from './support/api.js';
import { expectNoSeriousViolations, reloadDark } from './support/axe.js';
import { signIn } from './support/auth.js';
import { uniqueTitle } from './support/marathons.js';
import {
  checkInVolunteer,
  fakeCameraPlaying,
  raceWithBibs,
  rosterOf,
  scanOffline,
  undoCheckIn,
  writeQrVideo,
} from './support/race-day.js';

const video = path.join(os.tmpdir(), `run-e2e-group-pass-${process.pid}.y4m`);

test.use(fakeCameraPlaying(video));
// One race, one video: the tests run in order in one browser.
test.describe.configure({ mode: 'serial' });

let race: { organiser: Account; id: string };
let volunteer: Account;
let entryIds: string[];

test.beforeAll(async () => {
  const { organiser, id } = await raceWithBibs(uniqueTitle('Group Pass Race'));
  race = { organiser, id };
  // Verified: an order for others mails them their claim link (docs/orders.md).
  const buyer = await createAccount({ prefix: 'buyer', verified: true });
  const entry = (email: string, firstName: string, self = false) => ({
    ...registrationForm({ ...buyer, email }, { firstName, lastName: 'Family' }),
    dateOfBirth: '1990-01-01',
    ...(self ? { self: true } : {}),
  });
  const distanceId = 'marathon';
  const made = await api.ok(orders.createOrder, {
    params: { id },
    token: buyer.idToken,
    body: {
      entries: [
        { ...entry(buyer.email, 'Mia', true), distanceId },
        { ...entry(uniqueEmail('kid'), 'Kit'), distanceId },
        { ...entry(uniqueEmail('partner'), 'Pat'), distanceId },
      ],
    },
  });
  entryIds = made.entries.map((e) => e.registrationId);
  const mine = await api.ok(orders.myOrders, {
    params: { userId: buyer.uid },
    token: buyer.idToken,
  });
  const groupPassId = mine.find((o) => o.orderId === made.orderId)?.groupPassId;
  if (!groupPassId) throw new Error('the free order has no group pass');
  volunteer = await checkInVolunteer(organiser, id);
  // Before the browser starts: the fake camera plays this file.
  writeQrVideo(video, `${baseURL}/check-in/${id}?group=${groupPassId}`);
});

const checkInPath = () => `/dashboard/races/${race.id}/check-in`;
const checkedIn = async () =>
  (await rosterOf(volunteer, race.id)).filter((r) => r.checkedInAt).length;

test('one scan of the group pass checks in the whole order; a second says they are already in', async ({
  page,
}) => {
  await signIn(page, volunteer, checkInPath());
  await expect(page.getByText('3 runners on this device')).toBeVisible();
  await page.getByRole('button', { name: 'Scan passes with the camera' }).click();
  await expect(page.getByText('Checked in: 3 runners', { exact: true })).toBeVisible({
    timeout: 15_000,
  });
  for (const name of ['Mia Family', 'Kit Family', 'Pat Family']) {
    await expect(page.getByRole('listitem').filter({ hasText: name })).toContainText(
      'checked in now',
    );
  }
  await expect(page.getByRole('row', { name: 'Marathon 3 / 3' })).toBeVisible();
  expect(await checkedIn()).toBe(3);
  await expectNoSeriousViolations(page, 'the check-in screen after a group pass (light)');

  // The second scan, in the dark theme (the reload starts the camera again).
  await reloadDark(page);
  await page.getByRole('button', { name: 'Scan passes with the camera' }).click();
  await expect(page.getByText('Already checked in: 3 runners', { exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('listitem').filter({ hasText: 'Kit Family' })).toContainText(
    /already checked in at \d\d:\d\d/u,
  );
  await expectNoSeriousViolations(page, 'the check-in screen after a second scan (dark)');
});

test('offline, the group pass checks in the order from the roster on the device', async ({
  page,
  context,
}) => {
  // Three undos, two camera scans and three queued check-ins sent one after another.
  test.setTimeout(90_000);
  for (const entryId of entryIds) await undoCheckIn(race.organiser, race.id, entryId);
  await signIn(page, volunteer, checkInPath());
  await expect(page.getByRole('row', { name: 'Marathon 0 / 3' })).toBeVisible();
  // As a volunteer's phone that opened the screen online.
  await scanOffline(page, context);
  await expect(
    page.getByText('Checked in, pending: 3 runners, sent when back online', { exact: true }),
  ).toBeVisible({ timeout: 15_000 });
  const pending = page.getByRole('heading', { name: 'Pending (3)' });
  await expect(pending).toBeVisible();
  await expect(page.getByRole('row', { name: 'Marathon 3 / 3' })).toBeVisible();
  await page.getByRole('button', { name: 'Scan next' }).click();
  await expect(page.getByText('Already checked in: 3 runners', { exact: true })).toBeVisible({
    timeout: 15_000,
  });
  expect(await checkedIn()).toBe(0);

  await context.setOffline(false);
  await expect(pending).toHaveCount(0);
  await expect.poll(checkedIn).toBe(3);
});
