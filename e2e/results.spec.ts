// Results in the browser (docs/results.md): the organiser imports the timing CSV in the race console,
// checks it (unknown bibs and bad lines listed), names the columns of a file whose header is not
// recognised, stores it, finds Publish disabled until the race has started, then publishes; a visitor searches, filters and opens a result card with its
// certificate; the runner finds their result from My Apply List and hides their name; axe on each new
// screen, light and dark.
import fs from 'node:fs';

import { expect as baseExpect, test, type Page } from '@playwright/test';

import { ageGroupOf } from '@run/contract/domain/results-groups';

import { getMarathon } from './support/api.js';
import { closePopup, signIn } from './support/auth.js';
import { expectNoSeriousViolations, reloadDark } from './support/axe.js';
import {
  FINISHERS,
  publishResults,
  raceIsOver,
  raceWithFinishers,
  TIMING_CSV,
} from './support/results.js';

// Waits follow writes and first loads, which the functions emulator queues on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

async function inBothThemes(page: Page, screen: string, ready: () => Promise<void>) {
  await expectNoSeriousViolations(page, `${screen} (light)`);
  await reloadDark(page);
  await expect(page.locator('html')).toHaveClass(/dark/u);
  await ready();
  await expectNoSeriousViolations(page, `${screen} (dark)`);
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
}

test('the organiser imports the timing CSV, checks it, stores it and publishes it', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const race = await raceWithFinishers();
  await signIn(page, race.organiser, `/dashboard/races/${race.id}`);
  await page.getByRole('tab', { name: 'Results' }).click();
  await expect(page.getByRole('heading', { name: 'Import results' })).toBeVisible();
  await expect(page.getByText('No results are stored yet.')).toBeVisible();

  // A header the server does not know: the organiser names the columns.
  const csv = page.getByLabel('Or paste the CSV');
  await csv.fill('Dossard;Temps\n11;2:44:12\n12;2:31:05\n');
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByRole('group', { name: 'Which column is which?' })).toBeVisible();
  await page.getByLabel('Bib column').selectOption('Dossard');
  await page.getByLabel('Gun time column').selectOption('Temps');
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(
    page.getByText('Preview: 2 of 2 rows match a runner of this distance.'),
  ).toBeVisible();

  // The timer's real file: a preview lists the unknown bib and the bad line, and stores nothing.
  await csv.fill(TIMING_CSV);
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(
    page.getByText('Preview: 4 of 6 rows match a runner of this distance.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Unknown bibs (1), not stored' })).toBeVisible();
  await expect(page.getByText('999', { exact: true })).toBeVisible();
  const bad = page.getByRole('table', { name: 'Lines that could not be read' });
  await expect(bad.getByRole('row', { name: /7 Bib "xx" is not a whole number/u })).toBeVisible();
  await expect(page.getByText('No results are stored yet.')).toBeVisible();
  await inBothThemes(page, 'the console’s Results tab with a preview', async () => {
    await expect(page.getByRole('heading', { name: 'Import results' })).toBeVisible();
  });
  await page.getByLabel('Or paste the CSV').fill(TIMING_CSV);
  await page.getByRole('button', { name: 'Check the file' }).click();

  await page.getByRole('button', { name: 'Store 4 results of Marathon' }).click();
  await closePopup(page, 'Results imported');
  await expect(page.getByText('Stored: 4 of 6 rows.')).toBeVisible();
  const stored = page.getByRole('table', { name: 'Marathon results as stored' });
  await expect(stored.getByRole('row', { name: /^1 12 Li Wei 2:31:05/u })).toBeVisible();
  await expect(stored.getByRole('row', { name: /^Did not finish 14 Omar Haddad/u })).toBeVisible();
  await expect(
    page.getByText('Not published: only the race’s staff see these results.'),
  ).toBeVisible();

  // Imported before the race (as a timing partner tests their feed), but not published: the
  // buttons are disabled and say why, rather than meeting the API's 409.
  const official = page.getByRole('button', { name: 'Publish Marathon results as official' });
  const preliminary = page.getByRole('button', {
    name: 'Publish Marathon results as preliminary',
  });
  const notYet = 'Results can be published once the race has started.';
  await expect(official).toBeDisabled();
  await expect(preliminary).toBeDisabled();
  await expect(page.getByText(notYet)).toBeVisible();
  await expect(official).toHaveAccessibleDescription(
    new RegExp(`^${notYet} Marathon starts `, 'u'),
  );
  await inBothThemes(page, 'the console’s Results tab before the race', async () => {
    await expect(official).toBeDisabled();
  });

  // The race run: the organiser publishes.
  await raceIsOver(race.id);
  await page.reload();
  await expect(official).toBeEnabled();
  await expect(page.getByText(notYet)).toHaveCount(0);
  await official.click();
  const confirm = page.getByRole('dialog', { name: 'Publish Marathon results as official?' });
  await expect(confirm).toContainText('every finisher gets a mail');
  await confirm.getByRole('button', { name: 'Publish' }).click();
  await closePopup(page, 'Results published');
  await expect(page.getByText('Official results.')).toBeVisible();
  await page.getByRole('link', { name: 'Open the public results page' }).click();
  await expect(page).toHaveURL(`/marathons/${race.id}/results`);
  await expect(page.getByRole('row', { name: /Li Wei/u })).toBeVisible();
});

