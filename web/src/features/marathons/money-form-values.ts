// The marathon form's prices and payment settings (docs/payments.md) as flat form values, and the
// request fields they make. Prices are typed in the currency's main unit ("45.00") and sent in
// cents; a distance's tiers are rows `distances.{i}.prices.{j}.{label|amount|until}`.
import type { Marathon } from '@run/contract/domain/api-types';
import { dateInputToIso, isoToDateInput } from '@run/contract/domain/dates';
import {
  BANK_TRANSFER_DAYS_DEFAULT,
  CURRENCY_DEFAULT,
  HOLD_MINUTES_DEFAULT,
  PAYMENT_METHODS,
  REFERRALS_DEFAULT,
  TIERS_MAX,
  TRANSFERS_DEFAULT,
} from '@run/contract/domain/money';
import { REFUND_POLICY_DEFAULT } from '@run/contract/domain/refunds';

import { centsOf as cents, mainUnitsOf as major } from '@/lib/format';

export const TIER_FIELDS = ['label', 'amount', 'until'] as const;
type TierField = (typeof TIER_FIELDS)[number];

export type TierKey = `distances.${number}.prices.${number}.${TierField}`;
/** Every money field's name in the form's values. */
export type MoneyKey =
  | TierKey
  | 'currency'
  | `paymentMethods.${string}`
  | `bankAccount.${'holder' | 'iban' | 'bic'}`
  | 'paymentHoldMinutes'
  | 'bankTransferDays'
  | `runnerFee.${'percent' | 'fixed'}`
  | `refundPolicy.${'fullUntilDays' | 'partialUntilDays' | 'partialPercent'}`
  | `${'transfers' | 'deferrals'}.${'enabled' | 'untilDays' | 'fee'}`
  | `referrals.${'enabled' | 'every' | 'reward'}`;

export const tierKey = (distance: number, tier: number, field: TierField): TierKey =>
  `distances.${distance}.prices.${tier}.${field}`;

export const methodKey = (method: string): MoneyKey => `paymentMethods.${method}`;

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** A race's transfer or deferral settings as form values (docs/transfers.md). */
function placeChangeValues(kind: 'transfers' | 'deferrals', stored = TRANSFERS_DEFAULT) {
  return {
    [`${kind}.enabled`]: stored.enabled ? 'true' : '',
    [`${kind}.untilDays`]: String(stored.untilDays),
    [`${kind}.fee`]: stored.fee > 0 ? major(stored.fee) : '',
  } as Record<`${typeof kind}.${'enabled' | 'untilDays' | 'fee'}`, string>;
}

/** The race's money settings as form values (the defaults for a new race). */
export function moneyValuesOf(marathon: Marathon | undefined): Record<MoneyKey, string> {
  const methods = marathon?.paymentMethods ?? [];
  const policy = marathon?.refundPolicy ?? REFUND_POLICY_DEFAULT;
  return {
    currency: marathon?.currency ?? CURRENCY_DEFAULT,
    ...Object.fromEntries(
      PAYMENT_METHODS.map((m) => [methodKey(m), methods.includes(m) ? 'true' : '']),
    ),
    'bankAccount.holder': marathon?.bankAccount?.holder ?? '',
    'bankAccount.iban': marathon?.bankAccount?.iban ?? '',
    'bankAccount.bic': marathon?.bankAccount?.bic ?? '',
    paymentHoldMinutes: String(marathon?.paymentHoldMinutes ?? HOLD_MINUTES_DEFAULT),
    bankTransferDays: String(marathon?.bankTransferDays ?? BANK_TRANSFER_DAYS_DEFAULT),
    'runnerFee.percent': text(marathon?.runnerFee?.percent),
    'runnerFee.fixed': marathon?.runnerFee ? major(marathon.runnerFee.fixed) : '',
    'refundPolicy.fullUntilDays': String(policy.fullUntilDays),
    'refundPolicy.partialUntilDays': String(policy.partialUntilDays),
    'refundPolicy.partialPercent': String(policy.partialPercent),
    ...placeChangeValues('transfers', marathon?.transfers),
    ...placeChangeValues('deferrals', marathon?.deferrals),
    ...referralValues(marathon?.referrals),
  };
}

/** The race's referral setting (docs/coupons.md) as form values: the reward in the main unit. */
function referralValues(stored = REFERRALS_DEFAULT) {
  return {
    'referrals.enabled': stored.enabled ? 'true' : '',
    'referrals.every': String(stored.every),
    'referrals.reward': stored.reward > 0 ? major(stored.reward) : '',
  };
}

/** One tier row's values, empty or holding a stored tier. */
export function tierRow(
  distance: number,
  tier: number,
  stored?: { label: string; amount: number; until: string | null },
): Record<TierKey, string> {
  return {
    [tierKey(distance, tier, 'label')]: stored?.label ?? '',
    [tierKey(distance, tier, 'amount')]: stored ? major(stored.amount) : '',
    [tierKey(distance, tier, 'until')]: stored?.until ? isoToDateInput(stored.until) : '',
  };
}

