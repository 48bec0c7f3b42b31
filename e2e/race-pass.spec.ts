// The runner's race pass in My Apply List (docs/race-day.md): a compact card (race, distance, bib)
// whose "Show pass" opens it full size with its QR code and the runner's name; Escape closes it and
// focus goes back to the button. Still there after the phone goes offline and the page is reloaded
// (the QR library is precached, so the pass opens offline too).
import { expect, test, type Page } from '@playwright/test';

import { expectNoSeriousViolations } from './support/axe.js';
import { signIn } from './support/auth.js';
import { uniqueTitle } from './support/marathons.js';
import { raceWithBibs, registeredRunner, setBib } from './support/race-day.js';

/** Opens the pass full size, checks it, and closes it with Escape. */
async function openPass(page: Page, title: string) {
  const card = page.getByRole('article', { name: `Race pass: ${title}` });
  await expect(card).toContainText('Marathon · 42 KM');
  await expect(card).toContainText('Bib 42');
  await expect(card).toContainText('Not checked in yet');
  const show = card.getByRole('button', { name: `Show pass: ${title}` });
  await show.click();
  const pass = page.getByRole('dialog', { name: `Race pass: ${title}` });
  const qr = pass.getByRole('img', { name: `Race pass QR code for Paula Passmore, ${title}` });
  await expect(qr).toBeVisible();
  // Drawn at two device pixels per CSS pixel at least, so a dense screen shows it sharp.
  const sharp = await qr.evaluate((img: HTMLImageElement) => img.naturalWidth / img.width);
  expect(sharp).toBeGreaterThanOrEqual(2);
  await expect(pass).toContainText('Paula Passmore');
  await expect(pass.getByText('42', { exact: true })).toBeVisible();
  return { pass, show };
}

test('a runner opens their race pass full size, and still does offline after a reload', async ({
  page,
  context,
}) => {
  const title = uniqueTitle('Pass Race');
  const { organiser, id } = await raceWithBibs(title);
  const runner = await registeredRunner(id, 'Paula', 'Passmore');
  await setBib(organiser, id, runner.uid, 42);
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));

  await signIn(page, runner, '/dashboard/applied-marathons');
  // The QR library is not loaded for a closed pass.
  await expect(page.getByRole('article', { name: `Race pass: ${title}` })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Race pass QR code/u })).toHaveCount(0);
  const { pass, show } = await openPass(page, title);
  await expectNoSeriousViolations(page, 'a race pass opened full size (dark)');
  await page.keyboard.press('Escape');
  await expect(pass).toHaveCount(0);
  await expect(show).toBeFocused();
  await expectNoSeriousViolations(page, 'My Apply List with a race pass (dark)');

  // The service worker has kept the app once it controls the page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await openPass(page, title);
  await context.setOffline(false);
});
