// Payouts in the browser (docs/payouts.md), each organiser here paid through `connect` (the stack's
// test-only setting) with the test provider: an organiser connects a payout account through the test onboarding page and sees it ready; the race
// form says the site's fee; a runner pays by card; the organiser sees the money in the balance, runs
// a test payout and opens its statement (the race's row and the total, whose net is the payout).
// axe checks the Payouts tab and the onboarding page, light and dark; the tab fits a 390 px phone.
import { expect, test, type Page } from '@playwright/test';

import { createAccount, createMarathon } from './support/api.js';
import { expectNoSeriousViolations, reloadDark } from './support/axe.js';
import { payThroughConnect } from './support/hand-made.js';
import { closePopup, signIn } from './support/auth.js';
import { marathonInput } from './support/marathons.js';
import { pricedRace, registerAndReachPayment, payAndSeePaid } from './support/payments.js';
import { joinStaff } from './support/race-day.js';

test.describe.configure({ timeout: 150_000 });

const payoutsTab = (id: string) => `/dashboard/races/${id}?tab=payouts`;

/** Opens the statement of the newest payout; answers the payout's amount as the table shows it. */
async function openNewestStatement(page: Page): Promise<string> {
  const payouts = page.getByRole('table', { name: 'Your payouts' });
  const newest = payouts.getByRole('row').nth(1);
  // innerText: what is shown (on a phone the state shows under the amount, hidden here).
  const amount = await newest.getByRole('cell').first().innerText();
  await newest.getByRole('button', { name: /^Statement of / }).click();
  await expect(page.getByRole('heading', { level: 3, name: /^Statement: / })).toBeVisible();
  return amount;
}

test('an organiser connects a payout account, a runner pays, and a test payout has its statement', async ({
  page,
  browser,
}) => {
  // The organiser's first race is free: any race of theirs opens their Payouts tab.
  const organiser = await createAccount({ prefix: 'payee' });
  await payThroughConnect(organiser.uid);
  const freeRace = await createMarathon(organiser, marathonInput('open'));
  await signIn(page, organiser, payoutsTab(freeRace));
  const tab = page.getByRole('tabpanel', { name: 'Payouts' });
  await expect(tab.getByText('Not connected')).toBeVisible();
  await expectNoSeriousViolations(page, 'the Payouts tab before connecting (light)');

  // Connecting opens the test provider's onboarding, which comes back to this tab, ready.
  await tab.getByRole('button', { name: 'Connect a payout account' }).click();
  await expect(page).toHaveURL(/\/payouts\/test-onboarding\?/u);
  const onboarding = page.getByRole('heading', {
    level: 1,
    name: 'Test onboarding: no account is created',
  });
  await expect(onboarding).toBeVisible();
  await expectNoSeriousViolations(page, 'the test onboarding page (light)');
  await reloadDark(page);
  await expect(onboarding).toBeVisible();
  await expectNoSeriousViolations(page, 'the test onboarding page (dark)');
  await page.getByRole('button', { name: 'Complete test onboarding' }).click();
  await expect(page).toHaveURL(payoutsTab(freeRace));
  await expect(tab.getByText('Ready: card payments go to your account')).toBeVisible();
  await expect(tab.getByText('No payouts yet.')).toBeVisible();

  // Ready, the organiser may take card payments; the race form says what the site keeps.
  const { id, title } = await pricedRace(['card'], organiser);
  await page.goto(`/dashboard/races/${id}?tab=settings`);
  await expect(page.getByText(/^The site keeps .+ of each paid entry\.$/u)).toBeVisible();

  // A runner pays on the test payment page, in a browser of their own.
  const runnerContext = await browser.newContext();
  const runnerPage = await runnerContext.newPage();
  await registerAndReachPayment(runnerPage, id);
  await runnerPage.getByRole('button', { name: 'Pay by card' }).click();
  await payAndSeePaid(runnerPage, title);
  await runnerContext.close();

  // The organiser's balance holds the payment, less the fees.
  await page.goto(payoutsTab(id));
  const usd = page.getByRole('table', { name: 'Your balance' }).getByRole('row', { name: /USD/u });
  await expect(usd).toContainText(/\$[1-9]/u);

  // A test payout pays the balance out; its statement has the race and the total, the payout's amount.
  await tab.getByRole('button', { name: 'Run a test payout' }).click();
  await closePopup(page, 'Test payout made');
  const amount = await openNewestStatement(page);
  const statement = page.getByRole('table', { name: /^Statement of the payout of / });
  await expect(statement.getByRole('row', { name: new RegExp(title, 'u') })).toContainText(
    '$45.00',
  );
  await expect(
    statement
      .getByRole('row', { name: /^Total/u })
      .getByRole('cell')
      .last(),
  ).toHaveText(amount);
  const download = page.waitForEvent('download');
  await tab.getByRole('button', { name: 'Download CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/u);
  await expectNoSeriousViolations(page, 'the Payouts tab with a statement (light)');

  await reloadDark(page);
  await openNewestStatement(page);
  await expectNoSeriousViolations(page, 'the Payouts tab with a statement (dark)');

  // On a phone, the tab scrolls its tables inside their frames, never the page sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(statement).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a test payout with nothing available says so, and the list stays empty', async ({ page }) => {
  const organiser = await createAccount({ prefix: 'csv-payee' });
  await payThroughConnect(organiser.uid);
  const raceId = await createMarathon(organiser, marathonInput('open'));
  await signIn(page, organiser, payoutsTab(raceId));
  const tab = page.getByRole('tabpanel', { name: 'Payouts' });
  await tab.getByRole('button', { name: 'Connect a payout account' }).click();
  await page.getByRole('button', { name: 'Complete test onboarding' }).click();
  await expect(tab.getByText('Ready: card payments go to your account')).toBeVisible();
  // Nothing is available yet: the test payout says so, and the list stays empty.
  await tab.getByRole('button', { name: 'Run a test payout' }).click();
  await closePopup(page, 'Nothing to pay out');
  await expect(tab.getByText('No payouts yet.')).toBeVisible();
});

test('a co-organiser has no Payouts tab: the payouts are the creator’s', async ({ page }) => {
  const organiser = await createAccount({ prefix: 'payee', verified: true });
  await payThroughConnect(organiser.uid);
  const id = await createMarathon(organiser, marathonInput('open'));
  // Paid through `connect` too, so the tab's absence is the role's doing, not the mode's.
  const coOrganiser = await createAccount({ prefix: 'co-organiser' });
  await payThroughConnect(coOrganiser.uid);
  const helper = await joinStaff(organiser, id, coOrganiser, 'co-organiser');
  await signIn(page, helper, payoutsTab(id));
  await expect(page.getByText('You are a co-organiser')).toBeVisible();
  // A link to the tab opens the overview instead.
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('tab', { name: 'Payouts' })).toHaveCount(0);
});
