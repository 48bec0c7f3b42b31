// The contract's English words that the web shows, in the language shown. The contract keeps them in
// English (the API's answers, the mails and the receipt PDF use them); this file is the web's one
// translation of them, keyed by the contract's own values, so a new method, bucket or field fails to
// compile until it is worded here (docs/languages.md).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Receipt } from '@run/contract/domain/api-types';
import { formatMoney } from '@run/contract/domain/money';
import type { OrganiserDetailField } from '@run/contract/domain/organiser-details';
import type { PaymentMethod } from '@run/contract/domain/payment-methods';
import type { DistanceBucket } from '@run/contract/domain/race-filters';
import type { AmountParts } from '@run/contract/domain/receipt-words';
import type { RegistrationWindowState } from '@run/contract/domain/registration-window';

import { i18n } from './i18n';
import { intlLocale } from './language';

const METHOD_LABELS: Record<PaymentMethod, MessageDescriptor> = {
  card: msg`Card`,
  paypal: msg`PayPal`,
  bank_transfer: msg`Bank transfer`,
  ideal: msg`iDEAL`,
};

const PAY_LABELS: Record<PaymentMethod, MessageDescriptor> = {
  card: msg`Pay by card`,
  paypal: msg`Pay with PayPal`,
  bank_transfer: msg`Pay by bank transfer`,
  ideal: msg`Pay with iDEAL`,
};

/** A method's name in the race's settings, the console and on a receipt: "Card". */
export const methodLabel = (method: PaymentMethod): string => i18n._(METHOD_LABELS[method]);

/** The runner's button for a method: "Pay by card". */
export const payLabel = (method: PaymentMethod): string => i18n._(PAY_LABELS[method]);

/** A receipt's method: its name, or "Paid to the organiser" for money taken by hand. */
export const receiptMethod = (method: Receipt['method']): string =>
  method === 'manual' ? i18n._(msg`Paid to the organiser`) : methodLabel(method);

/**
 * The amount lines of a receipt or an order before paying (the contract's receiptAmounts, worded in
 * the language shown): the price, what changed it (only when it did), the total, then any refund.
 */
export function receiptAmounts(
  r: AmountParts,
  totalLabel: string,
): Array<[label: string, amount: string]> {
  const money = (n: number) => formatMoney(n, r.currency, intlLocale());
  const code = r.code;
  const currency = r.currency;
  const rows: Array<[string, string]> = [[i18n._(msg`Price`), money(r.price)]];
  if (r.discount > 0) {
    const label = code ? i18n._(msg`Discount (${code})`) : i18n._(msg`Discount`);
    rows.push([label, `-${money(r.discount)}`]);
  }
  if (r.fee > 0) rows.push([i18n._(msg`Fee`), money(r.fee)]);
  if (r.credit > 0) rows.push([i18n._(msg`Credit applied`), `-${money(r.credit)}`]);
  rows.push([i18n._(msg`${totalLabel} (${currency})`), money(r.total)]);
  if (r.refunded > 0) rows.push([i18n._(msg`Refunded`), money(r.refunded)]);
  return rows;
}

const WINDOW_MESSAGES: Record<Exclude<RegistrationWindowState, 'open'>, MessageDescriptor> = {
  upcoming: msg`Registration for this marathon has not opened yet.`,
  closed: msg`Registration for this marathon is closed.`,
};

/** Why a race takes no registration now. */
export const registrationWindowText = (state: Exclude<RegistrationWindowState, 'open'>): string =>
  i18n._(WINDOW_MESSAGES[state]);

const ORGANISER_DETAILS: Record<OrganiserDetailField, MessageDescriptor> = {
  organiserName: msg`Organiser name`,
  organiserAddress: msg`Organiser address`,
  vatNumber: msg`VAT number`,
};

/** A receipt issuer's field in the race form. */
export const organiserDetailLabel = (field: OrganiserDetailField): string =>
  i18n._(ORGANISER_DETAILS[field]);

const BUCKETS: Record<DistanceBucket, MessageDescriptor> = {
  '5k': msg`5K (under 7.5 km)`,
  '10k': msg`10K (7.5–15 km)`,
  half: msg`Half marathon (15–30 km)`,
  marathon: msg`Marathon (30–43 km)`,
  ultra: msg`Ultra (over 43 km)`,
};

/** A distance filter's option on the race list. */
export const distanceBucketLabel = (bucket: DistanceBucket): string => i18n._(BUCKETS[bucket]);
