// What a runner pays (docs/payments.md): the server alone computes it, from the distance's tier in
// force and the race's runner fee. A registration for a priced distance holds its place as
// `pending_payment` at the price of the moment it was taken.
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import type { ApplyResponse, Quote } from '@run/contract/domain/api-types';
import { feeOf, formatMoney, tierInForce } from '@run/contract/domain/money';

import { conflict } from '../lib/http-error.js';
import { heldUntil } from '../places/places.js';
import { chooseDistance, distancesOf, type StoredDistance } from '../store/distances.js';
import { marathonOf, type MarathonRead } from '../store/marathon-doc.js';

const MINUTE_MS = 60_000;

/** The price of `distance` now, with the fee and total; null when it is free. */
export function priceOf(marathon: MarathonRead, distance: StoredDistance, now: Date) {
  if (distance.prices.length === 0) return null;
  const tier = tierInForce(distance.prices, now);
  // Every tier has ended: nobody can be charged a price that no longer exists.
  if (tier === null)
    throw conflict(`${distance.name} has no price in force: registration is closed.`);
  const money = marathonOf(marathon);
  const fee = feeOf(tier.amount, money.runnerFee);
  return { tier, amount: tier.amount, fee, total: tier.amount + fee, currency: money.currency };
}

/** GET /marathon/{id}/quote. */
export function quoteFor(marathon: MarathonRead, distanceId: string | undefined): Quote {
  const race = marathonOf(marathon);
  const distance = chooseDistance(distancesOf(race), distanceId);
  const price = priceOf(race, distance, new Date());
  const { currency } = race;
  if (price === null || price.total === 0) {
    return {
      distanceId: distance.id,
      tier: null,
      amount: 0,
      fee: 0,
      total: 0,
      currency,
      code: null,
      discount: 0,
    };
  }
  const { tier, amount, fee, total } = price;
  return {
    distanceId: distance.id,
    tier: { label: tier.label, until: tier.until },
    amount,
    fee,
    total,
    currency,
    code: null,
    discount: 0,
  };
}

/** What a new registration stores of its status and payment, and what the API answers of them. */
export interface Hold {
  fields: DocumentData;
  answer: Pick<ApplyResponse, 'status' | 'payment'>;
  /** The mail that tells the runner. */
  news: { kind: 'confirmed' } | { kind: 'payment_due'; total: string; dueAt: string };
}

/**
 * A registration taking a place of `distance` at `now`: confirmed when it is free, else held until
 * now + the race's `paymentHoldMinutes`.
 */
export function holdFor(marathon: MarathonRead, distance: StoredDistance, now: Timestamp): Hold {
  const race = marathonOf(marathon);
  const price = priceOf(race, distance, now.toDate());
  if (price === null || price.total === 0) {
    return {
      fields: { status: 'confirmed' },
      answer: { status: 'confirmed' },
      news: { kind: 'confirmed' },
    };
  }
  return heldFor(
    race,
    {
      amount: price.amount,
      fee: price.fee,
      total: price.total,
      currency: price.currency,
      tierLabel: price.tier.label,
    },
    now,
  );
}

/** What is due for a held place (a distance's price, a transfer's fee), held from `now`. */
export interface Due {
  amount: number;
  fee: number;
  total: number;
  currency: string;
  tierLabel: string;
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
      total: formatMoney(due.total, due.currency, 'en-US'),
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
        total: formatMoney(left, answer.currency, 'en-US'),
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
