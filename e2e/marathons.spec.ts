// /marathons, /marathons/{id} and /updateMarathon/{id} in the browser, on the local stack.
import { readFile } from 'node:fs/promises';

import { expect, test } from '@playwright/test';

import type { MarathonInput } from '@run/contract/domain/schemas';
import { listMarathons } from '@run/contract/endpoints/marathons';

import {
  apiRoute,
  createAccount,
  createMarathon,
  failCalls,
  markEmailVerified,
  register,
} from './support/api.js';
import { closePopup, signIn } from './support/auth.js';
import { expectNoSeriousViolationsLightAndDark } from './support/axe.js';
import { handMadeMarathon } from './support/hand-made.js';
import {
  dayFromToday,
  marathonInput,
  organiserWithMarathon,
  uniqueTitle,
} from './support/marathons.js';

function longDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

test('search finds a marathon by title or location in any case, and says so when nothing matches', async ({
  page,
}) => {
  const organiser = await createAccount({ prefix: 'organiser' });
  const input = marathonInput('open');
  await createMarathon(organiser, input);
  await signIn(page, organiser, '/marathons');

  await expect(page).toHaveTitle('RUN | Marathons');
  await expect(page.getByRole('heading', { level: 1, name: 'Upcoming Events' })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search by title or location' });

  await search.fill(input.title.toLowerCase());
  await expect(page.getByRole('heading', { name: input.title })).toBeVisible();
  await expect(page.getByRole('link', { name: `View details: ${input.title}` })).toHaveCount(1);
  await expect(page).toHaveURL(/[?&]q=/u);

  await search.fill(input.location.toUpperCase());
  await expect(page.getByRole('heading', { name: input.title })).toBeVisible();

  await search.fill('no such marathon anywhere zzz');
  await expect(page.getByRole('heading', { name: 'No marathons found' })).toBeVisible();
  await expect(page.getByText('Try a different search term')).toBeVisible();
});

test('the list opens on the upcoming races, soonest first, and shows a past race only under "Past events"', async ({
  page,
}) => {
  const organiser = await createAccount({ prefix: 'organiser' });
  const tag = uniqueTitle('Soonest');
  const at = (days: number) => `${dayFromToday(days)}T08:00:00.000Z`;
  const race = async (
    name: string,
    registration: [number, number],
    start: number,
    more: Partial<MarathonInput> = {},
  ) => {
    const input = marathonInput('open', {
      title: `${tag} ${name}`,
      startRegistrationDate: at(registration[0]),
      endRegistrationDate: at(registration[1]),
      marathonStartDate: at(start),
      ...more,
    });
    // Made in this order, so "newest first" would put the past race first.
    await createMarathon(organiser, input);
    return input.title;
  };
  const later = await race('later', [-5, 50], 60);
  const sooner = await race('sooner', [-5, 10], 12, {
    distances: [
      {
        name: 'Half Marathon',
        runningDistance: '21 KM',
        capacity: 50,
        prices: [{ label: 'Regular', amount: 4500, until: null }],
      },
    ],
    currency: 'USD',
    paymentMethods: ['card'],
  });
  const past = await race('past', [-90, -40], -30);

  await signIn(page, organiser, `/marathons?q=${encodeURIComponent(tag)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Upcoming Events' })).toBeVisible();
  await expect(page.getByLabel('Sort by')).toHaveValue('upcoming');
  const pastEvents = page.getByRole('region', { name: 'Past events' });
  await expect(pastEvents.getByRole('heading', { level: 2, name: 'Past events' })).toBeVisible();
  await expect(page.getByRole('article').getByRole('heading', { level: 3 })).toHaveText([
    sooner,
    later,
    past,
  ]);
  await expect(pastEvents.getByRole('article')).toHaveCount(1);
  await expect(pastEvents.getByRole('heading', { name: past })).toBeVisible();
  // A priced race's card says its price.
  await expect(
    page.getByRole('article').filter({ has: page.getByRole('heading', { name: sooner }) }),
  ).toContainText('Regular: $45.00');

  // Newest first is every race by when it was added, in one grid.
  await page.getByLabel('Sort by').selectOption({ label: 'Newest first' });
  await expect(page).toHaveURL(/[?&]sort=newest/u);
  await expect(page.getByRole('article').getByRole('heading', { level: 3 })).toHaveText([
    past,
    sooner,
    later,
  ]);
  await expect(pastEvents).toHaveCount(0);

  await page.getByLabel('Sort by').selectOption({ label: 'Race date (soonest)' });
  await expect(page).not.toHaveURL(/[?&]sort=/u);
  await expect(pastEvents.getByRole('heading', { name: past })).toBeVisible();
  await expectNoSeriousViolationsLightAndDark(page, 'the race list with past events');

  // On a phone nothing scrolls sideways, and the chosen distance's label shows whole.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByLabel('Distance').selectOption({ label: 'Half marathon (15–30 km)' });
  await expect(page).toHaveURL(/[?&]distance=half/u);
  await expect(pastEvents.getByRole('heading', { name: past })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the details page shows the event, its window, count, description fallback and creator', async ({
  page,
}) => {
  const organiser = await createAccount({ prefix: 'organiser' });
  const input = marathonInput('open', { description: 'No description' });
  const id = await createMarathon(organiser, input);
  const runner = await createAccount({ prefix: 'runner' });
  await register(runner, id);

  const visitor = await createAccount({ prefix: 'visitor' });
  await signIn(page, visitor, `/marathons/${id}`);

  await expect(page.getByRole('heading', { level: 1, name: input.title })).toBeVisible();
  await expect(page).toHaveTitle(`RUN | ${input.title}`);
  await expect(page.getByText(longDate(input.marathonStartDate), { exact: true })).toBeVisible();
  await expect(page.getByText(input.location, { exact: true })).toBeVisible();
  await expect(page.getByText('21 KM', { exact: true })).toBeVisible();
  await expect(
    page.getByText(
      `${longDate(input.startRegistrationDate)} – ${longDate(input.endRegistrationDate)}`,
    ),
  ).toBeVisible();
  await expect(page.getByTestId('registration-count')).toHaveText('1');
  await expect(page.getByText('No description available for this event.')).toBeVisible();
  // Organisers' emails are personal data: others see the profile name, here the fallback.
  await expect(
    page.getByText(new RegExp(`^Event created by RUN organiser on .+\\d{4}$`, 'u')),
  ).toBeVisible();
  await expect(page.getByText(organiser.email)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Register Now' })).toHaveAttribute(
    'href',
    `/marathonRegister/${id}`,
  );
});

test('Register Now is disabled, with the reason, when the window is closed or not open yet', async ({
  page,
}) => {
  const organiser = await createAccount({ prefix: 'organiser' });
  const closed = await createMarathon(organiser, marathonInput('closed'));
  const upcoming = await createMarathon(organiser, marathonInput('upcoming'));
  await signIn(page, organiser, `/marathons/${closed}`);

  await expect(page.getByRole('button', { name: 'Register Now' })).toBeDisabled();
  await expect(page.getByText('Registration for this marathon is closed.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register Now' })).toHaveCount(0);

  await page.goto(`/marathons/${upcoming}`);
  await expect(page.getByRole('button', { name: 'Register Now' })).toBeDisabled();
  await expect(page.getByText('Registration for this marathon has not opened yet.')).toBeVisible();
});

test('a marathon that does not exist shows a not-found state', async ({ page }) => {
  const user = await createAccount();
  await signIn(page, user, '/marathons/does-not-exist-123');
  await expect(page.getByRole('heading', { level: 1, name: 'Marathon not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse all marathons' })).toBeVisible();
});

test('the creator sees the participants and downloads them as CSV; another runner sees neither', async ({
  page,
  browser,
}) => {
  const { organiser, input, id } = await organiserWithMarathon();
  const runner = await createAccount({ prefix: 'runner' });
  await register(runner, id, {
    firstName: 'Paula',
    lastName: 'Pacer',
    phone: '+44 20 7946 0000',
    emergencyContact: 'Sam Pacer',
  });

  await signIn(page, organiser, `/marathons/${id}`);
  const table = page.getByRole('table', { name: `Participants of ${input.title}` });
  await expect(table).toBeVisible();
  for (const header of ['Name', 'Email', 'Phone', 'Emergency Contact']) {
    await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
  }
  const row = table.getByRole('row', { name: /Paula Pacer/u });
  await expect(row).toContainText(runner.email);
  await expect(row).toContainText('+44 20 7946 0000');
  await expect(row).toContainText('Sam Pacer');

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/\.csv$/u);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv).toContain('Paula');
  expect(csv).toContain(runner.email);

  // Another signed-in runner: the count, but no personal data and no download.
  const otherContext = await browser.newContext();
  const otherPage = await otherContext.newPage();
  const other = await createAccount({ prefix: 'other' });
  await signIn(otherPage, other, `/marathons/${id}`);
  await expect(otherPage.getByTestId('registration-count')).toHaveText('1');
  await expect(otherPage.getByRole('table')).toHaveCount(0);
  await expect(otherPage.getByRole('button', { name: 'Download CSV' })).toHaveCount(0);
  await expect(otherPage.getByText('Paula')).toHaveCount(0);
  await otherContext.close();
});

test('the organiser edits through /updateMarathon; anyone else is told only the organiser can', async ({
  page,
  browser,
}) => {
  const { organiser, input, id } = await organiserWithMarathon();
  await signIn(page, organiser, `/updateMarathon/${id}`);

  await expect(page.getByRole('heading', { level: 1, name: 'Update Marathon' })).toBeVisible();
  const title = page.getByLabel('Marathon Title');
  await expect(title).toHaveValue(input.title);
  await title.fill('');
  await page.getByRole('button', { name: 'Update Marathon' }).click();
  await expect(title).toBeFocused();
  await expect(title).toHaveAccessibleDescription('Title is required');

  const renamed = `${input.title} Renamed`;
  await title.fill(renamed);
  await page.getByLabel('Location').fill('Lisbon, Portugal');
  await page.getByRole('button', { name: 'Update Marathon' }).click();
  await closePopup(page, 'Marathon Updated!');
  await expect(page).toHaveURL(`/marathons/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  await expect(page.getByText('Lisbon, Portugal', { exact: true })).toBeVisible();

  const otherContext = await browser.newContext();
  const otherPage = await otherContext.newPage();
  const other = await createAccount({ prefix: 'other' });
  await signIn(otherPage, other, `/updateMarathon/${id}`);
  await expect(
    otherPage.getByRole('heading', { level: 1, name: 'Only the organiser can edit this event' }),
  ).toBeVisible();
  await expect(otherPage.getByRole('button', { name: 'Update Marathon' })).toHaveCount(0);
  await otherContext.close();
});

test('a marathon made outside the API is organised by the account whose verified email it names, as the server decides', async ({
  browser,
}) => {
  const organiser = await createAccount({ prefix: 'console' });
  const { id, title } = await handMadeMarathon(organiser.email);

  // Firebase does not verify an email at sign-up: until it is verified, the server refuses this
  // account, and the pages offer it nothing.
  const before = await browser.newContext();
  const unverified = await before.newPage();
  await signIn(unverified, organiser, `/updateMarathon/${id}`);
  await expect(
    unverified.getByRole('heading', { level: 1, name: 'Only the organiser can edit this event' }),
  ).toBeVisible();
  await unverified.goto(`/marathons/${id}`);
  await expect(unverified.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(unverified.getByRole('heading', { name: /Registered Participants/u })).toHaveCount(
    0,
  );
  await before.close();

  await markEmailVerified(organiser);
  const after = await browser.newContext();
  const verified = await after.newPage();
  await signIn(verified, organiser, `/marathons/${id}`);
  await expect(verified.getByRole('heading', { name: /Registered Participants/u })).toBeVisible();
  await verified.goto(`/updateMarathon/${id}`);
  await expect(verified.getByRole('heading', { level: 1, name: 'Update Marathon' })).toBeVisible();
  await expect(verified.getByLabel('Marathon Title')).toHaveValue(title);
  await after.close();
});

test('the list says when there is nothing to show, and shows the error popup when loading fails', async ({
  page,
}) => {
  const user = await createAccount();
  await signIn(page, user, '/');
  await page.route(apiRoute(listMarathons), (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
  );
  await page.goto('/marathons');
  await expect(page.getByRole('heading', { name: 'No marathons found' })).toBeVisible();
  await expect(page.getByText('Check back later for upcoming events')).toBeVisible();

  await page.unroute(apiRoute(listMarathons));
  await failCalls(page, listMarathons, 500, 'Database trouble.');
  await page.goto('/marathons?q=anything');
  const popup = page.getByRole('alertdialog', { name: 'Error!' });
  await expect(popup).toContainText('Failed to load marathons. Please try again later.');
  await popup.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});
