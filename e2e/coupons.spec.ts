// Discount codes and referrals in the browser (docs/coupons.md): a runner applies a code at checkout,
// sees the total change and pays; a runner offered a waitlist place takes it with a code; the
// organiser creates a code in the console's Codes tab and downloads a batch of single-use codes; a
// paid runner copies their referral link from My Apply List, and a friend who opens it registers
// with it. axe checks each screen, in light and dark.
import { readFile } from 'node:fs/promises';

import { expect, test, type Page } from '@playwright/test';

import type { MarathonInput } from '@run/contract/domain/schemas';

import {
  createAccount,
  createCoupon,
  joinWaitlist,
  recordManualPayment,
  register,
  withdraw,
} from './support/api.js';
import {
  expectNoSeriousViolations,
  expectNoSeriousViolationsLightAndDark,
  reloadDark,
} from './support/axe.js';
import { closePopup, fillLogin, signIn } from './support/auth.js';
import { organiserWithMarathon } from './support/marathons.js';
import { pricedRace, payAndSeePaid } from './support/payments.js';
import { fillRunnerDetails } from './support/register-form.js';

/** axe on the screen as it is, then again after the header's switch turns it dark. */
async function axeLightThenDark(page: Page, screen: string) {
  await expectNoSeriousViolations(page, `${screen} (light)`);
  await page.getByRole('button', { name: 'Dark mode' }).click();
  await expectNoSeriousViolations(page, `${screen} (dark)`);
}

/** A fresh organiser's open race of one 10K distance of `capacity` places at $30.00, paid by card. */
const tenKRace = (capacity: number, overrides: Partial<MarathonInput> = {}) =>
  organiserWithMarathon('open', {
    distances: [
      {
        name: '10K',
        runningDistance: '10 KM',
        capacity,
        prices: [{ label: 'Regular', amount: 3000, until: null }],
      },
    ],
    currency: 'USD',
    paymentMethods: ['card'],
    ...overrides,
  });

test('a runner applies a code, sees the total change, and pays the new total', async ({ page }) => {
  const { organiser, id, title } = await pricedRace(['card']);
  await createCoupon(organiser, id, { code: 'CLUB-10', kind: 'percent', value: 10, maxUses: 5 });
  const runner = await createAccount({ prefix: 'coder' });

  await signIn(page, runner, `/marathonRegister/${id}`);
  const total = page.getByTestId('checkout-total');
  await expect(total).toHaveText('$45.00');
  const code = page.getByRole('textbox', { name: 'Discount code' });
  // A code the race does not have: its own sentence, on the field.
  await code.fill('NOPE-1');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('This code does not exist.')).toBeVisible();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(total).toHaveText('$45.00');

  await code.fill('club-10');
  await code.press('Enter');
  await expect(total).toHaveText('was $45.00$40.50');
  await expect(page.getByText('Code CLUB-10')).toBeVisible();
  await expect(code).not.toHaveAttribute('aria-invalid', 'true');
  await axeLightThenDark(page, 'the checkout with a code applied');

  await fillRunnerDetails(page, { firstName: 'Cody', lastName: 'Coder', phone: '+1 555 0188' });
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(
    page.getByRole('heading', { name: 'Your place is held: pay to confirm it' }),
  ).toBeVisible();
  // The Pay step's order summary names the code and what it took off.
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary).toContainText('Price tierEarly bird');
  await expect(summary).toContainText('Discount (CLUB-10)-$4.50');
  await expect(summary).toContainText('Total to pay (USD)$40.50');
  await page.getByRole('button', { name: 'Pay by card' }).click();
  await expect(page.getByText('$40.50')).toBeVisible();
  await payAndSeePaid(page, title);

  // The organiser's ledger names the code the payment's registration used.
  await signIn(page, organiser, `/dashboard/races/${id}?tab=payments`);
  await expect(page.getByRole('row', { name: /Cody Coder/u })).toContainText('CLUB-10');
});

test('a runner offered a waitlist place accepts it with a code (dark)', async ({ page }) => {
  const { organiser, id, input } = await tenKRace(1);
  await createCoupon(organiser, id, { code: 'HALF-OFF', kind: 'percent', value: 50 });
  const first = await createAccount({ prefix: 'first' });
  await register(first, id);
  const runner = await createAccount({ prefix: 'waiter' });
  await joinWaitlist(runner, id, { firstName: 'Wanda', lastName: 'Waiter' });
  await withdraw(first, id);

  // Dark: the code field and total are checked light at checkout.
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await signIn(page, runner, '/dashboard/applied-marathons');
  await page
    .getByRole('button', { name: `Use a discount code for your place in ${input.title}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Accept your place in ${input.title}` });
  await expect(dialog.getByTestId('checkout-total')).toHaveText('$30.00');
  await dialog.getByRole('textbox', { name: 'Discount code' }).fill('half-off');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByTestId('checkout-total')).toHaveText('was $30.00$15.00');
  await expectNoSeriousViolations(page, 'accepting a waitlist place with a code (dark)');
  await dialog.getByRole('button', { name: 'Accept the place' }).click();
  await closePopup(page, 'Successfully registered for the marathon!');
  const row = page.getByRole('row', { name: new RegExp(input.title, 'u') });
  await expect(row.getByRole('button', { name: `Pay now for ${input.title}` })).toBeVisible();
  await row.getByRole('button', { name: `Pay now for ${input.title}` }).click();
  await expect(page.getByRole('dialog', { name: `Pay for ${input.title}` })).toContainText(
    'Regular: $15.00',
  );
});

