// The ballot in the browser (docs/ballot.md): a runner enters a distance decided by ballot with the
// registration form and sees "In the ballot" in My Apply List, where they may withdraw before the
// draw; after the draw the winner sees "Drawn: pay by ..." and pays, the other runner sees a reserve
// number; the console's Ballot tab shows the entries and the draw, the race page the draw to check.
// axe checks each new screen, in light and dark. The ballot closes an hour ahead, so entering never
// races the clock; its close and draw are then moved into the past, and the draw, which the stack's
// scheduler makes within its minute (a read never draws), is waited for by polling the public ballot,
// never by sleeping.
import { expect, test, type Page } from '@playwright/test';

import * as marathons from '@run/contract/endpoints/marathons';

import { apiRoute, createAccount, getMarathon, type Account } from './support/api.js';
import { expectNoSeriousViolations, expectNoSeriousViolationsLightAndDark } from './support/axe.js';
import { closePopup, signIn } from './support/auth.js';
import {
  ballotRace,
  drawTimeComes,
  enterBallot,
  myBallotEntries,
  openBallot,
  readBallot,
} from './support/ballot.js';
import { dayFromToday, startRaceAsNewOrganiser } from './support/marathons.js';
import { fillRunnerDetails } from './support/register-form.js';
import { payNowByCard } from './support/payments.js';

const DAY = 86_400_000;

/** From the race page: Enter the ballot, the form, and the confirmation. */
async function enterFromRacePage(page: Page, runner: Account, id: string) {
  await signIn(page, runner, `/marathons/${id}`);
  await page.getByRole('link', { name: 'Enter the ballot' }).click();
  await expect(page.getByText('Places are decided by ballot.')).toBeVisible();
  await fillRunnerDetails(page, { firstName: 'Bella', lastName: 'Ballot', phone: '+1 555 0150' });
  await page.getByRole('button', { name: 'Enter the ballot', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'You are in the ballot' })).toBeVisible();
}

