// The runner's race pass in My Apply List (docs/race-day.md): its QR code with name, race,
// distance and bib, still there after the phone goes offline and the page is reloaded.
import { expect, test } from '@playwright/test';

import { expectNoSeriousViolations } from './support/axe.js';
import { signIn } from './support/auth.js';
import { uniqueTitle } from './support/marathons.js';
import { raceWithBibs, registeredRunner, setBib } from './support/race-day.js';

test('a runner sees their race pass, and still sees it offline after a reload', async ({
  page,
  context,
}) => {
  const title = uniqueTitle('Pass Race');
  const { organiser, id } = await raceWithBibs(title);
  const runner = await registeredRunner(id, 'Paula', 'Passmore');
  await setBib(organiser, id, runner.uid, 42);
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));

  await signIn(page, runner, '/dashboard/applied-marathons');
  const pass = page.getByRole('article', { name: `Race pass: ${title}` });
  const expectPass = async () => {
    await expect(
      pass.getByRole('img', { name: `Race pass QR code for Paula Passmore, ${title}` }),
    ).toBeVisible();
    await expect(pass).toContainText('Paula Passmore');
    await expect(pass).toContainText('Marathon · 42 KM');
    await expect(pass.getByText('42', { exact: true })).toBeVisible();
  };
  await expectPass();
  await expectNoSeriousViolations(page, 'My Apply List with a race pass');

  // The service worker has kept the app once it controls the page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expectPass();
  await context.setOffline(false);
});