test('a visitor searches the results, filters them and opens a result card with its certificate', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const race = await raceWithFinishers();
  await publishResults(race, 'preliminary');
  const { marathonStartDate } = await getMarathon(race.id);
  const zoeGroup = ageGroupOf('F', FINISHERS[0]?.dateOfBirth ?? null, marathonStartDate);

  await page.goto(`/marathons/${race.id}/results`);
  await expect(page.getByRole('heading', { level: 1, name: race.title })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Distances' }).getByRole('link', { name: 'Marathon' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Preliminary results: places may still change.')).toBeVisible();
  const table = page.getByRole('table', { name: 'Marathon results' });
  await expect(table.getByRole('row')).toHaveCount(5);
  await expect(table.getByRole('row').nth(1)).toContainText('Li Wei');
  await inBothThemes(page, 'the public results page', async () => {
    await expect(table.getByRole('row')).toHaveCount(5);
  });

  // By the start of a name, without its accent; then by bib.
  const search = page.getByRole('searchbox', { name: 'Name or bib' });
  await search.fill('zoe');
  await search.press('Enter');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row', { name: /Zoë Ng/u })).toBeVisible();
  await search.fill('13');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row', { name: /Ana García/u })).toBeVisible();
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(table.getByRole('row')).toHaveCount(5);

  await page.getByLabel('Gender').selectOption({ label: 'Women' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await page.getByLabel('Age group').selectOption(zoeGroup);
  await expect(table.getByRole('row', { name: /Zoë Ng/u })).toBeVisible();

  await table.getByRole('link', { name: 'Zoë Ng' }).click();
  const card = page.getByRole('dialog', { name: 'Result: Zoë Ng' });
  await expect(card).toContainText('2:44:12.3');
  await expect(card).toContainText('2nd overall of 3 finishers');
  await expect(card).toContainText('1st of women');
  await expectNoSeriousViolations(page, 'a result card');
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download certificate (PDF)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('certificate-11.pdf');
  const bytes = fs.readFileSync(await file.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await card.getByRole('button', { name: 'Close' }).click();
  await expect(card).toBeHidden();
  await expect(page).not.toHaveURL(/bib=/u);
});

test('the runner finds their result from My Apply List and hides their name', async ({ page }) => {
  test.setTimeout(150_000);
  const race = await raceWithFinishers();
  await publishResults(race, 'official');
  const zoe = race.runners.get(11);
  if (!zoe) throw new Error('no runner with bib 11');

  await signIn(page, zoe, '/dashboard/applied-marathons');
  await page.getByRole('link', { name: `My result in ${race.title}` }).click();
  await expect(page).toHaveURL(`/marathons/${race.id}/results?bib=11`);
  const card = page.getByRole('dialog', { name: 'Result: Zoë Ng' });
  await expect(card).toContainText('2:44:12.3');
  await expect(card).toContainText('Your name shows in the public results.');
  await card.getByRole('button', { name: 'Hide my name' }).click();
  await expect(card).toContainText('Your name is hidden: the public results show “Hidden runner”.');
  await card.getByRole('button', { name: 'Close' }).click();
  await expect(
    page
      .getByRole('table', { name: 'Marathon results' })
      .getByRole('row', { name: /Hidden runner/u }),
  ).toBeVisible();

  // The home page's top finishers come from the latest official results: every official results
  // of these tests are won by Li Wei in 2:31:05.
  await page.goto('/');
  const achievements = page.getByRole('region', { name: 'Runner Achievements' });
  await expect(async () => {
    await page.mouse.wheel(0, 1500);
    await expect(achievements.getByRole('heading', { name: 'Li Wei' })).toBeVisible({
      timeout: 1000,
    });
  }).toPass({ timeout: 30_000 });
  await expect(achievements.getByRole('listitem').first()).toContainText('2:31:05');
});
