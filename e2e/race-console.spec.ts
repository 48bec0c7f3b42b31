// The race console (docs/race-day.md): the organiser opens it from My Marathons, reads the
// overview's charts and their tables against a race whose history was made through the API, uses
// each tab, and axe finds no serious or critical violation on any tab, light and dark.
import { expect, type Locator, type Page, test } from '@playwright/test';

import { formatLongDate } from '@run/contract/domain/dates';
import * as raceDay from '@run/contract/endpoints/race-day';

import {
  type Account,
  api,
  createAccount,
  createMarathon,
  getMarathon,
  joinWaitlist,
  register,
} from './support/api.js';
import { signIn } from './support/auth.js';
import { expectNoSeriousViolations, reloadDark } from './support/axe.js';
import { marathonInput, organiserWithMarathon, T_SHIRT_QUESTION } from './support/marathons.js';
import { joinStaff, setBib } from './support/race-day.js';

/**
 * An open race of two distances asking a T-shirt size: three runners on the Marathon (sizes S, M,
 * M; the first checked in, with bib 7), one on the 10K, which is then full, and one waiting for it.
 */
async function raceWithHistory() {
  const { organiser, input, id } = await organiserWithMarathon('open', {
    distances: [
      { name: 'Marathon', runningDistance: '42 KM', capacity: 10, bibFrom: 1, bibTo: 99 },
      { name: '10K', runningDistance: '10 KM', capacity: 1, bibFrom: 100, bibTo: 199 },
    ],
    questions: [T_SHIRT_QUESTION],
  });
  const race = await getMarathon(id);
  const [marathon, tenK] = race.distances.map((d) => d.id);
  const size = race.questions?.[0]?.id ?? '';
  const runner = async (firstName: string, lastName: string, distanceId = '', shirt = '') => {
    const account = await createAccount({ prefix: 'runner' });
    await register(account, id, { firstName, lastName, distanceId, answers: { [size]: shirt } });
    return account;
  };
  const ann = await runner('Ann', 'Alder', marathon, 'S');
  await runner('Ben', 'Birch', marathon, 'M');
  await runner('Cleo', 'Cedar', marathon, 'M');
  await runner('Dora', 'Dogwood', tenK, 'L');
  const waiting = await createAccount({ prefix: 'runner' });
  await joinWaitlist(waiting, id, {
    firstName: 'Wes',
    lastName: 'Willow',
    distanceId: tenK,
    answers: { [size]: 'L' },
  });
  await setBib(organiser, id, ann.uid, 7);
  await api.ok(raceDay.checkIn, {
    params: { id },
    body: { userId: ann.uid },
    token: organiser.idToken,
  });
  // Registrations by day are counted by a trigger after each registration (the trail's): wait until
  // they have all been counted, so the chart reads what the race holds.
  await expect
    .poll(
      async () => {
        const stats = await api.ok(raceDay.marathonStats, {
          params: { id },
          token: organiser.idToken,
        });
        return stats.registrations.byDay.reduce((sum, day) => sum + day.count, 0);
      },
      { timeout: 30_000, message: 'every registration is counted by day' },
    )
    .toBe(4);
  return { organiser, id, title: input.title };
}

/** The console's tabs, each with what shows once its panel has loaded. */
function consoleTabs(page: Page, title: string): [string, Locator][] {
  return [
    ['Overview', page.getByRole('region', { name: 'Registrations per day' }).locator('svg')],
    ['Participants', page.getByRole('table', { name: `Participants of ${title}` })],
    ['Waitlist', page.getByRole('table', { name: `Waitlist of ${title}` })],
    ['Check-in', page.getByRole('table', { name: 'Check-in by distance' })],
    ['Bibs', page.getByRole('heading', { name: 'Set a bib by hand' })],
    ['Staff', page.getByRole('heading', { name: 'Staff', exact: true })],
    ['API keys', page.getByRole('heading', { name: 'API keys', exact: true })],
    ['Settings', page.getByLabel('Marathon Title')],
  ];
}

async function openTab(page: Page, name: string, loaded: Locator): Promise<void> {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(loaded.first()).toBeVisible();
}

/** Opens a chart's table (under its disclosure) and returns it. */
async function chartTable(page: Page, chart: string, table: string): Promise<Locator> {
  await page
    .getByRole('region', { name: chart })
    .getByText(`The numbers: ${chart}`, { exact: true })
    .click();
  const found = page.getByRole('table', { name: table });
  await expect(found).toBeVisible();
  return found;
}

async function expectRows(table: Locator, rows: string[]): Promise<void> {
  for (const row of rows) await expect(table.getByRole('row', { name: row })).toBeVisible();
}

async function checkEveryTab(page: Page, title: string, theme: string): Promise<void> {
  for (const [name, loaded] of consoleTabs(page, title)) {
    await openTab(page, name, loaded);
    if (name === 'Overview') {
      // The tables under the charts too.
      for (const summary of await page.getByText(/^The numbers: /u).all()) await summary.click();
    }
    await expectNoSeriousViolations(page, `the console's ${name} tab (${theme})`);
  }
}