test('a runner enters the ballot, sees "In the ballot" and withdraws before the draw', async ({
  page,
}) => {
  const now = Date.now();
  const { id, title } = await ballotRace(10, {
    opensAt: new Date(now - DAY).toISOString(),
    closesAt: new Date(now + 5 * DAY).toISOString(),
    drawAt: new Date(now + 6 * DAY).toISOString(),
    payDays: 7,
  });
  const runner = await createAccount({ prefix: 'entrant' });
  await signIn(page, runner, `/marathons/${id}`);
  const check = page.getByRole('region', { name: 'Check the draw' });
  await expect(check.getByText(/^[0-9a-f]{64}$/u)).toBeVisible();
  await expectNoSeriousViolations(page, 'a race page with a ballot (light)');

  await enterFromRacePage(page, runner, id);
  await expectNoSeriousViolations(page, 'the ballot entry confirmation (light)');
  await page.getByRole('link', { name: 'Go to My Apply List' }).click();
  const row = page
    .getByRole('region', { name: 'Ballots' })
    .getByRole('row', { name: new RegExp(title, 'u') });
  await expect(row.getByRole('cell', { name: /^In the ballot \(draw on .+\)$/u })).toBeVisible();
  await expectNoSeriousViolationsLightAndDark(page, 'My Apply List with a ballot entry');

  await page.getByRole('button', { name: `Withdraw from the ballot for ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw from the ballot?' });
  await expectNoSeriousViolations(page, 'the withdraw dialog (dark)');
  await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await closePopup(page, 'Withdrawn from the Ballot');
  await expect(page.getByRole('region', { name: 'Ballots' })).toHaveCount(0);
  expect((await myBallotEntries(runner)).map((e) => e.state)).toEqual(['withdrawn']);
});

test('after the draw the winner pays, the other runner holds a reserve number, and the console shows the draw', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { organiser, id, title } = await ballotRace(1, openBallot());
  const viaApi = await createAccount({ prefix: 'entrant' });
  await enterBallot(viaApi, id, { firstName: 'Rhea', lastName: 'Reserve' });
  const viaPage = await createAccount({ prefix: 'entrant' });
  await enterFromRacePage(page, viaPage, id);
  await page.goto('/dashboard/applied-marathons');
  await expect(page.getByRole('cell', { name: /^In the ballot \(draw on .+\)$/u })).toBeVisible();

  // Once its time has come, the schedule draws within its minute: poll, never sleep.
  await drawTimeComes(id);
  await expect
    .poll(async () => (await readBallot(id)).state, { timeout: 120_000, intervals: [2000] })
    .toBe('drawn');
  const [pageEntry] = await myBallotEntries(viaPage);
  const won = pageEntry?.state === 'drawn';
  const [winner, reserve] = won ? [viaPage, viaApi] : [viaApi, viaPage];

  // Each runner in their own browser: the one drawn pays through the registration's Pay now.
  const winnerContext = await browser.newContext();
  const winnerPage = await winnerContext.newPage();
  await signIn(winnerPage, winner, '/dashboard/applied-marathons');
  await expect(winnerPage.getByRole('cell', { name: /^Drawn: pay by .+$/u })).toBeVisible();
  await expectNoSeriousViolationsLightAndDark(winnerPage, 'My Apply List of a drawn runner');
  await payNowByCard(winnerPage, title);
  // Paid, the entry owes nothing: its row says the place is the runner's.
  await expect.poll(async () => (await myBallotEntries(winner))[0]?.dueAt).toBeNull();
  await winnerPage.reload();
  await expect(
    winnerPage.getByRole('cell', { name: 'Drawn: your place is confirmed' }),
  ).toBeVisible();
  await winnerContext.close();

  const reserveContext = await browser.newContext();
  const reservePage = await reserveContext.newPage();
  await signIn(reservePage, reserve, '/dashboard/applied-marathons');
  await expect(
    reservePage.getByRole('cell', { name: 'Not drawn: reserve number 1' }),
  ).toBeVisible();
  await expectNoSeriousViolationsLightAndDark(reservePage, 'My Apply List of a reserve');
  await reserveContext.close();

  // The organiser's console: entries and the draw per distance, and the published seed.
  await signIn(page, organiser, `/dashboard/races/${id}?tab=ballot`);
  const entries = page.getByRole('table', { name: 'Ballot entries and the draw by distance' });
  await expect(entries.getByRole('row', { name: /Half Marathon/u })).toContainText('Drawn');
  await expect(
    page.getByRole('table', { name: 'Offers and conversion by distance' }),
  ).toBeVisible();
  const drawn = await readBallot(id);
  await expect(page.getByText(drawn.seed ?? 'no seed')).toBeVisible();
  await expect(page.getByTestId('ballot-winners')).toHaveText('1');
  await expectNoSeriousViolationsLightAndDark(page, 'the console’s Ballot tab');
});

test('an organiser gives a distance a ballot on the add form, in their own time zone', async ({
  page,
}) => {
  const title = await startRaceAsNewOrganiser(page, {
    title: 'Lottery',
    location: 'Berlin, Germany',
    description: 'More runners than places: a draw decides.',
  });
  await page.getByLabel('Running Distance').fill('42 KM');
  await page.getByLabel('Capacity').fill('100');
  const opens = `${dayFromToday(1)}T09:00`;
  const closes = `${dayFromToday(5)}T18:00`;
  const draw = `${dayFromToday(6)}T12:00`;
  await page.getByLabel('Ballot Opens').fill(opens);
  await page.getByLabel('Ballot Closes').fill(closes);
  // A draw before the close is refused with the contract's sentence, on the draw's field.
  await page.getByLabel('Draw').fill(`${dayFromToday(4)}T12:00`);
  await page.getByLabel('Pay Days').fill('5');
  await page.getByRole('button', { name: 'Add Marathon', exact: true }).click();
  await expect(page.getByText('The draw must be at or after the ballot closes')).toBeVisible();
  await expect(page.getByLabel('Draw')).toBeFocused();
  await expectNoSeriousViolations(page, 'the add form with a ballot (dark)');
  await page.getByLabel('Draw').fill(draw);
  await page.getByRole('button', { name: 'Add Marathon', exact: true }).click();
  await closePopup(page, 'Marathon added successfully!');

  await page.goto(`/marathons?q=${encodeURIComponent(title)}`);
  const card = page.getByRole('article').filter({ hasText: title });
  const href = await card.getByRole('link', { name: /View details/u }).getAttribute('href');
  const id = href?.split('/').pop() ?? '';
  const race = await getMarathon(id);
  // The times typed are the browser's local ones, sent as the moments they name.
  const inBrowser = (local: string) => page.evaluate((v) => new Date(v).toISOString(), local);
  expect(race.distances[0]?.ballot).toEqual({
    opensAt: await inBrowser(opens),
    closesAt: await inBrowser(closes),
    drawAt: await inBrowser(draw),
    payDays: 5,
    state: 'upcoming',
  });

  // The console's Settings: saved untouched it keeps the ballot; its times cleared, it has none.
  await page.goto(`/dashboard/races/${id}?tab=settings`);
  await expect(page.getByLabel('Ballot Opens')).toHaveValue(opens);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await closePopup(page, 'Marathon Updated!');
  expect((await getMarathon(id)).distances[0]?.ballot).toEqual(race.distances[0]?.ballot);
  for (const label of ['Ballot Opens', 'Ballot Closes', 'Draw']) {
    await page.getByLabel(label).fill('');
  }
  // The form asks for the ballot's removal (null: the contract's way to remove one), and it goes.
  const sent = page.waitForRequest(
    (r) => r.method() === 'PATCH' && apiRoute(marathons.updateMarathon).test(r.url()),
  );
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await closePopup(page, 'Marathon Updated!');
  const body = (await sent).postDataJSON() as { distances: { ballot?: unknown }[] };
  expect(body.distances[0]?.ballot).toBeNull();
  expect((await getMarathon(id)).distances[0]?.ballot ?? null).toBeNull();
});
