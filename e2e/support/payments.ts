// Paying steps as a runner takes them, for a race priced "Early bird" at $45.00 (the payments specs).
import { randomUUID } from 'node:crypto';

import { expect, type Page } from '@playwright/test';

import { TEST_WEBHOOK_SECRET } from '@run/contract/domain/money';
import * as payments from '@run/contract/endpoints/payments';
import * as refunds from '@run/contract/endpoints/refunds';

import { SIGNATURE_HEADER, signatureHeader } from '../../functions/src/providers/providers.js';
import { testPaymentEvent } from '../../test-support/factories.js';
import { api, createAccount, startPayment, type Account } from './api.js';
import { signIn } from './auth.js';
import { dayFromToday, organiserWithPricedRace } from './marathons.js';
import { fillRunnerDetails } from './register-form.js';

/**
 * An open race of one distance at $45.00 until next week, then $60.00, paid by card or transfer
 * unless `paymentMethods` says otherwise; a fresh organiser's unless `organiser` is given.
 */
export const pricedRace = (
  paymentMethods?: Parameters<typeof organiserWithPricedRace>[1],
  organiser?: Account,
) =>
  organiserWithPricedRace(
    [
      { label: 'Early bird', amount: 4500, until: `${dayFromToday(7)}T23:59:59.999Z` },
      { label: 'Regular', amount: 6000, until: null },
    ],
    paymentMethods,
    organiser,
  );

/** A fresh runner registers for `id` from its register screen and reaches the payment step. */
export async function registerAndReachPayment(
  page: Page,
  id: string,
  dark = false,
): Promise<Account> {
  const runner = await createAccount({ prefix: 'payer' });
  if (dark) await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await signIn(page, runner, `/marathonRegister/${id}`);
  await expect(page.getByText(/^Early bird until .+: \$45\.00$/u).first()).toBeVisible();
  await fillRunnerDetails(page, { firstName: 'Paige', lastName: 'Payer', phone: '+1 555 0177' });
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(
    page.getByRole('heading', { name: 'Your place is held: pay to confirm it' }),
  ).toBeVisible();
  await expect(page.getByText(/^Payment due by /u)).toBeVisible();
  return runner;
}

/**
 * Pay on the test provider's page: the runner lands on the receipt (the checkout's Done step), then
 * follows its link to the race pass in My Apply List.
 */
export async function payAndOpenApplyList(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/marathons\/[^/]+\/receipts\/[^/]+$/u);
  await expect(page.getByText('Paid: your place is confirmed.')).toBeVisible();
  await page.getByRole('link', { name: 'Open your race pass' }).click();
  await expect(page).toHaveURL('/dashboard/applied-marathons');
}

/**
 * Pay on the test provider's page and follow the receipt back to My Apply List, where the race's row
 * says Paid; answers that row.
 */
export async function payAndSeePaid(page: Page, title: string) {
  await payAndOpenApplyList(page);
  const row = page.getByRole('row', { name: new RegExp(title, 'u') });
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();
  return row;
}

/** From My Apply List the runner pays for race `title` now, by card, until its row says Paid. */
export async function payNowByCard(page: Page, title: string) {
  await page.getByRole('button', { name: `Pay now for ${title}` }).click();
  await page
    .getByRole('dialog', { name: `Pay for ${title}` })
    .getByRole('button', { name: 'Pay by card' })
    .click();
  return payAndSeePaid(page, title);
}

/**
 * My Apply List puts the payment due for race `title` in "Needs your attention", above every one of
 * the runner's `passes` race passes.
 */
export async function expectPaymentDueAbovePasses(page: Page, title: string, passes: number) {
  const due = page.getByRole('region', { name: 'Needs your attention' });
  await expect(due.getByRole('link', { name: `Pay now: ${title}` })).toBeVisible();
  const passList = page.getByRole('article', { name: /^Race pass: / });
  await expect(passList).toHaveCount(passes);
  const dueBox = await due.boundingBox();
  for (const pass of await passList.all()) {
    const box = await pass.boundingBox();
    expect(dueBox && box && dueBox.y + dueBox.height <= box.y).toBe(true);
  }
}

/** Posts a test provider's event to the payment webhook, signed as its page signs it. */
async function sendTestEvent(body: string): Promise<void> {
  await api.ok(payments.paymentWebhook, {
    params: { provider: 'test' },
    rawBody: body,
    headers: { [SIGNATURE_HEADER]: signatureHeader(TEST_WEBHOOK_SECRET, body) },
  });
}

/** The runner, holding a place of `marathonId`, pays `amount` by card; answers the ledger entry's id. */
export async function payByCard(
  runner: Account,
  marathonId: string,
  amount: number,
  currency: string,
): Promise<string> {
  const { paymentId } = await startPayment(runner, marathonId);
  await sendTestEvent(
    testPaymentEvent(paymentId, amount, 'payment.succeeded', undefined, currency),
  );
  return paymentId;
}

/** The card's holder disputes `amount` of the payment (a chargeback opened, not yet decided). */
export function openDispute(paymentId: string, amount: number, currency: string): Promise<void> {
  return sendTestEvent(
    JSON.stringify({
      id: `evt_${randomUUID()}`,
      type: 'charge.dispute.created',
      data: { paymentId, amount, currency, status: 'needs_response' },
    }),
  );
}

/** The organiser refunds `amount` of the runner's payment from the console (the runner keeps the place). */
export function refundRunner(
  organiser: Account,
  marathonId: string,
  runner: Account,
  amount: number,
) {
  return api.ok(refunds.organiserRefund, {
    params: { id: marathonId, userId: runner.uid },
    body: { amount, reason: 'Goodwill' },
    token: organiser.idToken,
  });
}