test('the organiser runs a race from its console: charts with their tables, every tab, axe light and dark', async ({
  page,
}) => {
  // Seven tabs, two themes, an axe run on each: a busy machine needs the room.
  test.setTimeout(240_000);
  const { organiser, id, title } = await raceWithHistory();
  const today = formatLongDate(new Date().toISOString());

  await signIn(page, organiser, '/dashboard/my-marathons');
  const row = page.getByRole('row', { name: new RegExp(title, 'u') });
  await row.getByRole('link', { name: 'Open console' }).click();
  await expect(page).toHaveURL(`/dashboard/races/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // The overview's figures and each chart with its numbers.
  const registered = page.getByRole('definition').filter({ hasText: '4 / 11' });
  await expect(registered).toBeVisible();
  for (const chart of [
    'Registrations per day',
    'Places per distance',
    'Check-in progress',
    'Answers: T-shirt size',
  ]) {
    await expect(page.getByRole('region', { name: chart }).locator('svg').first()).toBeVisible();
  }
  await expectRows(await chartTable(page, 'Registrations per day', 'Registrations by day'), [
    `${today} 4 4`,
  ]);
  await expectRows(await chartTable(page, 'Places per distance', 'Places by distance'), [
    'Marathon 3 10 7 0',
    '10K 1 1 0 1',
  ]);
  await expectRows(await chartTable(page, 'Check-in progress', 'Check-in by distance'), [
    'Marathon 1 3 33%',
    '10K 0 1 0%',
  ]);
  // Sizes to order for each start: Marathon S 1, M 2; 10K L 1; then the total.
  await expectRows(await chartTable(page, 'Answers: T-shirt size', 'Answers to “T-shirt size”'), [
    'S 1 0 1',
    'M 2 0 2',
    'L 0 1 1',
  ]);

  // The tabs follow the arrow keys and the URL.
  await page.getByRole('tab', { name: 'Overview' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Participants' })).toBeFocused();
  await expect(page).toHaveURL(`/dashboard/races/${id}?tab=participants`);

  // Participants: bib and check-in on each row, found by name, bib or distance.
  const participants = page.getByRole('table', { name: `Participants of ${title}` });
  await expect(participants.getByRole('row', { name: /Ann Alder/u })).toContainText('Checked in');
  await expect(participants.getByRole('row', { name: /Ben Birch/u })).toContainText('Not yet');
  const search = page.getByRole('searchbox', { name: 'Search by name or bib' });
  await search.fill('cleo');
  await expect(participants.getByRole('row')).toHaveCount(2);
  await expect(participants.getByRole('row', { name: /Cleo Cedar/u })).toBeVisible();
  await search.fill('7');
  await expect(participants.getByRole('row', { name: /Ann Alder/u })).toBeVisible();
  await expect(participants.getByRole('row')).toHaveCount(2);
  await search.fill('');
  await page.getByLabel('Distance').selectOption({ label: '10K' });
  await expect(participants.getByRole('row')).toHaveCount(2);
  await expect(participants.getByRole('row', { name: /Dora Dogwood/u })).toBeVisible();

  await openTab(page, 'Waitlist', page.getByRole('table', { name: `Waitlist of ${title}` }));
  await expect(page.getByRole('row', { name: /Wes Willow/u })).toContainText('Waiting');

  await openTab(page, 'Check-in', page.getByRole('table', { name: 'Check-in by distance' }));
  await expect(page.getByRole('link', { name: 'Open the check-in screen' })).toHaveAttribute(
    'href',
    `/dashboard/races/${id}/check-in`,
  );

  await openTab(page, 'Settings', page.getByLabel('Marathon Title'));
  await expect(page.getByLabel('Marathon Title')).toHaveValue(title);

  await checkEveryTab(page, title, 'light');
  await reloadDark(page);
  await expect(page.locator('html')).toHaveClass(/dark/u);
  await checkEveryTab(page, title, 'dark');
});

test('a runner who does not organise the race is told so instead of its console', async ({
  page,
}) => {
  const organiser: Account = await createAccount({ prefix: 'organiser' });
  const input = marathonInput('open');
  const id = await createMarathon(organiser, input);
  const runner = await createAccount({ prefix: 'runner' });
  await signIn(page, runner, `/dashboard/races/${id}`);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Only the organiser and co-organisers can open this console',
    }),
  ).toBeVisible();
  await expect(page.getByRole('tablist')).toHaveCount(0);
});

test('a co-organiser opens the console from Races I Help With, without the Staff tab', async ({
  page,
}) => {
  const organiser = await createAccount({ prefix: 'organiser', verified: true });
  const input = marathonInput('open');
  const id = await createMarathon(organiser, input);
  const helper = await joinStaff(
    organiser,
    id,
    await createAccount({ prefix: 'co-organiser' }),
    'co-organiser',
  );

  await signIn(page, helper, '/dashboard/races-i-help-with');
  await page.getByRole('link', { name: `Open console: ${input.title}` }).click();
  await expect(page).toHaveURL(`/dashboard/races/${id}`);
  await expect(page.getByText('You are a co-organiser')).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText([
    'Overview',
    'Participants',
    'Waitlist',
    'Check-in',
    'Bibs',
    'Results',
    // The items the race sells are the organisers', co-organisers' too (docs/items.md).
    'Items',
    // Shifts are the organisers', co-organisers' too (docs/volunteers.md).
    'Volunteers',
    // Messages to the race's people are the organisers', co-organisers' too (docs/messages.md).
    'Messages',
    // The timing partner's keys are the organisers', co-organisers' too (docs/partner-api.md).
    'API keys',
    // A race's own texts in other languages are the organisers', co-organisers' too (docs/languages.md).
    'Translations',
    'Settings',
  ]);
  // Co-organisers may not manage staff (docs/race-day.md): a link to the tab opens the overview.
  await page.goto(`/dashboard/races/${id}?tab=staff`);
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('region', { name: 'Places per distance' })).toBeVisible();
});
