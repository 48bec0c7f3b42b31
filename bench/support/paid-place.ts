// A runner's paid place, made through the API as a runner and the test payment provider's page make
// it: the runner registers (the place is held), starts paying by card, and the provider's signed
// `payment.succeeded` event reaches the webhook. The lighthouse section audits such a payment's
// receipt; the payments-tab section fills a race's ledger with them.
import { TEST_WEBHOOK_SECRET } from '@run/contract/domain/money';
import * as payments from '@run/contract/endpoints/payments';
import { applyToMarathon } from '@run/contract/endpoints/registrations';

import { SIGNATURE_HEADER, signatureHeader } from '../../functions/src/providers/providers.js';
import { testPaymentEvent } from '../../test-support/factories.js';
import { benchClient, registrationForm } from './api.js';
import type { Runner } from './auth-emulator.js';

export interface Price {
  total: number;
  currency: string;
}

/** What a runner of the race's first distance pays now (its tier in force, the fee included). */
export async function priceOf(apiUrl: string, marathonId: string): Promise<Price> {
  const quote = await benchClient(apiUrl).ok(payments.quote, {
    params: { id: marathonId },
    query: {},
  });
  return { total: quote.total, currency: quote.currency };
}

/** Runner `i` registers, pays `price` by card and is confirmed; answers the ledger's paymentId. */
export async function payByCard(
  apiUrl: string,
  marathonId: string,
  runner: Runner,
  i: number,
  price: Price,
): Promise<string> {
  const client = benchClient(apiUrl);
  await client.ok(applyToMarathon, {
    params: { id: marathonId },
    body: registrationForm(runner, i),
    token: runner.idToken,
  });
  const { paymentId } = await client.ok(payments.startPayment, {
    params: { id: marathonId, userId: runner.uid },
    token: runner.idToken,
    body: { method: 'card' },
  });
  const body = testPaymentEvent(
    paymentId,
    price.total,
    'payment.succeeded',
    undefined,
    price.currency,
  );
  const paid = await client.call(payments.paymentWebhook, {
    params: { provider: 'test' },
    rawBody: body,
    headers: { [SIGNATURE_HEADER]: signatureHeader(TEST_WEBHOOK_SECRET, body) },
  });
  if (paid.status !== 200) throw new Error(`The test provider's payment event: ${paid.status}.`);
  return paymentId;
}
