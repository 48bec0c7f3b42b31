// PayPal in the browser (docs/payments.md, "PayPal"): a race taking PayPal offers "Pay with PayPal"
// (on the local stack PayPal is not set up, so choosing it says so and changes nothing), and the page
// PayPal sends the runner back to says where the payment stands: cancelled at PayPal, or a payment
// that is not the runner's. The capture itself is proven on PayPal's recorded exchanges
// (functions/src/payments/paypal-provider.test.ts): the local stack never reaches PayPal.
// axe checks each new screen, in light and dark.
import { expect, test, type Page } from '@playwright/test';

import { createAccount } from './support/api.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { closePopup, signIn } from './support/auth.js';
import { pricedRace, registerAndReachPayment } from './support/payments.js';

test('a race taking PayPal offers it; on a site without PayPal set up, choosing it says so', async ({
  page,
}) => {
  const { id } = await pricedRace(['card', 'paypal']);
  await registerAndReachPayment(page, id);
  await expect(page.getByRole('button', { name: 'Pay by card' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay by bank transfer' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  await closePopup(page, 'Unexpected Error!', 'PayPal payments are not set up on this site.');
  await expect(page.getByText(/^Payment due by /u)).toBeVisible();
});

async function returnPage(page: Page, search: string, dark: boolean): Promise<void> {
  const runner = await createAccount({ prefix: 'paypal-back' });
  if (dark) await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await signIn(page, runner, `/pay/paypal/no-such-payment${search}`);
  await expect(page.getByRole('heading', { name: 'PayPal payment', level: 1 })).toBeVisible();
}

for (const dark of [false, true]) {
  const look = dark ? ' (dark)' : '';

  test(`back from PayPal cancelled: nothing paid, the place stays held${look}`, async ({
    page,
  }) => {
    await returnPage(page, '?cancelled=1', dark);
    await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
    await expect(page.getByText(/nothing was paid/u)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open My Apply List' })).toBeVisible();
    await expectNoSeriousViolations(page, `the PayPal return page, cancelled${look}`);
  });

  test(`back from PayPal with a payment that is not the runner's: not found${look}`, async ({
    page,
  }) => {
    await returnPage(page, '?token=5O190127TN364715T&PayerID=QYR5Z8XDVJNXQ', dark);
    await expect(page.getByRole('heading', { name: 'Payment not found' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('This payment is not one of yours.');
    await expectNoSeriousViolations(page, `the PayPal return page, not found${look}`);
  });
}
