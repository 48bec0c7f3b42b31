// What a runner pays (docs/payments.md): the server alone computes it, from the distance's tier in
// force and the race's runner fee. A registration for a priced distance holds its place as
// `pending_payment` at the price of the moment it was taken.
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import type { ApplyResponse, Quote } from '@run/contract/domain/api-types';
import { discountOf, type CouponKind } from '@run/contract/domain/coupons';
import { feeOf, tierInForce, type Money } from '@run/contract/domain/money';

import { conflict } from '../lib/http-error.js';
import { heldUntil } from '../places/places.js';
import type { StoredDistance } from '../store/distances.js';
import { marathonOf, type MarathonRead } from '../store/marathon-doc.js';

const MINUTE_MS = 60_000;

/** A code's terms as a price is computed with them (coupons/ checks the code and hands these in). */
export interface CodeTerms {
  code: string;
  kind: CouponKind;
  value: number;
}

/**
 * The price of `distance` now, less a code's discount (never below zero, at most the price), with
 * the fee on what is left and the total; null when it is free.
 */
export function priceOf(
  marathon: MarathonRead,
  distance: StoredDistance,
  now: Date,
  terms: CodeTerms | null = null,
) {
  if (distance.prices.length === 0) return null;
  const tier = tierInForce(distance.prices, now);
  // Every tier has ended: nobody can be charged a price that no longer exists.
  if (tier === null) throw conflict('no_price_in_force', { distance: distance.name });
  const money = marathonOf(marathon);
  const discount = terms ? discountOf(terms.kind, terms.value, tier.amount) : 0;
  const fee = feeOf(tier.amount - discount, money.runnerFee);
  return {
    tier,
    amount: tier.amount,
    discount,
    fee,
    total: tier.amount - discount + fee,
    currency: money.currency,
  };
}

/** GET /marathon/{id}/quote, with the code the server checked (or none). */
export function quoteFor(
  marathon: MarathonRead,
  distance: StoredDistance,
  terms: CodeTerms | null,
): Quote {
  const race = marathonOf(marathon);
  const price = priceOf(race, distance, new Date(), terms);
  const { currency } = race;
  const code = terms?.code ?? null;
  if (price === null || price.amount === 0) {
    const none = { amount: 0, fee: 0, total: 0, discount: 0 };
    return { distanceId: distance.id, tier: null, ...none, currency, code };
  }
  const { tier, amount, discount, fee, total } = price;
  return {
    distanceId: distance.id,
    tier: { label: tier.label, until: tier.until },
    amount,
    fee,
    total,
    currency,
    code,
    discount,
  };
}

/** What a new registration stores of its status and payment, and what the API answers of them. */
export interface Hold {
  fields: DocumentData;
  answer: Pick<ApplyResponse, 'status' | 'payment'>;
  /** The mail that tells the runner (it writes the total in the runner's language). */
  news: { kind: 'confirmed' } | { kind: 'payment_due'; total: Money; dueAt: string };
}

/**
 * A registration taking a place of `distance` at `now`: confirmed when it is free, else held until
 * now + the race's `paymentHoldMinutes`.
 */
export function holdFor(
  marathon: MarathonRead,
  distance: StoredDistance,
  now: Timestamp,
  terms: CodeTerms | null = null,
): Hold {
  const race = marathonOf(marathon);
  const price = priceOf(race, distance, now.toDate(), terms);
  if (price !== null && terms !== null && price.amount > 0 && price.total === 0) {
    return discountedToZero(price, terms.code, now);
  }
  if (price === null || price.total === 0) {
    return {
      fields: { status: 'confirmed' },
      answer: { status: 'confirmed' },
      news: { kind: 'confirmed' },
    };
  }
  const discounted =
    terms && price.discount > 0 ? { discount: price.discount, code: terms.code } : {};
  return heldFor(
    race,
    {
      amount: price.amount,
      fee: price.fee,
      total: price.total,
      currency: price.currency,
      tierLabel: price.tier.label,
      ...discounted,
    },
    now,
  );
}

/**
 * A code that takes the whole price off: confirmed at once, with no money to wait for; the payment
 * map keeps the price and the discount (finance.csv and the console show them).
 */
function discountedToZero(
  price: NonNullable<ReturnType<typeof priceOf>>,
  code: string,
  now: Timestamp,
): Hold {
  const due = {
    amount: price.amount,
    fee: 0,
    total: 0,
    currency: price.currency,
    tierLabel: price.tier.label,
    discount: price.discount,
    code,
  };
  return {
    fields: confirmedOwingNothing(due, now),
    answer: { status: 'confirmed', payment: { ...due, dueAt: now.toDate().toISOString() } },
    news: { kind: 'confirmed' },
  };
}

/**
 * A place confirmed at `now` with no money to wait for (a code or a credit took the whole price):
 * its payment map keeps the price and what took it (finance.csv and the console show them).
 */
export const confirmedOwingNothing = (due: Due, now: Timestamp): DocumentData => ({
  status: 'confirmed',
  payment: { ...due, dueAt: now, method: null, paymentId: null, bankReference: null, paidAt: now },
});

/** What is due for a held place (a distance's price, a transfer's fee), held from `now`. */
export interface Due {
  amount: number;
  fee: number;
  total: number;
  currency: string;
  tierLabel: string;
  /** What a discount code took off `amount`, and the code. */
  discount?: number;
  code?: string;
}

/** A place held unpaid from `now` until now + the race's `paymentHoldMinutes`, for `due`. */
export function heldFor(marathon: MarathonRead, due: Due, now: Timestamp): Hold {
  const minutes = marathonOf(marathon).paymentHoldMinutes;
  const dueAt = Timestamp.fromMillis(now.toMillis() + minutes * MINUTE_MS);
  const dueIso = dueAt.toDate().toISOString();
  return {
    fields: {
      status: 'pending_payment',
      payment: { ...due, dueAt, method: null, paymentId: null, bankReference: null, paidAt: null },
      ...heldUntil(dueAt),
    },
    answer: { status: 'pending_payment', payment: { ...due, dueAt: dueIso } },
    news: {
      kind: 'payment_due',
      total: { amount: due.total, currency: due.currency },
      dueAt: dueIso,
    },
  };
}

/**
 * `hold` paid (in part) by a deferral's credit of `credit` minor units (docs/transfers.md): what the
 * credit covers is `creditApplied`, and `total` is what is left to pay in money; all covered, the
 * registration is confirmed at once. What the credit exceeds is lost.
 */
export function paidByCredit(hold: Hold, creditId: string, credit: number, now: Timestamp): Hold {
  const payment = hold.fields.payment as DocumentData | undefined;
  if (hold.answer.payment === undefined || payment === undefined) return hold;
  const applied = Math.min(credit, hold.answer.payment.total);
  const left = hold.answer.payment.total - applied;
  const answer = { ...hold.answer.payment, total: left, creditApplied: applied };
  const stored = { ...payment, total: left, creditApplied: applied, creditId };
  if (left > 0) {
    return {
      fields: { ...hold.fields, payment: stored },
      answer: { status: 'pending_payment', payment: answer },
      news: {
        kind: 'payment_due',
        total: { amount: left, currency: answer.currency },
        dueAt: answer.dueAt,
      },
    };
  }
  return {
    fields: { status: 'confirmed', payment: { ...stored, paidAt: now } },
    answer: { status: 'confirmed', payment: answer },
    news: { kind: 'confirmed' },
  };
}
