// Race-day set-up through the API (docs/race-day.md): a race with a bib range, registered runners
// and their passes, staff invited and accepted with the token of the invitation mail, and a fake camera's
// video of a race pass for Chromium (`--use-file-for-fake-video-capture`).
import fs from 'node:fs';

import {
  expect,
  type BrowserContext,
  type Page,
  type PlaywrightTestOptions,
  type PlaywrightWorkerOptions,
} from '@playwright/test';
import QRCode from 'qrcode';

import * as raceDay from '@run/contract/endpoints/race-day';
import * as registrations from '@run/contract/endpoints/registrations';

import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '../../bench/support/chromium.js';
import { api, createAccount, createMarathon, register, type Account } from './api.js';
import { db } from './hand-made.js';
import { marathonInput } from './marathons.js';

/** An open one-distance race with bibs 1-999, and its organiser (verified: it invites staff). */
export async function raceWithBibs(title: string) {
  const organiser = await createAccount({ prefix: 'organiser', verified: true });
  // Race day tomorrow, registration open until 12 hours before: runners register, then check in.
  const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
  const input = marathonInput('open', {
    endRegistrationDate: hoursFromNow(12),
    marathonStartDate: hoursFromNow(24),
    title,
    distances: [
      { name: 'Marathon', runningDistance: '42 KM', capacity: null, bibFrom: 1, bibTo: 999 },
    ],
  });
  return { organiser, id: await createMarathon(organiser, input) };
}

/** A runner registered for the race under a name of their own, with their pass id. */
export async function registeredRunner(marathonId: string, firstName: string, lastName: string) {
  const runner = await createAccount({ prefix: 'runner' });
  await register(runner, marathonId, { firstName, lastName });
  const mine = await api.ok(registrations.myRegistrations, {
    params: { userId: runner.uid },
    token: runner.idToken,
  });
  const own = mine.find((r) => r._id === marathonId)?.totalRegistrationCount[0];
  if (!own?.passId) throw new Error('the registration has no race pass');
  return { ...runner, passId: own.passId };
}

export function setBib(organiser: Account, marathonId: string, userId: string, bib: number) {
  return api.ok(raceDay.setBib, {
    params: { id: marathonId, userId },
    body: { bib },
    token: organiser.idToken,
  });
}

/** The race's roster as `staff` reads it (the paged roster, which names each runner's uid). */
export async function rosterOf(staff: Account, marathonId: string) {
  const page = await api.ok(raceDay.roster, {
    params: { id: marathonId },
    token: staff.idToken,
  });
  return page.runners;
}

export function undoCheckIn(organiser: Account, marathonId: string, userId: string) {
  return api.ok(raceDay.undoCheckIn, {
    params: { id: marathonId, userId },
    token: organiser.idToken,
  });
}

/** `member` invited to the race's staff as `role`, accepting with the token of the mailed link. */
export async function joinStaff(
  organiser: Account,
  marathonId: string,
  member: Account,
  role: 'check-in' | 'co-organiser',
): Promise<Account> {
  await api.ok(raceDay.inviteStaff, {
    params: { id: marathonId },
    body: { email: member.email, role },
    token: organiser.idToken,
  });
  const token = await invitationToken(member.email);
  await api.ok(raceDay.acceptInvitation, {
    params: { id: marathonId },
    body: { token },
    token: member.idToken,
  });
  return member;
}

/** A fresh account invited as check-in staff, accepting with the token of the mailed link. */
export async function checkInVolunteer(organiser: Account, marathonId: string): Promise<Account> {
  const volunteer = await createAccount({ prefix: 'volunteer', displayName: 'Val Volunteer' });
  return joinStaff(organiser, marathonId, volunteer, 'check-in');
}

/**
 * The token of the link mailed to `email` (a staff invitation, or with `path` a transfer), read from
 * the outbox document its request wrote in its own batch (mail/outbox.ts): the token exists nowhere
 * else, and the outbox does not wait for the sender.
 */
export async function invitationToken(email: string, path = '/invite/'): Promise<string> {
  let token = '';
  await expect
    .poll(
      async () => {
        const mails = await db().collection('mail').where('to', '==', email).get();
        const text = mails.docs
          .map((d) => String(d.get('message.text') ?? ''))
          .find((t) => t.includes(path));
        token = /[?&]token=([\w-]+)/u.exec(text ?? '')?.[1] ?? '';
        return token;
      },
      { timeout: 20_000, message: `the link to ${path} is in the outbox` },
    )
    .not.toBe('');
  return token;
}

/**
 * A YUV4MPEG2 video (what Chromium's fake camera plays, looping) of a QR code of `text`: a header, then
 * frames of raw I420 (the QR in the luma plane, neutral chroma).
 */
export function writeQrVideo(file: string, text: string): void {
  const width = 640;
  const height = 480;
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const scale = Math.floor(400 / (modules.size + 8));
  const side = (modules.size + 8) * scale;
  const left = (width - side) / 2;
  const top = (height - side) / 2;
  const luma = Buffer.alloc(width * height, 255);
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (!modules.get(row, col)) continue;
      for (let y = 0; y < scale; y += 1) {
        const start = (top + (row + 4) * scale + y) * width + left + (col + 4) * scale;
        luma.fill(0, start, start + scale);
      }
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  fs.writeFileSync(file, Buffer.concat([header, ...Array.from({ length: 10 }, () => frame)]));
}

/** A spec's browser with a camera that plays `video` (write it before the first test's page). */
export function fakeCameraPlaying(
  video: string,
): Partial<PlaywrightTestOptions & PlaywrightWorkerOptions> {
  return {
    permissions: ['camera'],
    launchOptions: {
      executablePath: TEST_CHROMIUM_PATH,
      args: [
        ...CHROMIUM_ARGS,
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    },
  };
}

/**
 * The check-in screen, opened online, goes offline as a volunteer's phone does and starts scanning
 * with the camera. Before: the app is on the device (the service worker is active once it has
 * stored the app's files).
 */
export async function scanOffline(page: Page, context: BrowserContext): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await context.setOffline(true);
  await expect(page.getByText(/^Offline/u)).toBeVisible();
  await page.getByRole('button', { name: 'Scan passes with the camera' }).click();
}
