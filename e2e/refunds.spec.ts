// Refunds in the browser (docs/payments.md, "Refunds"): a paid runner sees what withdrawing gives
// back before confirming, withdraws and sees the refund in My Apply List; an organiser refunds a
// runner from the console's Payments tab and marks a refund paid by hand. axe checks each new
// screen, in light and dark.
import { expect, test } from '@playwright/test';

import { createAccount, recordManualPayment, register } from './support/api.js';
import { expectNoSeriousViolations, expectNoSeriousViolationsLightAndDark } from './support/axe.js';
import { closePopup, signIn } from './support/auth.js';
import { organiserWithPricedRace } from './support/marathons.js';
import { payNowByCard } from './support/payments.js';

/**
 * An open race 60 days away of one distance at $45.00, paid by card or transfer, and a fresh runner
 * registered for it by `name`.
 */
async function pricedRaceWithRunner(prefix: string, name: { firstName: string; lastName: string }) {
  const race = await organiserWithPricedRace([{ label: 'Regular', amount: 4500, until: null }]);
  const runner = await createAccount({ prefix });
  await register(runner, race.id, name);
  return { ...race, runner };
}

test('a paid runner sees the quote, withdraws, and sees the refund in My Apply List (light and dark)', async ({
  page,
}) => {
  const { id, title, runner } = await pricedRaceWithRunner('refunded', {
    firstName: 'Rhea',
    lastName: 'Refund',
  });

  // The runner pays on the test provider's page, as any runner does.
  // The race's page states its refund policy (the defaults) in one sentence.
  await signIn(page, runner, `/marathons/${id}`);
  await expect(page.getByTestId('refund-policy')).toHaveText(
    'Refunds: in full until 30 days before the race, 50 % until 14 days before, none after.',
  );
  await page.goto('/dashboard/applied-marathons');
  const row = await payNowByCard(page, title);

  await row.getByRole('button', { name: `Withdraw from ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw from this marathon?' });
  await expect(dialog.getByTestId('refund-quote')).toHaveText(
    /^You get \$45\.00 back until [A-Z][a-z]+ \d{1,2}\.$/u,
  );
  await expectNoSeriousViolations(page, 'the withdraw confirmation with its quote (light)');
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await closePopup(page, 'Registration Withdrawn');
  await expect(row.getByText('Withdrawn', { exact: true })).toBeVisible();
  await expect(row.getByTestId('refund-state')).toHaveText(
    /^Refund \$45\.00: (on its way|refunded)$/u,
  );
  await expect(row.getByRole('button', { name: `Withdraw from ${title}` })).toHaveCount(0);

  // The test provider completes the refund through its webhook; the list shows it done.
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await expect(async () => {
    await page.reload();
    await expect(row.getByTestId('refund-state')).toHaveText('Refund $45.00: refunded', {
      timeout: 2000,
    });
  }).toPass({ timeout: 20_000 });
  await expectNoSeriousViolations(page, 'My Apply List with a refund (dark)');
});

test('an organiser refunds a runner from the console and marks a refund paid by hand (light and dark)', async ({
  page,
}) => {
  const { organiser, id, runner } = await pricedRaceWithRunner('bytransfer', {
    firstName: 'Tara',
    lastName: 'Transfer',
  });
  await recordManualPayment(organiser, id, runner, 4500);

  await signIn(page, organiser, `/dashboard/races/${id}?tab=payments`);
  await page.getByRole('button', { name: 'Refund Tara Transfer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund Tara Transfer' });
  await expect(dialog.getByLabel('Amount (USD)')).toHaveValue('45.00');
  await dialog.getByLabel('Amount (USD)').fill('60.00');
  await dialog.getByLabel('Reason').fill('Course shortened');
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  // More than was paid: the API's 400 lands on the amount.
  await expect(dialog.getByText('At most $45.00 is left to refund')).toBeVisible();
  await dialog.getByLabel('Amount (USD)').fill('10.00');
  await expectNoSeriousViolations(page, 'the refund dialog (light)');
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  // Money paid by hand goes back by hand: the organiser is told to pay it, and no IBAN is known.
  await closePopup(
    page,
    'Refund to pay',
    'Pay $10.00 back to Tara Transfer: their IBAN is not known yet, so ask them for it',
  );

  const toPay = page.getByRole('region', { name: 'Refunds to pay' });
  const owed = toPay.getByRole('row', { name: /Tara Transfer/u });
  await expect(owed).toContainText('$10.00');
  await expect(owed).toContainText('To pay');
  await expectNoSeriousViolationsLightAndDark(page, 'the Payments tab with refunds to pay');
  await owed.getByRole('button', { name: 'Mark refund paid: Tara Transfer' }).click();
  await closePopup(page, 'Refund marked paid');
  await expect(toPay.getByText('Nothing to pay back by hand.')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Refunds', exact: true }).getByRole('row', {
      name: /Tara Transfer.*\$10\.00.*Done/u,
    }),
  ).toBeVisible();
});
