// Live race day in the browser (docs/race-day.md, "Live race day"): screens that listen to a race's
// live documents through Firestore see changes made elsewhere without a reload. Two devices on the
// console; the public results board and a finish pushed by the timing partner's API; a race page's
// places on opening day. How long a change takes to arrive is printed, not asserted: the bench
// measures it (docs/budgets.md).
import { expect, test, type Browser, type Page } from '@playwright/test';

import * as partner from '@run/contract/endpoints/partner';
import * as results from '@run/contract/endpoints/results';

import { api, createAccount, createMarathon, getMarathon, register } from './support/api.js';
import { signIn } from './support/auth.js';
import { expectNoSeriousViolationsLightAndDark } from './support/axe.js';
import { marathonInput, uniqueTitle } from './support/marathons.js';
import { raceWithBibs, registeredRunner, setBib } from './support/race-day.js';
import { raceIsOver } from './support/results.js';

/** A signed-in page in a browser context of its own: another device. */
async function device(browser: Browser, account: Parameters<typeof signIn>[1], next: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, account, next);
  return page;
}

/** Records how long `seen` took from now, as the test's annotation and in the output. */
async function timed(what: string, seen: () => Promise<void>) {
  const started = Date.now();
  await seen();
  const ms = Date.now() - started;
  test.info().annotations.push({ type: 'latency', description: `${what}: ${ms} ms` });
  console.log(`${what}: ${ms} ms`);
}

test('a check-in on one console device shows on another without a reload', async ({ browser }) => {
  const { organiser, id } = await raceWithBibs(uniqueTitle('Live Desk Race'));
  for (const [first, last, bib] of [
    ['Ada', 'Livewell', 21],
    ['Ben', 'Countme', 22],
  ] as const) {
    const runner = await registeredRunner(id, first, last);
    await setBib(organiser, id, runner.uid, bib);
  }

  const consolePage = await device(browser, organiser, `/dashboard/races/${id}?tab=check-in`);
  const counts = consolePage.getByRole('heading', { name: /^Checked in: / });
  await expect(counts).toHaveText('Checked in: 0 of 2 (0%)');
  await expectNoSeriousViolationsLightAndDark(consolePage, 'the console’s live check-in tab');
  await expect(counts).toHaveText('Checked in: 0 of 2 (0%)');

  const desk = await device(browser, organiser, `/dashboard/races/${id}/check-in`);
  await expect(desk.getByText('2 runners on this device')).toBeVisible();
  await desk.getByRole('searchbox', { name: 'Name or bib' }).fill('Ada');
  await desk.getByRole('button', { name: 'Check in Ada Livewell' }).click();
  // The scan's verdict (a paragraph), not the counts section's heading of the same words.
  await expect(desk.getByRole('paragraph').filter({ hasText: /^Checked in$/u })).toBeVisible();

  await timed('check-in to the other device', () =>
    expect(counts).toHaveText('Checked in: 1 of 2 (50%)'),
  );
  // The table follows the live count: its stats are asked again.
  await expect(
    consolePage
      .getByRole('table', { name: 'Check-in by distance' })
      .getByRole('row', { name: /^Marathon/u }),
  ).toContainText('50%');
  await consolePage.context().close();
  await desk.context().close();
});

/** The board's row of one finisher: its place, name, bib and time. */
const finisherRow = (page: Page, name: string) =>
  page.getByRole('main').getByRole('listitem').filter({ hasText: name });

test('the results board, signed out, shows each finisher the timing partner pushes', async ({
  page,
}) => {
  const title = uniqueTitle('Live Board Race');
  const { organiser, id } = await raceWithBibs(title);
  const ada = await registeredRunner(id, 'Ada', 'Fastfeet');
  const ben = await registeredRunner(id, 'Ben', 'Steady');
  await setBib(organiser, id, ada.uid, 31);
  await setBib(organiser, id, ben.uid, 32);
  const { key } = await api.ok(partner.createApiKey, {
    params: { id },
    token: organiser.idToken,
    body: { name: 'Finish line', scopes: ['results:write'] },
  });
  const push = (bib: number, chipTime: string) =>
    api.ok(partner.pushResults, {
      params: { id },
      token: key,
      body: { results: [{ bib, timingPoint: 'finish', chipTime }] },
    });

  // The board opens before anything is published: it waits for the first finisher.
  await page.goto(`/marathons/${id}/live`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('No finishers yet.')).toBeVisible();

  await push(31, '2:59:58');
  const [distance] = (await getMarathon(id)).distances;
  // Results are published once the race has started: it has, the runners are crossing the line.
  await raceIsOver(id);
  await api.ok(results.publishResults, {
    params: { id },
    token: organiser.idToken,
    body: { distanceId: distance?.id ?? '', state: 'preliminary' },
  });
  await expect(finisherRow(page, 'Ada Fastfeet')).toContainText('Bib 31');
  await expect(finisherRow(page, 'Ada Fastfeet')).toContainText('2:59:58');

  // The next runner over the line is the latest finisher: on top, with their place.
  await timed('partner push to the board', async () => {
    await push(32, '3:05:10');
    await expect(finisherRow(page, 'Ben Steady')).toContainText('Place 2');
  });
  await expect(page.getByRole('main').getByRole('listitem').first()).toContainText('Ben Steady');
  await expect(finisherRow(page, 'Ada Fastfeet')).toContainText('Place 1');
  await expect(page.getByText('Finished: 2')).toBeVisible();
  await expect(page.getByText('Latest finisher: Ben Steady, 3:05:10')).toBeAttached();
  await expectNoSeriousViolationsLightAndDark(page, 'the results board');
  await expect(finisherRow(page, 'Ben Steady')).toBeVisible();
});

test('a race page shows its places left moving on opening day', async ({ page }) => {
  const organiser = await createAccount({ prefix: 'organiser' });
  // Registration opened an hour ago: the race's opening day.
  const input = marathonInput('open', {
    startRegistrationDate: new Date(Date.now() - 3_600_000).toISOString(),
    distances: [{ name: 'Half Marathon', runningDistance: '21 KM', capacity: 3 }],
  });
  const id = await createMarathon(organiser, input);
  const visitor = await createAccount({ prefix: 'runner' });

  await signIn(page, visitor, `/marathons/${id}`);
  const places = page.getByTestId('places-left');
  await expect(places).toHaveText('3 places left');

  await register(await createAccount({ prefix: 'runner' }), id);
  await timed('a registration to a race page', () => expect(places).toHaveText('2 places left'));
  await expect(page.getByTestId('registration-count')).toHaveText('1');

  await register(await createAccount({ prefix: 'runner' }), id);
  await register(await createAccount({ prefix: 'runner' }), id);
  await expect(places).toHaveText('Sold out');
  // The way in follows: a sold-out race offers its waitlist.
  await expect(page.getByRole('link', { name: 'Join the waitlist' })).toBeVisible();
});