/** A distance's tier rows: its stored tiers (none for a new or free distance). */
export function tierValuesOf(
  distance: number,
  prices: Marathon['distances'][number]['prices'],
): Record<TierKey, string> {
  return Object.fromEntries(
    (prices ?? []).flatMap((t, j) => Object.entries(tierRow(distance, j, t))),
  );
}

/**
 * Whether the race may charge: a distance has a tier row, or a transfer fee is typed (the form then
 * shows the payment settings, and sends them).
 */
export const mayCharge = (values: Partial<Record<string, string>>): boolean =>
  Object.keys(values).some((k) => /^distances\.\d+\.prices\.\d+\.label$/u.test(k)) ||
  (values['transfers.fee'] ?? '').trim() !== '';

export function tierCount(values: Partial<Record<string, string>>, distance: number): number {
  const pattern = new RegExp(`^distances\\.${distance}\\.prices\\.\\d+\\.label$`, 'u');
  return Math.min(TIERS_MAX, Object.keys(values).filter((k) => pattern.test(k)).length);
}

const numberOr = (value: string | undefined, fallback: number) => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? fallback : /^\d+(\.\d+)?$/u.test(trimmed) ? Number(trimmed) : trimmed;
};

/**
 * The distance's tiers for the request: the rows with something typed in, in their order; none
 * (free) is sent as no `prices` at all, as before prices.
 */
export function pricesInput(values: Partial<Record<string, string>>, distance: number) {
  const tiers = typedTiers(values, distance);
  return tiers.length > 0 ? { prices: tiers } : {};
}

function typedTiers(values: Partial<Record<string, string>>, distance: number) {
  return Array.from({ length: tierCount(values, distance) }, (_, j) => {
    const get = (field: TierField) => values[tierKey(distance, j, field)] ?? '';
    return { label: get('label'), amount: get('amount'), until: get('until') };
  })
    .filter((t) => t.label.trim() !== '' || t.amount.trim() !== '' || t.until !== '')
    .map((t) => ({
      label: t.label,
      amount: cents(t.amount),
      until: t.until ? dateInputToIso(t.until, 'end') : null,
    }));
}

/**
 * The race's money settings for the request; none at all for a free race whose settings are the
 * defaults (the form then sends what it sent before prices, and the stored settings stay).
 */
export function moneyInput(values: Partial<Record<string, string>>, priced: boolean) {
  const settings = moneySettings(values);
  const untouched =
    JSON.stringify(settings) === JSON.stringify(moneySettings(moneyValuesOf(undefined)));
  return priced || !untouched ? settings : {};
}

function moneySettings(values: Partial<Record<string, string>>) {
  const get = (name: string) => values[name] ?? '';
  const bank = ['holder', 'iban', 'bic'].map((f) => get(`bankAccount.${f}`).trim());
  const percent = get('runnerFee.percent').trim();
  const fixed = get('runnerFee.fixed').trim();
  return {
    currency: get('currency').trim().toUpperCase() || CURRENCY_DEFAULT,
    paymentMethods: PAYMENT_METHODS.filter((m) => get(methodKey(m)) === 'true'),
    bankAccount: bank.every((f) => f === '')
      ? null
      : {
          holder: get('bankAccount.holder'),
          iban: get('bankAccount.iban'),
          bic: get('bankAccount.bic'),
        },
    paymentHoldMinutes: numberOr(get('paymentHoldMinutes'), HOLD_MINUTES_DEFAULT),
    bankTransferDays: numberOr(get('bankTransferDays'), BANK_TRANSFER_DAYS_DEFAULT),
    runnerFee:
      percent === '' && fixed === ''
        ? null
        : { percent: numberOr(percent, 0), fixed: fixed === '' ? 0 : cents(fixed) },
    refundPolicy: {
      fullUntilDays: numberOr(
        get('refundPolicy.fullUntilDays'),
        REFUND_POLICY_DEFAULT.fullUntilDays,
      ),
      partialUntilDays: numberOr(
        get('refundPolicy.partialUntilDays'),
        REFUND_POLICY_DEFAULT.partialUntilDays,
      ),
      partialPercent: numberOr(
        get('refundPolicy.partialPercent'),
        REFUND_POLICY_DEFAULT.partialPercent,
      ),
    },
    transfers: placeChangeInput(get, 'transfers'),
    deferrals: placeChangeInput(get, 'deferrals'),
    referrals: {
      enabled: get('referrals.enabled') === 'true',
      every: numberOr(get('referrals.every'), REFERRALS_DEFAULT.every),
      reward: get('referrals.reward').trim() === '' ? 0 : cents(get('referrals.reward')),
    },
  };
}

function placeChangeInput(get: (name: string) => string, kind: 'transfers' | 'deferrals') {
  return {
    enabled: get(`${kind}.enabled`) === 'true',
    untilDays: numberOr(get(`${kind}.untilDays`), TRANSFERS_DEFAULT.untilDays),
    fee: get(`${kind}.fee`).trim() === '' ? 0 : cents(get(`${kind}.fee`)),
  };
}
