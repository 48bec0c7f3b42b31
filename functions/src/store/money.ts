// A race's money settings as stored on the marathon (docs/payments.md): `currency`,
// `paymentMethods`, `bankAccount`, `paymentHoldMinutes`, `bankTransferDays`, `runnerFee`,
// `refundPolicy`, `transfers` and `deferrals` (docs/transfers.md), `referrals` (docs/coupons.md). A race stored before prices has none of them and reads as the defaults: free, USD,
// refunds by the FAQ's policy.
import type { DocumentData } from 'firebase-admin/firestore';
import {
  BANK_TRANSFER_DAYS_DEFAULT,
  CURRENCY_DEFAULT,
  HOLD_MINUTES_DEFAULT,
  moneyRefusals,
  PAYMENT_METHODS,
  REFERRALS_DEFAULT,
  TRANSFERS_DEFAULT,
  type BankAccount,
  type PaymentMethod,
  type ReferralSettings,
  type RunnerFee,
  type TransferSettings,
} from '@run/contract/domain/money';
import { REFUND_POLICY_DEFAULT, type RefundPolicy } from '@run/contract/domain/refunds';
import type { MarathonInput } from '@run/contract/domain/schemas';

import { HttpError } from '../lib/http-error.js';
import { isPriced, type StoredDistance } from './distances.js';

export interface MoneySettings {
  currency: string;
  paymentMethods: PaymentMethod[];
  bankAccount: BankAccount | null;
  paymentHoldMinutes: number;
  bankTransferDays: number;
  runnerFee: RunnerFee | null;
  refundPolicy: RefundPolicy;
  transfers: TransferSettings;
  deferrals: TransferSettings;
  referrals: ReferralSettings;
}

const inRange = (value: unknown, min: number, max: number, fallback: number): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
    ? value
    : fallback;

/** What type each field of a stored settings map must have (its `typeof`). */
type FieldTypes<T> = {
  [K in keyof T]: T[K] extends string ? 'string' : T[K] extends number ? 'number' : 'boolean';
};

/**
 * A settings map stored on the race: its fields named in `types`, each of its type; else, when it
 * is no map or a field is missing or of another type, `fallback` (the setting's default).
 */
function settingIn<T, F>(value: unknown, types: FieldTypes<T>, fallback: F): T | F {
  if (typeof value !== 'object' || value === null) return fallback;
  const stored = value as Record<string, unknown>;
  const fields = Object.keys(types) as (keyof T & string)[];
  if (!fields.every((field) => typeof stored[field] === types[field])) return fallback;
  return Object.fromEntries(fields.map((field) => [field, stored[field]])) as T;
}

const BANK_ACCOUNT: FieldTypes<BankAccount> = { holder: 'string', iban: 'string', bic: 'string' };
const RUNNER_FEE: FieldTypes<RunnerFee> = { percent: 'number', fixed: 'number' };
const REFUND_POLICY: FieldTypes<RefundPolicy> = {
  fullUntilDays: 'number',
  partialUntilDays: 'number',
  partialPercent: 'number',
};
const PLACE_CHANGE: FieldTypes<TransferSettings> = {
  enabled: 'boolean',
  untilDays: 'number',
  fee: 'number',
};
const REFERRALS: FieldTypes<ReferralSettings> = {
  enabled: 'boolean',
  every: 'number',
  reward: 'number',
};

/** The stored settings, defaults where unset. */
export function moneyOf(data: DocumentData): MoneySettings {
  const currency: unknown = data.currency;
  const methods: unknown = data.paymentMethods;
  return {
    currency:
      typeof currency === 'string' && /^[A-Z]{3}$/u.test(currency) ? currency : CURRENCY_DEFAULT,
    paymentMethods: Array.isArray(methods)
      ? PAYMENT_METHODS.filter((m) => methods.includes(m))
      : [],
    bankAccount: settingIn(data.bankAccount, BANK_ACCOUNT, null),
    paymentHoldMinutes: inRange(data.paymentHoldMinutes, 10, 120, HOLD_MINUTES_DEFAULT),
    bankTransferDays: inRange(data.bankTransferDays, 1, 14, BANK_TRANSFER_DAYS_DEFAULT),
    runnerFee: settingIn(data.runnerFee, RUNNER_FEE, null),
    refundPolicy: settingIn(data.refundPolicy, REFUND_POLICY, REFUND_POLICY_DEFAULT),
    transfers: settingIn(data.transfers, PLACE_CHANGE, TRANSFERS_DEFAULT),
    deferrals: settingIn(data.deferrals, PLACE_CHANGE, TRANSFERS_DEFAULT),
    referrals: settingIn(data.referrals, REFERRALS, REFERRALS_DEFAULT),
  };
}

/**
 * The settings to store for a create or an edit: what the input names, the stored value where it is
 * silent. A priced race without a way to pay, or bank transfer without an account, is 400 naming the
 * field, whichever of the two requests left it out.
 */
export function moneyFields(
  input: MarathonInput,
  stored: DocumentData,
  distances: readonly StoredDistance[],
): MoneySettings {
  const current = moneyOf(stored);
  const next: MoneySettings = {
    currency: input.currency ?? current.currency,
    paymentMethods: input.paymentMethods
      ? PAYMENT_METHODS.filter((m) => input.paymentMethods?.includes(m))
      : current.paymentMethods,
    bankAccount: input.bankAccount === undefined ? current.bankAccount : input.bankAccount,
    paymentHoldMinutes: input.paymentHoldMinutes ?? current.paymentHoldMinutes,
    bankTransferDays: input.bankTransferDays ?? current.bankTransferDays,
    runnerFee: input.runnerFee === undefined ? current.runnerFee : input.runnerFee,
    refundPolicy: input.refundPolicy ?? current.refundPolicy,
    transfers: input.transfers ?? current.transfers,
    deferrals: input.deferrals ?? current.deferrals,
    referrals: input.referrals ?? current.referrals,
  };
  // A transfer fee is paid like a price: the race needs a way to take it.
  const problems = moneyRefusals(next, isPriced(distances) || next.transfers.fee > 0);
  const [first] = problems;
  if (first !== undefined) {
    const details = problems.map(({ field, message }) => ({ field, message }));
    throw new HttpError(400, first, details);
  }
  return next;
}

/** Whether the race charges anything: a distance's price, or a transfer's fee. */
export const chargesMoney = (marathon: DocumentData, distances: readonly StoredDistance[]) =>
  isPriced(distances) || moneyOf(marathon).transfers.fee > 0;

/** Whether an edit leaves the stored settings as they are. */
export const sameMoney = (stored: DocumentData, next: MoneySettings): boolean =>
  JSON.stringify(moneyOf(stored)) === JSON.stringify(next);
