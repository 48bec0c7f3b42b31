// Payouts (docs/payouts.md): how the site pays each organiser. The pure rules the API and the web
// share: the site's modes, the site's fee on a paid entry, and how much of that fee (and of the
// organiser's transfer) goes back when some of the entry is refunded or disputed.
import { formatMoney } from './money.js';

/**
 * `connect`: each organiser is paid through their own Stripe connected account; `platform`: one
 * account collects everything (a single organisation's site).
 */
export const PAYOUT_MODES = ['connect', 'platform'] as const;
export type PayoutMode = (typeof PAYOUT_MODES)[number];

/** What the site keeps of each paid entry in `connect` mode: a percentage and a fixed amount. */
export interface PlatformFee {
  /** 0-20. */
  percent: number;
  /** In the entry's currency's minor units. */
  fixed: number;
}

export const PLATFORM_FEE_PERCENT_MAX = 20;

export const PAYOUT_ACCOUNT_STATES = ['none', 'onboarding', 'restricted', 'ready'] as const;
export type PayoutAccountState = (typeof PAYOUT_ACCOUNT_STATES)[number];

export const PAYOUT_STATES = ['pending', 'in_transit', 'paid', 'failed', 'canceled'] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];

/** Why taking a way of paying, or a payout call, is refused, by code (docs/payouts.md). */
export const PAYOUT_REFUSALS = {
  connect_card_first: 'Connect a payout account before taking card payments.',
  connect_paypal_first:
    'Add your PayPal merchant id in your payout settings before taking PayPal payments.',
  card_paused:
    'Card payments are paused for this race until its organiser’s payout account is ready again.',
  platform_payouts:
    'This site pays organisers from one account: there is no payout account to set up.',
  payout_account_not_ready: 'The payout account is not ready.',
  payouts_not_set_up: 'Payouts are not set up on this site yet.',
  no_such_payout_provider: 'No such payout provider.',
  no_test_payout_provider: 'There is no test provider here.',
  no_such_payout: 'No such payout of yours.',
} as const;

export const CONNECT_CARD_FIRST = PAYOUT_REFUSALS.connect_card_first;
export const CONNECT_PAYPAL_FIRST = PAYOUT_REFUSALS.connect_paypal_first;
export const CARD_PAUSED = PAYOUT_REFUSALS.card_paused;

/** The site's fee on an entry of `amount`: never more than the entry, never below zero. */
export function platformFeeOf(amount: number, fee: PlatformFee): number {
  if (amount <= 0) return 0;
  const kept = Math.round((amount * fee.percent) / 100) + fee.fixed;
  return Math.max(0, Math.min(amount, kept));
}

/**
 * How much of the site's fee has gone back once `givenBack` of an entry of `amount` (fee
 * `platformFee`) was refunded or disputed: in proportion, reckoned on the running total so that
 * several partial refunds never drift from one refund of their sum.
 */
export function feeGivenBack(platformFee: number, amount: number, givenBack: number): number {
  if (amount <= 0 || givenBack <= 0) return 0;
  const share = Math.min(givenBack, amount);
  return Math.round((platformFee * share) / amount);
}

/** "The site keeps 3% + $0.50 of each paid entry", for the race form. */
export function platformFeeWords(fee: PlatformFee, currency: string, locale?: string): string {
  const parts: string[] = [];
  if (fee.percent > 0) parts.push(`${fee.percent}%`);
  if (fee.fixed > 0) parts.push(formatMoney(fee.fixed, currency, locale));
  if (parts.length === 0) return 'The site keeps nothing of each paid entry.';
  return `The site keeps ${parts.join(' + ')} of each paid entry.`;
}
