// The timing partner's API keys in the race console (docs/partner-api.md): the organiser makes a key,
// which is shown once with a warning and copied with its button; the timing partner's call with it
// shows as the key's last use; revoked after a confirmation, the key is refused. Axe on the tab.
import { expect, test } from '@playwright/test';

import * as partner from '@run/contract/endpoints/partner';

import { api } from './support/api.js';
import { closePopup, signIn } from './support/auth.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { setBib, raceWithBibs, registeredRunner } from './support/race-day.js';

test('the organiser makes a timing partner’s key, sees it once, sees its use and revokes it', async ({
  page,
  context,
}) => {
  const { organiser, id } = await raceWithBibs(`Keys ${Date.now()}`);
  const runner = await registeredRunner(id, 'Ada', 'Keys');
  await setBib(organiser, id, runner.uid, 42);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  await signIn(page, organiser, `/dashboard/races/${id}?tab=api-keys`);
  await expect(page.getByText('This race has no API keys.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill('Finish line timer');
  await page.getByRole('button', { name: 'Make key' }).click();
  await expect(
    page.getByText('Copy the key for “Finish line timer” now: it is shown only this once.'),
  ).toBeVisible();
  const key = (await page.locator('code').filter({ hasText: /^rk_/u }).textContent()) ?? '';
  expect(key).toMatch(/^rk_[0-9a-f]{16}_/u);
  await page.getByRole('button', { name: 'Copy key' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  const row = page.getByRole('row', { name: /Finish line timer/u });
  await expect(row).toContainText('Never');
  await expectNoSeriousViolations(page, 'the console’s API keys tab');

  // The timing partner pushes a finish with it; a reload shows the key's last use, not the key.
  const pushed = await api.call(partner.pushResults, {
    params: { id },
    token: key,
    body: { results: [{ bib: 42, timingPoint: 'finish', chipTime: '3:01:02' }] },
  });
  expect(pushed.status, pushed.text).toBe(200);
  await page.reload();
  await expect(row).not.toContainText('Never');
  await expect(page.getByText(key)).toHaveCount(0);

  await row.getByRole('button', { name: 'Revoke Finish line timer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke this API key?' });
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await closePopup(page, 'Key Revoked');
  await expect(page.getByText('This race has no API keys.')).toBeVisible();
  const refused = await api.call(partner.partnerParticipants, { params: { id }, token: key });
  expect(refused.status).toBe(401);
});
