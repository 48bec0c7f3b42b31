// Prices and payments in the browser (docs/payments.md): an organiser sets a two-tier price; a
// runner registers and pays on the test provider's page and sees "Paid" and the race pass; another
// declines and sees "Payment due" with Pay now; a bank transfer shows its reference and QR code; the
// console's Payments tab lists the ledger and marks a payment paid, and shows the race's books with
// any discrepancy they find.
// axe checks each new screen, in light and dark.
import { expect, test, type Locator } from '@playwright/test';

import {
  type Account,
  createAccount,
  deferPlace,
  getMarathon,
  register,
  startPayment,
} from './support/api.js';
import { expectNoSeriousViolations, expectNoSeriousViolationsLightAndDark } from './support/axe.js';
import { db } from './support/hand-made.js';
import { expectInside } from './support/in-view.js';
import {
  openDispute,
  payAndOpenApplyList,
  payByCard,
  pricedRace,
  refundRunner,
  registerAndReachPayment,
} from './support/payments.js';
import { closePopup, signIn } from './support/auth.js';
import { fillRunnerDetails } from './support/register-form.js';
import {
  dayFromToday,
  organiserWithMarathon,
  organiserWithPricedRace,
  startRaceAsNewOrganiser,
  type FormRace,
} from './support/marathons.js';

/** The race the organiser's test makes in the add form. */
const twoTierForm: FormRace = {
  title: 'Priced',
  location: 'Lisbon, Portugal',
  description: 'Two price tiers along the Tagus.',
};

test('an organiser sets a two-tier price, and the card shows the tier in force', async ({
  page,
}) => {
  const title = await startRaceAsNewOrganiser(page, twoTierForm);
  await page.getByLabel('Running Distance').fill('21 KM');
  const addTier = page.getByRole('button', { name: /^Add price tier/u });
  await addTier.click();
  await page.getByLabel('Tier 1 label (21 KM)').fill('Early bird');
  await page.getByLabel('Tier 1 price (21 KM)').fill('45.00');
  await page.getByLabel('Tier 1 last day (21 KM)').fill(dayFromToday(10));
  await addTier.click();
  await page.getByLabel('Tier 2 label (21 KM)').fill('Regular');
  await page.getByLabel('Tier 2 price (21 KM)').fill('60.00');
  // A price brings the payment settings.
  await page.getByLabel('Card').check();
  await expectNoSeriousViolations(page, 'the add form with two price tiers (dark)');
  await page.getByRole('button', { name: 'Add Marathon', exact: true }).click();
  await closePopup(page, 'Marathon added successfully!');

  await page.goto(`/marathons?q=${encodeURIComponent(title)}`);
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card.getByTestId('distance-price')).toHaveText(/^Early bird until .+: \$45\.00$/u);
  const id = (await card.getByRole('link', { name: /View details/u }).getAttribute('href'))
    ?.split('/')
    .pop();
  const race = await getMarathon(id ?? '');
  expect(race.distances[0]?.prices?.map((t) => [t.label, t.amount])).toEqual([
    ['Early bird', 4500],
    ['Regular', 6000],
  ]);
  expect(race.paymentMethods).toEqual(['card']);
});

test('a runner pays on the test page and sees "Paid" and the race pass', async ({ page }) => {
  const { id, title } = await pricedRace();
  await registerAndReachPayment(page, id);
  await expectNoSeriousViolations(page, 'the register screen’s payment step (light)');
  await page.getByRole('button', { name: 'Pay by card' }).click();

  await expect(page).toHaveURL(/\/pay\/test\/[^/]+$/u);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Test payment: no money moves' }),
  ).toBeVisible();
  await expect(page.getByText('$45.00')).toBeVisible();
  await expectNoSeriousViolations(page, 'the test payment page (light)');
  await payAndOpenApplyList(page);
  const row = page.getByRole('row', { name: new RegExp(title, 'u') });
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name: `Race pass: ${title}` })).toBeVisible();
});

