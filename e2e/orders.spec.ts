// Orders for several runners in the browser (docs/orders.md): a buyer registers themself and two
// more runners on "Register others", pays once, lands on the receipt, finds the order with its group
// pass in My Apply List; one of the runners claims their place from the mailed link into their own
// account. Axe in light and dark on the form, the payment step and the claim page.
import { expect, test } from '@playwright/test';

import { createAccount, uniqueEmail } from './support/api.js';
import { expectNoSeriousViolationsLightAndDark } from './support/axe.js';
import { signIn } from './support/auth.js';
import { pricedRace } from './support/payments.js';
import { invitationToken } from './support/race-day.js';

test('register three runners, pay once, see the group pass, and let one claim their place', async ({
  page,
  browser,
}) => {
  // A whole journey: two accounts, a payment, a claim, and three screens checked in both themes.
  test.setTimeout(120_000);
  const { id, title } = await pricedRace();
  // Verified: an order for others mails them (docs/orders.md).
  const buyer = await createAccount({ prefix: 'buyer', verified: true });
  await signIn(page, buyer, `/dashboard`);
  await page.goto(`/marathons/${id}`);
  await page.getByRole('link', { name: 'Register others' }).click();
  await expect(page).toHaveURL(`/marathonRegister/${id}/others`);
  await expect(page.getByRole('heading', { level: 1, name: 'Register others' })).toBeVisible();

  // Axe first: the dark reload starts the form again; the rest of the journey is in the dark.
  await expectNoSeriousViolationsLightAndDark(page, 'the Register others form');
  const runner = (n: number) => page.getByRole('group', { name: new RegExp(`^Runner ${n}`, 'u') });
  await expect(runner(1).getByLabel('Email')).toHaveValue(buyer.email);
  await runner(1).getByLabel('First Name').fill('Bea');
  await runner(1).getByLabel('Last Name').fill('Buyer');
  await runner(1).getByLabel('Phone').fill('+1 555 0101');
  await runner(1).getByLabel('Emergency Contact').fill('Ben, +1 555 0102');
  const kidEmail = uniqueEmail('kid');
  await runner(2).getByLabel('First Name').fill('Kit');
  await runner(2).getByLabel('Last Name').fill('Buyer');
  await runner(2).getByLabel('Email').fill(kidEmail);
  await runner(2)
    .getByRole('button', { name: 'Copy the phone and emergency contact of runner 1' })
    .click();
  await expect(runner(2).getByLabel('Phone')).toHaveValue('+1 555 0101');
  await page.getByRole('button', { name: 'Add a runner' }).click();
  await runner(3).getByLabel('First Name').fill('Pat');
  await runner(3).getByLabel('Last Name').fill('Partner');
  await runner(3).getByLabel('Email').fill(uniqueEmail('partner'));
  await runner(3).getByLabel('Phone').fill('+1 555 0103');
  await expect(page.getByText('Places for 3 runners: $135.00, plus any runner fee')).toBeVisible();
  await page.getByRole('button', { name: 'Register 3 runners and pay' }).click();

  // One payment for the three: its heading in view and focused.
  const pay = page.getByRole('heading', { name: 'Pay for 3 runners' });
  await expect(pay).toBeFocused();
  await expect(pay).toBeInViewport();
  await expect(page.getByText(/^Order total: \$135\.00\./u)).toBeVisible();
  await page.getByRole('button', { name: 'Pay by card' }).click();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/marathons/${id}/receipts/[^/]+$`, 'u'));
  await expect(page.getByRole('region', { name: 'Receipt' })).toContainText('$135.00');

  await page.goto('/dashboard/applied-marathons');
  const orders = page.getByRole('region', { name: 'Runners I registered' });
  await expect(orders).toContainText(title);
  await expect(orders).toContainText('3 runners · Confirmed');
  await expect(orders.getByText(/^Kit Buyer · Confirmed/u)).toBeVisible();
  await orders.getByText('Group pass: one scan checks in every runner').click();
  await expect(orders.getByRole('img', { name: `Group pass for ${title}` })).toBeVisible();

  // Kit claims the place into their own account from the mailed link.
  const token = await invitationToken(kidEmail, '/claim/');
  const kid = await createAccount({ prefix: 'kid' });
  const context = await browser.newContext();
  const theirs = await context.newPage();
  await signIn(theirs, kid, `/claim/${id}?token=${token}`);
  await expect(theirs.getByRole('heading', { level: 1, name: 'Claim your place' })).toBeVisible();
  await expectNoSeriousViolationsLightAndDark(theirs, 'the claim page');
  await theirs.getByRole('button', { name: 'Claim my place' }).click();
  await expect(theirs.getByRole('heading', { name: 'The place is yours' })).toBeVisible();
  await theirs.getByRole('link', { name: 'Open My Apply List' }).click();
  await expect(theirs.getByRole('article', { name: `Race pass: ${title}` })).toBeVisible();
  await context.close();

  await page.reload();
  await expect(orders.getByText(/^Kit Buyer · Confirmed · in their own account/u)).toBeVisible();
});
