// What the payment tests do again and again: add a priced race, start paying a held place, and send
// the test provider's signed events (as its page does) to the real webhook.
import { randomUUID } from 'node:crypto';

import * as payments from '@run/contract/endpoints/payments';
import * as refunds from '@run/contract/endpoints/refunds';
import * as registrations from '@run/contract/endpoints/registrations';
import { TEST_WEBHOOK_SECRET } from '@run/contract/domain/money';
import { Timestamp } from 'firebase-admin/firestore';

import { testPaymentEvent as testEvent } from '../../test-support/factories.js';
import { signatureHeader, SIGNATURE_HEADER } from '../src/providers/providers.js';
import { applyTo } from './actions.js';
import { api, createMarathon } from './helpers.js';
import { adminDb } from './stored.js';
import { signUp, type TestUser } from './users.js';

const DAY_MS = 86_400_000;
export const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

/** Early bird $45.00 until tomorrow, then Regular $60.00; the runner pays by card or transfer. */
export const TWO_TIERS = [
  { label: 'Early bird', amount: 4500, until: inDays(1) },
  { label: 'Regular', amount: 6000, until: null },
];

export const BANK_ACCOUNT = {
  holder: 'RUN Events GmbH',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'COBADEFFXXX',
};

/** A race of one priced distance (capacity `capacity`, or none), taking cards and transfers. */
export function createPricedMarathon(
  owner: TestUser,
  options: { capacity?: number; prices?: unknown[]; more?: Record<string, unknown> } = {},
): Promise<string> {
  return createMarathon(owner, {
    distances: [
      {
        name: '10K',
        runningDistance: '10 KM',
        capacity: options.capacity ?? null,
        prices: options.prices ?? TWO_TIERS,
      },
    ],
    currency: 'EUR',
    paymentMethods: ['card', 'bank_transfer'],
    bankAccount: BANK_ACCOUNT,
    ...options.more,
  });
}

/** A priced race of `owner`'s and a new runner (`label`) who applied to it, holding a place. */
export async function pricedRaceWithRunner(owner: TestUser, label: string) {
  const id = await createPricedMarathon(owner);
  const runner = await signUp(label);
  await applyTo(id, runner);
  return { id, runner };
}

export function startPayment(id: string, runner: TestUser, method = 'card') {
  return api.call(payments.startPayment, {
    params: { id, userId: runner.uid },
    token: runner.token,
    body: { method },
  });
}

/** The runner starts paying by card; answers the ledger's paymentId. */
export async function startCard(id: string, runner: TestUser): Promise<string> {
  const res = await startPayment(id, runner);
  if (res.status !== 201) throw new Error(`start payment: ${res.status} ${res.text}`);
  return res.body.paymentId;
}

export { testEvent };

/**
 * The test provider's dispute event (docs/payments.md, by Stripe's names): opened
 * (`needs_response`) or closed (`won`, `lost`) for `amount` of the entry `paymentId`.
 */
export const disputeEvent = (
  paymentId: string,
  type: 'charge.dispute.created' | 'charge.dispute.closed',
  status: 'needs_response' | 'won' | 'lost',
  amount: number,
  currency = 'EUR',
) =>
  JSON.stringify({
    id: `evt_${randomUUID()}`,
    type,
    data: { paymentId, amount, currency, status },
  });

/** Posts `body` to the test provider's webhook, signed at `t` (now) with `secret` (the local one). */
export function sendTestEvent(
  body: string,
  { secret = TEST_WEBHOOK_SECRET, t }: { secret?: string; t?: number } = {},
) {
  return api.call(payments.paymentWebhook, {
    params: { provider: 'test' },
    rawBody: body,
    headers: { [SIGNATURE_HEADER]: signatureHeader(secret, body, t) },
  });
}

/** A runner registered and paid by card (the test provider's signed event): their ledger entry. */
export async function paidRunner(id: string, label: string, amount = 4500) {
  const runner = await signUp(label);
  const applied = await applyTo(id, runner);
  if (applied.status !== 200) throw new Error(`apply: ${applied.status} ${applied.text}`);
  const paymentId = await startCard(id, runner);
  const paid = await sendTestEvent(testEvent(paymentId, amount));
  if (paid.status !== 200) throw new Error(`pay: ${paid.status} ${paid.text}`);
  return { runner, paymentId };
}

/** `days` whole days and an hour from now: the race's start `days` days before, rounded down. */
export const daysAway = (days: number) =>
  new Date(Date.now() + days * DAY_MS + 3_600_000).toISOString();

/** The runner's registration of race `id` as My Apply List reads it. */
export const myRecord = async (id: string, runner: TestUser) => {
  const list = await api.call(registrations.myRegistrations, {
    params: { userId: runner.uid },
    token: runner.token,
  });
  return list.body.find((m) => m._id === id)?.totalRegistrationCount[0];
};

export const ledger = (id: string, paymentId: string) =>
  adminDb().doc(`marathons/${id}/payments/${paymentId}`).get();

/** The race's refunds as stored (`marathons/{id}/refunds`). */
export const refundDocs = async (id: string) =>
  (await adminDb().collection(`marathons/${id}/refunds`).get()).docs;

/** The race's books as `user` reads them (anonymous without one). */
export const booksOf = (id: string, user?: TestUser) =>
  api.call(payments.books, { params: { id }, ...(user ? { token: user.token } : {}) });

/**
 * `by` (an organiser) refunds `amount` of the payment of race `id`'s registration `userId`, for
 * `reason`; the runner stays registered unless `cancel`.
 */
export const organiserRefund = (
  id: string,
  by: TestUser,
  userId: string,
  amount: number,
  reason = 'Goodwill',
  cancel?: boolean,
) =>
  api.call(refunds.organiserRefund, {
    params: { id, userId },
    token: by.token,
    body: { amount, reason, ...(cancel === undefined ? {} : { cancel }) },
  });

/**
 * The hold's time moved into the past, as the clock would (the server has no test clock): a held
 * registration's, or (`distanceChanges`) a change of distance held for its difference.
 */
export function holdRunsOut(
  id: string,
  uid: string,
  held: 'registrations' | 'distanceChanges' = 'registrations',
): Promise<void> {
  return holdEndsAt(id, uid, Date.now() - 1000, held);
}

/** The hold's time moved to `at` (ms since the epoch), as the clock would bring its end near. */
export async function holdEndsAt(
  id: string,
  uid: string,
  at: number,
  held: 'registrations' | 'distanceChanges' = 'registrations',
): Promise<void> {
  const end = Timestamp.fromMillis(at);
  await adminDb()
    .doc(`marathons/${id}/${held}/${uid}`)
    .update({ holdUntil: end, 'payment.dueAt': end });
}
