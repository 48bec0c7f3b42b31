// A registration's `payment` map (docs/payments.md): what its place owes or paid, and once a change
// to a dearer distance is paid, that difference's own paid fields under `payment.difference`.
// Read once here; registration-doc.ts's model carries it.
import type { Timestamp } from 'firebase-admin/firestore';
import type { RegistrationPayment } from '@run/contract/domain/api-types';
import { CURRENCY_DEFAULT } from '@run/contract/domain/money';

import { countIn, mapOrNull, textIn, textOrNull, timeOrNull } from './field-values.js';
import { LEDGER_METHODS } from './payment-doc.js';
import { timeIn, toIso } from './stored-time.js';

/** How a registration is (being) paid: the contract's methods, or by hand. */
export type RegistrationMethod = NonNullable<RegistrationPayment['method']>;

/** The stored `payment` map (and its `difference`), defaults resolved. */
export interface RegistrationPaymentDoc {
  amount: number;
  fee: number;
  total: number;
  /** The contract's default currency when the map names none. */
  currency: string;
  tierLabel: string;
  dueAt: Timestamp | null;
  method: RegistrationMethod | null;
  /** The ledger entry of the latest attempt. */
  paymentId: string | null;
  bankReference: string | null;
  paidAt: Timestamp | null;
  /** What a deferral's credit paid of the price; null when no credit paid. */
  creditApplied: number | null;
  creditId: string | null;
  /** What a discount code took off `amount` (docs/coupons.md); null without one. */
  discount: number | null;
  /** The discount code used (its use is `coupons/{code}/uses/{uid}`); null without one. */
  code: string | null;
  /**
   * On an order's lead entry only: the order's code, whose one use (`coupons/{code}/uses/{orderId}`)
   * goes back when the order's hold runs out; null otherwise (docs/orders.md).
   */
  orderCode: string | null;
  /** Set once bank transfer extended the hold (it is never extended again). */
  bankExtended: boolean;
  /** A paid change to a dearer distance: the difference's paid fields; null for none. */
  difference: RegistrationPaymentDoc | null;
}

function paymentIn(value: unknown, nested: boolean): RegistrationPaymentDoc | null {
  return mapOrNull(value, (d) => ({
    amount: countIn(d.amount),
    fee: countIn(d.fee),
    total: countIn(d.total),
    currency: typeof d.currency === 'string' ? d.currency : CURRENCY_DEFAULT,
    tierLabel: textIn(d.tierLabel),
    dueAt: timeIn(d.dueAt),
    method: LEDGER_METHODS.find((m) => m === d.method) ?? null,
    paymentId: textOrNull(d.paymentId),
    bankReference: textOrNull(d.bankReference),
    paidAt: timeOrNull(d.paidAt),
    creditApplied: typeof d.creditApplied === 'number' ? d.creditApplied : null,
    creditId: textOrNull(d.creditId),
    discount: typeof d.discount === 'number' ? d.discount : null,
    code: textOrNull(d.code),
    orderCode: textOrNull(d.orderCode),
    bankExtended: d.bankExtended === true,
    difference: nested ? null : paymentIn(d.difference, true),
  }));
}

/** The stored `payment` map; null for a free registration (or one stored before payments). */
export const registrationPaymentIn = (value: unknown): RegistrationPaymentDoc | null =>
  paymentIn(value, false);

/** The map as the API answers it. */
export function toRegistrationPayment(p: RegistrationPaymentDoc): RegistrationPayment {
  return {
    amount: p.amount,
    fee: p.fee,
    total: p.total,
    currency: p.currency,
    tierLabel: p.tierLabel,
    dueAt: toIso(p.dueAt),
    method: p.method,
    paymentId: p.paymentId,
    bankReference: p.bankReference,
    paidAt: p.paidAt === null ? null : toIso(p.paidAt),
    ...(p.creditApplied !== null ? { creditApplied: p.creditApplied } : {}),
    ...(p.discount !== null ? { discount: p.discount } : {}),
    ...(p.code !== null ? { code: p.code } : {}),
  };
}