test('a race in euros offers iDEAL beside card, and a runner pays with it on the test page', async ({
  page,
}) => {
  const { id, title } = await organiserWithPricedRace(
    [{ label: 'Early bird', amount: 4500, until: null }],
    ['card', 'ideal'],
    undefined,
    'EUR',
  );
  const runner = await createAccount({ prefix: 'ideal' });
  await signIn(page, runner, `/marathonRegister/${id}`);
  await fillRunnerDetails(page, { firstName: 'Ida', lastName: 'Ideal', phone: '+31 20 555 0101' });
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(
    page.getByRole('heading', { name: 'Your place is held: pay to confirm it' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay by card' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay with iDEAL' }).click();
  await expect(page).toHaveURL(/\/pay\/test\/[^/]+$/u);
  await expect(page.getByText('€45.00')).toBeVisible();
  await payAndOpenApplyList(page);
  const row = page.getByRole('row', { name: new RegExp(title, 'u') });
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();
});

test('a runner who declines sees "Payment due" with Pay now (dark)', async ({ page }) => {
  const { id, title } = await pricedRace();
  await registerAndReachPayment(page, id, true);
  await page.getByRole('button', { name: 'Pay by card' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Test payment: no money moves' }),
  ).toBeVisible();
  await expectNoSeriousViolations(page, 'the test payment page (dark)');
  await page.getByRole('button', { name: 'Decline' }).click();

  await expect(page).toHaveURL('/dashboard/applied-marathons');
  const row = page.getByRole('row', { name: new RegExp(title, 'u') });
  await expect(row.getByText(/^Payment due by /u)).toBeVisible();
  const payNow = row.getByRole('button', { name: `Pay now for ${title}` });
  await expect(payNow).toBeVisible();
  await expect(page.getByRole('article', { name: `Race pass: ${title}` })).toHaveCount(0);
  // What is due comes first, above any race pass, with its own way to pay.
  const due = page.getByRole('region', { name: 'Needs your attention' });
  await expect(due.getByText(/^Payment due by /u)).toBeVisible();
  await expect(due.getByRole('link', { name: `Pay now: ${title}` })).toBeVisible();
  await expectNoSeriousViolations(page, 'My Apply List with a payment due (dark)');
  await payNow.click();
  const dialog = page.getByRole('dialog', { name: `Pay for ${title}` });
  await expect(dialog.getByRole('button', { name: 'Pay by card' })).toBeVisible();
  await expectNoSeriousViolations(page, 'the Pay now dialog (dark)');

  // The race page offers the way to pay, not a greyed-out Register, and it opens the same dialog.
  await page.goto(`/marathons/${id}`);
  await expect(page.getByText(/^Your place is held\. Payment due by .+\.$/u)).toBeVisible();
  await page.getByRole('link', { name: 'Pay now' }).click();
  await expect(page).toHaveURL('/dashboard/applied-marathons');
  await expect(
    page
      .getByRole('dialog', { name: `Pay for ${title}` })
      .getByRole('button', { name: 'Pay by card' }),
  ).toBeVisible();
});

test('a bank transfer shows its reference and QR code, and its later due date (dark)', async ({
  page,
}) => {
  const { id, title } = await pricedRace();
  await registerAndReachPayment(page, id, true);
  const heldUntil = await page.getByText(/^Payment due by /u).textContent();
  await page.getByRole('button', { name: 'Pay by bank transfer' }).click();
  const details = page.getByRole('region', { name: 'Bank transfer' });
  await expect(details.getByText(/^RUN-[0-9A-HJKMNP-TV-Z]{7}$/u)).toBeVisible();
  await expect(details.getByText('DE89370400440532013000')).toBeVisible();
  await expect(details.getByRole('img', { name: 'Bank transfer QR code (EPC)' })).toBeVisible();
  // A transfer moves the due date to the race's transfer days: the step says the new one.
  const payBy = await details.getByRole('definition').last().textContent();
  await expect(page.getByText(/^Payment due by /u)).toHaveText(`Payment due by ${payBy}`);
  expect(`Payment due by ${payBy}`).not.toBe(heldUntil);
  await expectNoSeriousViolations(page, 'the bank transfer instructions (dark)');

  // My Apply List's Pay now shows the same, every line inside the narrower dialog.
  await page.goto('/dashboard/applied-marathons');
  const row = page.getByRole('row', { name: new RegExp(title, 'u') });
  await row.getByRole('button', { name: `Pay now for ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Pay for ${title}` });
  await expect(dialog.getByText(/^Payment due by /u)).toHaveText(`Payment due by ${payBy}`);
  const iban = dialog.getByText('DE89370400440532013000');
  await expect(iban).toBeVisible();
  const [outer, inner] = await Promise.all([dialog.boundingBox(), iban.boundingBox()]);
  expect(inner && outer && inner.x + inner.width <= outer.x + outer.width).toBe(true);
  // The transfer is not a dead end: the runner may still pay by card at once.
  const otherWay = dialog.getByRole('region', { name: 'Or pay now another way' });
  await expect(otherWay.getByRole('button', { name: 'Pay by card' })).toBeVisible();
  await expect(otherWay.getByRole('button', { name: 'Pay by bank transfer' })).toHaveCount(0);
  await expectNoSeriousViolations(page, 'the Pay now dialog with a transfer chosen (dark)');
  await otherWay.getByRole('button', { name: 'Pay by card' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Test payment: no money moves' }),
  ).toBeVisible();
  await payAndOpenApplyList(page);
  await expect(
    page.getByRole('row', { name: new RegExp(title, 'u') }).getByText('Paid', { exact: true }),
  ).toBeVisible();
});

/** The console tests' race: a 10K of 20 places at $25.00. */
const TEN_K_AT_25 = [
  {
    name: '10K',
    runningDistance: '10 KM',
    capacity: 20,
    prices: [{ label: 'Regular', amount: 2500, until: null }],
  },
];

test('the console’s Payments tab lists the ledger by state and marks a payment paid (light and dark)', async ({
  page,
}) => {
  const { organiser, id } = await organiserWithMarathon('open', {
    distances: TEN_K_AT_25,
    currency: 'USD',
    paymentMethods: ['card'],
  });
  const runner = await createAccount({ prefix: 'cash' });
  await register(runner, id, { firstName: 'Cass', lastName: 'Cash' });
  await startPayment(runner, id);

  await signIn(page, organiser, `/dashboard/races/${id}?tab=payments`);
  const row = page.getByRole('row', { name: /Cass Cash/u });
  await expect(row.getByRole('cell', { name: 'Started' })).toBeVisible();
  await expect(row).toContainText('$25.00');
  await expectNoSeriousViolationsLightAndDark(page, 'the console’s Payments tab');
  await row.getByRole('button', { name: 'Mark paid: Cass Cash' }).click();
  await closePopup(page, 'Marked paid');
  await expect(page.getByRole('row', { name: /Cass Cash.*By hand.*Paid/u })).toBeVisible();
  const stats = await getMarathon(id, organiser);
  expect(stats.registrationCount).toBe(1);
});

/** The figure the books show under `label` (a term and its value). */
function figure(books: Locator, label: string): Locator {
  return books
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`, 'u') })
    .locator('..')
    .getByRole('definition')
    .first();
}

async function expectFigures(books: Locator, figures: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(figures)) {
    await expect(figure(books, label), label).toHaveText(value);
  }
}

test('the console’s Payments tab shows the books and names a discrepancy (1366 and 390, light and dark)', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const currency = 'USD';
  const { organiser, id } = await organiserWithMarathon('open', {
    distances: TEN_K_AT_25,
    currency,
    paymentMethods: ['card'],
    deferrals: { enabled: true, untilDays: 14, fee: 500 },
  });
  const [kept, refunded, credited, disputed, waiting] = await Promise.all([
    createAccount({ prefix: 'kept' }),
    createAccount({ prefix: 'refunded' }),
    createAccount({ prefix: 'credited' }),
    createAccount({ prefix: 'disputed' }),
    createAccount({ prefix: 'waiting' }),
  ]);
  for (const runner of [kept, refunded, credited, disputed, waiting]) await register(runner, id);
  const payments = new Map<Account, string>();
  for (const runner of [kept, refunded, credited, disputed]) {
    payments.set(runner, await payByCard(runner, id, 2500, currency));
  }
  await refundRunner(organiser, id, refunded, 1000);
  await deferPlace(credited, id);
  await openDispute(payments.get(disputed) ?? '', 2500, currency);
  await startPayment(waiting, id);

  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, organiser, `/dashboard/races/${id}?tab=payments`);
  const books = page.getByRole('region', { name: 'Books' });
  // $100.00 paid by four cards; $20.00 of a $25.00 place deferred for a $5.00 fee.
  await expectFigures(books, {
    Paid: '$100.00',
    Refunded: '$10.00',
    Credited: '$20.00',
    Disputed: '$25.00',
    Net: '$45.00',
  });
  await expect(books.getByText('$25.00 started, not paid yet')).toBeVisible();
  await expect(
    books.getByText('No discrepancies: the payments, refunds and places agree.'),
  ).toBeVisible();

  // Broken by hand, as only a fault could: a confirmed place's payment is gone.
  await db()
    .doc(`marathons/${id}/payments/${payments.get(kept) ?? ''}`)
    .delete();
  await page.reload();
  await expectFigures(books, { Paid: '$75.00', Net: '$20.00' });
  const found = books.getByRole('region', { name: '1 discrepancy' });
  await expect(found.getByText('Confirmed without full payment')).toBeVisible();
  await expect(
    found.getByText('A confirmed place asks $25.00; its own payments brought $0.00.'),
  ).toBeVisible();
  await expect(found.getByText(kept.uid)).toBeVisible();
  await expectNoSeriousViolationsLightAndDark(page, 'the books with a discrepancy at 1366 px');

  // A phone: the same figures, each in view, and nothing scrolls sideways (dark, then light).
  await page.setViewportSize({ width: 390, height: 844 });
  await expectFigures(books, { Paid: '$75.00', Net: '$20.00' });
  await expectInside(books.getByRole('definition'), 'a figure of the books');
  await expectInside(found.getByRole('listitem'), 'a discrepancy');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `the Payments tab is ${width} px wide`).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page, 'the books at 390 px (dark)');
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.reload();
  await expect(found.getByText('Confirmed without full payment')).toBeVisible();
  await expectNoSeriousViolations(page, 'the books at 390 px (light)');
});