test('the organiser creates a code and downloads a batch of single-use codes', async ({ page }) => {
  const { organiser, id } = await pricedRace(['card']);
  await signIn(page, organiser, `/dashboard/races/${id}?tab=codes`);
  await expect(page.getByText('This race has no discount codes yet.')).toBeVisible();

  const make = page.getByRole('form', { name: 'Make a code' });
  await make.getByRole('button', { name: 'Create code' }).click();
  await expect(make.getByText('Code must be 4 to 32 letters, digits or hyphens')).toBeVisible();
  await make.getByLabel('Code', { exact: true }).fill('spring-5');
  await make.getByRole('radio', { name: 'Amount off' }).check();
  await make.getByLabel('Amount off (USD)').fill('5.00');
  await make.getByLabel('Uses').fill('100');
  await make.getByRole('button', { name: 'Create code' }).click();
  await closePopup(page, 'Code created');
  const row = page.getByRole('row', { name: /SPRING-5/u });
  await expect(row).toContainText('$5.00 off');
  await expect(row).toContainText('0 of 100');

  const batch = page.getByRole('form', { name: 'Make a batch of single-use codes' });
  await batch.getByLabel('Prefix').fill('sponsor');
  await batch.getByLabel('How many codes').fill('25');
  await batch.getByRole('textbox', { name: 'Percent off' }).fill('20');
  const download = page.waitForEvent('download');
  await batch.getByRole('button', { name: 'Make and download codes' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/u);
  const lines = (await readFile(await file.path(), 'utf8')).trim().split(/\r?\n/u);
  expect(lines).toHaveLength(26);
  expect(lines[1]).toMatch(/^"?SPONSOR-[A-Z0-9]{8}"?,/u);
  await closePopup(page, 'Codes made');
  await expect(page.getByRole('row', { name: /SPONSOR-/u }).first()).toContainText('0 of 1');
  await expectNoSeriousViolationsLightAndDark(page, 'the console’s Codes tab');
});

test('a paid runner copies their referral link, and a friend registers through it', async ({
  page,
  context,
  browser,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { organiser, id, input } = await tenKRace(20, {
    referrals: { enabled: true, every: 2, reward: 500 },
  });
  const referrer = await createAccount({ prefix: 'referrer' });
  await register(referrer, id, { firstName: 'Rita', lastName: 'Referrer' });
  await recordManualPayment(organiser, id, referrer, 3000);

  await signIn(page, referrer, '/dashboard/applied-marathons');
  await page.getByRole('button', { name: `Invite friends to ${input.title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite friends' });
  await expect(dialog.getByTestId('referral-count')).toHaveText(
    '0 friends have registered through your link so far.',
  );
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`/marathons/${id}\\?ref=[A-Z0-9]{8}$`, 'u'));
  await expectNoSeriousViolations(page, 'the Invite friends dialog (light)');

  // A friend opens the link in their own browser, signs in on the way and registers; once they
  // have paid, the referrer's count says so.
  const friend = await createAccount({ prefix: 'friend' });
  const friendPage = await browser.newPage();
  const { pathname, search } = new URL(link);
  // Signed out, the race page sends them to sign in first, and back to the link with its ?ref=.
  await friendPage.goto(`${pathname}${search}`);
  await fillLogin(friendPage, friend.email, friend.password);
  await closePopup(friendPage, 'Login Successful!');
  await expect(friendPage.getByRole('heading', { level: 1, name: input.title })).toBeVisible();
  await friendPage.getByRole('link', { name: 'Register Now' }).click();
  await fillRunnerDetails(friendPage, {
    firstName: 'Fred',
    lastName: 'Friend',
    phone: '+1 555 0199',
  });
  await friendPage.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(
    friendPage.getByRole('heading', { name: 'Your place is held: pay to confirm it' }),
  ).toBeVisible();
  await friendPage.close();
  await recordManualPayment(organiser, id, friend, 3000);

  // The count follows the friend's confirmation in a trigger: the list is asked again until then.
  await reloadDark(page);
  await expect(async () => {
    await page.reload();
    await page.getByRole('button', { name: `Invite friends to ${input.title}` }).click();
    await expect(page.getByTestId('referral-count')).toHaveText(
      '1 friend has registered through your link so far.',
      { timeout: 2000 },
    );
  }).toPass({ timeout: 20_000 });
  await expectNoSeriousViolations(page, 'the Invite friends dialog (dark)');
});
