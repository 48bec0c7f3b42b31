// Finding a race and a runner (docs/search.md): the list's filters kept in a shareable URL, the card's
// badge before, during and after the registration window, and the console's search of the whole race.
import { randomInt } from 'node:crypto';

import { expect, type Page, test } from '@playwright/test';

import { createAccount, createMarathon, getMarathon } from './support/api.js';
import { signIn } from './support/auth.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { storedRunners } from './support/hand-made.js';
import {
  marathonInput,
  organiserWithMarathon,
  raceWithPlacesTaken,
  uniqueTitle,
} from './support/marathons.js';

/** A month far ahead that only this run's races start in. */
function farMonth(): string {
  return `${2200 + randomInt(0, 700)}-${String(randomInt(1, 12)).padStart(2, '0')}`;
}

const card = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });

for (const theme of ['light', 'dark'] as const) {
  test(`a runner filters the list by distance and month and shares the URL (${theme})`, async ({
    page,
  }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    const organiser = await createAccount({ prefix: 'organiser' });
    const month = farMonth();
    const other = `${Number(month.slice(0, 4)) + 1}${month.slice(4)}`;
    const race = async (runningDistance: string, start: string) => {
      const input = marathonInput('open', {
        title: uniqueTitle('Finder'),
        runningDistance,
        marathonStartDate: `${start}-15T08:00:00.000Z`,
      });
      await createMarathon(organiser, input);
      return input.title;
    };
    const tenK = await race('10 KM', month);
    const marathon = await race('42.195 KM', month);
    const tenKOtherMonth = await race('10 KM', other);

    // Newest first, so this run's races head the list whatever other tests made: by race date, a race
    // in the 23rd century comes after every other upcoming 10K of the stack.
    await signIn(page, organiser, '/marathons?sort=newest');
    await page.getByLabel('Distance').selectOption({ label: '10K (7.5–15 km)' });
    await expect(page).toHaveURL(/[?&]distance=10k/u);
    await expect(card(page, tenKOtherMonth)).toBeVisible();
    await page.getByLabel('Race month').fill(month);
    await expect(page).toHaveURL(new RegExp(`[?&]month=${month}`, 'u'));
    await expect(card(page, tenK)).toBeVisible();
    await expect(card(page, marathon)).toHaveCount(0);
    await expect(card(page, tenKOtherMonth)).toHaveCount(0);
    await expectNoSeriousViolations(page, `filtered marathons (${theme})`);

    // Back returns to the list filtered by distance only; forward to both filters.
    await page.goBack();
    await expect(page.getByLabel('Race month')).toHaveValue('');
    await expect(card(page, tenKOtherMonth)).toBeVisible();
    await page.goForward();
    await expect(card(page, tenKOtherMonth)).toHaveCount(0);

    // The shared address opens the same filtered list.
    const shared = page.url();
    await page.goto('/marathons');
    await page.goto(shared);
    await expect(page.getByLabel('Distance')).toHaveValue('10k');
    await expect(page.getByLabel('Race month')).toHaveValue(month);
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(card(page, tenK)).toBeVisible();

    // The order and "open now" are kept too.
    await expect(page.getByLabel('Sort by')).toHaveValue('newest');
    await page.getByLabel('Registration open now').check();
    await expect(page).toHaveURL(/[?&]sort=newest/u);
    await expect(page).toHaveURL(/[?&]open=true/u);
    await expect(card(page, tenK)).toBeVisible();
    // The default order (soonest first) leaves the URL; the other filters stay.
    await page.getByLabel('Sort by').selectOption({ label: 'Race date (soonest)' });
    await expect(page).not.toHaveURL(/[?&]sort=/u);
    await expect(page).toHaveURL(/[?&]open=true/u);
    await expect(card(page, tenK)).toBeVisible();
  });
}

test('the card’s badge says Opens {Month D} before the window, Registration Open during it, Registration Closed after it, and Sold out when full', async ({
  page,
}) => {
  const organiser = await createAccount({ prefix: 'organiser' });
  const tag = uniqueTitle('Badge');
  const titles = {} as Record<'upcoming' | 'open' | 'closed', string>;
  for (const kind of ['upcoming', 'open', 'closed'] as const) {
    const input = marathonInput(kind, { title: `${tag} ${kind}` });
    titles[kind] = input.title;
    await createMarathon(organiser, input);
  }
  const upcoming = marathonInput('upcoming');
  const opens = new Date(Date.parse(upcoming.startRegistrationDate)).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const full = await raceWithPlacesTaken(1, 1);

  await signIn(page, organiser, `/marathons?q=${encodeURIComponent(tag)}`);
  await expect(card(page, titles.upcoming)).toContainText(`Opens ${opens}`);
  await expect(card(page, titles.upcoming)).not.toContainText('Registration Open');
  await expect(card(page, titles.open)).toContainText('Registration Open');
  await expect(card(page, titles.closed)).toContainText('Registration Closed');

  await page.goto(`/marathons?q=${encodeURIComponent(full.input.title)}`);
  await expect(card(page, full.input.title)).toContainText('Registration Open');
  await expect(card(page, full.input.title)).toContainText('Sold out');
});

test('an organiser finds a runner of another page from the console’s search (Participants and Bibs)', async ({
  page,
}) => {
  const { organiser, input, id } = await organiserWithMarathon('open', {
    distances: [
      { name: 'Marathon', runningDistance: '42 KM', capacity: null, bibFrom: 1, bibTo: 999 },
    ],
  });
  const distanceId = (await getMarathon(id)).distances[0]?.id ?? '';
  // More than a page of either list (100): the runner sought is the last by id.
  await storedRunners(id, distanceId, 130, { firstName: 'Quentin', lastName: 'Zyzzyva' });

  await signIn(page, organiser, `/dashboard/races/${id}?tab=participants`);
  const rows = page.getByRole('table', { name: `Participants of ${input.title}` });
  await expect(rows.getByRole('row', { name: /Bulk Runner 0\b/u })).toBeVisible();
  await expect(rows.getByText('Quentin Zyzzyva')).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search by name or bib' }).fill('zyzz');
  await expect(rows.getByText('Quentin Zyzzyva')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'participant matches' })).toHaveText(
    '1 participant matches.',
  );

  await page.goto(`/dashboard/races/${id}?tab=bibs`);
  const bibFor = page.getByRole('textbox', { name: 'Bib for Quentin Zyzzyva' });
  await expect(page.getByRole('textbox', { name: 'Bib for Bulk Runner 0' })).toBeVisible();
  await expect(bibFor).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Find a runner by name or bib' }).fill('quen');
  await expect(bibFor).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Bib for Bulk/u })).toHaveCount(0);
});
